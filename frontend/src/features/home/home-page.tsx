import { Link } from 'react-router-dom';
import { DEFAULT_CHARACTER, PROGRAMME_DAYS } from '@domain/constants';
import { dayPageId } from '@domain/content/page-ids';
import { paths } from '../../app/paths';
import { Icon, type IconName } from '../../components/icon';
import { ReadAloud } from '../../components/read-aloud';
import { Spinner } from '../../components/spinner';
import { useScreenFocus } from '../../components/use-screen-focus';
import { useStudentStore } from '../auth/student-store';
import { CharacterPicture } from '../characters/character-picture';
import { displayName } from '../characters/characters';
import { programmeInProgress } from '../modules/use-chosen-module';
import { useModules } from '../modules/use-modules';
import { COMING_SOON } from '../play/day-status';
import { usePageAvailable } from '../play/use-page';
import { useArrivalSpeech } from '../play/use-speech';
import { useSettingsStore } from '../settings/settings-store';

const TILES = [
  { to: paths.rewards, icon: 'trophy', label: 'My rewards' },
  { to: paths.shop, icon: 'bag', label: 'Shop' },
  { to: paths.stickers, icon: 'star', label: 'My stickers' },
  { to: paths.photos, icon: 'camera', label: 'My videos' },
  { to: paths.review, icon: 'play', label: 'Play again' },
  { to: paths.settings, icon: 'gear', label: 'Settings' },
] as const satisfies ReadonlyArray<{ to: string; icon: IconName; label: string }>;

/** Home: the character of the programme in progress, one big "Play Day N", and the other places to go. */
const HomePage = () => {
  const student = useStudentStore((state) => state.student);
  const { modules, status, error } = useModules();
  const settled = useSettingsStore((state) => state.settled);
  const lastPlayed = useSettingsStore((state) => state.settings.lastProgramme);
  const programme = settled ? programmeInProgress(modules, lastPlayed) : undefined;
  const dayToPlay = programme && programme.day_completed < PROGRAMME_DAYS ? programme.day_completed + 1 : null;
  // A day is offered only if its page exists; a day not written yet is "coming soon", and the big button plays again.
  const availability = usePageAvailable(programme && dayToPlay ? dayPageId(programme.name, dayToPlay) : null);
  const nextDay = availability === 'no' ? null : dayToPlay;
  const hello = `Hi, ${student?.first_name ?? 'friend'}!`;
  const words = programme
    ? [
        hello,
        nextDay
          ? `Tap the big button to play day ${nextDay} with ${displayName(programme.name)}.`
          : dayToPlay
            ? `${COMING_SOON} Tap the big button to play again.`
            : 'You finished your programme! Tap the big button to play again.',
      ]
    : [];
  // Said once the day's way is known, so the child never hears the start twice.
  useArrivalSpeech(availability === 'asking' ? [] : words);
  // The big button comes once the day's page has answered: focus goes to it then, not to what was there before.
  const root = useScreenFocus<HTMLElement>(programme && availability !== 'asking' ? `${programme.name}-${nextDay}` : null);

  return (
    <main ref={root} className="page home">
      <section className="hero card">
        <CharacterPicture code={programme?.name ?? DEFAULT_CHARACTER} size={110} />
        <div className="hero__words">
          <h1 className="hero__title">{hello}</h1>
          <p className="hero__text">{dayToPlay && !nextDay ? COMING_SOON : 'Ready to play?'}</p>
        </div>
        {words.length > 0 && <ReadAloud text={words} />}
      </section>
      {programme && availability !== 'asking' ? (
        <Link
          to={nextDay ? paths.day(programme.name, nextDay) : paths.review}
          className="button button--primary button--huge play-day"
          data-primary
        >
          <Icon name="play" size={40} />
          <span>{nextDay ? `Play Day ${nextDay}` : 'Play again'}</span>
        </Link>
      ) : status === 'error' ? (
        <p className="message message--error" role="alert">
          Error loading modules: {error}
        </p>
      ) : modules.length === 0 && status === 'ready' && !programme ? (
        <p className="message">No programmes yet. Your teacher will add one soon.</p>
      ) : (
        <Spinner label="Loading your day" />
      )}
      <Link to={paths.modules} className="button button--big">
        <Icon name="compass" size={30} /> My programmes
      </Link>
      <nav aria-label="More places" className="tiles">
        {TILES.map((tile) => (
          <Link key={tile.to} to={tile.to} className="tile">
            <Icon name={tile.icon} size={56} />
            <span className="tile__label">{tile.label}</span>
          </Link>
        ))}
      </nav>
    </main>
  );
};
export default HomePage;
