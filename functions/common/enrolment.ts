import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamodb.js';
import { keys, tableName } from './table.js';

/**
 * A child being removed carries `removal` on their profile from the moment an admin asks (functions/removal/admin-removals.handler.ts),
 * until the removal job deletes the profile, last of all their items. Every function that writes a child's items
 * reads the profile consistently first and stops if it is marked (or gone): so no write under the child can start
 * after the mark, and the job, which starts only once every request that began before the mark has timed out
 * (STUDENT_REMOVAL_QUEUE.graceSeconds), deletes a child nothing writes to any more. Module saves need no read: they
 * are conditional on the module existing, and the job waits out their last class-row update after deleting them.
 */
export interface RemovalMark {
  job: string;
  at: number;
  by: string;
}

export const removalOf = (profile: Record<string, unknown> | undefined): RemovalMark | undefined => {
  const mark = profile?.removal as Partial<RemovalMark> | undefined;
  return mark && typeof mark.job === 'string' ? { job: mark.job, at: Number(mark.at), by: String(mark.by) } : undefined;
};

/** Whether the child exists and is not being removed: one consistent read of their profile, before writing. */
export const isEnrolled = async (studentId: string): Promise<boolean> => {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.profile(studentId), ProjectionExpression: 'pk, removal', ConsistentRead: true }),
  );
  return Item !== undefined && removalOf(Item) === undefined;
};
