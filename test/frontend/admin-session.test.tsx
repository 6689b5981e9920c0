import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  fetchAuthSession: vi.fn(),
  signOut: vi.fn(),
  updateUserAttributes: vi.fn(),
}));
const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('aws-amplify/auth', () => auth);
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { authTokenStore: { loadTokens: async () => ({ refreshToken: 'amplify-refresh-token' }) } },
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const { useAdminSession, isIgnoredSignOutError } = await import('../../frontend/src/features/admin/admin-session');
const { adminApi } = await import('../../frontend/src/features/admin/admin-api');
const { PasskeyDialog } = await import('../../frontend/src/features/admin/passkey-dialog');

const token = (payload: Record<string, unknown>) => ({ payload, toString: () => 'jwt' });
const tokens = (name = '') => ({
  tokens: {
    accessToken: token({}),
    idToken: token({ exp: Date.now() / 1000 + 3600, email: 'admin@demo.school', name, 'cognito:groups': ['school:DEMO:admin'] }),
  },
});

type Reply = { status: number; body: unknown };
const api = vi.fn<(method: string, url: string, body: unknown) => Reply>();

beforeEach(() => {
  vi.resetAllMocks();
  auth.fetchAuthSession.mockResolvedValue(tokens());
  auth.signOut.mockResolvedValue(undefined);
  useAdminSession.setState({
    session: null,
    ready: false,
    lastEvent: null,
    assurance: { aal: 'aal1', expiresAt: null },
    signOutError: null,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const reply = api(
        init?.method ?? 'GET',
        url.replace('https://api.test/prod', ''),
        typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      );
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
});

describe('the admin session (spec section 4)', () => {
  it('reads the session on load with Amplify’s real refresh token: INITIAL_SESSION', async () => {
    await useAdminSession.getState().load();
    expect(useAdminSession.getState()).toMatchObject({
      lastEvent: 'INITIAL_SESSION',
      session: { refresh_token: 'amplify-refresh-token', token_type: 'bearer', user: { email: 'admin@demo.school' } },
    });
  });

  it('fires USER_UPDATED when the admin changes their display name, with tokens that carry it', async () => {
    await useAdminSession.getState().load();
    auth.fetchAuthSession.mockResolvedValue(tokens('Ms Rivers'));
    await useAdminSession.getState().updateDisplayName('  Ms Rivers ');
    expect(auth.updateUserAttributes).toHaveBeenCalledWith({ userAttributes: { name: 'Ms Rivers' } });
    expect(auth.fetchAuthSession).toHaveBeenLastCalledWith({ forceRefresh: true });
    expect(useAdminSession.getState()).toMatchObject({ lastEvent: 'USER_UPDATED', session: { user: { name: 'Ms Rivers' } } });
  });

  it('ignores 401, 403 and 404 on sign-out, and only those', async () => {
    expect([401, 403, 404].map((status) => isIgnoredSignOutError({ $metadata: { httpStatusCode: status } }))).toEqual([true, true, true]);
    expect(isIgnoredSignOutError({ $metadata: { httpStatusCode: 500 } })).toBe(false);
    expect(isIgnoredSignOutError(new TypeError('Failed to fetch'))).toBe(false);

    await useAdminSession.getState().load();
    auth.signOut.mockRejectedValueOnce(Object.assign(new Error('gone'), { $metadata: { httpStatusCode: 404 } }));
    await useAdminSession.getState().signOut();
    expect(useAdminSession.getState()).toMatchObject({ session: null, lastEvent: 'SIGNED_OUT', signOutError: null });

    useAdminSession.setState({ ready: false });
    await useAdminSession.getState().load();
    auth.signOut.mockRejectedValueOnce(Object.assign(new Error('Service unavailable'), { $metadata: { httpStatusCode: 503 } }));
    await useAdminSession.getState().signOut();
    expect(useAdminSession.getState()).toMatchObject({ session: null, lastEvent: 'SIGNED_OUT', signOutError: 'Service unavailable' });
  });
});

describe('the passkey step', () => {
  const passkeyNeeded: Reply = {
    status: 403,
    body: { message: 'A passkey is needed for this. Use your passkey to confirm it is you, then try again.', code: 'passkey_required' },
  };

  it('is offered when the API asks for a passkey: proves it, fires MFA_CHALLENGE_VERIFIED, and retries the action', async () => {
    await useAdminSession.getState().load();
    let resets = 0;
    api.mockImplementation((method, url) => {
      if (url === '/v3/admin/students/password') return (resets += 1) === 1 ? passkeyNeeded : { status: 200, body: { reset: 's-1' } };
      if (url === '/v3/admin/passkeys') return { status: 200, body: { aal: 'aal1', aal2_expires_at: null, passkeys: [{ id: 'k1' }] } };
      if (url === '/v3/admin/passkeys/authentication-options') return { status: 200, body: { challenge: 'c' } };
      if (url === '/v3/admin/passkeys/authentication') return { status: 200, body: { aal: 'aal2', expires_at: 1_900_000_000_000 } };
      return { status: 404, body: { message: `${method} ${url}` } };
    });
    webauthn.startAuthentication.mockResolvedValue({ id: 'k1' });
    render(<PasskeyDialog />);
    const done = adminApi('POST', '/v3/admin/students/password', { studentId: 's-1', password: 'new-password-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Use my passkey' }));
    await expect(done).resolves.toEqual({ reset: 's-1' });
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c' } });
    expect(api).toHaveBeenCalledWith('POST', '/v3/admin/passkeys/authentication', { response: { id: 'k1' } });
    expect(useAdminSession.getState()).toMatchObject({
      lastEvent: 'MFA_CHALLENGE_VERIFIED',
      assurance: { aal: 'aal2', expiresAt: 1_900_000_000_000 },
    });
    expect(resets).toBe(2);
  });

  it('offers the passkey on a phone when none answered on this device, and says who can reset passkeys', async () => {
    await useAdminSession.getState().load();
    let resets = 0;
    api.mockImplementation((method, url) => {
      if (url === '/v3/admin/students/password') return (resets += 1) === 1 ? passkeyNeeded : { status: 200, body: { reset: 's-1' } };
      if (url === '/v3/admin/passkeys') return { status: 200, body: { aal: 'aal1', aal2_expires_at: null, passkeys: [{ id: 'k1' }] } };
      if (url === '/v3/admin/passkeys/authentication-options')
        return {
          status: 200,
          body: { challenge: 'c', allowCredentials: [{ id: 'k1', type: 'public-key', transports: ['internal', 'hybrid'] }] },
        };
      if (url === '/v3/admin/passkeys/authentication') return { status: 200, body: { aal: 'aal2', expires_at: 1_900_000_000_000 } };
      return { status: 404, body: { message: `${method} ${url}` } };
    });
    // The passkey is on another device: the browser's prompt finds none here (or the admin closes it).
    webauthn.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }),
    );
    webauthn.startAuthentication.mockResolvedValueOnce({ id: 'k1' });
    render(<PasskeyDialog />);
    const done = adminApi('POST', '/v3/admin/students/password', { studentId: 's-1', password: 'new-password-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Use my passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey step was cancelled or found no passkey on this device.');
    expect(screen.getByText(/Is your passkey on your phone\? .* QR code/)).toBeInTheDocument();
    expect(screen.getByText(/Another admin of your school, or a district admin, can reset it: on the Admins page/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey from my phone' }));
    await expect(done).resolves.toEqual({ reset: 's-1' });
    // The browser is told to go to a phone (a QR code), with the passkey the server allows from one.
    expect(webauthn.startAuthentication).toHaveBeenLastCalledWith({
      optionsJSON: {
        challenge: 'c',
        allowCredentials: [{ id: 'k1', type: 'public-key', transports: ['internal', 'hybrid'] }],
        hints: ['hybrid'],
      },
    });
    expect(useAdminSession.getState().assurance).toEqual({ aal: 'aal2', expiresAt: 1_900_000_000_000 });
  });

  it('sets up a passkey when the admin has none, and gives up plainly when they cancel', async () => {
    await useAdminSession.getState().load();
    api.mockImplementation((_method, url) => {
      if (url === '/v3/admin/passkeys') return { status: 200, body: { aal: 'aal1', aal2_expires_at: null, passkeys: [] } };
      return passkeyNeeded;
    });
    render(<PasskeyDialog />);
    const refused = adminApi('POST', '/v3/admin/modules/reset', {}).catch((error: unknown) => error);
    await screen.findByRole('button', { name: 'Set up a passkey' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await refused).toMatchObject({ status: 403 });
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
  });

  it('takes fresh tokens and tries once more when a role was taken since its token, instead of signing out', async () => {
    await useAdminSession.getState().load();
    let invites = 0;
    api.mockImplementation(() =>
      (invites += 1) === 1
        ? { status: 401, body: { message: 'Your roles changed since you signed in. Sign in again to do this.', code: 'roles_changed' } }
        : { status: 201, body: { invited: true } },
    );
    await expect(adminApi('POST', '/v3/admin/admins', { email: 'new@oak.school', school: 'OAK' })).resolves.toEqual({ invited: true });
    expect(auth.fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(invites).toBe(2);
  });
});
