import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { awsError } from '../../support/aws-error.js';
import { handler } from '@functions/summaries/admin-students.handler.js';
import { classKey } from '@functions/summaries/class-summary.js';
import { apiEvent, bodyOf, lambdaContext } from '../events.js';
import { mockSignInKey } from '../../support/sign-in-key.js';

const dynamo = mockClient(DynamoDBDocumentClient);
mockSignInKey();
const SCHOOL_ADMIN = '[school:DEMO:admin]';
const TEACHER = '[school:DEMO:teacher]';

const call = (
  method: string,
  path: string,
  { body, query, groups = SCHOOL_ADMIN }: { body?: unknown; query?: Record<string, string>; groups?: string },
) => {
  const event = apiEvent({ method, path, body, query });
  event.requestContext.authorizer = {
    claims: { token_use: 'id', sub: 'admin-1', email: 'a@demo.school', origin_jti: 'session-1', 'cognito:groups': groups },
  };
  return handler(event, lambdaContext);
};
const rename = (body: unknown, groups?: string) => call('PUT', '/v3/admin/class/name', { body, groups });
const writes = () => [...dynamo.commandCalls(PutCommand), ...dynamo.commandCalls(UpdateCommand), ...dynamo.commandCalls(DeleteCommand)];

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({});
});

describe('a class’s name', () => {
  it('is set by a school admin on the class’s own item, only if the class exists', async () => {
    const result = await rename({ school: 'DEMO', classId: 'demo-class-1', name: '  Ms Lee’s class ' });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ school: 'DEMO', class_id: 'demo-class-1', name: 'Ms Lee’s class' });
    expect(dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input)).toEqual([
      {
        TableName: process.env.TABLE_NAME,
        Key: classKey('DEMO', 'demo-class-1'),
        UpdateExpression: 'SET #name = :name',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': 'Ms Lee’s class' },
      },
    ]);
  });

  it('is taken away by an empty name, the class then shown by its id', async () => {
    expect((await rename({ school: 'DEMO', classId: 'demo-class-1', name: '   ' })).statusCode).toBe(200);
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({ UpdateExpression: 'REMOVE #name' });
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input).not.toHaveProperty('ExpressionAttributeValues');
  });

  it('answers 404 for a class the school does not have, and makes none', async () => {
    dynamo.on(UpdateCommand).rejects(awsError('ConditionalCheckFailedException'));
    const result = await rename({ school: 'DEMO', classId: 'no-such-class', name: 'Ghosts' });
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('Class not found');
  });

  it('refuses a teacher, another school’s admin, a long name and a body without a class, writing nothing', async () => {
    expect((await rename({ school: 'DEMO', classId: 'demo-class-1', name: 'Ours' }, TEACHER)).statusCode).toBe(403);
    expect((await rename({ school: 'DEMO', classId: 'demo-class-1', name: 'Ours' }, '[school:OAK:admin]')).statusCode).toBe(404);
    const long = await rename({ school: 'DEMO', classId: 'demo-class-1', name: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(bodyOf(long).message).toContain('A class name has 40 characters at most.');
    expect((await rename({ school: 'DEMO', name: 'Ours' })).statusCode).toBe(400);
    expect(writes()).toHaveLength(0);
  });

  it('comes with the school’s classes, which are listed by name (else id), and with the class page', async () => {
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CLASS#DEMO' } }).resolves({
      Items: [{ class_id: 'demo-class-1', name: 'Rainbows' }, { class_id: 'demo-class-2' }, { class_id: 'a-class', name: 'Bears' }],
    });
    const school = bodyOf(await call('GET', '/v3/admin/school', { query: { school: 'DEMO' } })) as {
      classes: Array<{ class_id: string; name: string | null }>;
    };
    expect(school.classes.map(({ class_id, name }) => [class_id, name])).toEqual([
      ['a-class', 'Bears'],
      ['demo-class-2', null],
      ['demo-class-1', 'Rainbows'],
    ]);
    const query = dynamo.commandCalls(QueryCommand).find((c) => c.args[0].input.ExpressionAttributeValues?.[':pk'] === 'CLASS#DEMO');
    // Only what the overview shows: the id, the name and the marks of rows still catching up (never a former summary).
    expect(query!.args[0].input).toMatchObject({
      ProjectionExpression: 'class_id, #name, #behind',
      ExpressionAttributeNames: { '#name': 'name', '#behind': 'behind' },
    });

    dynamo.on(GetCommand, { Key: classKey('DEMO', 'demo-class-1') }).resolves({ Item: { class_id: 'demo-class-1', name: 'Rainbows' } });
    const page = await call('GET', '/v3/admin/class', { query: { school: 'DEMO', class: 'demo-class-1' } });
    expect(bodyOf(page)).toMatchObject({ class_id: 'demo-class-1', name: 'Rainbows' });
  });
});
