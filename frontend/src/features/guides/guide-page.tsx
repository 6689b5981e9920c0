import { Link, useNavigate } from 'react-router-dom';
import { CHARACTERS } from '@domain/characters';
import { CHARACTER_CODES } from '@domain/constants';
import { dayGuideOf } from '@domain/content/guides';
import { dayPageId } from '@domain/content/page-ids';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/spinner';
import { CharacterPicture } from '../characters/character-picture';
import { CalmDownRoutine } from './calm-down-routine';
import { dayGuideView } from './day-guide';
import { DisclosureNote } from './disclosure-note';
import { GuideDaySection } from './guide-day-section';
import { useGuideParams } from './programme-param';
import { useProgrammePages } from './programme-pages';
import { TestSummary } from './test-summary';
import './guides.css';

/** Choosing another programme opens its guide. */
export const ProgrammeSwitch = ({ current, to }: { current: string; to: (code: string) => string }) => {
  const navigate = useNavigate();
  return (
    <label className="admin-field guide__switch">
      <span>Programme</span>
      <select value={current} onChange={(event) => void navigate(to(event.target.value))}>
        {CHARACTER_CODES.map((code) => (
          <option key={code} value={code}>
            {CHARACTERS[code].name}: {CHARACTERS[code].virtue}
          </option>
        ))}
      </select>
    </label>
  );
};

export const UnknownProgramme = ({ name }: { name: string }) => (
  <main className="page">
    <p role="alert" className="message message--error">
      There is no programme called &ldquo;{name}&rdquo;.
    </p>
    <p>
      <Link to={paths.adminGuide(CHARACTER_CODES[0])}>Open the guide of {CHARACTERS[CHARACTER_CODES[0]].name}</Link>
    </p>
  </main>
);

/** The teacher guide of one programme, written from its pages as they are now, ready to read on screen or print. */
const GuidePage = () => {
  const { character, raw } = useGuideParams();
  const { pages, error } = useProgrammePages(character);
  if (!character) return <UnknownProgramme name={raw} />;
  const who = CHARACTERS[character];
  return (
    <main className="page page--wide guide">
      <div className="guide__bar no-print">
        <Link to={paths.adminDashboard}>← Dashboard</Link>
        <ProgrammeSwitch current={character} to={paths.adminGuide} />
        <button type="button" className="button button--primary" onClick={() => window.print()} disabled={!pages}>
          Print the guide
        </button>
      </div>
      {error && (
        <p role="alert" className="message message--error">
          {error}
        </p>
      )}
      {!pages && !error && <Spinner label={`Loading ${who.name}’s days`} />}
      {pages && (
        <article className="guide-sheet" aria-labelledby="guide-title">
          <header className="guide-sheet__head">
            <CharacterPicture code={character} size={72} />
            <div>
              <h1 id="guide-title" className="page__title">
                Teacher guide: {who.virtue} with {who.name}
              </h1>
              <p>{who.intro}</p>
              <p className="muted">
                Ten days, one a session: the child checks in a feeling, sings, learns from the cards, practices, claps a beat and
                celebrates, in five to ten minutes of play. Each day below says what a child can do by its end, its words, what to do and
                talk about around it, and its questions with their answers.
              </p>
            </div>
          </header>
          <CalmDownRoutine />
          <DisclosureNote />
          <section aria-labelledby="guide-days-title">
            <h2 id="guide-days-title">The ten days</h2>
            {pages.days.map((page, index) =>
              page ? (
                <GuideDaySection
                  key={`day-${index + 1}`}
                  character={character}
                  view={dayGuideView(page, dayGuideOf(character, page.day))}
                />
              ) : (
                <section key={`day-${index + 1}`} className="guide-day" aria-labelledby={`guide-day-${index + 1}`}>
                  <h3 id={`guide-day-${index + 1}`}>Day {index + 1}: not written yet</h3>
                  <p>Children who reach this day are told more adventures are coming.</p>
                  <p className="no-print">
                    <Link to={paths.adminPageEdit(dayPageId(character, index + 1))}>Write day {index + 1}</Link>
                  </p>
                </section>
              ),
            )}
          </section>
          <section className="guide-test" aria-labelledby="guide-test-title">
            <h2 id="guide-test-title">What the test measures</h2>
            <TestSummary screening={pages.screening} character={who} />
          </section>
        </article>
      )}
    </main>
  );
};
export default GuidePage;
