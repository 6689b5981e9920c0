import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CHARACTERS } from '@domain/characters';
import { PROGRAMME_DAY_NUMBERS } from '@domain/constants';
import { dayGuideOf } from '@domain/content/guides';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/spinner';
import { useClassNames } from './class-names';
import { dayGuideView } from './day-guide';
import { UnknownProgramme } from './guide-page';
import { HomeNote, type NoteLanguage } from './home-note';
import { useGuideParams } from './programme-param';
import { useProgrammePages } from './programme-pages';
import './guides.css';

/** The languages a school can print a note in: one language two to a sheet, or both on one family's sheet. */
const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish', native: 'Español' },
  { value: 'both', label: 'English and Spanish on one sheet' },
] as const;
type LanguageChoice = (typeof LANGUAGES)[number]['value'];
const languageOf = (value: string | null): LanguageChoice => LANGUAGES.find((language) => language.value === value)?.value ?? 'en';

/**
 * A day's home note for a class: choose the day, the class and the language, then print one for each child to take
 * home. The class and the language live in the address, so a bookmarked or shared link prints the same note.
 */
const HomeNotePage = () => {
  const { character, day = 1, raw } = useGuideParams();
  const { pages, error } = useProgrammePages(character);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const classNames = useClassNames();
  // Shown from the page's own state at once, and kept in the address too: the router applies an address change in a
  // transition, and a radio or a text box fed only from it would spring back for a moment under a busy main thread.
  const [className, setClassName] = useState(() => search.get('class') ?? '');
  const [language, setLanguage] = useState(() => languageOf(search.get('lang')));
  if (!character) return <UnknownProgramme name={raw} />;
  const who = CHARACTERS[character];
  const choose = (name: 'class' | 'lang', value: string, unless: string) => {
    if (name === 'class') setClassName(value);
    else setLanguage(languageOf(value));
    const next = new URLSearchParams(search);
    if (value === unless) next.delete(name);
    else next.set(name, value);
    setSearch(next, { replace: true });
  };
  const page = pages?.days[day - 1];
  const view = page && dayGuideView(page, dayGuideOf(character, day));
  const note = (noteLanguage: NoteLanguage, extra: { copy?: boolean; paired?: boolean } = {}) =>
    view && <HomeNote language={noteLanguage} character={who} view={view} className={className} {...extra} />;
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
          <input list="home-note-classes" value={className} onChange={(event) => choose('class', event.target.value, '')} />
          <datalist id="home-note-classes">
            {classNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        <fieldset className="home-note-page__languages">
          <legend>Language of the note</legend>
          {LANGUAGES.map((option) => (
            <label key={option.value} className="home-note-page__language">
              <input
                type="radio"
                name="home-note-language"
                value={option.value}
                checked={language === option.value}
                onChange={() => choose('lang', option.value, 'en')}
              />
              {/* One text box, so the flex gap never splits "Spanish (Español)" apart. */}
              <span>
                {option.label}
                {'native' in option && (
                  <>
                    {' '}
                    (<span lang="es">{option.native}</span>)
                  </>
                )}
              </span>
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button--primary" onClick={() => window.print()} disabled={!page}>
          Print the note
        </button>
      </div>
      <p className="muted no-print">
        The note names no child and no score, and says the same to every family.{' '}
        {language === 'both'
          ? 'It prints the English and the Spanish note on one sheet, one sheet for each family.'
          : 'It prints two to a sheet, to cut in half.'}
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
      {language === 'both' ? (
        <>
          {note('en')}
          {note('es', { paired: true })}
        </>
      ) : (
        <>
          {note(language)}
          {/* Printed two to a sheet with a line to cut along: half the paper for a class set. */}
          {view && (
            <div className="print-only" aria-hidden="true">
              {note(language, { copy: true })}
            </div>
          )}
        </>
      )}
    </main>
  );
};
export default HomeNotePage;
