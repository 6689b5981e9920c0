import type { RosterRow } from '@domain/roster-row.js';
import { checkedKey, uploadKey } from './import-files.js';
import { getJobItem, recordChunk, type ChunkMessage, type RowResult } from './import-job.js';
import { logger } from '../common/logger.js';
import { normaliseSchool, normaliseUsername } from '../common/normalise.js';
import { ChildBeingRemoved, SchoolBeingDeleted, addStudent } from './roster.js';
import { parseRoster } from './roster-parse.js';
import { isMissingObject, s3 } from '../common/clients/s3.js';

/** The CSV's first line is its header: row i of the file is on line i + 2. */
const lineOf = (index: number) => index + 2;

export const ROW_FAILED = 'This row could not be imported. Import the file again to try it once more.';

/**
 * The rows of the checked copy a job reads: every one of them passed the same checks when the job started. null
 * when the copy is gone (the bucket's lifecycle rule removes it after a day, so a job restarted later finds none).
 */
const readRows = async (bucket: string, jobId: string): Promise<RosterRow[] | null> => {
  const { client, sdk } = await s3();
  try {
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: checkedKey(jobId) }));
    const parsed = parseRoster(await object.Body!.transformToString('utf8'));
    return parsed.ok ? parsed.rows : null;
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
};

/** The job's files go as soon as it ends: they hold passwords. (A lifecycle rule removes them after a day anyway.) */
const removeFiles = async (bucket: string, jobId: string) => {
  const { client, sdk } = await s3();
  for (const key of [checkedKey(jobId), uploadKey(jobId)]) await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
};

const finishChunk = async (bucket: string, message: ChunkMessage, rows: RowResult[]) => {
  const { job, finished } = await recordChunk(message.jobId, message.chunk, rows);
  if (finished) {
    await removeFiles(bucket, message.jobId);
    logger.info('Roster import finished', {
      jobId: job.id,
      total: job.total,
      added: job.added,
      existing: job.existing,
      failed: job.failed,
    });
  }
};

/**
 * Imports one chunk of a job's rows. A row that fails is retried with its whole chunk (every write is idempotent)
 * until the last delivery, where it is reported as failed instead so the job still ends.
 */
export const importChunk = async (bucket: string, message: ChunkMessage, lastAttempt: boolean): Promise<void> => {
  const stored = await getJobItem(message.jobId);
  if (!stored || stored.done.has(message.chunk)) return;
  const rows = await readRows(bucket, message.jobId);
  // It will not come back: retrying would only hold the job open until the dead-letter queue ends it the same way.
  if (!rows) {
    logger.warn('The checked roster of an import is gone: its chunk fails', { jobId: message.jobId, chunk: message.chunk });
    return failChunk(bucket, message);
  }
  const results: RowResult[] = [];
  for (const [offset, row] of rows.slice(message.first, message.first + message.count).entries()) {
    const base = {
      line: lineOf(message.first + offset),
      username: normaliseUsername(row.username),
      school: normaliseSchool(row.school_identifier),
    };
    try {
      results.push({ ...base, result: await addStudent(row, message.jobId) });
    } catch (error) {
      // Not a failure to retry: the row's child is being removed, or its school deleted, and the row says so.
      if (error instanceof ChildBeingRemoved || error instanceof SchoolBeingDeleted) {
        results.push({ ...base, result: 'failed', message: error.message });
        continue;
      }
      if (!lastAttempt) throw error;
      logger.error('A roster row failed on its last attempt', { jobId: message.jobId, line: base.line, error: error as Error });
      results.push({ ...base, result: 'failed', message: ROW_FAILED });
    }
  }
  await finishChunk(bucket, message, results);
};

/**
 * A chunk that never got through (its messages went to the dead-letter queue, e.g. after timeouts, or its checked
 * copy is gone): its rows are reported as failed, by line, so the job ends and the admin can run the file again;
 * rows already added stay added. The file is not read: a chunk that could not be imported must still end when the
 * file is what is missing.
 */
export const failChunk = async (bucket: string, message: ChunkMessage): Promise<void> => {
  const stored = await getJobItem(message.jobId);
  if (!stored || stored.done.has(message.chunk)) return;
  const results: RowResult[] = Array.from({ length: message.count }, (_, offset) => ({
    line: lineOf(message.first + offset),
    username: '',
    school: '',
    result: 'failed',
    message: ROW_FAILED,
  }));
  await finishChunk(bucket, message, results);
};
