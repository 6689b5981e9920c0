import { randomUUID } from 'node:crypto';
import { CognitoIdentityClient, DeleteIdentitiesCommand, LookupDeveloperIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STUDENT_REMOVAL_QUEUE } from '@functions/routes.js';
import { removalKey } from '@functions/removal/removal-job.js';
import { schoolDeletionKey } from '@functions/school-deletion/school-deletion-job.js';
import { keys } from '@functions/common/table.js';
import { awsError } from '../../support/aws-error.js';
import { lambdaContext } from '../events.js';
import { sqsEvent, sqsRecord } from '../sqs-events.js';
import { mockSignInKey } from '../../support/sign-in-key.js';

const QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/student-removals';
const BUCKET = 'waw-test-recordings';
vi.stubEnv('REMOVAL_QUEUE_URL', QUEUE_URL);
vi.stubEnv('RECORDINGS_BUCKET', BUCKET);
vi.stubEnv('USER_POOL_ID', 'us-east-1_TestPool');
const { handler } = await import('@functions/removal/student-removal-worker.handler.js');
// The S3 and SQS SDKs load on a function's first call that needs them; here before the tests fake the timers.
await (await import('@functions/common/clients/s3.js')).s3();
await (await import('@functions/common/clients/sqs.js')).sqs();

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const sqs = mockClient(SQSClient);
const identities = mockClient(CognitoIdentityClient);
mockSignInKey();
const TABLE = process.env.TABLE_NAME;
const NOW = Date.parse('2026-03-02T09:00:00.000Z');
const IDENTITY = 'us-east-1:0000aaaa-0000-4000-8000-000000000001';
const VIDEO = `recordings/${IDENTITY}/2026-03-01-hello.webm`;

const jobId = randomUUID();
const profile = {
  ...keys.profile('s1'),
  id: 's1',
  username: 'ada.l',
  first_name: 'Ada',
  last_name: 'Lovelace',
  class_id: 'class-a',
  school_identifier: 'DEMO',
  removal: { job: jobId, at: 0, by: 'admin-1' },
};
/** The job as the admin's call created it, marked `ago` ms before now, with `fields` on top. */
const job = (ago: number, fields: Record<string, unknown> = {}) => ({
  ...removalKey(jobId),
  id: jobId,
  student_id: 's1',
  school: 'DEMO',
  class_id: 'class-a',
  created_by: 'admin-1',
  created_at: new Date(NOW - ago).toISOString(),
  marked_at: NOW - ago,
  phase: 'waiting',
  identity_ids: [],
  card_ids: [],
  ...fields,
});
/** The table holds the job, and the child's profile marked by it unless `profileGone`. */
const table = (stored: Record<string, unknown>, { profileGone = false } = {}) => {
  dynamo.on(GetCommand, { Key: removalKey(jobId) }).resolves({ Item: stored });
  dynamo
    .on(GetCommand, { Key: keys.profile('s1') })
    .resolves(profileGone ? {} : { Item: { ...profile, removal: { ...profile.removal, at: stored.marked_at } } });
};
const run = () => handler(sqsEvent(sqsRecord('m-1', { jobId })), lambdaContext);
const writes = () => [...dynamo.commandCalls(PutCommand), ...dynamo.commandCalls(UpdateCommand), ...dynamo.commandCalls(DeleteCommand)];
const jobUpdates = () =>
  dynamo.commandCalls(UpdateCommand, { Key: removalKey(jobId) }).map((update) => update.args[0].input.ExpressionAttributeValues);
const queued = () => sqs.commandCalls(SendMessageCommand).map((send) => send.args[0].input);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
  for (const client of [dynamo, s3, sqs, identities]) client.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  identities.on(LookupDeveloperIdentityCommand).resolves({ IdentityId: IDENTITY });
  identities.on(DeleteIdentitiesCommand).resolves({ UnprocessedIdentityIds: [] });
  s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: VIDEO }] });
  s3.on(DeleteObjectCommand).resolves({});
  sqs.on(SendMessageCommand).resolves({ MessageId: 'next' });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the student removal worker', () => {
  it('queues a job still in its grace period again for the time left, touching nothing of the child', async () => {
    table(job(20_000));
    expect(await run()).toEqual({ batchItemFailures: [] });
    expect(queued()).toEqual([
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ jobId }), DelaySeconds: STUDENT_REMOVAL_QUEUE.graceSeconds - 20 },
    ]);
    expect(writes()).toHaveLength(0);
    expect(s3.calls()).toHaveLength(0);
    expect(identities.calls()).toHaveLength(0);
  });

  it('after the grace period deletes the child (videos, identity, sign-in, items), waits out the last save, then the profile, and waits for the uploads', async () => {
    const ago = (STUDENT_REMOVAL_QUEUE.graceSeconds + 1) * 1000;
    table(job(ago));
    let settled = false;
    const done = run().finally(() => (settled = true));
    // The worker waits the save window on the product's clock after its sweep: let that time pass, a second at a time.
    for (let second = 0; !settled && second < 2 * STUDENT_REMOVAL_QUEUE.saveWindowSeconds; second += 1)
      await vi.advanceTimersByTimeAsync(1_000);
    expect(await done).toEqual({ batchItemFailures: [] });

    expect(identities.commandCalls(LookupDeveloperIdentityCommand)[0]!.args[0].input).toEqual({
      IdentityPoolId: process.env.IDENTITY_POOL_ID,
      DeveloperUserIdentifier: 's1',
      MaxResults: 60,
    });
    expect(s3.commandCalls(ListObjectsV2Command)[0]!.args[0].input).toEqual({ Bucket: BUCKET, Prefix: `recordings/${IDENTITY}/` });
    expect(s3.commandCalls(DeleteObjectCommand).map((deleted) => deleted.args[0].input)).toEqual([{ Bucket: BUCKET, Key: VIDEO }]);
    expect(identities.commandCalls(DeleteIdentitiesCommand)[0]!.args[0].input).toEqual({ IdentityIdsToDelete: [IDENTITY] });

    const deletes = dynamo.commandCalls(DeleteCommand).map((deleted) => deleted.args[0].input);
    expect(deletes[0]).toEqual({ TableName: TABLE, Key: keys.identity(IDENTITY) });
    // The sign-in goes only while it is still this child's; the profile last, only while this job's mark is on it.
    expect(deletes).toContainEqual({
      TableName: TABLE,
      Key: keys.signIn('DEMO', 'ada.l'),
      ConditionExpression: 'student_id = :id',
      ExpressionAttributeValues: { ':id': 's1' },
    });
    expect(deletes.at(-1)).toEqual({
      TableName: TABLE,
      Key: keys.profile('s1'),
      ConditionExpression: 'removal.#job = :job',
      ExpressionAttributeNames: { '#job': 'job' },
      ExpressionAttributeValues: { ':job': jobId },
    });
    // The job keeps what later steps need, and when it swept, before the phases move on.
    expect(jobUpdates()).toEqual([
      { ':f0': 'deleting', ':done': 'done' },
      { ':f0': [IDENTITY], ':f1': [], ':done': 'done' },
      { ':f0': NOW, ':done': 'done' },
      { ':f0': 'videos', ':done': 'done' },
    ]);
    const untilUploads = STUDENT_REMOVAL_QUEUE.uploadWindowSeconds * 1000 - ago - STUDENT_REMOVAL_QUEUE.saveWindowSeconds * 1000;
    expect(queued()).toEqual([
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ jobId }), DelaySeconds: Math.ceil(untilUploads / 1000) },
    ]);
  });

  it('once the upload window has passed, sweeps the kept identities’ videos again and ends the job, kept a month', async () => {
    table(job(STUDENT_REMOVAL_QUEUE.uploadWindowSeconds * 1000, { phase: 'videos', identity_ids: [IDENTITY], swept_at: NOW - 60_000 }), {
      profileGone: true,
    });
    expect(await run()).toEqual({ batchItemFailures: [] });
    expect(s3.commandCalls(DeleteObjectCommand).map((deleted) => deleted.args[0].input)).toEqual([{ Bucket: BUCKET, Key: VIDEO }]);
    expect(dynamo.commandCalls(UpdateCommand).map((update) => update.args[0].input)).toEqual([
      {
        TableName: TABLE,
        Key: removalKey(jobId),
        UpdateExpression: 'SET #phase = :done, finished_at = :at, expires_at = :expires REMOVE identity_ids, card_ids',
        ConditionExpression: 'attribute_exists(pk) AND #phase <> :done',
        ExpressionAttributeNames: { '#phase': 'phase' },
        ExpressionAttributeValues: { ':done': 'done', ':at': new Date(NOW).toISOString(), ':expires': NOW / 1000 + 30 * 24 * 3600 },
      },
    ]);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(identities.calls()).toHaveLength(0);
    expect(queued()).toEqual([]);
  });

  it('does nothing for a job that is done or gone', async () => {
    table(job(3_600_000, { phase: 'done' }), { profileGone: true });
    expect(await run()).toEqual({ batchItemFailures: [] });
    dynamo.on(GetCommand, { Key: removalKey(jobId) }).resolves({});
    expect(await run()).toEqual({ batchItemFailures: [] });
    expect(writes()).toHaveLength(0);
    expect(s3.calls()).toHaveLength(0);
    expect(queued()).toEqual([]);
  });

  it('names a message whose step failed, for the queue to bring back, and drops one that is not ours', async () => {
    table(job(STUDENT_REMOVAL_QUEUE.uploadWindowSeconds * 1000, { phase: 'videos', identity_ids: [IDENTITY] }), { profileGone: true });
    s3.on(DeleteObjectCommand).rejects(awsError('SlowDown'));
    const result = await handler(
      sqsEvent(sqsRecord('m-1', { jobId }), sqsRecord('m-junk', 'not json'), sqsRecord('m-other', { jobId: 'not-a-uuid' })),
      lambdaContext,
    );
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('hands a school deletion’s message to the school deletion', async () => {
    const result = await handler(sqsEvent(sqsRecord('m-school', { schoolDeletion: 'OAK' })), lambdaContext);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(dynamo.commandCalls(GetCommand).map((get) => get.args[0].input.Key)).toEqual([schoolDeletionKey('OAK')]);
    expect(writes()).toHaveLength(0);
  });
});
