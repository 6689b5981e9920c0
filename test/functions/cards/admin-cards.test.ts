import { createHash } from 'node:crypto';
import { BatchGetCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '@functions/cards/admin-cards.handler.js';
import { readCardCode } from '@domain/cards.js';
import { keys } from '@functions/common/table.js';
import { awsError } from '../../support/aws-error.js';
import { adminAuthorizer, apiEvent, bodyOf, lambdaContext } from '../events.js';

const dynamo = mockClient(DynamoDBDocumentClient);

const ROUTES = [
  { method: 'GET', path: '/v3/admin/cards', query: { school: 'DEMO' } },
  { method: 'POST', path: '/v3/admin/cards', body: { school_identifier: 'DEMO', student_ids: ['s1'] } },
  { method: 'POST', path: '/v3/admin/cards/revoke', body: { school_identifier: 'DEMO', student_id: 's1' } },
];

const call = (route: (typeof ROUTES)[number], claims: Record<string, string> | null) => {
  const event = apiEvent({ method: route.method, path: route.path, body: route.body, query: route.query });
  event.requestContext.authorizer = claims ? { claims } : null;
  return handler(event, lambdaContext);
};

beforeEach(() => {
  dynamo.reset();
  // The caller's role removals (functions/admins/role-removals.ts): none, unless a test says otherwise.
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

describe('the card routes', () => {
  it.each(ROUTES)('$method $path refuses a caller who is not a school admin before touching the table', async (route) => {
    expect((await call(route, null)).statusCode).toBe(401);
    const teacher = await call(route, { token_use: 'id', sub: 't-1', email: 't@demo.school', 'cognito:groups': '[teachers]' });
    expect(teacher.statusCode).toBe(403);
    expect(bodyOf(teacher)).toEqual({ message: 'Only admins may do this' });
    const editor = await call(route, {
      token_use: 'id',
      sub: 'e-1',
      email: 'e@demo.school',
      'cognito:groups': '[content-editors, school:DEMO]',
    });
    expect(editor.statusCode).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

const TABLE = process.env.TABLE_NAME;
const ada = { ...keys.profile('s1'), id: 's1', first_name: 'Ada', class_id: 'class-a', school_identifier: 'DEMO' };

/** A school admin of DEMO whose sign-in session proved a passkey a moment ago, with Ada's profile in the table; then `table`'s own stubs. */
const asAdmin = (route: (typeof ROUTES)[number], table: () => void = () => undefined) => {
  dynamo.on(GetCommand).resolves({});
  dynamo
    .on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') })
    .resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) + 600 } });
  dynamo.on(BatchGetCommand).resolves({ Responses: { [TABLE!]: [ada] } });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  // What a test stubs on top, after the defaults, so it wins over them.
  table();
  return call(route, adminAuthorizer().claims);
};
const [, PRINT, REVOKE] = ROUTES as [unknown, (typeof ROUTES)[number], (typeof ROUTES)[number]];
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('printing a card', () => {
  it('makes no card for a child being removed: skipped, and nothing written', async () => {
    const result = await asAdmin(PRINT, () =>
      dynamo.on(BatchGetCommand).resolves({ Responses: { [TABLE!]: [{ ...ada, removal: { job: 'j', at: 1, by: 'a' } }] } }),
    );
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ cards: [], skipped: [{ student_id: 's1', first_name: 'Ada' }] });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('issues a first card: its record under a fresh id, hashed, then the student item naming it, each only if new', async () => {
    const result = await asAdmin(PRINT);
    expect(result.statusCode).toBe(200);
    const { cards, skipped } = bodyOf(result) as { cards: Array<{ student_id: string; code: string }>; skipped: unknown[] };
    expect(skipped).toEqual([]);
    expect(cards).toMatchObject([{ student_id: 's1', first_name: 'Ada', class_id: 'class-a' }]);
    const scanned = readCardCode(cards[0]!.code);
    if (scanned.kind !== 'card') throw new Error(`not a card code: ${cards[0]!.code}`);
    const { cardId, secret } = scanned;
    expect(dynamo.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems).toEqual({
      [TABLE!]: { Keys: [keys.profile('s1')], ConsistentRead: true },
    });
    const [record, current] = dynamo.commandCalls(PutCommand).map((put) => put.args[0].input);
    expect(record).toEqual({
      TableName: TABLE,
      Item: {
        ...keys.card('DEMO', cardId),
        student_id: 's1',
        secret_hash: sha256(secret),
        issued_at: expect.any(String),
        issued_by: 'a@demo.school',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(JSON.stringify(record)).not.toContain(secret);
    expect(current).toEqual({
      TableName: TABLE,
      Item: { ...keys.currentCard('s1'), card_id: cardId, school_identifier: 'DEMO' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('replaces a card: the student item moves on only from the old card, whose record then goes', async () => {
    const result = await asAdmin(PRINT, () =>
      dynamo.on(GetCommand, { Key: keys.currentCard('s1') }).resolves({ Item: { card_id: 'old-card', school_identifier: 'DEMO' } }),
    );
    expect(result.statusCode).toBe(200);
    expect(dynamo.commandCalls(PutCommand)[1]!.args[0].input).toMatchObject({
      Item: keys.currentCard('s1'),
      ConditionExpression: 'card_id = :previous',
      ExpressionAttributeValues: { ':previous': 'old-card' },
    });
    expect(dynamo.commandCalls(DeleteCommand).map((deleted) => deleted.args[0].input)).toEqual([
      { TableName: TABLE, Key: keys.card('DEMO', 'old-card') },
    ]);
  });

  it('skips a student another print got to first, leaving no card of its own behind', async () => {
    const result = await asAdmin(PRINT, () =>
      dynamo.on(PutCommand, { Item: keys.currentCard('s1') }).rejects(awsError('ConditionalCheckFailedException')),
    );
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ cards: [], skipped: [{ student_id: 's1', first_name: 'Ada' }] });
    const record = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(dynamo.commandCalls(DeleteCommand).map((deleted) => deleted.args[0].input.Key)).toEqual([{ pk: record.pk, sk: record.sk }]);
  });
});

describe('revoking a card', () => {
  it('deletes the card record, then the student item only while it still names that card', async () => {
    const result = await asAdmin(REVOKE, () =>
      dynamo.on(GetCommand, { Key: keys.currentCard('s1') }).resolves({ Item: { card_id: 'card-1', school_identifier: 'DEMO' } }),
    );
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ revoked: true });
    expect(dynamo.commandCalls(DeleteCommand).map((deleted) => deleted.args[0].input)).toEqual([
      { TableName: TABLE, Key: keys.card('DEMO', 'card-1') },
      {
        TableName: TABLE,
        Key: keys.currentCard('s1'),
        ConditionExpression: 'card_id = :id',
        ExpressionAttributeValues: { ':id': 'card-1' },
      },
    ]);
  });

  it('answers revoked: false for a student without a card, deleting nothing', async () => {
    const result = await asAdmin(REVOKE);
    expect(bodyOf(result)).toEqual({ revoked: false });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
