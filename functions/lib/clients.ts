import { CognitoIdentityClient } from '@aws-sdk/client-cognito-identity';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Clients shared across invocations of a warm function. Endpoints come from the SDK's own configuration
 * (AWS_ENDPOINT_URL_DYNAMODB and friends), which is how the local cloud points them at itself.
 */
export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const cognitoIdentityClient = new CognitoIdentityClient({});
