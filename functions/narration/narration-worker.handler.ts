import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { polly } from '../common/clients/polly.js';
import { startInvocation } from '../common/clients/retries.js';
import { requireEnv } from '../common/env.js';
import { NARRATION_QUEUE } from '../routes.js';
import { narrateRecord } from './narration-job.js';
import { pollyEngine } from './polly.js';
import { s3NarrationStore } from './s3-store.js';

const engine = pollyEngine(polly);
const store = s3NarrationStore(requireEnv('MEDIA_BUCKET'));
const processor = new BatchProcessor(EventType.SQS);

const narrate = async (record: SQSRecord) => {
  await narrateRecord(record, engine, store, NARRATION_QUEUE.linesAtOnce);
};

/** The narration job in AWS: one group a message, its missing lines spoken by Polly into the media bucket. */
export const handler = async (event: SQSEvent, context: Context) => {
  startInvocation(context);
  return processPartialResponse(event, narrate, processor, { context, processInParallel: false });
};
