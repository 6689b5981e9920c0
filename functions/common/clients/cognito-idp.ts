import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { retryStrategy } from './retries.js';

/** The one user-pool client of a function's environment; AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points it locally. */
export const cognitoIdp = new CognitoIdentityProviderClient({ retryStrategy: retryStrategy() });
