import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { apiMessage } from './admin-api';
import { useAdminSession } from './admin-session';
import { PASSKEY_RESET_WORDS, PasskeyElsewhere } from './passkey-elsewhere';
import { PASSKEY_NOT_HERE, listPasskeys, passkeyProblem, provePasskey, registerPasskey, removePasskey, type PasskeyList } from './passkeys';

const time = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The admin's own account: the name others see, their passkeys, and whether this session has proved one. */
export const AdminAccount = () => {
  const { session, assurance, updateDisplayName } = useAdminSession();
  const [name, setName] = useState(session?.user.name ?? '');
  const [list, setList] = useState<PasskeyList | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    listPasskeys().then(setList, (error: unknown) => setNotice({ kind: 'error', text: apiMessage(error) }));
  }, []);
  useEffect(load, [load, assurance.aal]);

  const act = async (work: () => Promise<string>, problem: (error: unknown) => string = apiMessage) => {
    setBusy(true);
    try {
      setNotice({ kind: 'ok', text: await work() });
      load();
    } catch (error) {
      setNotice({ kind: 'error', text: problem(error) });
    } finally {
      setBusy(false);
    }
  };
  const saveName = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      await updateDisplayName(name);
      return 'Your name is saved.';
    });
  };
  const passkeys = list?.passkeys ?? [];
  const prove = (fromPhone: boolean) =>
    act(async () => {
      await provePasskey({ fromPhone });
      return 'Passkey confirmed.';
    }, passkeyProblem);

  return (
    <section className="card admin-account" aria-label="Your account">
      <h2>Your account</h2>
      {notice && (
        <p className={notice.kind === 'error' ? 'message message--error' : 'message'} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <form className="row admin-account__name" onSubmit={saveName}>
        <label className="admin-field">
          <span>Your name, as other admins see it</span>
          <input value={name} maxLength={80} onChange={(event) => setName(event.target.value)} autoComplete="name" />
        </label>
        <button type="submit" className="button" disabled={busy || !name.trim() || name.trim() === session?.user.name}>
          Save name
        </button>
      </form>
      <h3>Passkeys</h3>
      <p className="muted">
        {assurance.aal === 'aal2' && assurance.expiresAt
          ? `Passkey confirmed: you can reset passwords and days, import rosters and manage admins until ${time(assurance.expiresAt)}.`
          : 'Resetting passwords or days, importing rosters and managing admins ask for your passkey first.'}
      </p>
      {passkeys.length > 0 && (
        <ul className="admin-passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              {passkey.label} <small>{passkey.last_used_at ? `last used ${passkey.last_used_at.slice(0, 10)}` : 'not used yet'}</small>
              <button
                type="button"
                className="button button--quiet"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    await removePasskey(passkey.id);
                    return 'The passkey is removed.';
                  })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        {passkeys.length > 0 && assurance.aal !== 'aal2' && (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void prove(false)}>
            Use my passkey
          </button>
        )}
        <button
          type="button"
          className={passkeys.length === 0 ? 'button button--primary' : 'button'}
          disabled={busy || !list}
          onClick={() =>
            void act(async () => {
              await registerPasskey();
              return 'Your passkey is set up. Use it when an action asks for it.';
            }, passkeyProblem)
          }
        >
          {passkeys.length === 0 ? 'Set up a passkey' : 'Add another passkey'}
        </button>
      </div>
      {passkeys.length > 0 && assurance.aal !== 'aal2' && notice?.text === PASSKEY_NOT_HERE ? (
        <PasskeyElsewhere busy={busy} onPhone={() => void prove(true)} />
      ) : (
        passkeys.length > 0 && <p className="admin-account__reset">{PASSKEY_RESET_WORDS}</p>
      )}
    </section>
  );
};
