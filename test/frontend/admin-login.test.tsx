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

  it("shows the provider's message when a code is wrong, or a plain one when there is none", async () => {
    auth.signIn.mockResolvedValue({ nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' } });
    auth.confirmSignIn.mockRejectedValueOnce(
      Object.assign(new Error('Invalid code or auth state for the user.'), { name: 'CodeMismatchException' }),
    );
    renderAt('/admin/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@demo.school');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await userEvent.type(await screen.findByLabelText('Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code or auth state for the user.');
    auth.confirmSignIn.mockRejectedValueOnce(new Error(''));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('counts a session valid only with access token, refresh token and expiry', async () => {
    const { isValidSession } = await import('../../frontend/src/features/admin/admin-session');
    expect(isValidSession({ access_token: 'a', refresh_token: 'r', expires_at: 1 })).toBe(true);
    expect(isValidSession({ access_token: 'a', expires_at: 1 })).toBe(false);
    expect(isValidSession({ access_token: 'a', refresh_token: 'r' })).toBe(false);
  });
});
