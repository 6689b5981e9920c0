import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';

/**
 * The sign-in key as Secrets Manager would answer it (functions/common/sign-in-key.ts), for tests that run the
 * handlers outside the local cloud: the functions read it exactly as deployed, through the SDK's client.
 */
export const TEST_SIGN_IN_KEY = 'test-only-sign-in-key-0123456789abcdefghijklmnopqrstuvwxyz';

export const mockSignInKey = () => {
  const secrets = mockClient(SecretsManagerClient);
  secrets.on(GetSecretValueCommand, { SecretId: process.env.SIGN_IN_KEY_SECRET_ID }).resolves({ SecretString: TEST_SIGN_IN_KEY });
  return secrets;
};
