import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { dynamo } from '../common/clients/dynamodb.js';
import { EXPORT_DAYS, EXPORTS_PREFIX } from './export-files.js';
import { conditionalPut, isConditionalCheckFailed, keys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

/**
 * A child's data export as a job, `EXPORT#{job}` / `JOB`: who asked, whose child (by id only, never a name), where it
 * stands and, once built, the zip's key. It lives as long as its zip (a day, DynamoDB's TTL): after that there is
 * nothing left to download.
 */
export const exportKey = keys.exportJob;

export type ExportPhase = 'building' | 'done';

export interface ExportJob {
  id: string;
  student_id: string;
  school: string;
  created_by: string;
  created_at: string;
  phase: ExportPhase;
  /** the zip's key, once built */
  key?: string;
  size?: number;
  finished_at?: string;
}

export const exportMessageSchema = v.strictObject({ jobId: v.pipe(v.string(), v.uuid()) });

export const exportZipKey = (job: Pick<ExportJob, 'id' | 'student_id'>) => `${EXPORTS_PREFIX}${job.id}/waw-child-${job.student_id}.zip`;

const toJob = (item: Record<string, unknown>): ExportJob => ({
  id: String(item.id),
  student_id: String(item.student_id),
  school: String(item.school),
  created_by: String(item.created_by),
  created_at: String(item.created_at),
  phase: item.phase === 'done' ? 'done' : 'building',
  ...(typeof item.key === 'string' ? { key: item.key } : {}),
  ...(typeof item.size === 'number' ? { size: item.size } : {}),
  ...(typeof item.finished_at === 'string' ? { finished_at: item.finished_at } : {}),
});

/**
 * Creates a new job; false if its id exists already (a UUID never should). First an entry under the child naming the
 * job and where its zip will be (`EXPORT#STUDENT#{child}` / `JOB#{job}`), so the child's removal finds every export of
 * theirs, built or not, and deletes it with its zip (functions/removal/removal-steps.ts).
 */
export const createExportJob = async (
  job: Pick<ExportJob, 'id' | 'student_id' | 'school' | 'created_by'>,
  bucket: string,
  now = clock.now(),
): Promise<boolean> => {
  const expiresAt = Math.floor(now / 1000) + EXPORT_DAYS * 24 * 3600;
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.childExport(job.student_id, job.id), job_id: job.id, bucket, zip_key: exportZipKey(job), expires_at: expiresAt },
    }),
  );
  return conditionalPut({
    TableName: tableName(),
    Item: {
      ...exportKey(job.id),
      ...job,
      phase: 'building',
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
};

export const getExportJob = async (jobId: string): Promise<ExportJob | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: exportKey(jobId), ConsistentRead: true }));
  return Item ? toJob(Item) : undefined;
};

/** Marks the job built, once: a message delivered again after that finds it done (false) and changes nothing. */
export const finishExportJob = async (jobId: string, key: string, size: number): Promise<boolean> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: exportKey(jobId),
        UpdateExpression: 'SET #phase = :done, #key = :key, #size = :size, finished_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND #phase <> :done',
        ExpressionAttributeNames: { '#phase': 'phase', '#key': 'key', '#size': 'size' },
        ExpressionAttributeValues: { ':done': 'done', ':key': key, ':size': size, ':at': clock.nowIso() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};
