import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '../../frontend/src/lib/config';
import { renderAt } from './render';

const auth = vi.hoisted(() => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), fetchAuthSession: vi.fn(), signOut: vi.fn() }));
vi.mock('aws-amplify/auth', () => auth);
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { authTokenStore: { loadTokens: async () => ({ refreshToken: 'amplify-refresh-token' }) } },
}));
vi.mock('../../frontend/src/lib/amplify', () => ({ configureAmplify: vi.fn() }));

const { useAdminSession } = await import('../../frontend/src/features/admin/admin-session');

const token = (payload: Record<string, unknown>) => ({ payload, toString: () => 'jwt' });

beforeEach(() => {
  vi.resetAllMocks();
  setConfigForTests({
    region: 'us-east-1',
    identityPoolId: 'p',
    apiEndpoint: 'https://api.test/prod',
    cookieFunctionName: 'f',
    mediaDomain: 'd',
    adminUserPoolId: 'us-east-1_x',
    adminUserPoolClientId: 'c',
  });
  auth.fetchAuthSession.mockResolvedValue({ tokens: undefined });
  useAdminSession.setState({ session: null, ready: false });
});

describe('the admin sign-in', () => {
  it('asks for an e-mail address before requesting a code', async () => {
    renderAt('/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must provide either an email or phone number.');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('lower-cases the e-mail, asks for an e-mail code, and signs an admin in with it', async () => {
    auth.signIn.mockResolvedValue({ nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' } });
    auth.confirmSignIn.mockResolvedValue({ isSignedIn: true });
    const { router } = renderAt('/admin/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), ' Admin@Demo.School ');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(auth.signIn).toHaveBeenCalledWith({
      username: 'admin@demo.school',
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' },
    });
    auth.fetchAuthSession.mockResolvedValue({
      tokens: {
        accessToken: token({}),
        idToken: token({ exp: Date.now() / 1000 + 3600, email: 'admin@demo.school', 'cognito:groups': ['school:DEMO:admin'] }),
      },
    });
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(useAdminSession.getState()).toMatchObject({
      lastEvent: 'SIGNED_IN',
      session: { refresh_token: 'amplify-refresh-token', user: { email: 'admin@demo.school' } },
    });
  });

  it('says in plain words when a code is wrong or has run out, and a plain message when there are none', async () => {
    auth.signIn.mockResolvedValue({ nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' } });
    auth.confirmSignIn.mockRejectedValueOnce(
      Object.assign(new Error('Invalid code or auth state for the user.'), { name: 'CodeMismatchException' }),
    );
    renderAt('/admin/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@demo.school');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await userEvent.type(await screen.findByLabelText('Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. Type the 6 digits of the newest e-mail from WAW.');
    auth.confirmSignIn.mockRejectedValueOnce(
      Object.assign(new Error('Invalid session for the user, session is expired.'), { name: 'NotAuthorizedException' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/That code has run out .* ask for a new one\./));
    auth.confirmSignIn.mockRejectedValueOnce(new Error(''));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.'));
  });

  it('turns Cognito’s code limits into plain words that say when to try again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2026, 10, 30, 8, 5));
      auth.signIn.mockRejectedValueOnce(
        Object.assign(new Error('Attempt limit exceeded, please try after some time.'), { name: 'LimitExceededException' }),
      );
      renderAt('/admin/login');
      await userEvent.type(await screen.findByLabelText('E-mail'), 'teacher@demo.school');
      await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
      const alert = await screen.findByRole('alert');
      const at = new Date(2026, 10, 30, 9, 5).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
      expect(alert).toHaveTextContent(
        `Too many codes were asked for this e-mail in the last hour, so no new code can be sent for now. Try again at ${at}.`,
      );
      expect(alert.textContent).not.toMatch(/Attempt limit/);
      // Still on the e-mail step: nothing was sent.
      expect(screen.getByLabelText('E-mail')).toBeInTheDocument();

      auth.signIn.mockRejectedValueOnce(
        Object.assign(new Error('Exceeded daily email limit for the operation or the account. If a higher limit is required, …'), {
          name: 'LimitExceededException',
        }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
      await vi.waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'WAW has sent all the sign-in e-mails it may send today. Try again tomorrow, or ask whoever runs WAW for your district to give it an e-mail sender of its own.',
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a session valid only with access token, refresh token and expiry', async () => {
    const { isValidSession } = await import('../../frontend/src/features/admin/admin-session');
    expect(isValidSession({ access_token: 'a', refresh_token: 'r', expires_at: 1 })).toBe(true);
    expect(isValidSession({ access_token: 'a', expires_at: 1 })).toBe(false);
    expect(isValidSession({ access_token: 'a', refresh_token: 'r' })).toBe(false);
  });
});
