import { GetCredentialsForIdentityCommand, CognitoIdentityClient } from '@aws-sdk/client-cognito-identity';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREDENTIAL_BACKOFF_MS, getAwsSession } from '../../frontend/src/lib/aws-credentials';
import { setConfigForTests } from '../../frontend/src/lib/config';
import { AuthExpiredError, setSessionExpiredListener } from '../../frontend/src/lib/errors';
import { MEDIA_MESSAGES, checkMediaPermission } from '../../frontend/src/features/auth/media-permission';

const cognito = mockClient(CognitoIdentityClient);
const expired = vi.fn();
const credentials = { AccessKeyId: 'ASIA1', SecretKey: 'secret', SessionToken: 'token', Expiration: new Date(Date.now() + 3_600_000) };

beforeEach(() => {
  cognito.reset();
  expired.mockReset();
  setSessionExpiredListener(expired);
  setConfigForTests({
    region: 'us-east-1',
    identityPoolId: 'p',
    apiEndpoint: 'https://api.test/prod',
    cookieFunctionName: 'f',
    mediaDomain: 'd',
    adminUserPoolId: 'us-east-1_pool',
    adminUserPoolClientId: 'client',
  });
  sessionStorage.setItem('token', 'jwt');
  sessionStorage.setItem('identity_id', 'us-east-1:me');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cloud credentials', () => {
  it('fetches them with the login token and keeps them under awsSession in session storage', async () => {
    cognito.on(GetCredentialsForIdentityCommand).resolves({ Credentials: credentials });
    const session = await getAwsSession();
    expect(session).toMatchObject({ accessKeyId: 'ASIA1', secretAccessKey: 'secret', sessionToken: 'token' });
    expect(cognito.commandCalls(GetCredentialsForIdentityCommand)[0]?.args[0].input).toEqual({
      IdentityId: 'us-east-1:me',
      Logins: { 'cognito-identity.amazonaws.com': 'jwt' },
    });
    expect(JSON.parse(sessionStorage.getItem('awsSession')!).accessKeyId).toBe('ASIA1');
    expect(document.cookie).not.toContain('secret');
  });

  it('reuses cached credentials while complete and unexpired', async () => {
    sessionStorage.setItem(
      'awsSession',
      JSON.stringify({ accessKeyId: 'A', secretAccessKey: 'S', sessionToken: 'T', expiresAt: Date.now() + 600_000 }),
    );
    expect((await getAwsSession()).accessKeyId).toBe('A');
    expect(cognito.commandCalls(GetCredentialsForIdentityCommand)).toHaveLength(0);
  });

  it('fetches again when the cached ones are incomplete or expired', async () => {
    cognito.on(GetCredentialsForIdentityCommand).resolves({ Credentials: credentials });
    sessionStorage.setItem(
      'awsSession',
      JSON.stringify({ accessKeyId: 'A', secretAccessKey: '', sessionToken: 'T', expiresAt: Date.now() + 600_000 }),
    );
    expect((await getAwsSession()).accessKeyId).toBe('ASIA1');
    sessionStorage.setItem(
      'awsSession',
      JSON.stringify({ accessKeyId: 'A', secretAccessKey: 'S', sessionToken: 'T', expiresAt: Date.now() - 1 }),
    );
    expect((await getAwsSession()).accessKeyId).toBe('ASIA1');
  });

  it('retries a network failure once after 300 ms', async () => {
    vi.useFakeTimers();
    cognito.on(GetCredentialsForIdentityCommand).rejectsOnce(new TypeError('Failed to fetch')).resolves({ Credentials: credentials });
    const pending = getAwsSession();
    await vi.advanceTimersByTimeAsync(CREDENTIAL_BACKOFF_MS - 1);
    expect(cognito.commandCalls(GetCredentialsForIdentityCommand)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).accessKeyId).toBe('ASIA1');
    expect(cognito.commandCalls(GetCredentialsForIdentityCommand)).toHaveLength(2);
  });

  it('gives up after 2 attempts, signs out and raises AUTH_EXPIRED', async () => {
    vi.useFakeTimers();
    cognito.on(GetCredentialsForIdentityCommand).rejects(new TypeError('Failed to fetch'));
    const pending = getAwsSession().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await pending;
    expect(error).toBeInstanceOf(AuthExpiredError);
    expect((error as Error).message).toBe('AUTH_EXPIRED');
    expect(cognito.commandCalls(GetCredentialsForIdentityCommand)).toHaveLength(2);
    expect(expired).toHaveBeenCalledOnce();
  });

  it('does not retry a refused token', async () => {
    cognito
      .on(GetCredentialsForIdentityCommand)
      .rejects(Object.assign(new Error('Invalid login token'), { name: 'NotAuthorizedException' }));
    await expect(getAwsSession()).rejects.toBeInstanceOf(AuthExpiredError);
    expect(cognito.commandCalls(GetCredentialsForIdentityCommand)).toHaveLength(1);
  });

  it('raises AUTH_EXPIRED without a token to trade', async () => {
    sessionStorage.removeItem('token');
    await expect(getAwsSession()).rejects.toBeInstanceOf(AuthExpiredError);
    expect(cognito.commandCalls(GetCredentialsForIdentityCommand)).toHaveLength(0);
  });
});

describe('the camera and microphone check', () => {
  const setMedia = (getUserMedia: unknown, states: Record<string, PermissionState> = {}) => {
    Object.defineProperty(navigator, 'mediaDevices', { value: getUserMedia ? { getUserMedia } : undefined, configurable: true });
    Object.defineProperty(navigator, 'permissions', {
      value: { query: async ({ name }: { name: string }) => ({ state: states[name] ?? 'prompt' }) },
      configurable: true,
    });
  };

  it('passes when both can be opened, and stops them again', async () => {
    const stop = vi.fn();
    setMedia(vi.fn().mockResolvedValue({ getTracks: () => [{ stop }, { stop }] }));
    expect(await checkMediaPermission()).toBeNull();
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('says the devices are required when the browser has none', async () => {
    setMedia(undefined);
    expect(await checkMediaPermission()).toBe(MEDIA_MESSAGES.required);
    setMedia(vi.fn().mockRejectedValue(Object.assign(new Error('none'), { name: 'NotFoundError' })));
    expect(await checkMediaPermission()).toBe(MEDIA_MESSAGES.required);
  });

  it('says they were blocked before, without prompting again', async () => {
    const getUserMedia = vi.fn();
    setMedia(getUserMedia, { camera: 'denied' });
    expect(await checkMediaPermission()).toBe(MEDIA_MESSAGES.blocked);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('asks to allow them when the child refuses the prompt', async () => {
    setMedia(vi.fn().mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
    expect(await checkMediaPermission()).toBe(MEDIA_MESSAGES.refused);
  });
});

describe('the runtime configuration', () => {
  const good = {
    region: 'us-east-1',
    identityPoolId: 'p',
    apiEndpoint: 'https://api.test/prod',
    cookieFunctionName: 'f',
    mediaDomain: 'd',
    adminUserPoolId: 'us-east-1_pool',
    adminUserPoolClientId: 'client',
  };

  it('accepts a deployment’s configuration, and the local one with its endpoints', async () => {
    const { configProblem } = await import('../../frontend/src/lib/config');
    expect(configProblem(good)).toBeNull();
    const endpoints = {
      cognitoIdentity: 'http://127.0.0.1:3000/_aws/ci',
      lambda: 'http://127.0.0.1:3000/_aws/l',
      cognitoIdp: 'http://127.0.0.1:3000/_aws/idp',
    };
    expect(configProblem({ ...good, endpoints })).toBeNull();
    const sameOrigin = { apiEndpoint: 'https://d1.cloudfront.net', apiSigningEndpoint: 'https://a.execute-api.test/prod' };
    expect(configProblem({ ...good, ...sameOrigin, lambdaEndpoint: 'https://d1.cloudfront.net' })).toBeNull();
  });

  it('names the first problem of one it cannot use', async () => {
    const { configProblem } = await import('../../frontend/src/lib/config');
    expect(configProblem(null)).toBe('expected an object');
    expect(configProblem({ ...good, region: '' })).toBe('region: expected a non-empty string');
    expect(configProblem({ ...good, adminUserPoolClientId: 7 })).toBe('adminUserPoolClientId: expected a non-empty string');
    expect(configProblem({ ...good, apiEndpoint: 'not a url' })).toBe('apiEndpoint: expected a URL');
    expect(configProblem({ ...good, apiEndpoint: 'javascript:alert(1)' })).toBe('apiEndpoint: expected a URL');
    expect(configProblem({ ...good, apiSigningEndpoint: 'javascript:alert(1)' })).toBe('apiSigningEndpoint: expected a URL');
    expect(configProblem({ ...good, lambdaEndpoint: 7 })).toBe('lambdaEndpoint: expected a URL');
    expect(configProblem({ ...good, endpoints: { cognitoIdentity: 'http://x', lambda: 'http://y' } })).toBe(
      'endpoints.cognitoIdp: expected a URL',
    );
  });

  it('loads /config.json once, keeping only the fields it knows', async () => {
    const { loadConfig } = await import('../../frontend/src/lib/config');
    setConfigForTests(undefined);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ ...good, extra: 'x' })));
    const [first, second] = await Promise.all([loadConfig(), loadConfig()]);
    expect(first).toEqual(good);
    expect(second).toBe(first);
    await loadConfig();
    expect(fetch).toHaveBeenCalledOnce();
    fetch.mockRestore();
  });

  it('tries /config.json again after a failed load, instead of keeping the failure', async () => {
    const { loadConfig } = await import('../../frontend/src/lib/config');
    setConfigForTests(undefined);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify(good)));
    await expect(loadConfig()).rejects.toThrow('Failed to fetch');
    expect(await loadConfig()).toEqual(good);
    expect(fetch).toHaveBeenCalledTimes(2);
    fetch.mockRestore();
  });
});
