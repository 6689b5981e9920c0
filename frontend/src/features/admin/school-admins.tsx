import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { adminEmailSchema, formProblem } from '@domain/admin-forms';
import { adminApi, apiMessage } from './admin-api';
import { useAdminSession } from './admin-session';
import { ClassChoice } from './class-choice';
import { schoolView } from './school-api';

interface SchoolAdmin {
  email: string;
  name: string;
  status: string;
  roles: string[];
  /** a teacher's classes here, and the version a change names */
  teacher?: { classes: string[]; version: number };
}

/** The roles one holds at this school, in words. */
const ROLE_WORDS: Record<string, string> = { admin: 'school admin', teacher: 'teacher' };

type Run = (work: () => Promise<string>) => Promise<void>;

/** A teacher's classes, changed in place from the version listed (someone else's change meanwhile is a 409 to reload). */
const ChangeClasses = ({
  school,
  person,
  classes,
  names,
  run,
}: {
  school: string;
  person: SchoolAdmin;
  classes: string[];
  names: Record<string, string>;
  run: Run;
}) => {
  const [chosen, setChosen] = useState<string[] | null>(null);
  const teacher = person.teacher!;
  if (chosen === null)
    return (
      <button type="button" className="button button--quiet" onClick={() => setChosen(teacher.classes)}>
        Change classes
      </button>
    );
  return (
    <div className="admin-person__classes">
      <ClassChoice
        legend={`Classes of ${person.name || person.email}`}
        classes={classes}
        names={names}
        chosen={chosen}
        onChange={setChosen}
      />
      <button type="button" className="button" onClick={() => setChosen(null)}>
        Cancel
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={chosen.length === 0}
        onClick={() =>
          void run(async () => {
            await adminApi('PUT', '/v3/admin/admins/classes', { email: person.email, school, classes: chosen, version: teacher.version });
            setChosen(null);
            return `${person.email} now teaches ${[...chosen].sort().join(', ')}.`;
          })
        }
      >
        Save classes
      </button>
    </div>
  );
};

/**
 * The admins and teachers of one school: listed for its admins, invited by e-mail (a teacher with their classes), a
 * teacher's classes changed, and removed. Each change asks for a passkey.
 */
export const SchoolAdmins = ({ school }: { school: string }) => {
  const me = useAdminSession((state) => state.session?.user);
  const [admins, setAdmins] = useState<SchoolAdmin[] | null>(null);
  const [classes, setClasses] = useState<string[]>([]);
  /** the names school admins gave classes, shown instead of their ids */
  const [names, setNames] = useState<Record<string, string>>({});
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'teacher'>('admin');
  const [chosen, setChosen] = useState<string[]>([]);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const load = useCallback(() => {
    adminApi<{ admins: SchoolAdmin[] }>('GET', `/v3/admin/admins?school=${encodeURIComponent(school)}`).then(
      ({ admins: list }) => setAdmins(list),
      (error: unknown) => setNotice({ kind: 'error', text: apiMessage(error) }),
    );
  }, [school]);
  useEffect(load, [load]);
  useEffect(() => {
    // The classes to offer a teacher: the overview names each, however large the school.
    schoolView(school).then(
      (view) => {
        setClasses(view.classes.map((summary) => summary.class_id));
        setNames(Object.fromEntries(view.classes.flatMap((summary) => (summary.name ? [[summary.class_id, summary.name]] : []))));
      },
      () => setClasses([]),
    );
  }, [school]);

  const run: Run = async (work) => {
    try {
      setNotice({ kind: 'ok', text: await work() });
      load();
    } catch (error) {
      setNotice({ kind: 'error', text: apiMessage(error) });
    }
  };
  const invite = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule and words: nothing is sent that it would refuse.
    const problem = formProblem(adminEmailSchema, email);
    if (problem) return setNotice({ kind: 'error', text: problem });
    void run(async () => {
      const address = email.trim().toLowerCase();
      // The role is held at this school only; another school's admins decide who is admin there.
      const result = await adminApi<{ invited: boolean }>('POST', '/v3/admin/admins', {
        email: address,
        school,
        roles: [role],
        ...(role === 'teacher' ? { classes: chosen } : {}),
      });
      setEmail('');
      setChosen([]);
      const what = role === 'teacher' ? `a teacher of ${[...chosen].sort().join(', ')}` : 'an admin';
      return result.invited
        ? `${address} is invited as ${what}: they get an e-mail and sign in with a code.`
        : `${address} is now ${what} at ${school} too.`;
    });
  };

  return (
    <section className="card" aria-label={`Admins and teachers of ${school}`}>
      <h2>Admins and teachers of {school}</h2>
      {notice && (
        <p className={notice.kind === 'error' ? 'message message--error' : 'message'} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <ul className="admin-people">
        {(admins ?? []).map((admin) => (
          <li key={admin.email}>
            <span>
              {admin.name ? `${admin.name} · ` : ''}
              {admin.email} <small>{admin.roles.map((held) => ROLE_WORDS[held] ?? held).join(', ')}</small>
              {admin.teacher && <small> · classes {admin.teacher.classes.map((id) => names[id] ?? id).join(', ')}</small>}
            </span>
            {admin.teacher && <ChangeClasses school={school} person={admin} classes={classes} names={names} run={run} />}
            {admin.email !== me?.email && (
              <button
                type="button"
                className="button button--quiet"
                onClick={() =>
                  void run(async () => {
                    await adminApi(
                      'DELETE',
                      `/v3/admin/admins?school=${encodeURIComponent(school)}&email=${encodeURIComponent(admin.email)}`,
                    );
                    return `${admin.email} no longer has a role at ${school}.`;
                  })
                }
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      <form className="admin-invite" onSubmit={invite} noValidate>
        <label className="admin-field">
          <span>Invite by e-mail</span>
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
        </label>
        <label className="admin-field">
          <span>As</span>
          <select value={role} onChange={(event) => setRole(event.target.value === 'teacher' ? 'teacher' : 'admin')}>
            <option value="admin">School admin: every class</option>
            <option value="teacher">Teacher: their classes</option>
          </select>
        </label>
        {role === 'teacher' && <ClassChoice legend="Their classes" classes={classes} names={names} chosen={chosen} onChange={setChosen} />}
        <button type="submit" className="button button--primary" disabled={!email.trim() || (role === 'teacher' && chosen.length === 0)}>
          Invite
        </button>
      </form>
    </section>
  );
};
