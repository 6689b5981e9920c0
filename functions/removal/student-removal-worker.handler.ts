import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import { startInvocation } from '../common/clients/retries.js';
import { requireEnv } from '../common/env.js';
import { logger } from '../common/logger.js';
import { removalMessageSchema } from './removal-job.js';
import { queueRemoval, queueSchoolDeletion } from './removal-queue.js';
import { runRemoval } from './removal-worker.js';
import { schoolDeletionMessageSchema } from '../school-deletion/school-deletion-job.js';
import { runSchoolDeletion } from '../school-deletion/school-deletion-worker.js';

const BUCKET = requireEnv('RECORDINGS_BUCKET');
const IDENTITY_POOL_ID = requireEnv('IDENTITY_POOL_ID');
const processor = new BatchProcessor(EventType.SQS);

const jsonOf = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

const removeRecord = async (record: SQSRecord) => {
  const body = jsonOf(record.body);
  const school = v.safeParse(schoolDeletionMessageSchema, body);
  if (school.success) return runSchoolDeletion(school.output.schoolDeletion, { later: queueSchoolDeletion });
  const parsed = v.safeParse(removalMessageSchema, body);
  // Nothing of ours: retrying would not make it readable.
  if (!parsed.success) return logger.error('An unreadable removal message was dropped', { messageId: record.messageId });
  await runRemoval(parsed.output.jobId, { bucket: BUCKET, identityPoolId: IDENTITY_POOL_ID, later: queueRemoval });
};

/** Children's removal jobs and schools' deletion steps, one a message; a message that fails comes back and the job goes on where it stopped. */
export const handler = async (event: SQSEvent, context: Context) => {
  startInvocation(context);
  return processPartialResponse(event, removeRecord, processor, { context, processInParallel: false });
};
