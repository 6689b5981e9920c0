import { Navigate } from 'react-router-dom';
import { DEFAULT_CHARACTER } from '@domain/constants';
import { paths } from '../../app/paths';
import { FriendlyScreen } from '../../components/friendly-screen';
import { Spinner } from '../../components/spinner';
import { displayName } from '../characters/characters';
import { MODULES_MESSAGES } from '../modules/modules-store';
import type { DayState } from './use-day';

export const COMING_SOON = 'More adventures are coming soon!';

/** What a step screen shows while its day cannot be played: loading, or a friendly screen with a way on. */
export const DayStatus = ({ state }: { state: Exclude<DayState, { status: 'ready' }> }) => {
  switch (state.status) {
    case 'loading':
      return (
        <main className="page page--center">
          <Spinner label="Loading your day" />
        </main>
      );
    case 'ahead':
      return <Navigate to={state.to} replace />;
    case 'error':
      return (
        <FriendlyScreen
          character={DEFAULT_CHARACTER}
          title="Oops! Something went wrong."
          message={state.message}
          action={{ to: paths.home, label: 'Go home' }}
        />
      );
    case 'notfound':
      return (
        <FriendlyScreen
          character={DEFAULT_CHARACTER}
          title="Let’s find your programme"
          message={MODULES_MESSAGES.notFound(state.character)}
          action={{ to: paths.modules, label: 'My programmes' }}
        />
      );
    case 'noday':
      return (
        <FriendlyScreen
          character={state.module.name}
          title="That day is not here"
          message={`${displayName(state.module.name)} has 10 days. Let’s go and pick one!`}
          action={{ to: paths.module(state.module.name), label: 'My days' }}
        />
      );
    case 'locked': {
      const next = state.module.day_completed + 1;
      return (
        <FriendlyScreen
          character={state.module.name}
          title={`Day ${state.day} is still locked`}
          message={`Let’s play day ${next} first!`}
          action={{ to: paths.day(state.module.name, next), label: `Play day ${next}`, icon: 'play' }}
        />
      );
    }
    case 'missing':
      return (
        <FriendlyScreen
          character={state.module.name}
          title={COMING_SOON}
          message={`Day ${state.day} is on its way. You can play your other days again until then.`}
          action={{ to: paths.module(state.module.name), label: 'My days' }}
        />
      );
  }
};
