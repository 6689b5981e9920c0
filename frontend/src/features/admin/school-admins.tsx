import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { adminApi, apiMessage } from './admin-api';
import { useAdminSession } from './admin-session';

interface SchoolAdmin {
  email: string;
  name: string;
  status: string;
  roles: string[];
}

/** The roles one holds at this school, in words. */
const ROLE_WORDS: Record<string, string> = { admin: 'school admin' };

/** The admins of one school: listed for its admins, invited by e-mail and removed (both ask for a passkey). */
export const SchoolAdmins = ({ school }: { school: string }) => {
  const me = useAdminSession((state) => state.session?.user);
  const [admins, setAdmins] = useState<SchoolAdmin[] | null>(null);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const load = useCallback(() => {
    adminApi<{ admins: SchoolAdmin[] }>('GET', `/v3/admin/admins?school=${encodeURIComponent(school)}`).then(
      ({ admins: list }) => setAdmins(list),
      (error: unknown) => setNotice({ kind: 'error', text: apiMessage(error) }),
    );
  }, [school]);
  useEffect(load, [load]);

  const run = async (work: () => Promise<string>) => {
    try {
      setNotice({ kind: 'ok', text: await work() });
      load();
    } catch (error) {
      setNotice({ kind: 'error', text: apiMessage(error) });
    }
  };
  const invite = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const address = email.trim().toLowerCase();
      // The role is held at this school only; another school's admins decide who is admin there.
      const result = await adminApi<{ invited: boolean }>('POST', '/v3/admin/admins', { email: address, school, roles: ['admin'] });
      setEmail('');
      return result.invited
        ? `${address} is invited: they get an e-mail and sign in with a code.`
        : `${address} is now an admin of ${school} too.`;
    });
  };

  return (
    <section className="card" aria-label={`Admins of ${school}`}>
      <h2>Admins of {school}</h2>
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
              {admin.email} <small>{admin.roles.map((role) => ROLE_WORDS[role] ?? role).join(', ')}</small>
            </span>
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
                    return `${admin.email} is no longer an admin of ${school}.`;
                  })
                }
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      <form className="admin-invite" onSubmit={invite}>
        <label className="admin-field">
          <span>Invite an admin by e-mail</span>
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
        </label>
        <button type="submit" className="button button--primary" disabled={!email.trim()}>
          Invite
        </button>
      </form>
    </section>
  );
};
