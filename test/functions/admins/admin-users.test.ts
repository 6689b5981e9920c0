import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { awsError } from '../../support/aws-error.js';
import { keys } from '@functions/common/table.js';
import { apiEvent, bodyOf, lambdaContext, withoutRoleRemovals } from '../events.js';

vi.stubEnv('USER_POOL_ID', 'us-east-1_TESTPOOL');
const { handler } = await import('@functions/admins/admin-users.handler.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const POOL = 'us-east-1_TESTPOOL';
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

/** Cognito calls that change a user or a group: none may happen on a refused request. */
const COGNITO_WRITES: ReadonlySet<unknown> = new Set([
  CreateGroupCommand,
  AdminCreateUserCommand,
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  AdminDeleteUserCommand,
]);
const cognitoWrites = () => cognito.calls().filter((call) => COGNITO_WRITES.has(call.args[0].constructor));

const passkeyProved = () =>
  dynamo
    .on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') })
    .resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) + 600 } });

const groupsOf = (username: string, ...groups: string[][]) => {
  const stub = cognito.on(AdminListGroupsForUserCommand, { Username: username });
  for (const names of groups) stub.resolvesOnce({ Groups: names.map((GroupName) => ({ GroupName })) });
};

beforeEach(() => {
  dynamo.reset();
  // The caller's role removals (functions/admins/role-removals.ts): none, unless a test says otherwise.
  dynamo.on(QueryCommand).resolves({ Items: [] });
  cognito.reset();
  dynamo.on(GetCommand).resolves({});
  cognito.on(AdminListGroupsForUserCommand).rejects(awsError('UserNotFoundException'));
});

describe('GET /v3/admin/me', () => {
  it('answers any admin their schools and the roles held at each, from the token and the schools’ deletion marks', async () => {
    const result = await call({ method: 'GET', path: '/v3/admin/me' }, '[school:DEMO:admin, school:OAK%20HILL:admin, school-admins]');
    expect(bodyOf(result)).toEqual({
      email: 'a@demo.school',
      name: '',
      district: false,
      schools: ['DEMO', 'OAK HILL'],
      school_roles: { DEMO: ['admin'], 'OAK HILL': ['admin'] },
    });
    expect(withoutRoleRemovals(dynamo.calls()).map((call) => (call.args[0].input as { Key?: unknown }).Key)).toEqual([
      { pk: 'SCHOOLDEL#DEMO', sk: 'JOB' },
      { pk: 'SCHOOLDEL#OAK HILL', sk: 'JOB' },
    ]);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers a district admin the schools of their own roles only, reading none of the district’s', async () => {
    const result = await call({ method: 'GET', path: '/v3/admin/me' }, '[district-admins, school:ELM:admin]');
    expect(bodyOf(result)).toMatchObject({ schools: ['ELM'], district: true, school_roles: { ELM: ['admin'] } });
    // The role removals' one query, and nothing of SCHOOLS: the answer does not grow with the district.
    expect(withoutRoleRemovals(dynamo.commandCalls(QueryCommand))).toHaveLength(0);
  });

  it('answers 403 to someone who holds only the global roles of before (school-admins, content-editors)', async () => {
    const result = await call({ method: 'GET', path: '/v3/admin/me' }, '[school-admins, content-editors, school:DEMO]');
    expect(result.statusCode).toBe(403);
  });

  it('answers 401 without an id token', async () => {
    expect((await call({ method: 'GET', path: '/v3/admin/me' }, null)).statusCode).toBe(401);
  });
});

describe('GET /v3/admin/schools', () => {
  const schools = (query: Record<string, string>, groups = '[district-admins]') =>
    call({ method: 'GET', path: '/v3/admin/schools', query }, groups);
  const schoolQueries = () => withoutRoleRemovals(dynamo.commandCalls(QueryCommand)).map((call) => call.args[0].input);

  it('gives a district admin one page of the schools starting with the search, by one bounded key query', async () => {
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SCHOOLS', ':prefix': 'SCHOOL#OAK' } })
      .resolves({ Items: [{ id: 'OAK' }, { id: 'OAK HILL' }], LastEvaluatedKey: { pk: 'SCHOOLS', sk: 'SCHOOL#OAK HILL' } });
    const first = await schools({ q: ' oak ', limit: '2' });
    expect(first.statusCode).toBe(200);
    const body = bodyOf(first) as { schools: string[]; cursor: string };
    expect(body.schools).toEqual(['OAK', 'OAK HILL']);
    expect(schoolQueries()).toEqual([
      expect.objectContaining({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', Limit: 2 }),
    ]);

    dynamo.resetHistory();
    await schools({ q: 'OAK', cursor: body.cursor });
    expect(schoolQueries()).toEqual([expect.objectContaining({ Limit: 20, ExclusiveStartKey: { pk: 'SCHOOLS', sk: 'SCHOOL#OAK HILL' } })]);
  });

  it('gives a school admin their own schools, paged the same way, reading no table', async () => {
    const groups = '[school:ASH:admin, school:OAK:admin, school:OAK%20HILL:teacher]';
    const first = bodyOf(await schools({ q: 'oak', limit: '1' }, groups)) as { schools: string[]; cursor: string };
    expect(first.schools).toEqual(['OAK']);
    expect(bodyOf(await schools({ q: 'oak', cursor: first.cursor }, groups))).toEqual({ schools: ['OAK HILL'] });
    expect(schoolQueries()).toHaveLength(0);
  });

  it('refuses a cursor it never gave out, one from another search, and a page too large with a 400, reading nothing', async () => {
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SCHOOLS', ':prefix': 'SCHOOL#' } }).resolves({
      Items: [{ id: 'ASH' }],
      LastEvaluatedKey: { pk: 'SCHOOLS', sk: 'SCHOOL#ASH' },
    });
    const { cursor } = bodyOf(await schools({})) as { cursor: string };
    dynamo.resetHistory();
    const forged = Buffer.from(JSON.stringify({ q: '', after: 'X', extra: 1 })).toString('base64url');
    for (const query of <Array<Record<string, string>>>[
      { cursor: 'not a cursor!' },
      { cursor: forged },
      { q: 'OAK', cursor },
      { limit: '51' },
      { limit: '0' },
      { page: '2' },
    ]) {
      const refused = await schools(query);
      expect(refused.statusCode).toBe(400);
      expect((bodyOf(refused) as { message: string }).message).toMatch(/cursor|search schools/i);
    }
    expect(schoolQueries()).toHaveLength(0);
  });

  it('answers 401 without an id token', async () => {
    expect((await schools({}, null as unknown as string)).statusCode).toBe(401);
  });
});

describe('GET /v3/admin/admins', () => {
  const list = (query: Record<string, string>, groups?: string) => call({ method: 'GET', path: '/v3/admin/admins', query }, groups);

  it('lists the school role group members page by page, with their roles at this school, sorted by e-mail', async () => {
    cognito.on(ListUsersInGroupCommand, { GroupName: 'school:DEMO:teacher' }).rejects(awsError('ResourceNotFoundException'));
    cognito
      .on(ListUsersInGroupCommand, { GroupName: 'school:DEMO:admin' })
      .resolvesOnce({
        Users: [{ Username: 'u-2', UserStatus: 'CONFIRMED', Attributes: [{ Name: 'email', Value: 'zoe@demo.school' }] }],
        NextToken: 'next',
      })
      .resolvesOnce({
        Users: [
          {
            Username: 'u-1',
            UserStatus: 'FORCE_CHANGE_PASSWORD',
            Attributes: [
              { Name: 'email', Value: 'bea@demo.school' },
              { Name: 'name', Value: 'Bea' },
            ],
          },
        ],
      });
    const result = await list({ school: 'demo' });
    expect(bodyOf(result)).toEqual({
      school: 'DEMO',
      admins: [
        { email: 'bea@demo.school', name: 'Bea', status: 'FORCE_CHANGE_PASSWORD', roles: ['admin'] },
        { email: 'zoe@demo.school', name: '', status: 'CONFIRMED', roles: ['admin'] },
      ],
    });
    expect(cognito.commandCalls(ListUsersInGroupCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: POOL, GroupName: 'school:DEMO:admin', Limit: 60, NextToken: undefined },
      { UserPoolId: POOL, GroupName: 'school:DEMO:admin', Limit: 60, NextToken: 'next' },
      { UserPoolId: POOL, GroupName: 'school:DEMO:teacher', Limit: 60, NextToken: undefined },
    ]);
    expect(cognito.commandCalls(AdminListGroupsForUserCommand)).toHaveLength(0);
  });

  it('answers an empty list for a school whose group is not made yet', async () => {
    cognito.on(ListUsersInGroupCommand).rejects(awsError('ResourceNotFoundException'));
    expect(bodyOf(await list({ school: 'DEMO' }))).toEqual({ school: 'DEMO', admins: [] });
  });

  it('answers 404 for another school (whatever global role of before is held), 400 without a school, asking Cognito nothing', async () => {
    expect((await list({ school: 'OAK' })).statusCode).toBe(404);
    expect((await list({ school: 'OAK' }, '[school:DEMO:admin, school:OAK, school-admins]')).statusCode).toBe(404);
    expect((await list({ school: 'DEMO' }, '[content-editors, school:DEMO]')).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(400);
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('POST /v3/admin/admins', () => {
  const invite = (body: unknown, groups?: string) => call({ method: 'POST', path: '/v3/admin/admins', body }, groups);

  beforeEach(() => {
    cognito.on(CreateGroupCommand).resolves({});
    cognito.on(AdminCreateUserCommand).resolves({});
    cognito.on(AdminAddUserToGroupCommand).resolves({});
  });

  it('creates the school role group and the user (Cognito e-mails the invitation) and gives them the role at that school only', async () => {
    passkeyProved();
    const result = await invite({ email: ' New@Demo.School ', school: 'demo' });
    expect(result.statusCode).toBe(201);
    expect(bodyOf(result)).toEqual({ email: 'new@demo.school', school: 'DEMO', roles: ['admin'], invited: true });
    expect(cognito.commandCalls(CreateGroupCommand)[0]?.args[0].input).toEqual({
      UserPoolId: POOL,
      GroupName: 'school:DEMO:admin',
      Description: 'admin of school DEMO',
    });
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'new@demo.school',
      UserAttributes: [
        { Name: 'email', Value: 'new@demo.school' },
        { Name: 'email_verified', Value: 'true' },
      ],
      DesiredDeliveryMediums: ['EMAIL'],
    });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand).map((c) => c.args[0].input.GroupName)).toEqual(['school:DEMO:admin']);
  });

  it('adds an existing user, an admin of another school included, to this school role only, without a new invitation (200)', async () => {
    passkeyProved();
    cognito.on(CreateGroupCommand).rejects(awsError('GroupExistsException'));
    cognito.on(AdminCreateUserCommand).rejects(awsError('UsernameExistsException'));
    const result = await invite({ email: 'old@oak.school', school: 'DEMO', roles: ['admin'] });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ invited: false });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand).map((c) => c.args[0].input.GroupName)).toEqual(['school:DEMO:admin']);
  });

  it('never revives a removed role: an admin removed from OLD and invited to C is admin of C and nothing else', async () => {
    // What the token of such a person says after both: the leftovers of before give nothing, C's role gives C.
    const { callerAdmin } = await import('@functions/admins/admin.js');
    const event = apiEvent({ method: 'GET', path: '/v3/admin/me' });
    event.requestContext.authorizer = {
      claims: { token_use: 'id', sub: 'x', 'cognito:groups': '[school-admins, content-editors, school:OLD, school:C:admin]' },
    };
    expect([...callerAdmin(event).schoolRoles]).toEqual([['C', ['admin']]]);
  });

  it('refuses no passkey (403), another school (404), a role that is not a school role and a bad e-mail (400), changing nothing', async () => {
    const noPasskey = await invite({ email: 'new@demo.school', school: 'DEMO' });
    expect(noPasskey.statusCode).toBe(403);
    expect(bodyOf(noPasskey)).toMatchObject({ code: 'passkey_required' });
    passkeyProved();
    expect((await invite({ email: 'new@oak.school', school: 'OAK' })).statusCode).toBe(404);
    for (const body of [
      { email: 'not-an-email', school: 'DEMO' },
      { email: 'x@demo.school', school: 'DEMO', roles: ['district-admins'] },
      { email: 'x@demo.school', school: 'DEMO', roles: ['content-editors'] },
      { email: 'x@demo.school', school: 'É'.repeat(60) },
    ]) {
      expect((await invite(body)).statusCode).toBe(400);
    }
    expect(cognito.calls()).toHaveLength(0);
  });

  it('refuses what a person typed in the invitation form’s own plain words, and the rest by its field', async () => {
    passkeyProved();
    const { adminEmailSchema, formProblem } = await import('@domain/admin-forms.js');
    for (const email of ['not-an-email', '', 'x'.repeat(250) + '@demo.school']) {
      const refused = await invite({ email, school: 'DEMO' });
      expect(refused.statusCode).toBe(400);
      // The form says the very same words before sending.
      expect(bodyOf(refused).message).toBe(formProblem(adminEmailSchema, email));
      expect(bodyOf(refused).message).not.toMatch(/Invalid request|email:/);
    }
    expect(bodyOf(await invite({ email: 'not-an-email', school: 'DEMO' })).message).toBe(
      'Write a whole e-mail address, such as name@school.org.',
    );
    const noClass = await invite({ email: 'x@demo.school', school: 'DEMO', roles: ['teacher'], classes: [] });
    expect(bodyOf(noClass).message).toBe('Choose at least one class.');
    // A field no form types keeps its path, for whoever wrote the call.
    expect(bodyOf(await invite({ email: 'x@demo.school', school: 'DEMO', extra: 1 })).message).toMatch(/^Invalid request: extra: /);
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('DELETE /v3/admin/admins', () => {
  const remove = (email: string, school = 'DEMO') => call({ method: 'DELETE', path: '/v3/admin/admins', query: { school, email } });

  beforeEach(() => {
    cognito.on(AdminRemoveUserFromGroupCommand).resolves({});
    cognito.on(AdminDeleteUserCommand).resolves({});
    cognito.on(AdminGetUserCommand).resolves({ UserAttributes: [{ Name: 'sub', Value: 'sub-gone' }] });
    dynamo.on(QueryCommand).resolves({ Items: [{ pk: 'ADMIN#sub-gone', sk: 'PASSKEY#p1' }] });
    dynamo.on(DeleteCommand).resolves({});
  });

  it('takes the admin out of the school and deletes an account left with no school, passkeys and all', async () => {
    passkeyProved();
    groupsOf('gone@demo.school', ['school:DEMO:admin', 'school-admins'], ['school-admins']);
    const result = await remove('Gone@Demo.School');
    expect(bodyOf(result)).toEqual({ removed: 'gone@demo.school', school: 'DEMO', deleted: true });
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand)[0]?.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'gone@demo.school',
      GroupName: 'school:DEMO:admin',
    });
    // The record that shuts out the tokens they still hold, kept through the account's deletion.
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      ...keys.roleRemoval('sub-gone', 'DEMO'),
      school: 'DEMO',
    });
    expect(withoutRoleRemovals(dynamo.commandCalls(QueryCommand))[0]?.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'ADMIN#sub-gone',
    });
    expect(dynamo.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key)).toEqual([{ pk: 'ADMIN#sub-gone', sk: 'PASSKEY#p1' }]);
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({ UserPoolId: POOL, Username: 'gone@demo.school' });
  });

  it('keeps the account of someone still admin of another school', async () => {
    passkeyProved();
    groupsOf('two@demo.school', ['school:DEMO:admin', 'school:OAK:admin'], ['school:OAK:admin']);
    expect(bodyOf(await remove('two@demo.school'))).toMatchObject({ deleted: false });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
    // Their sessions at OAK are not DEMO's to end: the removal record ends DEMO in their tokens, and only DEMO.
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('refuses removing oneself (409), an admin of another school or none (404), and without a passkey (403), changing nothing', async () => {
    groupsOf('gone@demo.school', ['school:DEMO:admin']);
    const noPasskey = await remove('gone@demo.school');
    expect(noPasskey.statusCode).toBe(403);
    expect(bodyOf(noPasskey)).toMatchObject({ code: 'passkey_required' });
    passkeyProved();
    expect((await remove('a@demo.school')).statusCode).toBe(409);
    // An admin of OAK who is still in the groups of before (school-admins, school:DEMO) has no role at DEMO.
    groupsOf('oak@oak.school', ['school:OAK:admin', 'school-admins', 'school:DEMO']);
    expect((await remove('oak@oak.school')).statusCode).toBe(404);
    expect((await remove('nobody@demo.school')).statusCode).toBe(404);
    expect((await remove('oak@oak.school', 'OAK')).statusCode).toBe(404);
    expect(cognitoWrites()).toHaveLength(0);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('answers 404 when another admin removed them first', async () => {
    passkeyProved();
    groupsOf('gone@demo.school', ['school:DEMO:admin']);
    cognito.on(AdminRemoveUserFromGroupCommand).rejects(awsError('UserNotFoundException'));
    expect((await remove('gone@demo.school')).statusCode).toBe(404);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('reads the admin groups whole, following NextToken, before deciding they have no role here', async () => {
    passkeyProved();
    cognito
      .on(AdminListGroupsForUserCommand, { Username: 'many@demo.school' })
      .resolvesOnce({ Groups: [{ GroupName: 'school:OAK:admin' }], NextToken: 'page-2' })
      .resolvesOnce({ Groups: [{ GroupName: 'school:DEMO:admin' }] })
      .resolves({ Groups: [{ GroupName: 'school:OAK:admin' }] });
    expect(bodyOf(await remove('many@demo.school'))).toEqual({ removed: 'many@demo.school', school: 'DEMO', deleted: false });
    expect(cognito.commandCalls(AdminListGroupsForUserCommand)[1]?.args[0].input).toMatchObject({ NextToken: 'page-2' });
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand).map((c) => c.args[0].input.GroupName)).toEqual(['school:DEMO:admin']);
  });
});

describe('teachers and their classes', () => {
  const invite = (body: unknown) => call({ method: 'POST', path: '/v3/admin/admins', body });
  const change = (body: unknown) => call({ method: 'PUT', path: '/v3/admin/admins/classes', body });

  beforeEach(() => {
    cognito.on(CreateGroupCommand).resolves({});
    cognito.on(AdminCreateUserCommand).resolves({});
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    cognito.on(AdminGetUserCommand).resolves({ UserAttributes: [{ Name: 'sub', Value: 'sub-t' }] });
  });

  it('invites a teacher with their classes, kept under the teacher only if they have none here yet', async () => {
    passkeyProved();
    dynamo.on(PutCommand).resolves({});
    const result = await invite({ email: 't@demo.school', school: 'DEMO', roles: ['teacher'], classes: ['3B', '3A', '3A'] });
    expect(result.statusCode).toBe(201);
    expect(bodyOf(result)).toMatchObject({ roles: ['teacher'], classes: ['3B', '3A', '3A'] });
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      Item: { ...keys.teacherClasses('sub-t', 'DEMO'), classes: ['3A', '3B'], version: 1 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand).map((c) => c.args[0].input.GroupName)).toEqual(['school:DEMO:teacher']);
  });

  it('answers 409 to inviting a teacher who already has classes here, giving no role', async () => {
    passkeyProved();
    dynamo.on(PutCommand).rejects(awsError('ConditionalCheckFailedException'));
    expect((await invite({ email: 't@demo.school', school: 'DEMO', roles: ['teacher'], classes: ['3A'] })).statusCode).toBe(409);
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });

  it('refuses a teacher without classes and classes without a teacher (400)', async () => {
    passkeyProved();
    for (const body of [
      { email: 't@demo.school', school: 'DEMO', roles: ['teacher'] },
      { email: 't@demo.school', school: 'DEMO', roles: ['teacher'], classes: [] },
      { email: 't@demo.school', school: 'DEMO', classes: ['3A'] },
    ]) {
      expect((await invite(body)).statusCode).toBe(400);
    }
    expect(cognito.calls()).toHaveLength(0);
  });

  it("changes a teacher's classes from the version the admin saw, and answers 409 with the current ones when it moved on", async () => {
    passkeyProved();
    groupsOf('t@demo.school', ['school:DEMO:teacher'], ['school:DEMO:teacher']);
    dynamo.on(PutCommand).resolvesOnce({}).rejectsOnce(awsError('ConditionalCheckFailedException'));
    dynamo.on(GetCommand, { Key: keys.teacherClasses('sub-t', 'DEMO') }).resolves({ Item: { classes: ['3C'], version: 3 } });
    const changed = await change({ email: 't@demo.school', school: 'DEMO', classes: ['3C'], version: 2 });
    expect(bodyOf(changed)).toEqual({ email: 't@demo.school', school: 'DEMO', teacher: { classes: ['3C'], version: 3 } });
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': 2 },
    });
    const stale = await change({ email: 't@demo.school', school: 'DEMO', classes: ['3D'], version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(bodyOf(stale)).toMatchObject({ teacher: { classes: ['3C'], version: 3 } });
  });

  it('answers 404 for someone who is not a teacher here, 404 for another school, 403 to a teacher, changing nothing', async () => {
    passkeyProved();
    groupsOf('a2@demo.school', ['school:DEMO:admin', 'school:OAK:teacher']);
    expect((await change({ email: 'a2@demo.school', school: 'DEMO', classes: ['3A'], version: 1 })).statusCode).toBe(404);
    expect((await change({ email: 't@oak.school', school: 'OAK', classes: ['3A'], version: 1 })).statusCode).toBe(404);
    const byTeacher = await call(
      { method: 'PUT', path: '/v3/admin/admins/classes', body: { email: 't@demo.school', school: 'DEMO', classes: ['3A'], version: 1 } },
      '[school:DEMO:teacher]',
    );
    expect(byTeacher.statusCode).toBe(403);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('forgets the classes of a teacher removed from the school', async () => {
    passkeyProved();
    cognito.on(AdminRemoveUserFromGroupCommand).resolves({});
    dynamo.on(DeleteCommand).resolves({});
    groupsOf('t@demo.school', ['school:DEMO:teacher', 'school:OAK:teacher'], ['school:OAK:teacher']);
    const removed = await call({ method: 'DELETE', path: '/v3/admin/admins', query: { school: 'DEMO', email: 't@demo.school' } });
    expect(bodyOf(removed)).toMatchObject({ deleted: false });
    expect(dynamo.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key)).toEqual([keys.teacherClasses('sub-t', 'DEMO')]);
  });
});
