import { Amplify } from 'aws-amplify';
import type { CredentialsAndIdentityIdProvider } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
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

let mode: 'student' | 'admin' | null = null;

/** Amplify's storage interface over this tab's session storage. */
const sessionStorageKeyValue = {
  setItem: async (key: string, value: string) => sessionStorage.setItem(key, value),
  getItem: async (key: string) => sessionStorage.getItem(key),
  removeItem: async (key: string) => sessionStorage.removeItem(key),
  clear: async () => sessionStorage.clear(),
};

/** Students and admins sign in to different Cognito services; Amplify is set up for whichever area is open. */
export const configureAmplify = (config: AppConfig, area: 'student' | 'admin' = 'student'): void => {
  if (mode === area) return;
  mode = area;
  if (area === 'admin') {
    // Admin tokens stay in this tab's session storage: school devices are shared.
    cognitoUserPoolsTokenProvider.setKeyValueStorage(sessionStorageKeyValue);
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.adminUserPoolId,
          userPoolClientId: config.adminUserPoolClientId,
          ...(config.endpoints ? { userPoolEndpoint: config.endpoints.cognitoIdp } : {}),
          loginWith: { email: true },
          passwordless: { emailOtpEnabled: true, preferredChallenge: 'EMAIL_OTP' },
        },
      },
    });
    return;
  }
  Amplify.configure(
    {
      Auth: { Cognito: { identityPoolId: config.identityPoolId, allowGuestAccess: false } },
      API: { REST: { [API_NAME]: { endpoint: config.apiEndpoint, region: config.region } } },
    },
    { Auth: { credentialsProvider, tokenProvider: { getTokens: async () => null } } },
  );
};
