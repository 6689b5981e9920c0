import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { useCredentials } from '../../functions/lib/aws/request.js';

/**
 * The functions' AWS clients sign with the credentials Lambda puts in a function's environment. A script run
 * against a deployed stack signs with yours instead, found as the AWS CLI and SDKs find them (environment,
 * profile, SSO, …).
 */
export const useYourCredentials = (): void => {
  const provider = defaultProvider();
  useCredentials(async () => {
    const { accessKeyId, secretAccessKey, sessionToken } = await provider();
    return sessionToken ? { accessKeyId, secretAccessKey, sessionToken } : { accessKeyId, secretAccessKey };
  });
};
