import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The DynamoDB client shared across invocations of a warm function. Endpoints come from the SDK's own configuration
 * (AWS_ENDPOINT_URL_DYNAMODB and friends), which is how the local cloud points them at itself. Other clients live
 * in files of their own, so a function bundles and builds only the clients it calls.
 */
export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
