import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import { startInvocation } from '../common/clients/retries.js';
import { requireEnv } from '../common/env.js';
import { chunkMessageSchema } from './import-job.js';
import { failChunk } from './import-worker.js';
import { logger } from '../common/logger.js';

const BUCKET = requireEnv('IMPORTS_BUCKET');
const processor = new BatchProcessor(EventType.SQS);

/** The body as JSON, or undefined: a body that is not JSON is as unreadable as one of the wrong shape. */
const jsonOf = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

const failRecord = async (record: SQSRecord) => {
  // Failing it would not help: this is the last queue, and a failed message comes back here until it expires.
  const parsed = v.safeParse(chunkMessageSchema, jsonOf(record.body));
  // Nothing of ours: dropping it is all there is to do.
  if (!parsed.success) return logger.error('An unreadable message reached the dead-letter queue', { messageId: record.messageId });
  logger.warn('A roster chunk gave up after its retries', { jobId: parsed.output.jobId, chunk: parsed.output.chunk });
  await failChunk(BUCKET, parsed.output);
};

/** Chunks that never got through: their rows are reported as failed, so the job ends and says what to do. */
export const handler = async (event: SQSEvent, context: Context) => {
  startInvocation(context);
  return processPartialResponse(event, failRecord, processor, { context });
};
