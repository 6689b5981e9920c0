import { SQSClient } from '@aws-sdk/client-sqs';

/** The one SQS client of a function's environment; AWS_ENDPOINT_URL_SQS points it at the local cloud. */
export const sqs = new SQSClient({});
