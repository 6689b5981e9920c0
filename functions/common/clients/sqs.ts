import type { SQSClient } from '@aws-sdk/client-sqs';
import { retryStrategy } from './retries.js';

let client: SQSClient | undefined;

/**
 * The SQS SDK and the one SQS client of a function's environment, made by the first call that queues something
 * (starting a roster import) and kept for every later one, so the function's other routes never pay for it at
 * start. AWS_ENDPOINT_URL_SQS points it at the local cloud.
 */
export const sqs = async () => {
  const sdk = await import('./sqs-sdk.js');
  client ??= new sdk.SQSClient({ retryStrategy: retryStrategy() });
  return { client, sdk };
};
