import { Link } from 'react-router-dom';
import { PROGRAMME_DAY_NUMBERS } from '@domain/constants';
import { paths } from '../../app/paths';
import { LoadingScreen } from '../../components/spinner';
import { CharacterPicture } from '../characters/character-picture';
import { displayName } from '../characters/characters';
import { useModules } from '../modules/use-modules';

/** Finished days to play again: learning and practice, without changing progress or earning again. */
const ReviewPage = () => {
  const { status, modules } = useModules();
  if (status !== 'ready' && modules.length === 0) return <LoadingScreen label="Loading modules" />;
  const finished = modules.filter((module) => module.day_completed > 0);
  return (
    <main className="page">
      <h1 className="page__title">Play again</h1>
      {finished.length === 0 && <p className="message">Finish a day and you can play it again here.</p>}
      {finished.map((module) => (
        <section key={module.id} className="card review">
          <h2 className="review__title">
            <CharacterPicture code={module.name} size={56} /> {displayName(module.name)}
          </h2>
          <ul className="review__days">
            {PROGRAMME_DAY_NUMBERS.filter((day) => day <= module.day_completed).map((day) => (
              <li key={day}>
                <span className="review__day">Day {day}</span>
                <Link className="button" to={paths.reviewLearn(module.name, day)}>
                  Learn
                </Link>
                <Link className="button" to={paths.reviewPractice(module.name, day)}>
                  Practice
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
};
export default ReviewPage;
