import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '@functions/summaries/admin-students.handler.js';
import { monthsBefore } from '@functions/removal/inactive.js';
import { rowKey } from '@functions/summaries/class-summary.js';
import { logger } from '@functions/common/logger.js';
import { keys } from '@functions/common/table.js';
import { apiEvent, lambdaContext } from '../events.js';

/** The admin calls of a child's life at school, their table calls mocked: who they refuse, what they write, what they log. */
const dynamo = mockClient(DynamoDBDocumentClient);

const call = (method: string, path: string, body?: unknown, query?: Record<string, string>) => {
  const event = apiEvent({ method, path, body, query });
  event.requestContext.authorizer = {
    claims: { token_use: 'id', sub: 'admin-1', email: 'a@demo.school', origin_jti: 'session-1', 'cognito:groups': '[school:DEMO:admin]' },
  };
  return handler(event, lambdaContext);
};

const profile = (id: string, school: string, classId: string) => ({
  ...keys.profile(id),
  id,
  school_identifier: school,
  class_id: classId,
  first_name: 'Zoë',
  last_name: 'Secretname',
  username: 'zoe.s',
});

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo
    .on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') })
    .resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) + 600 } });
});

describe('moving a child', () => {
  it('answers 404 for a child of another school, and writes nothing', async () => {
    dynamo.on(GetCommand, { Key: keys.profile('kid-oak') }).resolves({ Item: profile('kid-oak', 'OAK', 'oak-1') });
    const answer = await call('POST', '/v3/admin/students/move', { studentId: 'kid-oak', classId: 'c2' });
    expect(answer.statusCode).toBe(404);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('moves the child’s row to the new class’s partition in one transaction, and logs ids, never the child’s name', async () => {
    const log = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    dynamo.on(GetCommand, { Key: keys.profile('kid-1') }).resolves({ Item: profile('kid-1', 'DEMO', 'c1') });
    const row = { ...rowKey('DEMO', 'c1', 'kid-1'), id: 'kid-1', f: 'Zoë', l: 'Secretname', u: 'zoe.s', rv: 3 };
    dynamo.on(GetCommand, { Key: rowKey('DEMO', 'c1', 'kid-1') }).resolves({ Item: row });
    const answer = await call('POST', '/v3/admin/students/move', { studentId: 'kid-1', classId: 'c2' });
    expect(answer.statusCode).toBe(200);
    const [transaction] = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(transaction!.slice(0, 3)).toMatchObject([
      {
        Update: {
          Key: keys.profile('kid-1'),
          ConditionExpression: 'class_id = :from AND school_identifier = :school AND attribute_not_exists(removal)',
        },
      },
      { Delete: { Key: rowKey('DEMO', 'c1', 'kid-1'), ConditionExpression: 'rv = :rv', ExpressionAttributeValues: { ':rv': 3 } } },
      { Put: { Item: { ...row, ...rowKey('DEMO', 'c2', 'kid-1'), rv: 4 }, ConditionExpression: 'attribute_not_exists(sk)' } },
    ]);
    expect(transaction!.slice(3).map((item) => item.Put?.Item?.class_id)).toEqual(['c2', 'c2', 'c2']);
    const logged = JSON.stringify(log.mock.calls);
    log.mockRestore();
    expect(logged).toContain('kid-1');
    expect(logged).not.toMatch(/Secretname|Zoë|zoe\.s/);
  });

  it('answers 404 for a child being removed, whose class is no one’s to change any more, and writes nothing', async () => {
    const marked = { ...profile('kid-1', 'DEMO', 'c1'), removal: { job: 'job-1', at: Date.now(), by: 'admin-2' } };
    dynamo.on(GetCommand, { Key: keys.profile('kid-1') }).resolves({ Item: marked });
    const answer = await call('POST', '/v3/admin/students/move', { studentId: 'kid-1', classId: 'c2' });
    expect(answer.statusCode).toBe(404);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a teacher: which class a child is in is the school admins’ to say (403)', async () => {
    const event = apiEvent({ method: 'POST', path: '/v3/admin/students/move', body: { studentId: 'kid-1', classId: 'c2' } });
    event.requestContext.authorizer = {
      claims: {
        token_use: 'id',
        sub: 'teacher-1',
        email: 't@demo.school',
        origin_jti: 'session-1',
        'cognito:groups': '[school:DEMO:teacher]',
      },
    };
    dynamo.on(GetCommand, { Key: keys.profile('kid-1') }).resolves({ Item: profile('kid-1', 'DEMO', 'c1') });
    dynamo.on(GetCommand, { Key: keys.teacherClasses('teacher-1', 'DEMO') }).resolves({ Item: { classes: ['c1'], version: 1 } });
    expect((await handler(event, lambdaContext)).statusCode).toBe(403);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a move without a class with 400', async () => {
    expect((await call('POST', '/v3/admin/students/move', { studentId: 'kid-1', classId: '' })).statusCode).toBe(400);
  });
});

describe('the inactive list', () => {
  it('counts calendar months back', () => {
    expect(new Date(monthsBefore(Date.UTC(2026, 10, 26), 13)).toISOString()).toBe('2025-10-26T00:00:00.000Z');
  });

  it('lists a child whose last sign-in or import is older than the cutoff, and none whose age is unknown', async () => {
    const now = Date.now();
    dynamo.on(QueryCommand, { KeyConditionExpression: 'pk = :pk' }).resolves({
      Items: [
        { sk: 'STUDENT#old', at: Date.UTC(2020, 0, 1) },
        { sk: 'STUDENT#recent', at: now - 1000 },
      ],
    });
    const child = (id: string, added?: number) => ({
      id,
      class_id: 'c1',
      first_name: id,
      last_name: 'X',
      username: id,
      ...(added ? { added_at: added } : {}),
    });
    dynamo.on(QueryCommand, { IndexName: 'bySchool' }).resolves({
      Items: [child('old'), child('recent'), child('never', Date.UTC(2021, 0, 1)), child('new', now - 1000), child('unknown')],
    });
    const answer = await call('GET', '/v3/admin/inactive', undefined, { school: 'DEMO' });
    expect(answer.statusCode).toBe(200);
    const body = JSON.parse(answer.body) as { months: number; children: Array<{ id: string }> };
    expect(body.months).toBe(13);
    expect(body.children.map((c) => c.id)).toEqual(['old', 'never']);
  });
});
