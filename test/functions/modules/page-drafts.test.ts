import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_PAGES } from '@domain/content/index.js';
import { awsError } from '../../support/aws-error.js';
import { keys } from '@functions/common/table.js';
import { apiEvent, bodyOf, lambdaContext } from '../events.js';

const NARRATION_QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/narration';
vi.stubEnv('MEDIA_BUCKET', 'waw-test-media');
vi.stubEnv('NARRATION_QUEUE_URL', NARRATION_QUEUE_URL);
const { handler } = await import('@functions/modules/admin-content.handler.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);
const TABLE = process.env.TABLE_NAME;
const DISTRICT = '[district-admins]';
const SCHOOL_ADMIN = '[school:DEMO:admin]';
const PAGE = DAY_PAGES.find((page) => page.id === 'RESPA-day-1')!;
const EDITED = { ...PAGE, title: 'Hello again' };
const LIVE_KEY = keys.page(PAGE.id);
const DRAFT_KEY = { pk: LIVE_KEY.pk, sk: 'DRAFT' };

const call = (
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  { body, query, groups = DISTRICT }: { body?: unknown; query?: Record<string, string>; groups?: string } = {},
) => {
  const event = apiEvent({ method, path, body, query });
  event.requestContext.authorizer = {
    claims: { token_use: 'id', sub: 'admin-1', email: 'e@demo.school', origin_jti: 'session-1', 'cognito:groups': groups },
  };
  return handler(event, lambdaContext);
};

const live = (version: number, extra: Record<string, unknown> = {}) => ({
  Item: { ...LIVE_KEY, id: PAGE.id, content: JSON.stringify(PAGE), version, ...extra },
});
const draft = (revision: number, baseVersion: number, content: unknown = EDITED) => ({
  Item: {
    ...DRAFT_KEY,
    content: JSON.stringify(content),
    revision,
    base_version: baseVersion,
    edited_by: 'e@demo.school',
    edited_at: '2026-11-29T10:00:00.000Z',
  },
});

beforeEach(() => {
  dynamo.reset();
  sqs.reset();
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo
    .on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') })
    .resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) + 600 } });
});

describe('saving a page makes a draft children do not see', () => {
  it('writes the draft item alone, never the page children read, starting it only if none exists', async () => {
    dynamo.on(GetCommand, { Key: LIVE_KEY }).resolves(live(3));
    const result = await call('PUT', '/v3/admin/page', { body: { id: PAGE.id, version: 3, revision: 0, content: EDITED } });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ id: PAGE.id, version: 3, revision: 1 });
    const puts = dynamo.commandCalls(PutCommand).map((put) => put.args[0].input);
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      TableName: TABLE,
      Item: { ...DRAFT_KEY, revision: 1, base_version: 3, edited_by: 'e@demo.school' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(JSON.parse(puts[0]!.Item!.content as string)).toEqual(EDITED);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('saves over the draft only at the revision the admin opened, and answers a stale one 409 with the draft saved since', async () => {
    dynamo.on(PutCommand).rejects(awsError('ConditionalCheckFailedException'));
    dynamo.on(GetCommand, { Key: LIVE_KEY }).resolves(live(3));
    dynamo.on(GetCommand, { Key: DRAFT_KEY }).resolves(draft(5, 3));
    const result = await call('PUT', '/v3/admin/page', { body: { id: PAGE.id, version: 3, revision: 4, content: EDITED } });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({
      message: 'Someone else saved this first. Reload to see their changes, then make yours again.',
      page: { version: 3, draft: { revision: 5, base_version: 3, content: EDITED } },
    });
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input).toMatchObject({
      ConditionExpression: 'revision = :read',
      ExpressionAttributeValues: { ':read': 4 },
    });
  });

  it('refuses an invalid page or a body without its revision with 400, writing nothing', async () => {
    for (const body of [
      { id: PAGE.id, version: 3, revision: 0, content: { ...EDITED, lesson: [] } },
      { id: PAGE.id, version: 3, content: EDITED },
      { id: PAGE.id, version: 3, revision: -1, content: EDITED },
    ]) {
      expect((await call('PUT', '/v3/admin/page', { body })).statusCode).toBe(400);
    }
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('shows the draft to district admins only: a school admin reads what children see', async () => {
    dynamo.on(GetCommand, { Key: LIVE_KEY }).resolves(live(3));
    dynamo.on(GetCommand, { Key: DRAFT_KEY }).resolves(draft(2, 3));
    const district = bodyOf(await call('GET', '/v3/admin/page', { query: { id: PAGE.id } }));
    expect(district).toMatchObject({ version: 3, content: PAGE, draft: { revision: 2, content: EDITED } });
    const school = bodyOf(await call('GET', '/v3/admin/page', { query: { id: PAGE.id }, groups: SCHOOL_ADMIN }));
    expect(school).toMatchObject({ version: 3, content: PAGE, draft: null });
  });

  it('refuses a school admin’s save, publish and restore with 403, writing nothing', async () => {
    for (const [method, path, body] of [
      ['PUT', '/v3/admin/page', { id: PAGE.id, version: 3, revision: 0, content: EDITED }],
      ['POST', '/v3/admin/page/publish', { id: PAGE.id, revision: 1 }],
      ['POST', '/v3/admin/page/restore', { id: PAGE.id, version: 1, revision: 0 }],
    ] as const) {
      expect((await call(method, path, { body, groups: SCHOOL_ADMIN })).statusCode).toBe(403);
    }
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('publishing a draft', () => {
  it('in one transaction moves the page on from the draft’s base version, keeps the version it replaces, and drops the draft', async () => {
    dynamo.on(GetCommand, { Key: LIVE_KEY }).resolves(live(3, { edited_by: 'old@demo.school', edited_at: '2026-11-01T09:00:00.000Z' }));
    dynamo.on(GetCommand, { Key: DRAFT_KEY }).resolves(draft(2, 3));
    const result = await call('POST', '/v3/admin/page/publish', { body: { id: PAGE.id, revision: 2 } });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ id: PAGE.id, version: 4, content: EDITED });
    const [transaction] = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(transaction).toHaveLength(3);
    expect(transaction![0]!.Put).toMatchObject({
      TableName: TABLE,
      Item: { ...LIVE_KEY, version: 4, edited_by: 'e@demo.school' },
      ConditionExpression: 'version = :base',
      ExpressionAttributeValues: { ':base': 3 },
    });
    expect(JSON.parse(transaction![0]!.Put!.Item!.content as string)).toEqual(EDITED);
    // The replaced version is its own small item, not a growing list on the page.
    expect(transaction![1]!.Put).toMatchObject({
      Item: {
        pk: LIVE_KEY.pk,
        sk: 'VERSION#0000000003',
        version: 3,
        content: JSON.stringify(PAGE),
        published_by: 'old@demo.school',
        published_at: '2026-11-01T09:00:00.000Z',
      },
    });
    expect(transaction![2]!.Delete).toMatchObject({
      Key: DRAFT_KEY,
      ConditionExpression: 'revision = :revision',
      ExpressionAttributeValues: { ':revision': 2 },
    });
  });

  it('creates a page the table lacks from its draft, only if still absent', async () => {
    dynamo.on(GetCommand, { Key: DRAFT_KEY }).resolves(draft(1, 0));
    const result = await call('POST', '/v3/admin/page/publish', { body: { id: PAGE.id, revision: 1 } });
    expect(bodyOf(result)).toMatchObject({ version: 1 });
    const [transaction] = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(transaction!.map((part) => Object.keys(part)[0])).toEqual(['Put', 'Delete']);
    expect(transaction![0]!.Put).toMatchObject({ Item: { version: 1 }, ConditionExpression: 'attribute_not_exists(pk)' });
  });

  it('tells the later of two admins that someone published after their draft began, writing nothing', async () => {
    // The page moved on to 4 since this draft was made from 3.
    dynamo.on(GetCommand, { Key: LIVE_KEY }).resolves(live(4));
    dynamo.on(GetCommand, { Key: DRAFT_KEY }).resolves(draft(2, 3));
    const result = await call('POST', '/v3/admin/page/publish', { body: { id: PAGE.id, revision: 2 } });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({
      message: expect.stringContaining('published this page after your draft began'),
      page: { version: 4 },
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('tells an admin whose draft was changed or published by someone else, writing nothing', async () => {
    dynamo.on(GetCommand, { Key: LIVE_KEY }).resolves(live(3));
    dynamo.on(GetCommand, { Key: DRAFT_KEY }).resolves(draft(3, 3));
    const changed = await call('POST', '/v3/admin/page/publish', { body: { id: PAGE.id, revision: 2 } });
    expect(changed.statusCode).toBe(409);
    expect(bodyOf(changed).message).toBe('Someone else changed this draft or published it first. Reload to see it, then publish again.');
    dynamo.on(GetCommand, { Key: DRAFT_KEY }).resolves({});
    expect((await call('POST', '/v3/admin/page/publish', { body: { id: PAGE.id, revision: 2 } })).statusCode).toBe(409);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('queues the published page’s narration, naming the page and not its lines, and none for a refused publish', async () => {
    dynamo.on(GetCommand, { Key: LIVE_KEY }).resolves(live(3));
    dynamo.on(GetCommand, { Key: DRAFT_KEY }).resolves(draft(2, 3));
    expect((await call('POST', '/v3/admin/page/publish', { body: { id: PAGE.id, revision: 2 } })).statusCode).toBe(200);
    const sent = sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input);
    expect(sent).toEqual([
      { QueueUrl: NARRATION_QUEUE_URL, Entries: [{ Id: 'group-0', MessageBody: JSON.stringify({ group: PAGE.id }) }] },
    ]);
    sqs.resetHistory();
    dynamo.on(GetCommand, { Key: DRAFT_KEY }).resolves(draft(3, 3));
    expect((await call('POST', '/v3/admin/page/publish', { body: { id: PAGE.id, revision: 2 } })).statusCode).toBe(409);
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });

  it('keeps a publish published when its narration cannot be queued: the page is live, its new lines use the browser’s voice', async () => {
    dynamo.on(GetCommand, { Key: LIVE_KEY }).resolves(live(3));
    dynamo.on(GetCommand, { Key: DRAFT_KEY }).resolves(draft(2, 3));
    sqs.on(SendMessageBatchCommand).rejects(awsError('AccessDenied'));
    const result = await call('POST', '/v3/admin/page/publish', { body: { id: PAGE.id, revision: 2 } });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ id: PAGE.id, version: 4, content: EDITED });
  });

  it('answers 409 when the transaction’s conditions refuse it (a race between the read and the write)', async () => {
    dynamo.on(GetCommand, { Key: LIVE_KEY }).resolves(live(3));
    dynamo.on(GetCommand, { Key: DRAFT_KEY }).resolves(draft(2, 3));
    dynamo.on(TransactWriteCommand).rejects(awsError('TransactionCanceledException'));
    const result = await call('POST', '/v3/admin/page/publish', { body: { id: PAGE.id, revision: 2 } });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toContain('published this page after your draft began');
  });
});

describe('a page’s history', () => {
  it('lists the live version and each one it replaced, newest first, by one query without their content', async () => {
    dynamo
      .on(GetCommand, { Key: LIVE_KEY })
      .resolves({ Item: { version: 3, edited_by: 'b@demo.school', edited_at: '2026-11-03T00:00:00.000Z' } });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': LIVE_KEY.pk, ':prefix': 'VERSION#' } }).resolves({
      Items: [{ version: 2, published_by: 'a@demo.school', published_at: '2026-11-02T00:00:00.000Z' }, { version: 1 }],
    });
    const result = await call('GET', '/v3/admin/page/history', { query: { id: PAGE.id }, groups: SCHOOL_ADMIN });
    expect(bodyOf(result)).toEqual({
      id: PAGE.id,
      versions: [
        { version: 3, published_by: 'b@demo.school', published_at: '2026-11-03T00:00:00.000Z' },
        { version: 2, published_by: 'a@demo.school', published_at: '2026-11-02T00:00:00.000Z' },
        { version: 1, published_by: null, published_at: null },
      ],
    });
    const query = dynamo.commandCalls(QueryCommand).find((c) => c.args[0].input.ExpressionAttributeValues?.[':prefix'] === 'VERSION#');
    expect(query!.args[0].input).toMatchObject({ ProjectionExpression: 'version, published_by, published_at', ScanIndexForward: false });
  });

  it('restores an earlier version as the draft over the version children see now, leaving the page itself alone', async () => {
    dynamo.on(GetCommand, { Key: LIVE_KEY }).resolves(live(3));
    dynamo
      .on(GetCommand, { Key: { pk: LIVE_KEY.pk, sk: 'VERSION#0000000001' } })
      .resolves({ Item: { version: 1, content: JSON.stringify(EDITED) } });
    const result = await call('POST', '/v3/admin/page/restore', { body: { id: PAGE.id, version: 1, revision: 0 } });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ id: PAGE.id, version: 3, revision: 1, content: EDITED });
    const puts = dynamo.commandCalls(PutCommand).map((put) => put.args[0].input);
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ Item: { ...DRAFT_KEY, base_version: 3, revision: 1 } });
    expect(JSON.parse(puts[0]!.Item!.content as string)).toEqual(EDITED);
  });

  it('answers 404 for a version the page does not keep, writing nothing', async () => {
    dynamo.on(GetCommand, { Key: LIVE_KEY }).resolves(live(3));
    const result = await call('POST', '/v3/admin/page/restore', { body: { id: PAGE.id, version: 2, revision: 0 } });
    expect(result.statusCode).toBe(404);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
