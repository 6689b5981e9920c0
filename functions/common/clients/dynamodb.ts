import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { retryStrategy } from './retries.js';

/**
 * The one DynamoDB document client of a function's environment, built at init and reused by every warm call (the
 * SDK keeps its connections alive). The SDK reads its endpoint from AWS_ENDPOINT_URL_DYNAMODB, which is how the
 * local cloud points it at itself. Undefined members are left out, as the table's items never hold them. Throttles
 * and 500s are retried within the invocation's time (retries.ts).
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ retryStrategy: retryStrategy() }), {
  marshallOptions: { removeUndefinedValues: true },
});
