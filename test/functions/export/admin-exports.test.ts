import { randomUUID } from 'node:crypto';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_LINK_SECONDS } from '@functions/export/export-files.js';
import { exportKey } from '@functions/export/export-job.js';
import { CLOCK_OFFSET_VARIABLE } from '@functions/common/clock.js';
import { keys } from '@functions/common/table.js';
import { awsError } from '../../support/aws-error.js';
import { adminAuthorizer, apiEvent, bodyOf, lambdaContext } from '../events.js';

const QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/student-exports';
const BUCKET = 'waw-test-imports';
vi.stubEnv('EXPORT_QUEUE_URL', QUEUE_URL);
vi.stubEnv('EXPORTS_BUCKET', BUCKET);
const { handler } = await import('@functions/export/admin-exports.handler.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);
const TABLE = process.env.TABLE_NAME;
const NOW = Date.parse('2026-03-02T09:00:00.000Z');
const ada = { ...keys.profile('s1'), id: 's1', first_name: 'Ada', last_name: 'Lovelace', class_id: 'class-a', school_identifier: 'DEMO' };

const call = (
  method: string,
  {
    body,
    query,
    claims = adminAuthorizer().claims,
  }: { body?: unknown; query?: Record<string, string>; claims?: Record<string, string> } = {},
) => {
  const event = apiEvent({ method, path: '/v3/admin/students/export', body, ...(query ? { query } : {}) });
  event.requestContext.authorizer = { claims };
  return handler(event, lambdaContext);
};
const createdJob = () => dynamo.commandCalls(PutCommand).find((put) => put.args[0].input.Item?.sk === 'JOB')?.args[0].input.Item;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  dynamo.reset();
  // The caller's role removals (functions/admins/role-removals.ts): none, unless a test says otherwise.
  dynamo.on(QueryCommand).resolves({ Items: [] });
  sqs.reset();
  // Nothing is in the table but what a test puts there, and the export job the handler created.
  dynamo.on(GetCommand).callsFake((input: { Key: { pk: string } }) => (input.Key.pk.startsWith('EXPORT#') ? { Item: createdJob() } : {}));
  dynamo.on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') }).resolves({ Item: { expires_at: NOW / 1000 + 300 } });
  dynamo.on(GetCommand, { Key: keys.profile('s1') }).resolves({ Item: ada });
  dynamo.on(PutCommand).resolves({});
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('starting an export', () => {
  it('creates the job, kept a day, and queues its id only: 202 with the job, building, no link yet', async () => {
    const result = await call('POST', { body: { studentId: 's1' } });
    expect(result.statusCode).toBe(202);
    const jobId = String(createdJob()!.id);
    expect(bodyOf(result)).toEqual({
      job: { id: jobId, student_id: 's1', phase: 'building', created_at: new Date(NOW).toISOString() },
    });
    expect(dynamo.commandCalls(PutCommand).map((put) => put.args[0].input)).toEqual([
      // First the claim of the child's request, which a repeat within 5 minutes is answered by.
      {
        TableName: TABLE,
        Item: { ...keys.exportRequest('s1'), job_id: jobId, created_by: 'admin-1', requested_at: NOW, expires_at: NOW / 1000 + 300 },
        ConditionExpression: 'attribute_not_exists(pk) OR requested_at <= :before',
        ExpressionAttributeValues: { ':before': NOW - 300_000 },
      },
      // Then the entry under the child, by which their removal finds this export and its zip.
      {
        TableName: TABLE,
        Item: {
          ...keys.childExport('s1', jobId),
          job_id: jobId,
          bucket: expect.any(String) as unknown,
          zip_key: `exports/${jobId}/waw-child-s1.zip`,
          expires_at: NOW / 1000 + 24 * 3600,
        },
      },
      {
        TableName: TABLE,
        Item: {
          ...exportKey(jobId),
          id: jobId,
          student_id: 's1',
          school: 'DEMO',
          created_by: 'admin-1',
          phase: 'building',
          created_at: new Date(NOW).toISOString(),
          expires_at: NOW / 1000 + 24 * 3600,
          // This invocation alone may send its message until it ends (its remaining time).
          queue_claim_until: NOW + 10_000,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    ]);
    expect(sqs.commandCalls(SendMessageCommand).map((send) => send.args[0].input)).toEqual([
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ jobId }) },
    ]);
    // Sent: marked, so no repeat sends it again.
    expect(dynamo.commandCalls(UpdateCommand).map((update) => update.args[0].input)).toEqual([
      {
        TableName: TABLE,
        Key: exportKey(jobId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET queued_at = :at',
        ExpressionAttributeValues: { ':at': NOW },
      },
    ]);
    expect(JSON.stringify(sqs.calls()[0]!.args[0])).not.toMatch(/Ada|Lovelace/);
  });

  it('refuses bad input (400), a missing, removed or other school’s child (404) and no passkey (403), and starts nothing', async () => {
    for (const body of [{}, { studentId: '' }, { studentId: 's1', extra: 1 }, 'not json']) {
      expect((await call('POST', { body })).statusCode).toBe(400);
    }
    expect((await call('POST', { body: { studentId: 'nobody' } })).statusCode).toBe(404);
    dynamo.on(GetCommand, { Key: keys.profile('s2') }).resolves({ Item: { ...ada, id: 's2', school_identifier: 'OAK' } });
    expect((await call('POST', { body: { studentId: 's2' } })).statusCode).toBe(404);
    dynamo.on(GetCommand, { Key: keys.profile('s3') }).resolves({ Item: { ...ada, id: 's3', removal: { job: 'j', at: 1, by: 'a' } } });
    expect(bodyOf(await call('POST', { body: { studentId: 's3' } }))).toEqual({ message: 'Student not found' });
    const oldToken = await call('POST', { body: { studentId: 's1' }, claims: adminAuthorizer(null).claims });
    expect(oldToken.statusCode).toBe(403);
    expect(bodyOf(oldToken)).toMatchObject({ code: expect.any(String) });
    const teacher = await call('POST', {
      body: { studentId: 's1' },
      claims: { ...adminAuthorizer().claims, 'cognito:groups': '[school:DEMO:teacher]' },
    });
    expect(teacher.statusCode).toBe(403);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(sqs.calls()).toHaveLength(0);
  });

  it('answers 500, saying nothing inside, when the queue cannot take the job, and gives up its claim to send it', async () => {
    sqs.on(SendMessageCommand).rejects(awsError('ServiceUnavailable'));
    const result = await call('POST', { body: { studentId: 's1' } });
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toMatch(/ServiceUnavailable/);
    expect(dynamo.commandCalls(UpdateCommand).map((update) => update.args[0].input.UpdateExpression)).toEqual(['REMOVE queue_claim_until']);
  });

  describe('asked again within 5 minutes', () => {
    const jobId = randomUUID();
    const earlier = { ...exportKey(jobId), id: jobId, student_id: 's1', school: 'DEMO', created_by: 'admin-0' };
    beforeEach(() => {
      // A request claimed this child's export a minute ago: the claim's condition refuses this one.
      dynamo.on(PutCommand).callsFake((input: { Item: { sk: string } }) => {
        if (input.Item.sk === 'REQUEST') throw awsError('ConditionalCheckFailedException');
        return {};
      });
      dynamo.on(GetCommand, { Key: keys.exportRequest('s1') }).resolves({ Item: { job_id: jobId, created_by: 'admin-0' } });
    });

    it('answers the job the first request started and queues nothing new', async () => {
      dynamo
        .on(GetCommand, { Key: exportKey(jobId) })
        .resolves({ Item: { ...earlier, phase: 'building', created_at: '2026-03-02T08:58:00.000Z', queued_at: NOW - 60_000 } });
      dynamo.on(UpdateCommand).rejects(awsError('ConditionalCheckFailedException'));
      const result = await call('POST', { body: { studentId: 's1' } });
      expect(result.statusCode).toBe(202);
      expect(bodyOf(result)).toMatchObject({ job: { id: jobId, student_id: 's1', phase: 'building' } });
      // No second job, and the message is claimed only where it was never sent: the claim's condition refused it.
      expect(dynamo.commandCalls(PutCommand).map((put) => put.args[0].input.Item?.sk)).toEqual(['REQUEST']);
      expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input.ConditionExpression).toContain('attribute_not_exists(queued_at)');
      expect(sqs.calls()).toHaveLength(0);
    });

    it('sends the message of a job whose first request died or failed before sending it, once its claim ran out', async () => {
      dynamo
        .on(GetCommand, { Key: exportKey(jobId) })
        .resolves({ Item: { ...earlier, phase: 'building', created_at: '2026-03-02T08:58:00.000Z' } });
      dynamo.on(UpdateCommand).resolves({});
      const result = await call('POST', { body: { studentId: 's1' } });
      expect(result.statusCode).toBe(202);
      expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
        Key: exportKey(jobId),
        UpdateExpression: 'SET queue_claim_until = :until',
        ExpressionAttributeValues: { ':until': NOW + 10_000, ':now': NOW, ':done': 'done' },
      });
      expect(sqs.commandCalls(SendMessageCommand).map((send) => send.args[0].input.MessageBody)).toEqual([JSON.stringify({ jobId })]);
      expect(dynamo.commandCalls(PutCommand).map((put) => put.args[0].input.Item?.sk)).toEqual(['REQUEST']);
    });
  });
});

describe('following an export', () => {
  const jobId = randomUUID();
  const key = `exports/${jobId}/waw-child-s1.zip`;
  const stored = (fields: Record<string, unknown>) => ({
    ...exportKey(jobId),
    id: jobId,
    student_id: 's1',
    school: 'DEMO',
    created_by: 'admin-1',
    created_at: '2026-03-02T08:59:00.000Z',
    phase: 'building',
    ...fields,
  });

  it('gives a built export a fresh link to its zip, valid 15 minutes from now on the product’s clock', async () => {
    // The clock a test moved an hour on (functions/common/clock.ts): the link is signed at that time, as is its expiry.
    vi.stubEnv(CLOCK_OFFSET_VARIABLE, String(3_600_000));
    dynamo.on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') }).resolves({ Item: { expires_at: NOW / 1000 + 3_600 + 300 } });
    dynamo
      .on(GetCommand, { Key: exportKey(jobId) })
      .resolves({ Item: stored({ phase: 'done', key, size: 4321, finished_at: '2026-03-02T08:59:30.000Z' }) });
    const result = await call('GET', { query: { id: jobId } });
    expect(result.statusCode).toBe(200);
    const { job } = bodyOf(result) as { job: Record<string, unknown> };
    expect(job).toMatchObject({
      id: jobId,
      student_id: 's1',
      phase: 'done',
      size: 4321,
      finished_at: '2026-03-02T08:59:30.000Z',
      download_expires_at: new Date(NOW + 3_600_000 + EXPORT_LINK_SECONDS * 1000).toISOString(),
    });
    const link = new URL(String(job.download_url));
    expect(decodeURIComponent(link.pathname)).toContain(key);
    expect(link.searchParams.get('X-Amz-Expires')).toBe(String(EXPORT_LINK_SECONDS));
    expect(link.searchParams.get('X-Amz-Date')).toBe('20260302T100000Z');
    expect(dynamo.commandCalls(GetCommand, { Key: exportKey(jobId) })[0]!.args[0].input.ConsistentRead).toBe(true);
  });

  it('gives no link while it is building; answers another school’s export and an unknown one 404, a bad id 400', async () => {
    dynamo.on(GetCommand, { Key: exportKey(jobId) }).resolves({ Item: stored({}) });
    expect(bodyOf(await call('GET', { query: { id: jobId } }))).toEqual({
      job: { id: jobId, student_id: 's1', phase: 'building', created_at: '2026-03-02T08:59:00.000Z' },
    });
    dynamo.on(GetCommand, { Key: exportKey(jobId) }).resolves({ Item: stored({ school: 'OAK', phase: 'done', key }) });
    expect(bodyOf(await call('GET', { query: { id: jobId } }))).toEqual({ message: 'Export not found' });
    expect((await call('GET', { query: { id: randomUUID() } })).statusCode).toBe(404);
    expect((await call('GET', { query: { id: 'nope' } })).statusCode).toBe(400);
    expect((await call('GET')).statusCode).toBe(400);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
