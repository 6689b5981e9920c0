import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { MAX_RECORDINGS } from '@functions/recordings/recordings-quota.js';
import { keys } from '@functions/common/table.js';
import { apiEvent, bodyOf, lambdaContext } from '../events.js';

vi.stubEnv('RECORDINGS_BUCKET', 'waw-test-recordings');
const { handler } = await import('@functions/recordings/waw-recordings.handler.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const IDENTITY = 'us-east-1:child-1';
const MINE = `recordings/${IDENTITY}/`;
const profile = { id: 'stu-1', class_id: 'class-a', first_name: 'Ada', last_name: 'Lovelace', grade: 'WAW' };
const KEY_1 = `${MINE}2025-03-01T10-00-00-000Z-RESPA-day-3-0b6e7c3a-1f0e-4c2b-9d51-4c4f1b9c0a11.webm`;
const KEY_2 = `${MINE}2025-03-02T10-00-00-000Z-6a1e2f3b-9c8d-4e7f-8a6b-5c4d3e2f1a00.mp4`;

const call = (method: string, options: { body?: unknown; query?: Record<string, string>; identityId?: string | null } = {}) =>
  handler(apiEvent({ method, path: '/v3/waw/recordings', identityId: IDENTITY, ...options }), lambdaContext);

const s3Writes = () => s3.commandCalls(DeleteObjectCommand);

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: keys.identity(IDENTITY) }).resolves({ Item: { student_id: 'stu-1', student: profile } });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(GetCommand, { Key: keys.profile('stu-1') }).resolves({ Item: { pk: 'STUDENT#stu-1' } });
  s3.on(ListObjectsV2Command).resolves({ Contents: [] });
  s3.on(DeleteObjectCommand).resolves({});
});

describe('POST /v3/waw/recordings', () => {
  it('signs nothing for a child being removed: 403 and nothing reserved', async () => {
    dynamo
      .on(GetCommand, { Key: keys.profile('stu-1') })
      .resolves({ Item: { pk: 'STUDENT#stu-1', removal: { job: 'j', at: 1, by: 'a' } } });
    const result = await call('POST', { body: { contentType: 'video/webm', size: 2048 } });
    expect(result.statusCode).toBe(403);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('reserves room for the upload, then signs a PUT of exactly that type and size under the child own prefix', async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: KEY_2, Size: 1000 }] });
    const result = await call('POST', { body: { contentType: 'video/webm', size: 2048, character: 'RESPA', day: 3 } });
    expect(result.statusCode).toBe(200);
    const { url, key, contentType, expiresIn } = bodyOf(result) as { url: string; key: string; contentType: string; expiresIn: number };
    expect(key).toMatch(/^recordings\/us-east-1:child-1\/[0-9TZ-]+-RESPA-day-3-[0-9a-f-]{36}\.webm$/);
    expect({ contentType, expiresIn }).toEqual({ contentType: 'video/webm', expiresIn: 300 });
    const signed = new URL(url);
    expect(`${signed.hostname}${decodeURIComponent(signed.pathname)}`).toBe(`waw-test-recordings.s3.us-east-1.amazonaws.com/${key}`);
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(s3.commandCalls(ListObjectsV2Command)[0]?.args[0].input).toEqual({
      Bucket: 'waw-test-recordings',
      Prefix: MINE,
      ContinuationToken: undefined,
    });
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put).toMatchObject({
      Item: { ...keys.recordings('stu-1'), version: 1, pending: [{ key, size: 2048 }] },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('answers 409 recordings_full when the box holds 20 already, reserving nothing', async () => {
    s3.on(ListObjectsV2Command).resolves({
      Contents: Array.from({ length: MAX_RECORDINGS }, (_, i) => ({ Key: `${MINE}${i}.webm`, Size: 10 })),
    });
    const result = await call('POST', { body: { contentType: 'video/mp4', size: 10 } });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({ code: 'recordings_full', used: { count: 20, bytes: 200 } });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 400 for another type, a file over 50 MB, or half a label, before looking at the bucket', async () => {
    for (const body of [
      { contentType: 'video/avi', size: 10 },
      { contentType: 'video/webm', size: 50 * 1024 * 1024 + 1 },
      { contentType: 'video/webm', size: 10, character: 'RESPA' },
      { contentType: 'video/webm', size: 10, day: 11, character: 'RESPA' },
      { contentType: 'video/webm', size: 10, key: 'recordings/someone-else/x.webm' },
    ]) {
      expect((await call('POST', { body })).statusCode).toBe(400);
    }
    expect(s3.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a call without an identity, or from a student of another grade, touching no bucket', async () => {
    expect((await call('POST', { body: { contentType: 'video/webm', size: 10 }, identityId: null })).statusCode).toBe(403);
    dynamo
      .on(GetCommand, { Key: keys.identity(IDENTITY) })
      .resolves({ Item: { student_id: 'stu-1', student: { ...profile, grade: 'K2' } } });
    expect((await call('POST', { body: { contentType: 'video/webm', size: 10 } })).statusCode).toBe(403);
    expect(s3.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('GET /v3/waw/recordings', () => {
  it('lists every page of the child own prefix, newest first, labelled, each with a short-lived signed URL', async () => {
    s3.on(ListObjectsV2Command)
      .resolvesOnce({ Contents: [{ Key: KEY_1, Size: 5, LastModified: new Date('2025-03-01T10:00:00Z') }], NextContinuationToken: 'more' })
      .resolvesOnce({ Contents: [{ Key: KEY_2, Size: 7, LastModified: new Date('2025-03-02T10:00:00Z') }] });
    const { recordings } = bodyOf(await call('GET')) as { recordings: { key: string; url: string }[] };
    expect(recordings.map(({ url, ...rest }) => rest)).toEqual([
      { key: KEY_2, createdAt: '2025-03-02T10:00:00.000Z', size: 7, label: null },
      { key: KEY_1, createdAt: '2025-03-01T10:00:00.000Z', size: 5, label: { character: 'RESPA', day: 3 } },
    ]);
    for (const { url } of recordings) expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    expect(s3.commandCalls(ListObjectsV2Command).map((c) => c.args[0].input)).toEqual([
      { Bucket: 'waw-test-recordings', Prefix: MINE, ContinuationToken: undefined },
      { Bucket: 'waw-test-recordings', Prefix: MINE, ContinuationToken: 'more' },
    ]);
  });
});

describe('DELETE /v3/waw/recordings', () => {
  it('deletes the child own recording and gives its reservation back under a version condition', async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: KEY_1 }] });
    dynamo.on(GetCommand, { Key: keys.recordings('stu-1') }).resolves({
      Item: {
        version: 4,
        pending: [
          { key: KEY_1, size: 5, expires_at: Date.now() + 60_000 },
          { key: KEY_2, size: 7, expires_at: Date.now() + 60_000 },
        ],
      },
    });
    const result = await call('DELETE', { query: { key: KEY_1 } });
    expect(bodyOf(result)).toEqual({ deleted: KEY_1 });
    expect(s3.commandCalls(ListObjectsV2Command)[0]?.args[0].input).toEqual({ Bucket: 'waw-test-recordings', Prefix: KEY_1, MaxKeys: 1 });
    expect(s3Writes().map((c) => c.args[0].input)).toEqual([{ Bucket: 'waw-test-recordings', Key: KEY_1 }]);
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      Item: { version: 5, pending: [{ key: KEY_2 }] },
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': 4 },
    });
  });

  it('answers 404 for another child key, a folder or a path trick, and 400 without a key, deleting nothing', async () => {
    for (const key of [
      `recordings/us-east-1:child-2/${KEY_1.slice(MINE.length)}`,
      MINE,
      `${MINE}../us-east-1:child-2/x.webm`,
      `${MINE}sub/x.webm`,
      `${MINE}notes.txt`,
    ]) {
      expect((await call('DELETE', { query: { key } })).statusCode).toBe(404);
    }
    expect((await call('DELETE')).statusCode).toBe(400);
    expect(s3.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
