import type { SQSEvent, SQSRecord } from 'aws-lambda';

/** A message as an SQS event source mapping hands it to a function: `receives` is how often it has been delivered. */
export const sqsRecord = (messageId: string, body: unknown, receives = 1): SQSRecord => ({
  messageId,
  receiptHandle: `handle-${messageId}`,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  attributes: {
    ApproximateReceiveCount: String(receives),
    SentTimestamp: '1700000000000',
    SenderId: 'AROATEST',
    ApproximateFirstReceiveTimestamp: '1700000000000',
  },
  messageAttributes: {},
  md5OfBody: 'not-checked',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:roster-imports',
  awsRegion: 'us-east-1',
});

export const sqsEvent = (...records: SQSRecord[]): SQSEvent => ({ Records: records });
