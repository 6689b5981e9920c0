import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_CHARACTER, PROGRAMME_DAYS, PROGRAMME_DAY_NUMBERS } from '@domain/constants';
import { dayPageId } from '@domain/content/page-ids';
import { paths } from '../../app/paths';
import { BackLink } from '../../components/back-link';
import { FriendlyScreen } from '../../components/friendly-screen';
import { useScreenFocus } from '../../components/use-screen-focus';
import { CharacterPicture } from '../characters/character-picture';
import { displayName } from '../characters/characters';
import { MODULES_MESSAGES, findModule, useModulesStore } from './modules-store';
import { ModulesStatus } from './modules-status';
import { useModules } from './use-modules';
import { Icon, type IconName } from '../../components/icon';
import { usePageAvailable } from '../play/use-page';
import { useArrivalSpeech } from '../play/use-speech';

/** What the days screen says as it arrives: whose days these are and what to tap. */
const daysSpeech = (name: string, next: number, state: 'open' | 'soon' | 'finished'): string[] => [
  `${name}’s days!`,
  state === 'open'
    ? `Tap day ${next} to play.`
    : state === 'soon'
      ? `Day ${next} is coming soon. Come back another day!`
      : 'You finished every day. Well done!',
];

const DAY_STATES = {
  done: { label: 'done', icon: 'star', size: 30 },
  open: { label: 'play now', icon: 'play', size: 26 },
  locked: { label: 'locked', icon: 'lock', size: 24 },
  soon: { label: 'coming soon', icon: 'star', size: 24 },
} as const satisfies Record<string, { label: string; icon: IconName; size: number }>;

/** One day: only the next day to play is a link; finished and locked days are not. */
const DayTile = ({ character, day, state }: { character: string; day: number; state: keyof typeof DAY_STATES }) => {
  const { label, icon, size } = DAY_STATES[state];
  const content = (
    <>
      <span className="day__number">{day}</span>
      <Icon name={icon} className="day__badge" size={size} />
    </>
  );
  const props = { className: `day day--${state}`, 'aria-label': `Day ${day}, ${label}` };
  return state === 'open' ? (
    <Link {...props} to={paths.day(character, day)} data-primary>
      {content}
    </Link>
  ) : (
    <span {...props}>{content}</span>
  );
};

/** The 10 days of one programme: finished days marked, the next one open (or coming soon), the rest still locked. */
const ModuleDaysPage = () => {
  const { character = '' } = useParams();
  const { status, error, modules } = useModules();
  const selectModule = useModulesStore((state) => state.selectModule);
  const module = findModule(modules, character);
  useEffect(() => {
    if (module) selectModule(module.name);
  }, [module, selectModule]);
  const root = useScreenFocus<HTMLElement>(module?.name ?? null);
  // The next day is offered only if its page exists; otherwise its tile says more is coming.
  const nextDay = module && module.day_completed < PROGRAMME_DAYS ? module.day_completed + 1 : null;
  const nextAvailable = usePageAvailable(module && nextDay ? dayPageId(module.name, nextDay) : null);
  // Said once the next day is known to be there or not, so the words match the tiles.
  useArrivalSpeech(
    !module || (nextDay !== null && nextAvailable === 'asking')
      ? []
      : daysSpeech(
          displayName(module.name),
          nextDay ?? PROGRAMME_DAYS,
          nextDay === null ? 'finished' : nextAvailable === 'no' ? 'soon' : 'open',
        ),
  );

  if (!module) {
    if (status === 'ready') {
      return (
        <FriendlyScreen
          character={DEFAULT_CHARACTER}
          title="Let’s find your programme"
          message={MODULES_MESSAGES.notFound(character)}
          action={{ to: paths.modules, label: 'My programmes' }}
        />
      );
    }
    return (
      <main className="page">
        <ModulesStatus status={status} error={error} />
      </main>
    );
  }

  const next = module.day_completed + 1;
  const nextState = nextAvailable === 'no' ? 'soon' : 'open';
  return (
    <main ref={root} className="page">
      <section className="module-head">
        <BackLink to={paths.modules} label="Back to my programmes" />
        <CharacterPicture code={module.name} size={96} />
        <h1 className="page__title">{displayName(module.name)}</h1>
      </section>
      <ol className="days" aria-label={`${displayName(module.name)} days`}>
        {PROGRAMME_DAY_NUMBERS.map((day) => (
          <li key={day}>
            <DayTile character={module.name} day={day} state={day <= module.day_completed ? 'done' : day === next ? nextState : 'locked'} />
          </li>
        ))}
      </ol>
    </main>
  );
};
export default ModuleDaysPage;
