import { CognitoIdentityClient } from '@aws-sdk/client-cognito-identity';
import { retryStrategy } from './retries.js';

/** The one identity-pool client of a function's environment; AWS_ENDPOINT_URL_COGNITO_IDENTITY points it locally. */
export const cognitoIdentity = new CognitoIdentityClient({ retryStrategy: retryStrategy() });
