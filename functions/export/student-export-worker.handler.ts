import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import { startInvocation } from '../common/clients/retries.js';
import { requireEnv } from '../common/env.js';
import { exportMessageSchema } from './export-job.js';
import { runExport } from './export-worker.js';
import { logger } from '../common/logger.js';

const places = {
  recordingsBucket: requireEnv('RECORDINGS_BUCKET'),
  exportsBucket: requireEnv('EXPORTS_BUCKET'),
  identityPoolId: requireEnv('IDENTITY_POOL_ID'),
};
const processor = new BatchProcessor(EventType.SQS);

const jsonOf = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

const exportRecord = async (record: SQSRecord) => {
  const parsed = v.safeParse(exportMessageSchema, jsonOf(record.body));
  // Nothing of ours: retrying would not make it readable.
  if (!parsed.success) return logger.error('An unreadable export message was dropped', { messageId: record.messageId });
  await runExport(parsed.output.jobId, places);
};

/** Children's data exports, one a message; a message that fails comes back and the export is built again. */
export const handler = async (event: SQSEvent, context: Context) => {
  startInvocation(context);
  return processPartialResponse(event, exportRecord, processor, { context, processInParallel: false });
};
