import { childPasswordProblem } from '@domain/child-password.js';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { awsError } from '../../support/aws-error.js';
import { defaultGameDetails } from '@domain/defaults.js';
import { handler } from '@functions/summaries/admin-students.handler.js';
import { rowKey } from '@functions/summaries/class-summary.js';
import { verifyPassword } from '@functions/sign-in/password.js';
import { keys } from '@functions/common/table.js';
import { loginAttemptsKey } from '@functions/common/sign-in-key.js';
import { apiEvent, bodyOf, lambdaContext, withoutRoleRemovals } from '../events.js';
import { mockSignInKey } from '../../support/sign-in-key.js';

const dynamo = mockClient(DynamoDBDocumentClient);
mockSignInKey();
const SCHOOL_ADMIN = '[school:DEMO:admin]';

interface Call {
  method: string;
  path: string;
  body?: unknown;
  query?: Record<string, string>;
}
const call = ({ method, path, body, query }: Call, groups: string | null = SCHOOL_ADMIN) => {
  const event = apiEvent({ method, path, body, query });
  event.requestContext.authorizer = groups
    ? { claims: { token_use: 'id', sub: 'admin-1', email: 'a@demo.school', origin_jti: 'session-1', 'cognito:groups': groups } }
    : null;
  return handler(event, lambdaContext);
};
const writes = () => [...dynamo.commandCalls(PutCommand), ...dynamo.commandCalls(UpdateCommand), ...dynamo.commandCalls(DeleteCommand)];

/** This sign-in session proved a passkey a moment ago. */
const passkeyProved = () =>
  dynamo
    .on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') })
    .resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) + 600 } });

const profileOf = (id: string, school: string, classId: string, first: string, last: string) => ({
  ...keys.profile(id),
  id,
  school_identifier: school,
  class_id: classId,
  first_name: first,
  last_name: last,
  grade: 'WAW',
  username: `${first}.${last}`.toLowerCase(),
});

/** A module two days in: feelings before and after day 1, before day 2, and 7 tokens. */
const played = () => {
  const details = defaultGameDetails('RESPA');
  details.progress.day_1 = { ...details.progress.day_1!, pre_emotion: 'happy', post_emotion: 'confident' };
  details.progress.day_2 = { ...details.progress.day_2!, pre_emotion: 'nervous' };
  details.inventory = { ...details.inventory, earned: 7, balance: 7 };
  return {
    id: 'mod-1',
    name: 'RESPA',
    day_completed: 1,
    step_completed: 'post_emotion',
    game_details: JSON.stringify(details),
    version: 4,
  };
};

/** The calls that read or write a child's data: all but the caller's schools' deletion marks and role removals (functions/admins/admin.ts). */
const dataCalls = () =>
  withoutRoleRemovals(dynamo.calls()).filter((call) => {
    const pk = (call.args[0].input as { Key?: { pk?: string } }).Key?.pk;
    return !pk?.startsWith('SCHOOLDEL#');
  });

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
});

describe('who may call', () => {
  const ROUTES: Call[] = [
    { method: 'GET', path: '/v3/admin/students', query: { school: 'DEMO' } },
    { method: 'POST', path: '/v3/admin/students/password', body: { studentId: 'stu-1', password: 'a-new-password' } },
    { method: 'POST', path: '/v3/admin/modules/reset', body: { studentId: 'stu-1', moduleId: 'mod-1', day: 2, version: 4 } },
  ];

  it.each(ROUTES)('$method $path answers 401 without an id token and 403 to a content editor of before, reading nothing', async (route) => {
    expect((await call(route, null)).statusCode).toBe(401);
    const editor = await call(route, '[content-editors, school:DEMO]');
    expect(editor.statusCode).toBe(403);
    expect(bodyOf(editor)).toEqual({ message: 'Only admins may do this' });
    expect(dataCalls()).toHaveLength(0);
  });
});

describe('GET /v3/admin/students', () => {
  const roster = (query?: Record<string, string>, groups?: string) => call({ method: 'GET', path: '/v3/admin/students', query }, groups);

  /** Where DynamoDB stopped: the index key of the last profile it read. */
  const stoppedAt = { pk: 'STUDENT#stu-1', sk: 'PROFILE', school_key: 'DEMO', class_key: 'class-a#stu-1' };

  it('answers a page of the school from one index query and each student modules by key, with a cursor for the next', async () => {
    dynamo.on(QueryCommand, { IndexName: 'bySchool' }).resolves({
      Items: [profileOf('stu-1', 'DEMO', 'class-a', 'Maya', 'Rivers'), profileOf('stu-2', 'DEMO', 'class-b', 'Ada', 'Byron')],
      LastEvaluatedKey: stoppedAt,
    });
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STUDENT#stu-1', ':prefix': 'MODULE#' } })
      .resolves({ Items: [played()] });
    dynamo
      .on(GetCommand, { Key: await loginAttemptsKey('DEMO', 'maya.rivers') })
      .resolves({ Item: { wrong_tries: 12, last_wrong_at: Date.parse('2026-11-25T08:55:00Z') } });

    const result = await roster({ school: ' demo ' });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      school: 'DEMO',
      students: [
        {
          id: 'stu-1',
          first_name: 'Maya',
          last_name: 'Rivers',
          class_id: 'class-a',
          grade: 'WAW',
          username: 'maya.rivers',
          school_identifier: 'DEMO',
          wrong_tries: 12,
          last_wrong_try_at: '2026-11-25T08:55:00.000Z',
          modules: [
            {
              id: 'mod-1',
              name: 'RESPA',
              day_completed: 1,
              version: 4,
              earned: 7,
              balance: 7,
              pre_test_score: 0,
              pre_test_taken: true,
              post_test_score: 0,
              emotions: [
                { day: 1, before: 'happy', after: 'confident' },
                { day: 2, before: 'nervous', after: '' },
              ],
            },
          ],
        },
        {
          id: 'stu-2',
          first_name: 'Ada',
          last_name: 'Byron',
          class_id: 'class-b',
          grade: 'WAW',
          username: 'ada.byron',
          school_identifier: 'DEMO',
          wrong_tries: 0,
          last_wrong_try_at: null,
          modules: [],
        },
      ],
      cursor: expect.any(String),
    });
    const indexQueries = dynamo.commandCalls(QueryCommand, { IndexName: 'bySchool' }).map((c) => c.args[0].input);
    expect(indexQueries).toEqual([
      {
        TableName: 'waw-test',
        IndexName: 'bySchool',
        KeyConditionExpression: 'school_key = :school',
        ExpressionAttributeValues: { ':school': 'DEMO' },
        Limit: 50,
        ExclusiveStartKey: undefined,
      },
    ]);
    expect(withoutRoleRemovals(dynamo.commandCalls(QueryCommand))).toHaveLength(3);
    expect(writes()).toHaveLength(0);

    // The cursor goes on exactly where DynamoDB stopped, at the size asked for; the last page has none.
    dynamo.resetHistory();
    dynamo.on(QueryCommand, { IndexName: 'bySchool' }).resolves({ Items: [] });
    const next = await roster({ school: 'DEMO', limit: '100', cursor: String(bodyOf(result).cursor) });
    expect(bodyOf(next)).toEqual({ school: 'DEMO', students: [] });
    expect(withoutRoleRemovals(dynamo.commandCalls(QueryCommand))[0]?.args[0].input).toMatchObject({
      Limit: 100,
      ExclusiveStartKey: stoppedAt,
    });
  });

  it('refuses a cursor of another school, another class or edited by hand, and a page over 100, reading nothing', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const oakKey = { pk: 'STUDENT#stu-9', sk: 'PROFILE', school_key: 'OAK', class_key: 'class-a#stu-9' };
    const refused: Array<Record<string, string>> = [
      { school: 'DEMO', cursor: cursor({ school: 'OAK', class: null, key: oakKey }) },
      { school: 'DEMO', cursor: cursor({ school: 'DEMO', class: null, key: oakKey }) },
      { school: 'DEMO', cursor: cursor({ school: 'DEMO', class: null, key: { ...stoppedAt, class_key: 'class-a#stu-2' } }) },
      { school: 'DEMO', cursor: cursor({ school: 'DEMO', class: null, key: { ...stoppedAt, pk: 'ADMIN#x' } }) },
      { school: 'DEMO', class: 'class-b', cursor: cursor({ school: 'DEMO', class: 'class-b', key: stoppedAt }) },
      { school: 'DEMO', class: 'class-a', cursor: cursor({ school: 'DEMO', class: null, key: stoppedAt }) },
      { school: 'DEMO', cursor: 'not json at all' },
      { school: 'DEMO', cursor: cursor([1, 2]) },
      { school: 'DEMO', limit: '101' },
      { school: 'DEMO', limit: '0' },
      { school: 'DEMO', limit: 'ten' },
    ];
    for (const query of refused) expect((await roster(query)).statusCode, JSON.stringify(query)).toBe(400);
    expect(dataCalls()).toHaveLength(0);
  });

  it('narrows to a class by the index sort key, and answers 404 for a class with no one in it', async () => {
    expect((await roster({ school: 'DEMO', class: 'class-z' })).statusCode).toBe(404);
    expect(withoutRoleRemovals(dynamo.commandCalls(QueryCommand))[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'school_key = :school AND begins_with(class_key, :class)',
      ExpressionAttributeValues: { ':school': 'DEMO', ':class': 'class-z#' },
    });
  });

  it('answers 404 for a school outside the caller groups without querying it, and lets a district admin read any', async () => {
    const foreign = await roster({ school: 'OAK' });
    expect(foreign.statusCode).toBe(404);
    expect(bodyOf(foreign)).toEqual({ message: 'School not found' });
    expect(dataCalls()).toHaveLength(0);
    expect((await roster({ school: 'OAK' }, '[district-admins]')).statusCode).toBe(200);
  });

  it('answers 400 for unknown query parameters or a district admin naming no school', async () => {
    expect((await roster({ school: 'DEMO', sort: 'name' })).statusCode).toBe(400);
    expect((await roster(undefined, '[district-admins]')).statusCode).toBe(400);
    expect(dataCalls()).toHaveLength(0);
  });
});

describe('POST /v3/admin/students/password', () => {
  const reset = (body: unknown) => call({ method: 'POST', path: '/v3/admin/students/password', body });

  beforeEach(() => {
    dynamo.on(GetCommand, { Key: keys.profile('stu-1') }).resolves({ Item: profileOf('stu-1', 'DEMO', 'class-a', 'Maya', 'Rivers') });
    dynamo.on(GetCommand, { Key: keys.profile('stu-9') }).resolves({ Item: profileOf('stu-9', 'OAK', 'class-a', 'Sam', 'Oak') });
  });

  it('stores the new password hashed on the student own sign-in, only if it is still theirs, and lifts the lock', async () => {
    passkeyProved();
    const result = await reset({ studentId: 'stu-1', password: 'a-new-password' });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ reset: 'stu-1' });
    const update = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update).toMatchObject({
      Key: keys.signIn('DEMO', 'maya.rivers'),
      UpdateExpression: 'SET password_hash = :hash',
      ConditionExpression: 'attribute_exists(pk) AND student_id = :id',
      ExpressionAttributeValues: { ':id': 'stu-1' },
    });
    const hash = String(update.ExpressionAttributeValues?.[':hash']);
    expect(hash).not.toContain('a-new-password');
    expect(await verifyPassword('a-new-password', hash)).toBe(true);
    expect(dynamo.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key)).toEqual([await loginAttemptsKey('DEMO', 'maya.rivers')]);
  });

  it('answers 404 for a student of another school or none, even at aal2, writing nothing', async () => {
    passkeyProved();
    for (const studentId of ['stu-9', 'stu-unknown']) {
      const result = await reset({ studentId, password: 'a-new-password' });
      expect(result.statusCode).toBe(404);
      expect(bodyOf(result)).toEqual({ message: 'Student not found' });
    }
    expect(writes()).toHaveLength(0);
  });

  it('answers 403 passkey_required when this session proved no passkey, or its proof expired, writing nothing', async () => {
    const result = await reset({ studentId: 'stu-1', password: 'a-new-password' });
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toMatchObject({ code: 'passkey_required' });
    dynamo.on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') }).resolves({ Item: { expires_at: 1 } });
    expect((await reset({ studentId: 'stu-1', password: 'a-new-password' })).statusCode).toBe(403);
    expect(writes()).toHaveLength(0);
  });

  it('answers 400 for a short password, a missing id or extra fields, before reading anything', async () => {
    passkeyProved();
    for (const body of [
      { studentId: 'stu-1', password: 'short' },
      { password: 'a-new-password' },
      { studentId: 'stu-1', password: 'a-new-password', school: 'OAK' },
      'nope',
    ]) {
      expect((await reset(body)).statusCode).toBe(400);
    }
    expect(dataCalls()).toHaveLength(0);
  });

  it("refuses a short password in the form's own plain words, with no request jargon", async () => {
    passkeyProved();
    const result = await reset({ studentId: 'stu-1', password: 'abc' });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: childPasswordProblem('abc') });
    expect(bodyOf(result)).toEqual({ message: 'A password needs at least 8 characters.' });
  });

  it('answers 404 when the sign-in is gone or belongs to someone else by the time it is written, and keeps the lock', async () => {
    passkeyProved();
    dynamo.on(UpdateCommand).rejects(awsError('ConditionalCheckFailedException', 'no'));
    expect((await reset({ studentId: 'stu-1', password: 'a-new-password' })).statusCode).toBe(404);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});

describe('POST /v3/admin/modules/reset', () => {
  const reset = (body: unknown) => call({ method: 'POST', path: '/v3/admin/modules/reset', body });

  beforeEach(() => {
    dynamo.on(GetCommand, { Key: keys.profile('stu-1') }).resolves({ Item: profileOf('stu-1', 'DEMO', 'class-a', 'Maya', 'Rivers') });
    dynamo.on(GetCommand, { Key: keys.profile('stu-9') }).resolves({ Item: profileOf('stu-9', 'OAK', 'class-a', 'Sam', 'Oak') });
    dynamo.on(GetCommand, { Key: keys.module('stu-1', 'mod-1') }).resolves({ Item: played() });
  });

  it('resets the day and those after it under a condition on the version the admin saw', async () => {
    passkeyProved();
    const result = await reset({ studentId: 'stu-1', moduleId: 'mod-1', day: 2, version: 4 });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({
      module: { id: 'mod-1', day_completed: 1, version: 5, emotions: [{ day: 1, before: 'happy', after: 'confident' }] },
    });
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put).toMatchObject({
      Item: { ...keys.module('stu-1', 'mod-1'), day_completed: 1, step_completed: 'notstarted', version: 5 },
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': 4 },
    });
    const details = JSON.parse(String(put.Item?.game_details)) as ReturnType<typeof defaultGameDetails>;
    expect(details.progress.day_1?.pre_emotion).toBe('happy');
    expect(details.progress.day_2?.pre_emotion).toBe('');
    // The class page shows the reset: the child's own row takes version 5 of the module, saved when the reset was.
    const classRow = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(classRow).toMatchObject({
      Key: rowKey('DEMO', 'class-a', 'stu-1'),
      UpdateExpression: 'SET #mid = :mid, #m = :m, #o = :o ADD #rv :one',
      ExpressionAttributeValues: { ':mid': 'mod-1', ':o': put.Item?.saved_at, ':m': { v: 5, d: 1 } },
    });
  });

  it('times the reset after the save it undoes, even one timed by a function whose clock runs ahead of this one', async () => {
    passkeyProved();
    const ahead = Date.now() + 60_000;
    dynamo.on(GetCommand, { Key: keys.module('stu-1', 'mod-1') }).resolves({ Item: { ...played(), saved_at: ahead } });
    expect((await reset({ studentId: 'stu-1', moduleId: 'mod-1', day: 2, version: 4 })).statusCode).toBe(200);
    const savedAt = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item?.saved_at as number;
    // Later than version 4, so the child's row (o <= :o) takes the reset instead of keeping the day it undoes.
    expect(savedAt).toBeGreaterThan(ahead);
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues?.[':o']).toBe(savedAt);
  });

  it('answers 409 with the module as stored when the admin saw another version, or another save won the race', async () => {
    passkeyProved();
    const stale = await reset({ studentId: 'stu-1', moduleId: 'mod-1', day: 2, version: 3 });
    expect(stale.statusCode).toBe(409);
    expect(bodyOf(stale)).toMatchObject({ module: { id: 'mod-1', version: 4 } });
    expect(writes()).toHaveLength(0);
    dynamo.on(PutCommand).rejects(awsError('ConditionalCheckFailedException', 'no'));
    expect((await reset({ studentId: 'stu-1', moduleId: 'mod-1', day: 2, version: 4 })).statusCode).toBe(409);
  });

  it('refuses another school student (404), an unknown module (404), no passkey (403) and day 11 (400), writing nothing', async () => {
    expect((await reset({ studentId: 'stu-1', moduleId: 'mod-1', day: 2, version: 4 })).statusCode).toBe(403);
    passkeyProved();
    expect((await reset({ studentId: 'stu-9', moduleId: 'mod-1', day: 2, version: 4 })).statusCode).toBe(404);
    const unknown = await reset({ studentId: 'stu-1', moduleId: 'mod-2', day: 2, version: 4 });
    expect(unknown.statusCode).toBe(404);
    expect(bodyOf(unknown)).toEqual({ message: 'Module not found' });
    expect((await reset({ studentId: 'stu-1', moduleId: 'mod-1', day: 11, version: 4 })).statusCode).toBe(400);
    expect(writes()).toHaveLength(0);
  });
});
