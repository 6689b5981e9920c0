import { Amplify } from 'aws-amplify';
import type { CredentialsAndIdentityIdProvider } from 'aws-amplify/auth';
import type { AppConfig } from './config';
import { getAwsSession } from './aws-credentials';
import { SESSION_KEYS, readSession } from './session';

export const API_NAME = 'TIR';

/**
 * Developer-authenticated identities: Amplify has no built-in flow for them, so it gets our credentials provider
 * (GetCredentialsForIdentity with the login token) and a token provider that has no user-pool tokens to give.
 */
const credentialsProvider: CredentialsAndIdentityIdProvider = {
  getCredentialsAndIdentityId: async () => {
    const session = await getAwsSession();
    return {
      credentials: {
        accessKeyId: session.accessKeyId,
        secretAccessKey: session.secretAccessKey,
        sessionToken: session.sessionToken,
        expiration: new Date(session.expiresAt),
      },
      identityId: readSession(SESSION_KEYS.identityId) ?? undefined,
    };
  },
  clearCredentialsAndIdentityId: () => {
    sessionStorage.removeItem(SESSION_KEYS.awsSession);
  },
};

export const configureAmplify = (config: AppConfig): void => {
  Amplify.configure(
    {
      Auth: { Cognito: { identityPoolId: config.identityPoolId, allowGuestAccess: false } },
      API: { REST: { [API_NAME]: { endpoint: config.apiEndpoint, region: config.region } } },
    },
    { Auth: { credentialsProvider, tokenProvider: { getTokens: async () => null } } },
  );
};
