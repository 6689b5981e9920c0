import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { dynamo } from '../common/clients/dynamodb.js';
import { conditionalPut, isConditionalCheckFailed, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

/**
 * A child's removal as a job, `REMOVAL#{job}` / `JOB`: who asked, whose child, where it stands. It names the child by
 * id only (never their name), is kept a month after it ends (DynamoDB's TTL) so the admin can see it finished, and
 * records what a later step needs once the items that said it are gone: the child's identity ids (their videos'
 * folders) and card ids (their sign-in budgets).
 */
export const removalKey = (jobId: string) => ({ pk: `REMOVAL#${jobId}`, sk: 'JOB' });
const KEPT_SECONDS = 30 * 24 * 3600;

/** waiting: until no request that saw the child enrolled can still run; deleting; videos: the last uploads' window. */
export type RemovalPhase = 'waiting' | 'deleting' | 'videos' | 'done';

export interface RemovalJob {
  id: string;
  student_id: string;
  school: string;
  class_id: string;
  created_by: string;
  created_at: string;
  /** when the child was marked removing (ms): every wait of the job counts from here */
  marked_at: number;
  phase: RemovalPhase;
  identity_ids: string[];
  card_ids: string[];
  /** when the child's own items were deleted (ms): their class row goes once saves that began before have ended */
  swept_at?: number;
  finished_at?: string;
}

export const removalMessageSchema = v.strictObject({ jobId: v.pipe(v.string(), v.uuid()) });
export type RemovalMessage = v.InferOutput<typeof removalMessageSchema>;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

const toJob = (item: Record<string, unknown>): RemovalJob => ({
  id: String(item.id),
  student_id: String(item.student_id),
  school: String(item.school),
  class_id: String(item.class_id),
  created_by: String(item.created_by),
  created_at: String(item.created_at),
  marked_at: Number(item.marked_at),
  phase: (['waiting', 'deleting', 'videos', 'done'] as const).find((phase) => phase === item.phase) ?? 'waiting',
  identity_ids: strings(item.identity_ids),
  card_ids: strings(item.card_ids),
  ...(typeof item.swept_at === 'number' ? { swept_at: item.swept_at } : {}),
  ...(typeof item.finished_at === 'string' ? { finished_at: item.finished_at } : {}),
});

/** Creates the job once; creating it again (an admin's repeated request for the same mark) changes nothing. */
export const createRemovalJob = async (job: Omit<RemovalJob, 'phase' | 'identity_ids' | 'card_ids'>): Promise<void> => {
  await conditionalPut({
    TableName: tableName(),
    Item: { ...removalKey(job.id), ...job, phase: 'waiting', identity_ids: [], card_ids: [] },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
};

export const getRemovalJob = async (jobId: string): Promise<RemovalJob | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: removalKey(jobId), ConsistentRead: true }));
  return Item ? toJob(Item) : undefined;
};

/** Sets fields of the job; a finished job is never changed again (false then). */
export const updateRemovalJob = async (
  jobId: string,
  fields: Partial<Omit<RemovalJob, 'id'>> & { expires_at?: number },
): Promise<boolean> => {
  const entries = Object.entries(fields);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: removalKey(jobId),
        UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND #phase <> :done',
        ExpressionAttributeNames: { ...Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])), '#phase': 'phase' },
        ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, value], index) => [`:f${index}`, value])), ':done': 'done' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};

/**
 * Ends the job, once: the ids it kept for its own steps go, and what stays for a month is the record of who removed
 * which student id when (no name, no data of the child). False when it had ended already.
 */
export const finishRemovalJob = async (jobId: string): Promise<boolean> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: removalKey(jobId),
        UpdateExpression: 'SET #phase = :done, finished_at = :at, expires_at = :expires REMOVE identity_ids, card_ids',
        ConditionExpression: 'attribute_exists(pk) AND #phase <> :done',
        ExpressionAttributeNames: { '#phase': 'phase' },
        ExpressionAttributeValues: {
          ':done': 'done',
          ':at': clock.nowIso(),
          ':expires': clock.nowSeconds() + KEPT_SECONDS,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};
