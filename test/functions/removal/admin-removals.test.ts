import { randomUUID } from 'node:crypto';
import {
  AdminDeleteUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  DeleteGroupCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STUDENT_REMOVAL_QUEUE } from '@functions/routes.js';
import { removalKey } from '@functions/removal/removal-job.js';
import { schoolDeletionKey } from '@functions/school-deletion/school-deletion-job.js';
import { keys } from '@functions/common/table.js';
import { awsError } from '../../support/aws-error.js';
import { adminAuthorizer, apiEvent, bodyOf, lambdaContext } from '../events.js';

const QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/student-removals';
vi.stubEnv('REMOVAL_QUEUE_URL', QUEUE_URL);
vi.stubEnv('USER_POOL_ID', 'us-east-1_TestPool');
const { handler } = await import('@functions/removal/admin-removals.handler.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const TABLE = process.env.TABLE_NAME;
const NOW = Date.parse('2026-03-02T09:00:00.000Z');
const ada = { ...keys.profile('s1'), id: 's1', first_name: 'Ada', last_name: 'Lovelace', class_id: 'class-a', school_identifier: 'DEMO' };

const call = (
  method: string,
  path: string,
  {
    body,
    query,
    claims = adminAuthorizer().claims,
  }: { body?: unknown; query?: Record<string, string>; claims?: Record<string, string> } = {},
) => {
  const event = apiEvent({ method, path, body, ...(query ? { query } : {}) });
  event.requestContext.authorizer = { claims };
  return handler(event, lambdaContext);
};
const remove = (body: unknown, claims?: Record<string, string>) =>
  call('POST', '/v3/admin/students/remove', { body, ...(claims ? { claims } : {}) });

/** The job the handler created, as the table gives it back. */
const createdJob = () =>
  dynamo.commandCalls(PutCommand).find((put) => String(put.args[0].input.Item?.pk).startsWith('REMOVAL#'))?.args[0].input.Item;
const writes = () => [...dynamo.commandCalls(PutCommand), ...dynamo.commandCalls(UpdateCommand)];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  dynamo.reset();
  // The caller's role removals (functions/admins/role-removals.ts): none, unless a test says otherwise.
  dynamo.on(QueryCommand).resolves({ Items: [] });
  sqs.reset();
  cognito.reset();
  // Nothing is in the table but what a test puts there, and the removal job the handler created.
  dynamo.on(GetCommand).callsFake((input: { Key: { pk: string } }) => (input.Key.pk.startsWith('REMOVAL#') ? { Item: createdJob() } : {}));
  // The caller's sign-in session proved a passkey ten minutes ago: aal2 for five more.
  dynamo.on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') }).resolves({ Item: { expires_at: NOW / 1000 + 300 } });
  dynamo.on(GetCommand, { Key: keys.profile('s1') }).resolves({ Item: ada });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('removing a child', () => {
  it('marks the child, creates the job and queues it for the end of the grace period: 202 with the job, no name in it', async () => {
    const result = await remove({ studentId: 's1', confirmation: '  ada   LOVELACE ' });
    expect(result.statusCode).toBe(202);
    const job = createdJob()!;
    const jobId = String(job.id);
    expect(bodyOf(result)).toEqual({
      job: { id: jobId, student_id: 's1', school: 'DEMO', class_id: 'class-a', phase: 'waiting', created_at: new Date(NOW).toISOString() },
    });
    expect(result.body).not.toMatch(/Ada|Lovelace/);

    expect(dynamo.commandCalls(GetCommand, { Key: keys.profile('s1') })[0]!.args[0].input.ConsistentRead).toBe(true);
    // The mark holds only if the child is still there, at this school, and nobody marked them first.
    expect(dynamo.commandCalls(UpdateCommand).map((update) => update.args[0].input)).toEqual([
      {
        TableName: TABLE,
        Key: keys.profile('s1'),
        UpdateExpression: 'SET removal = :mark',
        ConditionExpression: 'attribute_exists(pk) AND school_identifier = :school AND attribute_not_exists(removal)',
        ExpressionAttributeValues: { ':mark': { job: jobId, at: NOW, by: 'admin-1' }, ':school': 'DEMO' },
      },
    ]);
    expect(dynamo.commandCalls(PutCommand).map((put) => put.args[0].input)).toEqual([
      {
        TableName: TABLE,
        Item: {
          ...removalKey(jobId),
          id: jobId,
          student_id: 's1',
          school: 'DEMO',
          class_id: 'class-a',
          created_by: 'admin-1',
          created_at: new Date(NOW).toISOString(),
          marked_at: NOW,
          phase: 'waiting',
          identity_ids: [],
          card_ids: [],
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    ]);
    expect(sqs.commandCalls(SendMessageCommand).map((send) => send.args[0].input)).toEqual([
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ jobId }), DelaySeconds: STUDENT_REMOVAL_QUEUE.graceSeconds },
    ]);
  });

  it('answers a child already being removed with their job and queues it again for what is left of the grace period', async () => {
    const jobId = randomUUID();
    const markedAt = NOW - 20_000;
    dynamo.on(GetCommand, { Key: keys.profile('s1') }).resolves({ Item: { ...ada, removal: { job: jobId, at: markedAt, by: 'admin-2' } } });
    dynamo.on(GetCommand, { Key: removalKey(jobId) }).resolves({
      Item: {
        ...removalKey(jobId),
        id: jobId,
        student_id: 's1',
        school: 'DEMO',
        class_id: 'class-a',
        created_by: 'admin-2',
        phase: 'waiting',
      },
    });
    // The job exists already: creating it again changes nothing.
    dynamo.on(PutCommand).rejects(awsError('ConditionalCheckFailedException'));
    const result = await remove({ studentId: 's1', confirmation: 'anything at all' });
    expect(result.statusCode).toBe(202);
    expect(bodyOf(result)).toMatchObject({ job: { id: jobId, phase: 'waiting' } });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(sqs.commandCalls(SendMessageCommand)[0]!.args[0].input).toEqual({
      QueueUrl: QUEUE_URL,
      MessageBody: JSON.stringify({ jobId }),
      DelaySeconds: STUDENT_REMOVAL_QUEUE.graceSeconds - 20,
    });
  });

  it('takes the mark another admin won the race with, and queues their job rather than one of its own', async () => {
    const theirs = { job: randomUUID(), at: NOW - 1_000, by: 'admin-2' };
    dynamo.on(UpdateCommand).rejects(awsError('ConditionalCheckFailedException'));
    dynamo
      .on(GetCommand, { Key: keys.profile('s1') })
      .resolvesOnce({ Item: ada })
      .resolves({ Item: { ...ada, removal: theirs } });
    const result = await remove({ studentId: 's1', confirmation: 'Ada Lovelace' });
    expect(result.statusCode).toBe(202);
    expect(createdJob()).toMatchObject({ id: theirs.job, created_by: 'admin-2', marked_at: theirs.at });
    expect(JSON.parse(String(sqs.commandCalls(SendMessageCommand)[0]!.args[0].input.MessageBody))).toEqual({ jobId: theirs.job });
  });

  it('refuses a wrong name (400), a missing or another school’s child (404) and no passkey (403), and changes nothing', async () => {
    const wrong = await remove({ studentId: 's1', confirmation: 'Ada Byron' });
    expect(wrong.statusCode).toBe(400);
    expect(bodyOf(wrong)).toEqual({ message: 'Type the child’s first and last name exactly as shown to confirm.' });
    expect((await remove({ studentId: 'nobody', confirmation: 'Ada Lovelace' })).statusCode).toBe(404);
    dynamo.on(GetCommand, { Key: keys.profile('s2') }).resolves({ Item: { ...ada, id: 's2', school_identifier: 'OAK' } });
    expect(bodyOf(await remove({ studentId: 's2', confirmation: 'Ada Lovelace' }))).toEqual({ message: 'Student not found' });
    const oldToken = await remove({ studentId: 's1', confirmation: 'Ada Lovelace' }, adminAuthorizer(null).claims);
    expect(oldToken.statusCode).toBe(403);
    expect(bodyOf(oldToken)).toMatchObject({ code: expect.any(String) });
    for (const body of [{}, { studentId: 's1' }, { studentId: 's1', confirmation: 'Ada Lovelace', extra: 1 }, 'not json']) {
      expect((await remove(body)).statusCode).toBe(400);
    }
    expect(writes()).toHaveLength(0);
    expect(sqs.calls()).toHaveLength(0);
  });

  it('refuses a teacher before reading anything, and the admin of a deleted school as if it were gone', async () => {
    const teacher = await remove(
      { studentId: 's1', confirmation: 'Ada Lovelace' },
      {
        ...adminAuthorizer().claims,
        'cognito:groups': '[school:DEMO:teacher]',
      },
    );
    expect(teacher.statusCode).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
    dynamo.on(GetCommand, { Key: schoolDeletionKey('DEMO') }).resolves({ Item: { pk: 'SCHOOLDEL#DEMO' } });
    expect((await remove({ studentId: 's1', confirmation: 'Ada Lovelace' })).statusCode).toBe(404);
    expect(writes()).toHaveLength(0);
    expect(sqs.calls()).toHaveLength(0);
  });

  it('fails with 500 and says nothing inside when the queue cannot take the job, leaving the mark for a retry to pick up', async () => {
    sqs.on(SendMessageCommand).rejects(awsError('ServiceUnavailable'));
    const result = await remove({ studentId: 's1', confirmation: 'Ada Lovelace' });
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toMatch(/ServiceUnavailable|Ada/);
  });
});

describe('following a removal', () => {
  const jobId = randomUUID();
  const stored = (school: string) => ({
    ...removalKey(jobId),
    id: jobId,
    student_id: 's1',
    school,
    class_id: 'class-a',
    created_by: 'admin-1',
    created_at: '2026-03-02T08:00:00.000Z',
    marked_at: NOW - 3_600_000,
    phase: 'done',
    identity_ids: ['us-east-1:id-1'],
    card_ids: [],
    finished_at: '2026-03-02T08:06:00.000Z',
  });

  it('shows where the job stands, and when it finished, without the ids it kept for its steps', async () => {
    dynamo.on(GetCommand, { Key: removalKey(jobId) }).resolves({ Item: stored('DEMO') });
    const result = await call('GET', '/v3/admin/removals', { query: { id: jobId } });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      job: {
        id: jobId,
        student_id: 's1',
        school: 'DEMO',
        class_id: 'class-a',
        phase: 'done',
        created_at: '2026-03-02T08:00:00.000Z',
        finished_at: '2026-03-02T08:06:00.000Z',
      },
    });
    expect(dynamo.commandCalls(GetCommand, { Key: removalKey(jobId) })[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: removalKey(jobId),
      ConsistentRead: true,
    });
  });

  it('answers another school’s job as none (404), and a bad id 400', async () => {
    dynamo.on(GetCommand, { Key: removalKey(jobId) }).resolves({ Item: stored('OAK') });
    expect((await call('GET', '/v3/admin/removals', { query: { id: jobId } })).statusCode).toBe(404);
    expect((await call('GET', '/v3/admin/removals', { query: { id: randomUUID() } })).statusCode).toBe(404);
    expect((await call('GET', '/v3/admin/removals', { query: { id: 'not-a-uuid' } })).statusCode).toBe(400);
    expect((await call('GET', '/v3/admin/removals')).statusCode).toBe(400);
    expect(writes()).toHaveLength(0);
  });
});

describe('deleting a school (served by the same function)', () => {
  const district = { ...adminAuthorizer().claims, 'cognito:groups': '[district-admins]' };
  const deleteSchool = (body: unknown, claims: Record<string, string> = district) =>
    call('POST', '/v3/admin/schools/delete', { body, claims });

  beforeEach(() => {
    dynamo.on(GetCommand, { Key: keys.school('OAK') }).resolves({ Item: { ...keys.school('OAK') } });
    cognito.on(DeleteGroupCommand).resolves({});
  });

  it('marks the school, lets its people go (an account with no role left is deleted), deletes its groups and queues its job: 202', async () => {
    const member = (username: string, sub: string) => ({ Username: username, Attributes: [{ Name: 'sub', Value: sub }] });
    cognito.on(ListUsersInGroupCommand).resolves({ Users: [] });
    cognito.on(ListUsersInGroupCommand, { GroupName: 'school:OAK:admin' }).resolves({ Users: [member('both@x.org', 'sub-both')] });
    cognito.on(ListUsersInGroupCommand, { GroupName: 'school:OAK:teacher' }).resolves({ Users: [member('only@x.org', 'sub-only')] });
    cognito.on(AdminListGroupsForUserCommand, { Username: 'both@x.org' }).resolves({ Groups: [{ GroupName: 'school:DEMO:admin' }] });
    cognito.on(AdminListGroupsForUserCommand, { Username: 'only@x.org' }).resolves({ Groups: [] });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo
      .on(GetCommand, { Key: schoolDeletionKey('OAK') })
      .resolvesOnce({})
      .resolves({
        Item: { ...schoolDeletionKey('OAK'), school: 'OAK', phase: 'children', pass: 0, children_total: 0, children_left: 0, report: {} },
      });
    const result = await deleteSchool({ school: 'OAK', confirmation: 'OAK' });
    expect(result.statusCode).toBe(202);
    expect(bodyOf(result)).toMatchObject({ job: { id: 'OAK', phase: 'children', children_removed: 0 } });
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input).toMatchObject({
      Item: { ...schoolDeletionKey('OAK'), school: 'OAK', created_by: 'admin-1' },
      ConditionExpression: expect.stringContaining('attribute_not_exists(pk)'),
    });
    expect(cognito.commandCalls(DeleteGroupCommand).map((deleted) => deleted.args[0].input.GroupName)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^school:OAK:/)]),
    );
    // Each member's classes at OAK go, each leaves OAK's groups; only the account with no role left is deleted.
    expect(dynamo.commandCalls(DeleteCommand).map((deleted) => deleted.args[0].input.Key)).toEqual(
      expect.arrayContaining([
        { pk: 'ADMIN#sub-both', sk: 'CLASSES#OAK' },
        { pk: 'ADMIN#sub-only', sk: 'CLASSES#OAK' },
      ]),
    );
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand).map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({ Username: 'both@x.org', GroupName: 'school:OAK:admin' }),
      expect.objectContaining({ Username: 'only@x.org', GroupName: 'school:OAK:teacher' }),
    ]);
    expect(cognito.commandCalls(AdminDeleteUserCommand).map((call) => call.args[0].input.Username)).toEqual(['only@x.org']);
    expect(sqs.commandCalls(SendMessageCommand).map((send) => send.args[0].input)).toEqual([
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ schoolDeletion: 'OAK' }), DelaySeconds: 0 },
    ]);
  });

  it('refuses a school admin (403), a confirmation that is not the id (400) and an unknown school (404), and changes nothing', async () => {
    expect((await deleteSchool({ school: 'DEMO', confirmation: 'DEMO' }, adminAuthorizer().claims)).statusCode).toBe(403);
    expect((await deleteSchool({ school: 'OAK', confirmation: 'oak' })).statusCode).toBe(400);
    expect((await deleteSchool({ school: 'NOPE', confirmation: 'NOPE' })).statusCode).toBe(404);
    expect((await deleteSchool({ school: 'OAK' })).statusCode).toBe(400);
    expect(writes()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
    expect(sqs.calls()).toHaveLength(0);
  });
});
