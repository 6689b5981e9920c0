import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { CardSignIn } from '../cards/card-sign-in';
import { CharacterPicture } from '../characters/character-picture';
import { say } from '../play/speech';
import { useAuthStore } from './auth-store';

const LoginPage = () => {
  const { login, isLoading, error, isAuthenticated } = useAuthStore();
  const navigate = useNavigate();
  const [form, setForm] = useState({ school_identifier: '', username: '', password: '' });

  if (isAuthenticated) return <Navigate to={paths.home} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (await login(form)) void navigate(paths.home, { replace: true });
    // A child who cannot read the message hears what happened and what to do.
    else void say(useAuthStore.getState().errorSaid ?? '', { interrupt: true });
  };
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <main className="page page--center login">
      <div className="login__friends" aria-hidden="true">
        <CharacterPicture code="RESPA" size={88} />
        <CharacterPicture code="INROCK" size={88} />
        <CharacterPicture code="GRATI" size={88} />
      </div>
      <form className="card login__card" onSubmit={(event) => void submit(event)} aria-busy={isLoading} noValidate>
        <h1 className="login__title">Welcome to WAW!</h1>
        <CardSignIn school={form.school_identifier} />
        <label className="field">
          <span className="field__label">School ID</span>
          <input {...field('school_identifier')} autoComplete="organization" autoCapitalize="characters" required />
        </label>
        <label className="field">
          <span className="field__label">Username</span>
          <input {...field('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        </label>
        <label className="field">
          <span className="field__label">Password</span>
          <input {...field('password')} type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p className="message message--error" role="alert">
            {error}
          </p>
        )}
        <button className="button button--primary button--big" type="submit" disabled={isLoading}>
          {isLoading ? 'Signing in…' : 'Sign in'}
        </button>
        <p className="login__hint">You will be asked to let WAW use the camera and microphone.</p>
      </form>
    </main>
  );
};
export default LoginPage;
