import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PROGRAMME_DAY_NUMBERS } from '../../../../domain/constants';
import { paths } from '../../app/paths';
import { CharacterPicture } from '../characters/character-picture';
import { displayName } from '../characters/characters';
import { MODULES_MESSAGES, findModule, useModulesStore } from './modules-store';
import { ModulesStatus } from './modules-status';
import { useModules } from './use-modules';
import { Icon } from '../../components/icon';

/** The 10 days of one programme: finished days marked, the next one open, the rest still locked. */
const ModuleDaysPage = () => {
  const { character = '' } = useParams();
  const { status, error, modules } = useModules();
  const selectModule = useModulesStore((state) => state.selectModule);
  const module = findModule(modules, character);
  useEffect(() => {
    if (module) selectModule(module.name);
  }, [module, selectModule]);

  if (!module) {
    if (status === 'ready') {
      return (
        <main className="page">
          <p className="message message--error" role="alert">
            {MODULES_MESSAGES.notFound(character)}
          </p>
          <Link className="button" to={paths.modules}>
            Back to my programmes
          </Link>
        </main>
      );
    }
    return (
      <main className="page">
        <ModulesStatus status={status} error={error} />
      </main>
    );
  }

  const next = module.day_completed + 1;
  return (
    <main className="page">
      <section className="module-head">
        <CharacterPicture code={module.name} size={96} />
        <h1 className="page__title">{displayName(module.name)}</h1>
      </section>
      <ol className="days" aria-label={`${displayName(module.name)} days`}>
        {PROGRAMME_DAY_NUMBERS.map((day) => {
          if (day <= module.day_completed) {
            return (
              <li key={day}>
                <span className="day day--done" aria-label={`Day ${day}, done`}>
                  <span className="day__number">{day}</span>
                  <Icon name="star" className="day__badge" size={30} />
                </span>
              </li>
            );
          }
          if (day === next) {
            return (
              <li key={day}>
                <Link className="day day--open" to={paths.day(module.name, day)} aria-label={`Day ${day}, play now`}>
                  <span className="day__number">{day}</span>
                  <Icon name="play" className="day__badge" size={26} />
                </Link>
              </li>
            );
          }
          return (
            <li key={day}>
              <span className="day day--locked" aria-label={`Day ${day}, locked`}>
                <span className="day__number">{day}</span>
                <Icon name="lock" className="day__badge" size={24} />
              </span>
            </li>
          );
        })}
      </ol>
    </main>
  );
};
export default ModuleDaysPage;
