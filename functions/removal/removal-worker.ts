import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { STUDENT_REMOVAL_QUEUE } from '../routes.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { removalOf } from '../common/enrolment.js';
import { logger } from '../common/logger.js';
import { finishRemovalJob, getRemovalJob, updateRemovalJob, type RemovalJob } from './removal-job.js';
import {
  cardsOf,
  childOf,
  deleteClassRow,
  deleteExports,
  deleteIdentity,
  deleteProfile,
  deleteSignInsAndIndexes,
  deleteStudentItems,
  deleteVideos,
  identitiesOf,
} from './removal-steps.js';
import { keys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';
import { forgetImportRows } from '../rosters/import-job.js';

export interface RemovalContext {
  bucket: string;
  identityPoolId: string;
  /** queues the job again after `seconds` (SQS's DelaySeconds, at most 900) */
  later: (jobId: string, seconds: number) => Promise<void>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const profileOf = async (studentId: string) =>
  (await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(studentId), ConsistentRead: true }))).Item;

/** Deletes everything of the child the table holds, profile last; each part safe to run again. */
const deleteChild = async (job: RemovalJob, profile: Record<string, unknown>, context: Required<RemovalContext>) => {
  const child = childOf(profile);
  let { swept_at: sweptAt } = job;
  if (sweptAt === undefined) {
    await updateRemovalJob(job.id, { phase: 'deleting' });
    // Ids the later steps need are kept on the job before the items that name them go.
    const identityIds = [...new Set([...job.identity_ids, ...(await identitiesOf(context.identityPoolId, child.id))])];
    const cardIds = [...new Set([...job.card_ids, ...(await cardsOf(child))])];
    await updateRemovalJob(job.id, { identity_ids: identityIds, card_ids: cardIds });
    for (const identityId of identityIds) {
      await deleteVideos(context.bucket, identityId);
      await deleteIdentity(context.identityPoolId, identityId);
    }
    await deleteSignInsAndIndexes(child, cardIds);
    await forgetImportRows(child.school, child.username);
    await deleteExports(child.id);
    await deleteStudentItems(child.id);
    sweptAt = context.now();
    await updateRemovalJob(job.id, { swept_at: sweptAt });
  }
  // A save whose module write landed just before the modules went may still move its class row: let it finish.
  const wait = sweptAt + STUDENT_REMOVAL_QUEUE.saveWindowSeconds * 1000 - context.now();
  if (wait > 0) await context.sleep(wait);
  await deleteClassRow(child);
  await deleteProfile(child.id, job.id);
};

/**
 * Runs a child's removal job as far as it can go now: waits (by queueing itself again) until nothing can still
 * write under the child, deletes everything of theirs, then once the last video upload signed before the mark
 * could have landed, sweeps their videos' folders again and finishes. Safe to run again at any point.
 */
export const runRemoval = async (jobId: string, given: RemovalContext): Promise<void> => {
  const context: Required<RemovalContext> = {
    now: clock.now,
    sleep: clock.sleep,
    ...given,
  };
  const job = await getRemovalJob(jobId);
  if (!job || job.phase === 'done') return;
  const untilGrace = job.marked_at + STUDENT_REMOVAL_QUEUE.graceSeconds * 1000 - context.now();
  if (untilGrace > 0) return context.later(jobId, Math.ceil(untilGrace / 1000));

  const profile = await profileOf(job.student_id);
  // No profile, or one marked by another job: the child's items are gone already (the profile goes last).
  if (profile && removalOf(profile)?.job === jobId) await deleteChild(job, profile, context);

  const current = (await getRemovalJob(jobId)) ?? job;
  const untilUploads = job.marked_at + STUDENT_REMOVAL_QUEUE.uploadWindowSeconds * 1000 - context.now();
  if (untilUploads > 0) {
    await updateRemovalJob(jobId, { phase: 'videos' });
    return context.later(jobId, Math.ceil(untilUploads / 1000));
  }
  for (const identityId of current.identity_ids) await deleteVideos(context.bucket, identityId);
  if (await finishRemovalJob(jobId)) {
    logger.info('Student removal finished', { jobId, studentId: job.student_id, by: job.created_by });
  }
};
