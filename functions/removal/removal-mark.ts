import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../common/clients/dynamodb.js';
import { removalOf, type RemovalMark } from '../common/enrolment.js';
import { STUDENT_REMOVAL_QUEUE } from '../routes.js';
import { createRemovalJob } from './removal-job.js';
import { queueRemoval } from './removal-queue.js';
import { isConditionalCheckFailed, keys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

/** Marks the child removing, in one write that holds only while nobody else marked them: the mark that stands. */
export const markRemoving = async (studentId: string, school: string, wanted: RemovalMark): Promise<RemovalMark | undefined> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(studentId),
        UpdateExpression: 'SET removal = :mark',
        ConditionExpression: 'attribute_exists(pk) AND school_identifier = :school AND attribute_not_exists(removal)',
        ExpressionAttributeValues: { ':mark': wanted, ':school': school },
      }),
    );
    return wanted;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(studentId), ConsistentRead: true }));
    return removalOf(Item);
  }
};

/**
 * Starts a child's removal, or picks up the one under way: marks them (from then on they cannot sign in and nothing of
 * theirs is saved), creates the job and queues it for when the grace period ends. Queueing a job under way again is
 * harmless (its steps are idempotent) and picks up one whose message was lost. Undefined when the child is gone.
 */
export const startRemoval = async (
  profile: Record<string, unknown>,
  by: string,
): Promise<{ jobId: string; again: boolean; markedAt: number } | undefined> => {
  const studentId = String(profile.id);
  const school = String(profile.school_identifier);
  const existing = removalOf(profile);
  const standing = existing ?? (await markRemoving(studentId, school, { job: randomUUID(), at: clock.now(), by }));
  if (!standing) return undefined;
  await createRemovalJob({
    id: standing.job,
    student_id: studentId,
    school,
    class_id: String(profile.class_id),
    created_by: standing.by,
    created_at: new Date(standing.at).toISOString(),
    marked_at: standing.at,
  });
  await queueRemoval(standing.job, Math.ceil((standing.at + STUDENT_REMOVAL_QUEUE.graceSeconds * 1000 - clock.now()) / 1000));
  return { jobId: standing.job, again: existing !== undefined, markedAt: standing.at };
};
