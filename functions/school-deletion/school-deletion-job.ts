import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { dynamo } from '../common/clients/dynamodb.js';
import { conditionalPut, isConditionalCheckFailed, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

/**
 * A school's deletion as a job, `SCHOOLDEL#{school}` / `JOB`, one per school id: its existence is also the mark every
 * admin call reads (functions/admins/admin.ts), so it is written first and outlives the school's items. It is kept a
 * month after it ends (DynamoDB's TTL): longer than any id token that still names the school's groups, so the school's
 * admins stay out, and the district sees what was deleted. It holds counts only, never a child's id or name.
 */
export const schoolDeletionKey = (school: string) => ({ pk: `SCHOOLDEL#${school}`, sk: 'JOB' });
const KEPT_SECONDS = 30 * 24 * 3600;

/** children: removals started pass by pass until a pass finds no child left; school: the school's own items. */
export type SchoolDeletionPhase = 'children' | 'school' | 'done';

export interface SchoolDeletionJob {
  school: string;
  created_by: string;
  created_at: string;
  phase: SchoolDeletionPhase;
  /** the most children one pass found: the total the progress counts against */
  children_total: number;
  /** children a whole pass still found (their removals not finished) */
  children_left: number;
  /** the current pass (or step, once the school's own items go): every write of the job names the one it read */
  pass: number;
  /** the current pass: children seen so far, and where its next page starts (a bySchool key, as JSON) */
  pass_seen: number;
  cursor: string;
  /** the latest removal mark of its children (ms): their removals' last video sweeps end uploadWindowSeconds later */
  last_marked_at: number;
  /** items deleted, by kind */
  report: Record<string, number>;
  finished_at?: string;
}

export const schoolDeletionMessageSchema = v.strictObject({ schoolDeletion: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

const toJob = (item: Record<string, unknown>): SchoolDeletionJob => ({
  school: String(item.school),
  created_by: String(item.created_by),
  created_at: String(item.created_at),
  phase: (['children', 'school', 'done'] as const).find((phase) => phase === item.phase) ?? 'children',
  children_total: Number(item.children_total ?? 0),
  children_left: Number(item.children_left ?? 0),
  pass: Number(item.pass ?? 0),
  pass_seen: Number(item.pass_seen ?? 0),
  cursor: typeof item.cursor === 'string' ? item.cursor : '',
  last_marked_at: Number(item.last_marked_at ?? 0),
  report: Object.fromEntries(Object.entries((item.report ?? {}) as Record<string, unknown>).map(([kind, n]) => [kind, Number(n)])),
  ...(typeof item.finished_at === 'string' ? { finished_at: item.finished_at } : {}),
});

/** Marks the school deleted by creating its job; false when it was marked already (the job that stands goes on). */
export const createSchoolDeletion = async (school: string, by: string): Promise<boolean> =>
  conditionalPut({
    TableName: tableName(),
    Item: {
      ...schoolDeletionKey(school),
      school,
      created_by: by,
      created_at: clock.nowIso(),
      phase: 'children',
      children_total: 0,
      children_left: 0,
      pass: 0,
      pass_seen: 0,
      cursor: '',
      last_marked_at: 0,
      report: {},
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });

export const getSchoolDeletion = async (school: string): Promise<SchoolDeletionJob | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: schoolDeletionKey(school), ConsistentRead: true }));
  return Item ? toJob(Item) : undefined;
};

/**
 * Sets fields of the job while it is still where the caller read it (same phase, pass and cursor): a message delivered twice
 * moves it on once, and the copy that lost finds false and stops. A finished job never changes.
 */
export const advanceSchoolDeletion = async (
  seen: Pick<SchoolDeletionJob, 'school' | 'phase' | 'pass' | 'cursor'>,
  fields: Partial<Omit<SchoolDeletionJob, 'school'>> & { expires_at?: number },
): Promise<boolean> => {
  const entries = Object.entries(fields);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: schoolDeletionKey(seen.school),
        UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
        ConditionExpression: '#phase = :phase AND #pass = :pass AND #cursor = :cursor AND #phase <> :done',
        ExpressionAttributeNames: {
          ...Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
          '#phase': 'phase',
          '#pass': 'pass',
          '#cursor': 'cursor',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([, value], index) => [`:f${index}`, value])),
          ':phase': seen.phase,
          ':pass': seen.pass,
          ':cursor': seen.cursor,
          ':done': 'done',
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};

/**
 * Adds to the job's report what a step itself deleted. Each item is counted by the one delete that found it (its old
 * value came back), whichever copy of a step that was, and the counts are added, not set: two copies of a step
 * running at once (a message delivered twice, or the job queued again) neither lose a count nor double one.
 */
export const addToReport = async (school: string, counts: Record<string, number>): Promise<void> => {
  const entries = Object.entries(counts);
  if (entries.length === 0) return;
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: schoolDeletionKey(school),
      UpdateExpression: `ADD ${entries.map((_, index) => `#report.#k${index} :n${index}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#report': 'report', ...Object.fromEntries(entries.map(([kind], index) => [`#k${index}`, kind])) },
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, count], index) => [`:n${index}`, count])),
    }),
  );
};

/** The fields that end a job: it is kept a month from now. */
export const finishedFields = () => ({
  phase: 'done' as const,
  finished_at: clock.nowIso(),
  expires_at: clock.nowSeconds() + KEPT_SECONDS,
});

/** Which of these schools are deleted (or being deleted): one read each, consistent, so a deletion counts at once. */
export const deletedSchools = async (schools: readonly string[]): Promise<Set<string>> => {
  const found = await Promise.all(
    schools.map(async (school) => {
      const { Item } = await dynamo.send(
        new GetCommand({ TableName: tableName(), Key: schoolDeletionKey(school), ProjectionExpression: 'pk', ConsistentRead: true }),
      );
      return Item ? school : undefined;
    }),
  );
  return new Set(found.filter((school): school is string => school !== undefined));
};
