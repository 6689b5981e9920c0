import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutAfterStartupError } from '../../frontend/src/lib/startup';

const mocks = vi.hoisted(() => ({ signOut: vi.fn(), configureAmplify: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ signOut: mocks.signOut }));
vi.mock('../../frontend/src/lib/amplify', () => ({ configureAmplify: mocks.configureAmplify }));

const config = {
  region: 'us-east-1',
  identityPoolId: 'us-east-1:test',
  apiEndpoint: 'https://api.test/prod',
  cookieFunctionName: 'f',
  mediaDomain: 'localhost',
  adminUserPoolId: 'us-east-1_test',
  adminUserPoolClientId: 'client',
};

beforeEach(() => {
  vi.resetAllMocks();
});

describe('a startup error (spec section 7: sign-out is global)', () => {
  it("forgets a student's token, credentials and records", async () => {
    sessionStorage.setItem('token', 'jwt');
    sessionStorage.setItem('awsSession', '{"accessKeyId":"ASIA"}');
    sessionStorage.setItem('modules-storage', '{}');
    await signOutAfterStartupError(undefined);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(mocks.signOut).not.toHaveBeenCalled();
  });

  it('signs an admin out globally, then forgets their tokens', async () => {
    sessionStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'admin@demo.school');
    // What the tab still held when the pool was asked to sign out: Amplify needs the tokens to do it. Recorded here and
    // checked after the call, because an expect thrown inside the mock would be swallowed by startup.ts's catch.
    let heldAtSignOut: string[] | undefined;
    mocks.signOut.mockImplementation(async () => {
      heldAtSignOut = Object.keys(sessionStorage);
    });
    await signOutAfterStartupError(config);
    expect(mocks.configureAmplify).toHaveBeenCalledWith(config, 'admin');
    expect(mocks.signOut).toHaveBeenCalledWith({ global: true });
    expect(heldAtSignOut).toEqual(['CognitoIdentityServiceProvider.client.LastAuthUser']);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('still forgets everything when the global sign-out cannot reach the pool', async () => {
    sessionStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'admin@demo.school');
    mocks.signOut.mockRejectedValue(new TypeError('Failed to fetch'));
    await signOutAfterStartupError(config);
    expect(mocks.signOut).toHaveBeenCalledOnce();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
