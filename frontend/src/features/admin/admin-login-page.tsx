import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { getConfig } from '../../lib/config';
import { useAdminArea } from './use-admin-area';
import { useAdminSession } from './admin-session';

/** Passwordless: an e-mail address, then the one-time code sent to it. */
const AdminLoginPage = () => {
  useAdminArea();
  const { session, ready, requestCode, confirmCode } = useAdminSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (ready && session) return <Navigate to={paths.adminDashboard} replace />;
  const local = !!getConfig().endpoints;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = step === 'email' ? await requestCode(email) : await confirmCode(code);
    setBusy(false);
    if (!result.success) return setError(result.message);
    setError(null);
    if (step === 'email') setStep('code');
    else void navigate(paths.adminDashboard, { replace: true });
  };

  return (
    <main className="page page--center admin">
      <form className="card login__card" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <h1 className="login__title">WAW admin</h1>
        {step === 'email' ? (
          <label className="field">
            <span className="field__label">E-mail</span>
            <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" />
          </label>
        ) : (
          <>
            <p className="message">We sent a code to {email.trim().toLowerCase()}.</p>
            <label className="field">
              <span className="field__label">Code</span>
              <input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
            </label>
          </>
        )}
        {error && (
          <p className="message message--error" role="alert">
            {error}
          </p>
        )}
        <button className="button button--primary button--big" type="submit" disabled={busy}>
          {step === 'email' ? 'Send me a code' : 'Sign in'}
        </button>
        {step === 'code' && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setError(null);
              setStep('email');
            }}
          >
            Use another e-mail
          </button>
        )}
        {local && (
          <p className="login__hint">
            Running locally: codes arrive in the{' '}
            <a href="/_local/mailbox" target="_blank" rel="noreferrer">
              local mailbox
            </a>
            .
          </p>
        )}
      </form>
    </main>
  );
};
export default AdminLoginPage;
