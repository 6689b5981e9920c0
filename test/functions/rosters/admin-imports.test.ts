import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SQSClient, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { s3Body } from '../../support/s3-body.js';
import { awsError, s3AccessDenied } from '../../support/aws-error.js';
import { importKeys } from '@functions/rosters/import-job.js';
import { keys } from '@functions/common/table.js';
import { apiEvent, bodyOf, lambdaContext, withoutRoleRemovals } from '../events.js';
import { JOB, jobItem as runningJob, rosterOf } from './import-fixtures.js';

vi.stubEnv('IMPORTS_BUCKET', 'waw-test-imports');
vi.stubEnv('IMPORT_QUEUE_URL', 'https://sqs.us-east-1.amazonaws.com/123456789012/roster-imports');
const { handler } = await import('@functions/rosters/admin-imports.handler.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const sqs = mockClient(SQSClient);
const BUCKET = 'waw-test-imports';
const QUEUE = 'https://sqs.us-east-1.amazonaws.com/123456789012/roster-imports';
const UPLOAD = `roster-imports/${JOB}/upload.csv`;
const CHECKED = `roster-imports/${JOB}/checked.csv`;

const call = (
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
  groups: string | null = '[school:DEMO:admin]',
) => {
  const event = apiEvent({ method, path, body, query });
  event.requestContext.authorizer = groups
    ? { claims: { token_use: 'id', sub: 'admin-1', email: 'a@demo.school', origin_jti: 'session-1', 'cognito:groups': groups } }
    : null;
  return handler(event, lambdaContext);
};
const start = (id = JOB) => call('POST', '/v3/admin/imports/start', { id });

const passkeyProved = () =>
  dynamo
    .on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') })
    .resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) + 600 } });

/** The job as the start route creates it: its counters at zero. */
const jobItem = (extra: Record<string, unknown> = {}) => runningJob({ rows_done: 0, added: 0, existing: 0, failed: 0, ...extra });
const uploaded = (csv: string) => s3.on(GetObjectCommand, { Key: UPLOAD }).callsFake(() => ({ Body: s3Body(csv) }));
const queued = () =>
  sqs
    .commandCalls(SendMessageBatchCommand)
    .flatMap((c) => (c.args[0].input.Entries as Array<{ MessageBody: string }>).map((entry) => JSON.parse(entry.MessageBody) as unknown));
const jobWrites = () => dynamo.commandCalls(PutCommand);

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  sqs.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  s3.on(GetObjectCommand).rejects(awsError('NoSuchKey', 'no', 404));
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
  sqs.on(SendMessageBatchCommand).resolves({ Failed: [] });
});

describe('who may import', () => {
  it('answers 401 without an id token and 403 to a content editor of before, touching nothing', async () => {
    expect((await call('POST', '/v3/admin/imports', { size: 10 }, undefined, null)).statusCode).toBe(401);
    const editor = await call('POST', '/v3/admin/imports/start', { id: JOB }, undefined, '[content-editors, school:DEMO]');
    expect(editor.statusCode).toBe(403);
    expect(s3.calls()).toHaveLength(0);
    expect(sqs.calls()).toHaveLength(0);
  });
});

describe('POST /v3/admin/imports', () => {
  it('signs an upload of exactly that size to the job own key, once a passkey is proved', async () => {
    const refused = await call('POST', '/v3/admin/imports', { size: 100 });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused)).toMatchObject({ code: 'passkey_required' });
    passkeyProved();
    const result = await call('POST', '/v3/admin/imports', { size: 100 });
    const { id, url, contentType } = bodyOf(result) as { id: string; url: string; contentType: string };
    expect(contentType).toBe('text/csv');
    const signed = new URL(url);
    expect(`${signed.hostname}${signed.pathname}`).toBe(`${BUCKET}.s3.us-east-1.amazonaws.com/roster-imports/${id}/upload.csv`);
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
  });

  it('answers 400 for a file over 2 MB or no size', async () => {
    passkeyProved();
    for (const body of [{ size: 2 * 1024 * 1024 + 1 }, {}, { size: 0 }])
      expect((await call('POST', '/v3/admin/imports', body)).statusCode).toBe(400);
  });
});

describe('POST /v3/admin/imports/start', () => {
  it('keeps a checked copy, deletes the upload, creates the job once and queues one message per chunk of five rows', async () => {
    passkeyProved();
    uploaded(rosterOf(12));
    dynamo
      .on(GetCommand, { Key: importKeys.job(JOB) })
      .resolvesOnce({})
      .resolves({ Item: jobItem() });
    const result = await start();
    expect(result.statusCode).toBe(202);
    expect(bodyOf(result)).toMatchObject({ job: { id: JOB, status: 'running', total: 12, chunks: 3, schools: ['DEMO'] } });
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: BUCKET,
      Key: CHECKED,
      Body: rosterOf(12),
      ContentType: 'text/csv',
    });
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([{ Bucket: BUCKET, Key: UPLOAD }]);
    expect(jobWrites()[0]?.args[0].input).toMatchObject({
      Item: { ...importKeys.job(JOB), status: 'running', created_by: 'a@demo.school', total: 12, chunks: 3 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(jobWrites()[1]?.args[0].input.Item).toMatchObject({ pk: 'IMPORTS#a@demo.school', job_id: JOB });
    expect(sqs.commandCalls(SendMessageBatchCommand)[0]?.args[0].input.QueueUrl).toBe(QUEUE);
    expect(queued()).toEqual([
      { jobId: JOB, chunk: 0, first: 0, count: 5 },
      { jobId: JOB, chunk: 1, first: 5, count: 5 },
      { jobId: JOB, chunk: 2, first: 10, count: 2 },
    ]);
    // No password ever rides on the queue.
    expect(JSON.stringify(sqs.calls().map((c) => c.args[0].input))).not.toContain('pass-word');
  });

  it('sends again only the entries SQS could not take, in batches of at most ten', async () => {
    passkeyProved();
    uploaded(rosterOf(60));
    dynamo
      .on(GetCommand, { Key: importKeys.job(JOB) })
      .resolvesOnce({})
      .resolves({ Item: jobItem({ total: 60, chunks: 12 }) });
    sqs
      .on(SendMessageBatchCommand)
      .resolvesOnce({ Failed: [{ Id: 'chunk-3', SenderFault: false, Code: 'InternalError' }] })
      .resolves({ Failed: [] });
    expect((await start()).statusCode).toBe(202);
    expect(
      sqs.commandCalls(SendMessageBatchCommand).map((c) => (c.args[0].input.Entries as Array<{ Id: string }>).map((entry) => entry.Id)),
    ).toEqual([Array.from({ length: 10 }, (_, i) => `chunk-${i}`), ['chunk-3'], ['chunk-10', 'chunk-11']]);
  });

  it('starts a running job again by queueing only the chunks not counted yet, and answers 409 for a finished one', async () => {
    passkeyProved();
    dynamo.on(GetCommand, { Key: importKeys.job(JOB) }).resolves({ Item: jobItem({ chunks_done: new Set([0, 2]) }) });
    expect((await start()).statusCode).toBe(202);
    expect(queued()).toEqual([{ jobId: JOB, chunk: 1, first: 5, count: 5 }]);
    expect(s3.calls()).toHaveLength(0);
    dynamo.on(GetCommand, { Key: importKeys.job(JOB) }).resolves({ Item: jobItem({ status: 'done' }) });
    expect((await start()).statusCode).toBe(409);
    expect(sqs.calls()).toHaveLength(1);
  });

  it('answers 404 for another admin job, at any level of proof, queueing nothing', async () => {
    dynamo.on(GetCommand, { Key: importKeys.job(JOB) }).resolves({ Item: jobItem({ created_by: 'b@oak.school' }) });
    const result = await start();
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result)).toEqual({ message: 'Import not found' });
    expect(sqs.calls()).toHaveLength(0);
  });

  it('refuses a file with a bad row (400) or another school row (404), deleting the upload and creating no job', async () => {
    passkeyProved();
    uploaded(`${rosterOf(2)}\nDEMO,kid.0,pass-word-x,Kid,Again,class-a,WAW,RESPA`);
    const bad = await start();
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad)).toMatchObject({ errors: ['Line 4: kid.0 appears twice'] });
    uploaded(`${rosterOf(2)}\nOAK,kid.9,pass-word-9,Kid,Oak,class-a,WAW,RESPA`);
    const foreign = await start();
    expect(foreign.statusCode).toBe(404);
    expect(bodyOf(foreign)).toMatchObject({ errors: ['Row 4: school OAK is not one of yours'] });
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([UPLOAD, UPLOAD]);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(jobWrites()).toHaveLength(0);
    expect(sqs.calls()).toHaveLength(0);
  });

  it('answers 403 passkey_required for a good file without a proof, copying, creating and queueing nothing', async () => {
    uploaded(rosterOf(3));
    const result = await start();
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toMatchObject({ code: 'passkey_required' });
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(jobWrites()).toHaveLength(0);
    expect(sqs.calls()).toHaveLength(0);
  });

  it('answers 404 when nothing was uploaded, and 400 for an id that is no uuid', async () => {
    passkeyProved();
    expect(bodyOf(await start())).toEqual({ message: 'Upload the roster file first, then start the import.' });
    // What S3 answers our role, which may not list the bucket: a missing key is AccessDenied, not NoSuchKey.
    s3.on(GetObjectCommand).rejects(s3AccessDenied());
    const before = await start();
    expect({ status: before.statusCode, body: bodyOf(before) }).toEqual({
      status: 404,
      body: { message: 'Upload the roster file first, then start the import.' },
    });
    expect(s3.commandCalls(GetObjectCommand).at(-1)?.args[0].input).toEqual({ Bucket: BUCKET, Key: `roster-imports/${JOB}/upload.csv` });
    expect((await start('../other/upload')).statusCode).toBe(400);
    expect(jobWrites()).toHaveLength(0);
  });
});

describe('GET /v3/admin/imports', () => {
  it('lists the caller latest jobs from their own index, and one finished job with every row in file order', async () => {
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'IMPORTS#a@demo.school', ':imports': 'IMPORT#' } })
      .resolves({ Items: [{ job_id: JOB }] });
    dynamo
      .on(GetCommand, { Key: importKeys.job(JOB) })
      .resolves({ Item: jobItem({ status: 'done', rows_done: 2, added: 2, total: 2, chunks: 1 }) });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': `IMPORT#${JOB}`, ':chunk': 'CHUNK#' } }).resolves({
      Items: [
        {
          rows: [
            { line: 3, username: 'kid.1', school: 'DEMO', result: 'exists' },
            { line: 2, username: 'kid.0', school: 'DEMO', result: 'added' },
          ],
        },
      ],
    });
    expect(bodyOf(await call('GET', '/v3/admin/imports'))).toMatchObject({ jobs: [{ id: JOB, status: 'done', added: 2 }] });
    expect(withoutRoleRemovals(dynamo.commandCalls(QueryCommand))[0]?.args[0].input).toMatchObject({ ScanIndexForward: false, Limit: 5 });
    expect(bodyOf(await call('GET', '/v3/admin/imports', undefined, { id: JOB }))).toMatchObject({
      job: { id: JOB },
      rows: [
        { line: 2, result: 'added' },
        { line: 3, result: 'exists' },
      ],
    });
  });

  it('answers 404 for another admin job and 400 for an id that is no uuid', async () => {
    dynamo.on(GetCommand, { Key: importKeys.job(JOB) }).resolves({ Item: jobItem({ created_by: 'b@oak.school' }) });
    expect((await call('GET', '/v3/admin/imports', undefined, { id: JOB })).statusCode).toBe(404);
    expect((await call('GET', '/v3/admin/imports', undefined, { id: 'nope' })).statusCode).toBe(400);
    expect(withoutRoleRemovals(dynamo.commandCalls(QueryCommand))).toHaveLength(0);
  });
});
