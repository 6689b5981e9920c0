import { CognitoIdentityClient } from '@aws-sdk/client-cognito-identity';

/** Only the sign-in calls the identity pool: no other function imports this file, so none other builds the client. */
export const cognitoIdentityClient = new CognitoIdentityClient({});
