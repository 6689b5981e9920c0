import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { LocalCloud } from '../../infra/local/server.js';
import { SoftAuthenticator } from '../support/soft-authenticator.js';

/** An admin as a client sees them: a stock Cognito client to sign in, then plain calls to the admin API. */
export const userPoolClient = (cloud: LocalCloud) =>
  new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: cloud.config.endpoints.cognitoIdp,
    credentials: { accessKeyId: 'none', secretAccessKey: 'none' },
    maxAttempts: 1,
  });

export const latestCode = async (cloud: LocalCloud, to: string) =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>).find(
    (m) => m.to === to && m.code,
  )?.code;

export interface AdminTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export const signInAdmin = async (cloud: LocalCloud, email: string): Promise<AdminTokens> => {
  const pool = userPoolClient(cloud);
  const challenge = await pool.send(
    new InitiateAuthCommand({
      ClientId: cloud.config.adminUserPoolClientId,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'EMAIL_OTP' },
    }),
  );
  const { AuthenticationResult } = await pool.send(
    new RespondToAuthChallengeCommand({
      ClientId: cloud.config.adminUserPoolClientId,
      ChallengeName: 'EMAIL_OTP',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: email, EMAIL_OTP_CODE: (await latestCode(cloud, email)) ?? '' },
    }),
  );
  return {
    idToken: AuthenticationResult!.IdToken!,
    accessToken: AuthenticationResult!.AccessToken!,
    refreshToken: AuthenticationResult!.RefreshToken!,
  };
};

export const adminCall = async (cloud: LocalCloud, token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${cloud.config.apiEndpoint}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
};

/** A passkey of this local cloud's site, as the admin's browser would hold it. */
export const passkeyFor = (cloud: LocalCloud) => new SoftAuthenticator(cloud.url);

/** Registers the passkey: 201 with its id, which proves nothing yet (provePasskey does). */
export const registerPasskey = async (cloud: LocalCloud, token: string, passkey: SoftAuthenticator) => {
  const options = await adminCall(cloud, token, 'POST', '/v3/admin/passkeys/registration-options');
  if (options.status !== 200) return options;
  return adminCall(cloud, token, 'POST', '/v3/admin/passkeys', {
    response: passkey.register(options.body as { challenge: string; rp: { id?: string } }),
  });
};

/** Proves the passkey in this sign-in session: the step-up to aal2. */
export const provePasskey = async (cloud: LocalCloud, token: string, passkey: SoftAuthenticator) => {
  const options = await adminCall(cloud, token, 'POST', '/v3/admin/passkeys/authentication-options');
  if (options.status !== 200) return options;
  return adminCall(cloud, token, 'POST', '/v3/admin/passkeys/authentication', {
    response: passkey.authenticate(options.body as { challenge: string; rpId?: string }),
  });
};

/** The step to aal2 for an admin who has no passkey yet: register one, then prove it. The proof's answer (200), or the refusal. */
export const setUpPasskey = async (cloud: LocalCloud, token: string, passkey: SoftAuthenticator) => {
  const registered = await registerPasskey(cloud, token, passkey);
  return registered.status === 201 ? provePasskey(cloud, token, passkey) : registered;
};
