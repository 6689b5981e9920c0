import { Link } from 'react-router-dom';
import { CHARACTER_CODES, PROGRAMME_DAY_NUMBERS } from '@domain/constants';
import { dayPageId, screeningPageId } from '@domain/content/page-ids';
import { paths } from '../../app/paths';
import { displayName } from '../characters/characters';

/**
 * Which characters and days have pages: each cell opens the page, or starts it when it is missing; and a warning for
 * every programme this school's children play that has a day not written yet (they are told more is coming).
 */
export const ContentCoverage = ({
  pageIds,
  oneForm = new Set(),
  programmesPlayed,
}: {
  pageIds: ReadonlySet<string>;
  /** the test pages with form A alone: both tests ask it */
  oneForm?: ReadonlySet<string>;
  programmesPlayed: ReadonlyMap<string, number>;
}) => {
  const gaps = CHARACTER_CODES.map((code) => ({
    code,
    missing: PROGRAMME_DAY_NUMBERS.filter((day) => !pageIds.has(dayPageId(code, day))),
  })).filter(({ code, missing }) => missing.length > 0 && (programmesPlayed.get(code) ?? 0) > 0);
  return (
    <section className="card" aria-label="Programme pages">
      <h2>Programme pages</h2>
      {gaps.map(({ code, missing }) => (
        <p key={code} className="message message--error" role="alert">
          {displayName(code)}: {missing.length === 1 ? 'day' : 'days'} {missing.join(', ')} not written yet, and{' '}
          {programmesPlayed.get(code)} of your {programmesPlayed.get(code) === 1 ? 'students plays' : 'students play'} it. They are told
          more adventures are coming.
        </p>
      ))}
      {oneForm.size > 0 && (
        <p className="message">
          {oneForm.size} {oneForm.size === 1 ? 'test has' : 'tests have'} one form: children answer the same items before day 1 and after
          day 10, so part of their gain may be memory. They still play; open a test marked &ldquo;1 form&rdquo; to write its form B.
        </p>
      )}
      <div className="coverage-scroll">
        <table className="admin-table coverage">
          <caption className="visually-hidden">Which days of each programme have a page</caption>
          <thead>
            <tr>
              <th scope="col">Programme</th>
              {PROGRAMME_DAY_NUMBERS.map((day) => (
                <th key={day} scope="col">
                  Day {day}
                </th>
              ))}
              <th scope="col">Test</th>
              <th scope="col">Guide</th>
            </tr>
          </thead>
          <tbody>
            {CHARACTER_CODES.map((code) => (
              <tr key={code}>
                <th scope="row">{displayName(code)}</th>
                {[...PROGRAMME_DAY_NUMBERS.map((day) => dayPageId(code, day)), screeningPageId(code)].map((id) =>
                  pageIds.has(id) ? (
                    <td key={id}>
                      {oneForm.has(id) ? (
                        <Link to={paths.adminPageEdit(id)} aria-label={`Edit ${id}: 1 form, both tests ask it`}>
                          1 form
                        </Link>
                      ) : (
                        <Link to={paths.adminPageEdit(id)} aria-label={`Edit ${id}`}>
                          ✓
                        </Link>
                      )}
                    </td>
                  ) : (
                    <td key={id} className="coverage__missing">
                      <Link to={paths.adminPageEdit(id)} aria-label={`Write ${id}: missing`}>
                        write
                      </Link>
                    </td>
                  ),
                )}
                <td>
                  <Link to={paths.adminGuide(code)} aria-label={`Teacher guide and home notes of ${displayName(code)}`}>
                    guide
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
