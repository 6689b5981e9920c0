import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/spinner';
import { Icon } from '../../components/icon';
import { MODULES_MESSAGES } from '../modules/modules-store';
import type { DayState } from './use-day';

/** What a step screen shows while its day is not playable: loading, an error, a locked day. */
export const DayStatus = ({ state }: { state: Exclude<DayState, { status: 'ready' }> }) => (
  <main className="page page--center">
    {state.status === 'loading' && <Spinner label="Loading your day" />}
    {state.status === 'error' && (
      <p className="message message--error" role="alert">
        {state.message}
      </p>
    )}
    {state.status === 'notfound' && (
      <p className="message message--error" role="alert">
        {MODULES_MESSAGES.notFound(state.character)}
      </p>
    )}
    {state.status === 'locked' && (
      <div className="card card--center">
        <Icon name="lock" size={72} />
        <h1>Day {state.day} is still locked</h1>
        <p className="message">Finish day {state.module.day_completed + 1} first!</p>
        <Link className="button button--primary" to={paths.module(state.module.name)}>
          <Icon name="back" /> My days
        </Link>
      </div>
    )}
  </main>
);
