import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { STUDENT_REMOVAL_QUEUE } from '../routes.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { logger } from '../common/logger.js';
import { startRemoval } from '../removal/removal-mark.js';
import { SCHOOL_INDEX } from '../common/school-index.js';
import { addToReport, advanceSchoolDeletion, finishedFields, getSchoolDeletion, type SchoolDeletionJob } from './school-deletion-job.js';
import { keys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

export interface SchoolDeletionContext {
  /** queues the job's next step after `seconds` */
  later: (school: string, seconds: number) => Promise<void>;
  now?: () => number;
}

/** Children a step reads and starts removals for: each is a read, a mark, a put and a message, well inside the timeout. */
export const CHILDREN_PER_STEP = 25;
/** Items a step deletes of the school's own before it queues the next step. */
export const ITEMS_PER_STEP = 500;
/** How long a finished pass waits before the next looks whether every child's removal has ended. */
export const PASS_PAUSE_SECONDS = 30;

/** The school's own partitions, deleted in this order once no child is left; the report counts each by this name. */
export const schoolPartitions = (school: string) =>
  [
    ['sign_ins_and_cards', `SCHOOL#${school}`],
    ['classes', `CLASS#${school}`],
    ['search_entries', `SEARCH#${school}`],
    ['last_sign_ins', `SEEN#${school}`],
  ] as const;

const profileOf = async (studentId: string) =>
  (await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(studentId), ConsistentRead: true }))).Item;

/**
 * One page of a pass over the school's children (the bySchool index): every child not yet being removed is marked and
 * their removal started by the job's creator. A pass that found children waits and passes again, since their
 * removals end on their own time (and a roster import under way may still add one); a pass that finds none ends it.
 */
const childrenStep = async (job: SchoolDeletionJob, context: SchoolDeletionContext) => {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: SCHOOL_INDEX.name,
      KeyConditionExpression: '#school = :school',
      ExpressionAttributeNames: { '#school': SCHOOL_INDEX.partitionKey },
      ExpressionAttributeValues: { ':school': job.school },
      Limit: CHILDREN_PER_STEP,
      ...(job.cursor ? { ExclusiveStartKey: JSON.parse(job.cursor) as Record<string, unknown> } : {}),
    }),
  );
  const found = page.Items ?? [];
  let lastMarkedAt = job.last_marked_at;
  for (const entry of found) {
    // The index is eventually consistent: the profile itself says whether the child is still there.
    const profile = await profileOf(String(entry.id));
    if (!profile || String(profile.school_identifier) !== job.school) continue;
    const started = await startRemoval(profile, job.created_by);
    if (started) lastMarkedAt = Math.max(lastMarkedAt, started.markedAt);
  }
  const seen = job.pass_seen + found.length;
  if (page.LastEvaluatedKey) {
    const counted = { pass_seen: seen, children_total: Math.max(job.children_total, seen), last_marked_at: lastMarkedAt };
    if (await advanceSchoolDeletion(job, { ...counted, cursor: JSON.stringify(page.LastEvaluatedKey) })) {
      await context.later(job.school, 0);
    }
    return;
  }
  const total = Math.max(job.children_total, seen);
  if (seen > 0) {
    if (
      await advanceSchoolDeletion(job, {
        pass: job.pass + 1,
        pass_seen: 0,
        cursor: '',
        children_total: total,
        children_left: seen,
        last_marked_at: lastMarkedAt,
      })
    ) {
      await context.later(job.school, PASS_PAUSE_SECONDS);
    }
    return;
  }
  // A roster row that checked the school just before the mark may still be adding its child for as long as the
  // import worker may run (the removal's grace covers every function that writes a child's items): only a pass made
  // after that, with a pass's pause to spare, has seen every child the school will ever have.
  const graceLeft =
    Date.parse(job.created_at) + (STUDENT_REMOVAL_QUEUE.graceSeconds + PASS_PAUSE_SECONDS) * 1000 - (context.now ?? clock.now)();
  if (graceLeft > 0) {
    if (await advanceSchoolDeletion(job, { pass: job.pass + 1, pass_seen: 0, cursor: '', children_total: total, children_left: 0 })) {
      await context.later(job.school, Math.ceil(graceLeft / 1000));
    }
    return;
  }
  if (await advanceSchoolDeletion(job, { phase: 'school', pass: 0, cursor: '', children_total: total, children_left: 0 })) {
    await context.later(job.school, 0);
  }
};

/**
 * Deletes up to `budget` items of one partition: how many it found, and how many of those this call deleted (another
 * copy of the step may have deleted some first).
 */
const deletePartition = async (pk: string, budget: number): Promise<{ found: number; deleted: number }> => {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk',
      Limit: budget,
      ConsistentRead: true,
    }),
  );
  let deleted = 0;
  for (const item of Items) {
    const { Attributes } = await dynamo.send(
      new DeleteCommand({ TableName: tableName(), Key: { pk: String(item.pk), sk: String(item.sk) }, ReturnValues: 'ALL_OLD' }),
    );
    if (Attributes) deleted += 1;
  }
  return { found: Items.length, deleted };
};

/**
 * The school's own items once no child is left: its partitions, then its entry in the district's list. Counts go on
 * the job's report as they are deleted; a step that used its budget queues the next.
 */
const schoolStep = async (job: SchoolDeletionJob, context: SchoolDeletionContext) => {
  const counts: Record<string, number> = {};
  let budget = ITEMS_PER_STEP;
  for (const [kind, pk] of schoolPartitions(job.school)) {
    for (let found = -1; found !== 0 && budget > 0;) {
      const step = await deletePartition(pk, budget);
      found = step.found;
      budget -= step.found;
      counts[kind] = (counts[kind] ?? 0) + step.deleted;
    }
    if (budget === 0) {
      // What this step deleted goes on the report whether or not it moves the job on: a copy of this step that ran
      // too finds the pass moved on and queues nothing, and each deletion was counted by the copy that made it.
      await addToReport(job.school, counts);
      if (await advanceSchoolDeletion(job, { pass: job.pass + 1 })) await context.later(job.school, 0);
      return;
    }
  }
  await addToReport(job.school, counts);
  // A child's profile goes before their removal's last sweep for videos signed before the mark: the school is done
  // only once every such sweep has run.
  const untilSwept = job.last_marked_at + (STUDENT_REMOVAL_QUEUE.uploadWindowSeconds + 30) * 1000 - (context.now ?? clock.now)();
  if (untilSwept > 0) {
    if (await advanceSchoolDeletion(job, { pass: job.pass + 1 })) await context.later(job.school, Math.ceil(untilSwept / 1000));
    return;
  }
  const { Attributes } = await dynamo.send(
    new DeleteCommand({ TableName: tableName(), Key: keys.school(job.school), ReturnValues: 'ALL_OLD' }),
  );
  await addToReport(job.school, { school_entry: Attributes ? 1 : 0 });
  if (await advanceSchoolDeletion(job, finishedFields())) {
    const report = (await getSchoolDeletion(job.school))?.report;
    logger.info('School deletion finished', { school: job.school, by: job.created_by, children: job.children_total, report });
  }
};

/** Runs the school deletion's next step; safe to run again, and a copy of a step that another ran already stops. */
export const runSchoolDeletion = async (school: string, context: SchoolDeletionContext): Promise<void> => {
  const job = await getSchoolDeletion(school);
  if (!job || job.phase === 'done') return;
  if (job.phase === 'children') return childrenStep(job, context);
  return schoolStep(job, context);
};
