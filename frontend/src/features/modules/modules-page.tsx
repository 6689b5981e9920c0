import { Link } from 'react-router-dom';
import { PROGRAMME_DAYS } from '@domain/constants';
import { paths } from '../../app/paths';
import { BackLink } from '../../components/back-link';
import { CharacterPicture } from '../characters/character-picture';
import { displayName } from '../characters/characters';
import { useArrivalSpeech } from '../play/use-speech';
import { ModulesStatus } from './modules-status';
import { useModules } from './use-modules';

const ModulesPage = () => {
  const { status, error, modules } = useModules();
  const showList = status === 'ready' || (status === 'loading' && modules.length > 0);
  useArrivalSpeech(
    !showList
      ? []
      : modules.length === 0
        ? ['No programmes yet. Your teacher will add one soon.']
        : ['My programmes!', 'Tap a friend to play with them.'],
  );
  return (
    <main className="page">
      <header className="module-head">
        <BackLink to={paths.home} label="Back home" />
        <h1 className="page__title">My programmes</h1>
      </header>
      {!showList && <ModulesStatus status={status} error={error} />}
      {showList && modules.length === 0 && <p className="message">No programmes yet. Your teacher will add one soon.</p>}
      {showList && (
        <ul className="module-grid">
          {modules.map((module) => (
            <li key={module.id}>
              <Link className="module-card" to={paths.module(module.name)}>
                <CharacterPicture code={module.name} size={120} />
                <span className="module-card__name">{displayName(module.name)}</span>
                <span className="module-card__progress">
                  <span className="progress" aria-hidden="true">
                    <span className="progress__bar" style={{ width: `${(100 * module.day_completed) / PROGRAMME_DAYS}%` }} />
                  </span>
                  {module.day_completed} of {PROGRAMME_DAYS} days
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
};
export default ModulesPage;
