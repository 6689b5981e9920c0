import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { LocalCloud } from '../../infra/local/server.js';

/** A stock user-pool client pointed at the local cloud, as Amplify's would be. */
export const userPoolClient = (cloud: LocalCloud) =>
  new CognitoIdentityProviderClient({
    region: cloud.config.region,
    endpoint: cloud.config.endpoints.cognitoIdp,
    credentials: { accessKeyId: 'none', secretAccessKey: 'none' },
    maxAttempts: 1,
  });

export const latestCode = async (cloud: LocalCloud, to: string): Promise<string | undefined> =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>).find((m) => m.to === to)?.code;

/** Signs an admin in with an e-mailed code, as the admin area does; the tokens the pool hands back. */
export const adminSignIn = async (cloud: LocalCloud, email = 'admin@demo.school') => {
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

/** A call to the admin API with an admin's id token, as API Gateway's Cognito authoriser takes it. */
export const adminFetch = async (cloud: LocalCloud, idToken: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${cloud.config.apiEndpoint}${path}`, {
    method,
    headers: { authorization: idToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
};
