import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CHARACTERS } from '@domain/characters';
import { PROGRAMME_DAY_NUMBERS } from '@domain/constants';
import { dayGuideOf } from '@domain/content/guides';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/spinner';
import { useClassNames } from './class-names';
import { dayGuideView } from './day-guide';
import { UnknownProgramme } from './guide-page';
import { HomeNote } from './home-note';
import { useGuideParams } from './programme-param';
import { useProgrammePages } from './programme-pages';
import './guides.css';

/** A day's home note for a class: choose the day and the class, then print one for each child to take home. */
const HomeNotePage = () => {
  const { character, day = 1, raw } = useGuideParams();
  const { pages, error } = useProgrammePages(character);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const classNames = useClassNames();
  if (!character) return <UnknownProgramme name={raw} />;
  const who = CHARACTERS[character];
  const className = search.get('class') ?? '';
  const page = pages?.days[day - 1];
  return (
    <main className="page page--wide home-note-page">
      <div className="guide__bar no-print">
        <Link to={paths.adminGuide(character)}>← {who.name}&rsquo;s teacher guide</Link>
        <label className="admin-field">
          <span>Day</span>
          <select
            value={day}
            onChange={(event) =>
              void navigate({ pathname: paths.adminHomeNote(character, Number(event.target.value)), search: search.toString() })
            }
          >
            {PROGRAMME_DAY_NUMBERS.map((number) => (
              <option key={number} value={number}>
                Day {number}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>Class (printed on the note)</span>
          <input
            list="home-note-classes"
            value={className}
            onChange={(event) => setSearch(event.target.value ? { class: event.target.value } : {}, { replace: true })}
          />
          <datalist id="home-note-classes">
            {classNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        <button type="button" className="button button--primary" onClick={() => window.print()} disabled={!page}>
          Print the note
        </button>
      </div>
      <p className="muted no-print">
        The note names no child and no score: it prints two to a sheet, to cut in half, and says the same to every family.
      </p>
      {error && (
        <p role="alert" className="message message--error">
          {error}
        </p>
      )}
      {!pages && !error && <Spinner label={`Loading ${who.name}’s day ${day}`} />}
      {pages && !page && (
        <p role="alert" className="message message--error">
          Day {day} of {who.name} is not written yet, so it has no note for home.
        </p>
      )}
      {page && (
        <>
          <HomeNote character={who} view={dayGuideView(page, dayGuideOf(character, day))} className={className} />
          {/* Printed two to a sheet with a line to cut along: half the paper for a class set. */}
          <div className="print-only" aria-hidden="true">
            <HomeNote character={who} view={dayGuideView(page, dayGuideOf(character, day))} className={className} copy />
          </div>
        </>
      )}
    </main>
  );
};
export default HomeNotePage;
