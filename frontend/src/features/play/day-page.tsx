import { Link, Navigate } from 'react-router-dom';
import { PROGRAMME_DAYS } from '@domain/constants';
import { isDayStarted, resumeStep } from '@domain/progress';
import { dayAward } from '@domain/tokens';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { CharacterPicture } from '../characters/character-picture';
import { DayStatus } from './day-status';
import { SaveStatus } from './step-layout';
import { useDay } from './use-day';

/**
 * /modules/{character}/{day}: sends the child to the step they have not finished (worked out from the day's own
 * flags), to the welcome and the screening before the very first day, or shows the day's summary when it is done.
 */
const DayPage = () => {
  const state = useDay();
  if (state.status !== 'ready') return <DayStatus state={state} />;
  const { module, day, progress } = state;
  const details = module.game_details;
  if (!details.onboarded) return <Navigate to={`${paths.welcome}?module=${encodeURIComponent(module.name)}`} replace />;
  if (day === 1 && !isDayStarted(progress) && details.pre_test_score === 0)
    return <Navigate to={paths.step(module.name, 1, 'screening')} replace />;
  const next = resumeStep(progress);
  if (next !== 'done') return <Navigate to={paths.step(module.name, day, next === 'post_emotion' ? 'emotion' : next)} replace />;

  const earned = dayAward(progress);
  const nextDay = day + 1 <= PROGRAMME_DAYS && day + 1 <= module.day_completed + 1 ? day + 1 : null;
  return (
    <main className="page page--center">
      <section className="card card--center summary">
        <CharacterPicture code={module.name} size={120} />
        <h1>Day {day} done!</h1>
        <p className="summary__tokens">
          <Icon name="coin" size={40} /> +{earned} tokens today
        </p>
        <p className="message">
          You have <strong>{details.inventory.balance}</strong> tokens.
        </p>
        <SaveStatus />
        {nextDay ? (
          <Link className="button button--primary button--huge" to={paths.day(module.name, nextDay)}>
            <Icon name="play" size={32} /> Day {nextDay}
          </Link>
        ) : (
          <p className="message">You finished the whole programme. Amazing!</p>
        )}
        <Link className="button" to={paths.module(module.name)}>
          <Icon name="back" /> My days
        </Link>
      </section>
    </main>
  );
};
export default DayPage;
