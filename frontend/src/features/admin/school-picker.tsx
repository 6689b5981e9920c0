import { useState, type FormEvent } from 'react';
import { adminApi, apiMessage } from './admin-api';
import { useAdminMe } from './use-admin-me';

/** A page of the schools whose id starts with `q`, from the start or from the cursor the last page gave. */
interface SchoolListPage {
  schools: string[];
  cursor?: string;
}
const schoolList = (q: string, cursor?: string) =>
  adminApi<SchoolListPage>('GET', `/v3/admin/schools?q=${encodeURIComponent(q)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);

type Found = { q: string; schools: string[]; cursor?: string };

/**
 * A district's schools are too many for a list box (20,000 is one district): its admins type the start of a school's
 * id and choose among the matches, a page at a time.
 */
const SchoolSearch = ({ school, setSchool }: { school: string | null; setSchool: (school: string) => void }) => {
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [state, setState] = useState<{ kind: 'idle' | 'loading' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const read = (q: string, held: string[], cursor?: string) => {
    setState({ kind: 'loading' });
    schoolList(q, cursor).then(
      (page) => {
        setFound({ q, schools: [...held, ...page.schools], ...(page.cursor ? { cursor: page.cursor } : {}) });
        setState({ kind: 'idle' });
      },
      (error: unknown) => setState({ kind: 'error', message: apiMessage(error) }),
    );
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    read(text.trim(), []);
  };
  return (
    <form className="admin-school-search" role="search" aria-label="Find a school" onSubmit={search}>
      <p>{school ? `School ${school}` : 'Choose a school.'}</p>
      <div className="picker">
        <label className="admin-field">
          <span>Find a school</span>
          <input type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="The start of its ID" />
        </label>
        <button type="submit" className="button" disabled={state.kind === 'loading'}>
          Search
        </button>
      </div>
      {state.kind === 'error' && (
        <p role="alert" className="message message--error">
          {state.message}
        </p>
      )}
      {found &&
        (found.schools.length === 0 ? (
          <p role="status">No school&apos;s ID starts with {found.q}.</p>
        ) : (
          <ul className="admin-school-search__found" aria-label="Schools found">
            {found.schools.map((id) => (
              <li key={id}>
                <button type="button" className="button" aria-pressed={id === school} onClick={() => setSchool(id)}>
                  {id}
                </button>
              </li>
            ))}
          </ul>
        ))}
      {found?.cursor && (
        <button
          type="button"
          className="button"
          disabled={state.kind === 'loading'}
          onClick={() => read(found.q, found.schools, found.cursor)}
        >
          More schools
        </button>
      )}
    </form>
  );
};

/** For an admin of several schools (or a district admin): which school the dashboard shows. */
export const SchoolPicker = () => {
  const { me, school, setSchool } = useAdminMe();
  if (me?.district) return <SchoolSearch school={school} setSchool={setSchool} />;
  if (!me || me.schools.length < 2) return null;
  return (
    <label className="admin-field admin-school-picker">
      <span>School</span>
      <select value={school ?? ''} onChange={(event) => setSchool(event.target.value)}>
        {me.schools.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </select>
    </label>
  );
};
