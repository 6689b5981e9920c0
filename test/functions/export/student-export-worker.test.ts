import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { CognitoIdentityClient, LookupDeveloperIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type PutObjectCommandInput } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportKey } from '@functions/export/export-job.js';
import { rowKey } from '@functions/summaries/class-summary.js';
import { keys } from '@functions/common/table.js';
import { awsError } from '../../support/aws-error.js';
import { lambdaContext } from '../events.js';
import { sqsEvent, sqsRecord } from '../sqs-events.js';
import { mockSignInKey } from '../../support/sign-in-key.js';

const RECORDINGS = 'waw-test-recordings';
const EXPORTS = 'waw-test-imports';
vi.stubEnv('RECORDINGS_BUCKET', RECORDINGS);
vi.stubEnv('EXPORTS_BUCKET', EXPORTS);
const { handler } = await import('@functions/export/student-export-worker.handler.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const identities = mockClient(CognitoIdentityClient);
mockSignInKey();
const TABLE = process.env.TABLE_NAME;
const NOW = Date.parse('2026-03-02T09:00:00.000Z');
const IDENTITY = 'us-east-1:0000aaaa-0000-4000-8000-000000000001';
const VIDEO_KEY = `recordings/${IDENTITY}/2026-03-01T10-00-00-000Z-hello.webm`;
const VIDEO = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 13) % 256));

const jobId = randomUUID();
const ZIP_KEY = `exports/${jobId}/waw-child-s1.zip`;
const job = (fields: Record<string, unknown> = {}) => ({
  ...exportKey(jobId),
  id: jobId,
  student_id: 's1',
  school: 'DEMO',
  created_by: 'admin-1',
  created_at: '2026-03-02T08:59:00.000Z',
  phase: 'building',
  ...fields,
});
const profile = {
  ...keys.profile('s1'),
  id: 's1',
  username: 'ada.l',
  first_name: 'Ada',
  last_name: 'Lovelace',
  class_id: 'class-a',
  school_identifier: 'DEMO',
};
const run = (...records: ReturnType<typeof sqsRecord>[]) =>
  handler(sqsEvent(...(records.length ? records : [sqsRecord('m-1', { jobId })])), lambdaContext);

/** The zip the worker uploaded, read from the body it streamed. */
let uploaded: { input: PutObjectCommandInput; bytes: Buffer } | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  uploaded = undefined;
  for (const client of [dynamo, s3, identities]) client.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: exportKey(jobId) }).resolves({ Item: job() });
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STUDENT#s1' } }).resolves({
    Items: [
      profile,
      { ...keys.profile('s1'), sk: 'SETTINGS', settings: { soundVolume: 0.25 } },
      { ...keys.profile('s1'), sk: 'MODULE#m-1', id: 'm-1', name: 'RESPA', game_details: '{"feeling":"happy"}' },
    ],
  });
  dynamo
    .on(GetCommand, { Key: keys.signIn('DEMO', 'ada.l') })
    .resolves({ Item: { student_id: 's1', password_hash: 'scrypt$secret-hash' } });
  dynamo
    .on(GetCommand, { Key: rowKey('DEMO', 'class-a', 's1') })
    .resolves({ Item: { ...rowKey('DEMO', 'class-a', 's1'), f: 'Ada', u: 'ada.l' } });
  dynamo.on(UpdateCommand).resolves({});
  identities.on(LookupDeveloperIdentityCommand).resolves({ IdentityId: IDENTITY });
  s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: VIDEO_KEY }] });
  s3.on(GetObjectCommand).callsFake(() => ({ Body: Readable.from([VIDEO.subarray(0, 1000), VIDEO.subarray(1000)]) }));
  s3.on(PutObjectCommand).callsFake(async (input: PutObjectCommandInput) => {
    const chunks: Buffer[] = [];
    for await (const chunk of input.Body as Readable) chunks.push(chunk as Buffer);
    uploaded = { input, bytes: Buffer.concat(chunks) };
    return {};
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the student export worker', () => {
  it('builds one zip of everything of the child, uploads it once under the job, and marks the job done with its size', async () => {
    expect(await run()).toEqual({ batchItemFailures: [] });
    expect(s3.commandCalls(ListObjectsV2Command)[0]!.args[0].input).toEqual({ Bucket: RECORDINGS, Prefix: `recordings/${IDENTITY}/` });
    expect(s3.commandCalls(GetObjectCommand).map((get) => get.args[0].input)).toEqual([{ Bucket: RECORDINGS, Key: VIDEO_KEY }]);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(1);
    const { Body: _body, ...put } = uploaded!.input;
    expect(put).toEqual({
      Bucket: EXPORTS,
      Key: ZIP_KEY,
      ContentLength: uploaded!.bytes.length,
      ContentType: 'application/zip',
      ContentDisposition: 'attachment; filename="waw-child-s1.zip"',
    });

    const files = unzipSync(new Uint8Array(uploaded!.bytes));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'child.json', 'videos/2026-03-01T10-00-00-000Z-hello.webm']);
    expect(Buffer.from(files['videos/2026-03-01T10-00-00-000Z-hello.webm']!)).toEqual(VIDEO);
    const child = JSON.parse(strFromU8(files['child.json']!)) as Record<string, unknown>;
    expect(child).toMatchObject({
      exported_at: new Date(NOW).toISOString(),
      profile: { id: 's1', username: 'ada.l', first_name: 'Ada' },
      settings: { soundVolume: 0.25 },
      modules: [{ id: 'm-1', name: 'RESPA', game_details: { feeling: 'happy' } }],
      sign_in: { student_id: 's1' },
      class_row: { f: 'Ada', u: 'ada.l' },
      recordings: { files: ['2026-03-01T10-00-00-000Z-hello.webm'] },
    });
    // No secret, and no table keys.
    expect(strFromU8(files['child.json']!)).not.toMatch(/password_hash|secret-hash|"pk"/);

    expect(dynamo.commandCalls(UpdateCommand).map((update) => update.args[0].input)).toEqual([
      {
        TableName: TABLE,
        Key: exportKey(jobId),
        UpdateExpression: 'SET #phase = :done, #key = :key, #size = :size, finished_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND #phase <> :done',
        ExpressionAttributeNames: { '#phase': 'phase', '#key': 'key', '#size': 'size' },
        ExpressionAttributeValues: {
          ':done': 'done',
          ':key': ZIP_KEY,
          ':size': uploaded!.bytes.length,
          ':at': new Date(NOW).toISOString(),
        },
      },
    ]);
  });

  it('leaves a job that is done or gone alone, and ends one whose child was removed without a zip', async () => {
    dynamo.on(GetCommand, { Key: exportKey(jobId) }).resolves({ Item: job({ phase: 'done', key: ZIP_KEY }) });
    expect(await run()).toEqual({ batchItemFailures: [] });
    dynamo.on(GetCommand, { Key: exportKey(jobId) }).resolves({});
    expect(await run()).toEqual({ batchItemFailures: [] });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    dynamo.on(GetCommand, { Key: exportKey(jobId) }).resolves({ Item: job() });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STUDENT#s1' } }).resolves({ Items: [] });
    expect(await run()).toEqual({ batchItemFailures: [] });
    expect(s3.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('names a message whose upload failed, for the queue to bring back, and drops one that is not ours', async () => {
    s3.on(PutObjectCommand).rejects(awsError('SlowDown'));
    const result = await run(sqsRecord('m-1', { jobId }), sqsRecord('m-junk', '{not json'), sqsRecord('m-other', { jobId: 'nope' }));
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
