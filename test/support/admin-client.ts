import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { LocalCloud } from '../../infra/local/server.js';

/** The demo admin's id token, signed in with a stock user-pool client and the code from the local mailbox. */
export const adminIdToken = async (cloud: LocalCloud, email = 'admin@demo.school'): Promise<string> => {
  const pool = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: cloud.config.endpoints.cognitoIdp,
    credentials: { accessKeyId: 'none', secretAccessKey: 'none' },
  });
  const challenge = await pool.send(
    new InitiateAuthCommand({
      ClientId: cloud.config.adminUserPoolClientId,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'EMAIL_OTP' },
    }),
  );
  const mailbox = (await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>;
  const { AuthenticationResult } = await pool.send(
    new RespondToAuthChallengeCommand({
      ClientId: cloud.config.adminUserPoolClientId,
      ChallengeName: 'EMAIL_OTP',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: email, EMAIL_OTP_CODE: mailbox.find((mail) => mail.to === email)?.code ?? '' },
    }),
  );
  return AuthenticationResult!.IdToken!;
};

/** A call to the admin API with an admin's id token, as the admin area makes it. */
export const adminCall = async (cloud: LocalCloud, token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${cloud.config.apiEndpoint}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
};
