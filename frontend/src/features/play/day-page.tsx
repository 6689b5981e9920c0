import { Navigate } from 'react-router-dom';
import { isDayStarted, resumeStep } from '@domain/progress';
import { preTestTaken } from '@domain/test-forms';
import { paths } from '../../app/paths';
import { DayDone } from './day-done';
import { DayStatus } from './day-status';
import { useDay } from './use-day';

/**
 * /modules/{character}/{day}: sends the child to the step they have not finished (worked out from the day's own
 * flags), to the welcome and the screening before the very first day, or celebrates the day when it is done.
 */
const DayPage = () => {
  const state = useDay();
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, progress } = state;
  const details = module.game_details;
  if (!details.onboarded) return <Navigate to={`${paths.welcome}?module=${encodeURIComponent(module.name)}`} replace />;
  if (day === 1 && !isDayStarted(progress) && !preTestTaken(details))
    return <Navigate to={paths.step(module.name, 1, 'screening')} replace />;
  const next = resumeStep(progress);
  if (next !== 'done') return <Navigate to={paths.step(module.name, day, next === 'post_emotion' ? 'emotion' : next)} replace />;
  return <DayDone module={module} day={day} progress={progress} />;
};
export default DayPage;
