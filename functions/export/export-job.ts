import { GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
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
  /** when the creator's invocation ends: until then it alone may send the job's message (claimQueueing) */
  queueClaimUntil: number,
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
      queue_claim_until: queueClaimUntil,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
};

/**
 * A repeat of a child's export request within this long answers the job the first one started: the same request sent
 * again after its answer was lost, a second click, two tabs. A parent's new request after that makes a new zip.
 */
export const EXPORT_REPEAT_SECONDS = 300;

/**
 * The job that answers a request to export this child: `jobId`, claimed now by a conditional write, unless a request
 * in the last EXPORT_REPEAT_SECONDS claimed one first, whose job (and the admin who asked) answer instead.
 */
export const claimExportRequest = async (
  studentId: string,
  jobId: string,
  createdBy: string,
  now = clock.now(),
): Promise<{ jobId: string; createdBy: string }> => {
  const key = keys.exportRequest(studentId);
  // Twice at most: the claim met is deleted before it is read only by the child's removal, which the next claim then wins.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimed = await conditionalPut({
      TableName: tableName(),
      Item: { ...key, job_id: jobId, created_by: createdBy, requested_at: now, expires_at: Math.floor(now / 1000) + EXPORT_REPEAT_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk) OR requested_at <= :before',
      ExpressionAttributeValues: { ':before': now - EXPORT_REPEAT_SECONDS * 1000 },
    });
    if (claimed) return { jobId, createdBy };
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (Item) return { jobId: String(Item.job_id), createdBy: String(Item.created_by) };
  }
  throw new Error(`The export request of ${studentId} could not be claimed`);
};

/**
 * Claims the sending of a job's message, so a job is queued once however often it is asked for: false once it was
 * sent (`queued_at`), when it is built, or while another invocation holds the claim (until that invocation's end,
 * when it can no longer be sending). A claim whose holder failed to send, or died, runs out and is taken again here.
 */
export const claimQueueing = async (jobId: string, until: number, now = clock.now()): Promise<boolean> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: exportKey(jobId),
        UpdateExpression: 'SET queue_claim_until = :until',
        ConditionExpression:
          'attribute_exists(pk) AND #phase <> :done AND attribute_not_exists(queued_at) AND (attribute_not_exists(queue_claim_until) OR queue_claim_until < :now)',
        ExpressionAttributeNames: { '#phase': 'phase' },
        ExpressionAttributeValues: { ':until': until, ':now': now, ':done': 'done' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};

/** Changes a job that still exists; one its child's removal deleted meanwhile is not written back. */
const updateJob = async (jobId: string, update: Pick<UpdateCommandInput, 'UpdateExpression' | 'ExpressionAttributeValues'>) => {
  try {
    await dynamo.send(
      new UpdateCommand({ TableName: tableName(), Key: exportKey(jobId), ConditionExpression: 'attribute_exists(pk)', ...update }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
};

/** The job's message was sent: no repeat sends it again. */
export const markQueued = (jobId: string): Promise<void> =>
  updateJob(jobId, { UpdateExpression: 'SET queued_at = :at', ExpressionAttributeValues: { ':at': clock.now() } });

/** The message could not be sent: the claim is given up at once, so the admin asking again sends it. */
export const releaseQueueing = (jobId: string): Promise<void> => updateJob(jobId, { UpdateExpression: 'REMOVE queue_claim_until' });
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
