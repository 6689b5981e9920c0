import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { AppConfig } from './config';

let configured: 'admin' | null = null;

/** Amplify's storage interface over this tab's session storage. */
const sessionStorageKeyValue = {
  setItem: async (key: string, value: string) => sessionStorage.setItem(key, value),
  getItem: async (key: string) => sessionStorage.getItem(key),
  removeItem: async (key: string) => sessionStorage.removeItem(key),
  clear: async () => sessionStorage.clear(),
};

/**
 * Amplify signs admins in to their user pool. Students need none of it: their calls are signed by signed-api.ts
 * (for the API's own host, sent to the site's origin, which Amplify's REST client cannot do).
 */
export const configureAmplify = (config: AppConfig, area: 'admin'): void => {
  if (configured === area) return;
  configured = area;
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
};
