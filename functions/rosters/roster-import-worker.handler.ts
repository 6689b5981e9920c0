import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import { ROSTER_IMPORT_QUEUE } from '../routes.js';
import { startInvocation } from '../common/clients/retries.js';
import { requireEnv } from '../common/env.js';
import { chunkMessageSchema } from './import-job.js';
import { importChunk } from './import-worker.js';

const BUCKET = requireEnv('IMPORTS_BUCKET');
const processor = new BatchProcessor(EventType.SQS);

/** One chunk a message; its last delivery before the dead-letter queue reports failing rows instead of retrying. */
const importRecord = async (record: SQSRecord) => {
  const message = v.parse(chunkMessageSchema, JSON.parse(record.body));
  const lastAttempt = Number(record.attributes.ApproximateReceiveCount) >= ROSTER_IMPORT_QUEUE.maxReceiveCount;
  await importChunk(BUCKET, message, lastAttempt);
};

/**
 * Imports the chunks of roster rows the queue hands it, one after another (each row is CPU-bound scrypt), and
 * names the chunks that failed, so only those come back (partial batch response).
 */
export const handler = async (event: SQSEvent, context: Context) => {
  startInvocation(context);
  return processPartialResponse(event, importRecord, processor, { context, processInParallel: false });
};
