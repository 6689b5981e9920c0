import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { callerAdmin, requireAdmin } from '@functions/admins/admin.js';
import { fitsGroupName, parseSchoolRoleGroup, schoolRoleGroup } from '@functions/admins/admin-roles.js';
import { apiEvent } from '../events.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const withClaims = (claims: Record<string, unknown>) => {
  const event = apiEvent({ method: 'POST', path: '/v3/admin/students/password' });
  event.requestContext.authorizer = {
    claims: { token_use: 'id', sub: 'admin-1', email: 'a@school.org', origin_jti: 'session-1', ...claims },
  };
  return event;
};

beforeEach(() => {
  dynamo.reset();
  // The caller's role removals (functions/admins/role-removals.ts): none, unless a test says otherwise.
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({});
});

describe('the admin behind a call', () => {
  it('reads each school and its roles from the groups in every form API Gateway passes them, odd school ids included', () => {
    const groups = [schoolRoleGroup('OAK HILL', 'admin'), schoolRoleGroup('DEMO,2:X', 'admin'), 'teachers', 'school:ELM'];
    for (const form of [groups, groups.join(','), `[${groups.join(', ')}]`]) {
      const caller = callerAdmin(withClaims({ 'cognito:groups': form }));
      expect(caller).toMatchObject({ schools: ['DEMO,2:X', 'OAK HILL'], district: false, session: 'session-1' });
      expect([...caller.schoolRoles]).toEqual([
        ['OAK HILL', ['admin']],
        ['DEMO,2:X', ['admin']],
      ]);
    }
  });

  it('refuses an access token, a token without groups, and a user with no role at any school', () => {
    expect(() => callerAdmin(withClaims({ token_use: 'access', 'cognito:groups': 'district-admins' }))).toThrow('Sign in as an admin');
    expect(() => callerAdmin(withClaims({}))).toThrow('Only admins may do this');
    // The shapes before roles belonged to schools: a global role and a bare school group give nothing.
    expect(() => callerAdmin(withClaims({ 'cognito:groups': '[school-admins, content-editors, school:DEMO]' }))).toThrow(
      'Only admins may do this',
    );
  });

  it('checks the role at the school of the request: an admin of OAK is 404 at DEMO, whatever else they hold', async () => {
    const oakAdmin = withClaims({ 'cognito:groups': `[${schoolRoleGroup('OAK', 'admin')}, school:DEMO, school-admins]` });
    await expect(requireAdmin(oakAdmin, { role: 'school-admin', school: 'DEMO', aal2: true })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(requireAdmin(oakAdmin, { role: 'district-admin' })).rejects.toMatchObject({
      statusCode: 403,
      message: 'Only district admins may do this',
    });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('checks the role (403), then the school (404), then the passkey (403), so a foreign school is 404 at any level', async () => {
    const schoolAdmin = withClaims({ 'cognito:groups': schoolRoleGroup('OAK', 'admin') });
    await expect(requireAdmin(schoolAdmin, { role: 'school-admin', school: 'DEMO', aal2: true })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
    await expect(requireAdmin(schoolAdmin, { role: 'school-admin', school: 'OAK', aal2: true })).rejects.toMatchObject({
      statusCode: 403,
      extra: { code: 'passkey_required' },
    });
    const assurance = { Key: { pk: 'ADMIN#admin-1', sk: 'AAL2#session-1' } };
    dynamo.on(GetCommand, assurance).resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) - 1 } });
    await expect(requireAdmin(schoolAdmin, { aal2: true })).rejects.toMatchObject({ statusCode: 403 });
    dynamo.on(GetCommand, assurance).resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) + 60 } });
    await expect(requireAdmin(schoolAdmin, { role: 'school-admin', school: 'OAK', aal2: true })).resolves.toMatchObject({
      schools: ['OAK'],
    });
    expect(dynamo.commandCalls(GetCommand).at(-1)?.args[0].input.Key).toEqual({ pk: 'ADMIN#admin-1', sk: 'AAL2#session-1' });
  });

  it('lets a district admin reach every school in every role', async () => {
    const district = withClaims({ 'cognito:groups': 'district-admins' });
    await expect(requireAdmin(district, { role: 'school-admin', school: 'ANY' })).resolves.toMatchObject({ district: true });
    await expect(requireAdmin(district, { role: 'district-admin' })).resolves.toMatchObject({ district: true });
    // A district admin reaches deleted schools too (to follow their deletion): no mark is read for them.
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('drops a school whose role was taken at or after the token was issued, in every form API Gateway hands iat on', async () => {
    const issued = Date.UTC(2026, 10, 29, 6, 0, 0) / 1000;
    dynamo.on(QueryCommand).resolves({
      Items: [
        { pk: 'ADMIN#admin-1', sk: 'REMOVED#DEMO', school: 'DEMO', removed_at: issued },
        { pk: 'ADMIN#admin-1', sk: 'REMOVED#ELM', school: 'ELM', removed_at: issued - 1 },
      ],
    });
    const groups = `[${schoolRoleGroup('DEMO', 'admin')}, ${schoolRoleGroup('OAK', 'admin')}, ${schoolRoleGroup('ELM', 'admin')}]`;
    for (const iat of [String(issued), 'Sun Nov 29 06:00:00 UTC 2026', issued]) {
      const event = withClaims({ 'cognito:groups': groups, iat });
      await expect(requireAdmin(event, { role: 'school-admin', school: 'DEMO' })).rejects.toMatchObject({ statusCode: 404 });
      // ELM's removal came before this token, which was made from the groups without it: ELM is not the record's to take.
      const caller = await requireAdmin(event, { role: 'school-admin', school: 'OAK' });
      expect(caller).toMatchObject({ schools: ['ELM', 'OAK'], rolesChanged: true });
    }
    // A token whose issue time cannot be read is older than any removal.
    await expect(requireAdmin(withClaims({ 'cognito:groups': groups }), { school: 'ELM' })).rejects.toMatchObject({ statusCode: 404 });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':pk': 'ADMIN#admin-1', ':prefix': 'REMOVED#' },
      ConsistentRead: true,
    });
  });

  it('shuts a deleted school out at once, though the id token still names its groups: 404 there, other schools unchanged', async () => {
    const deleted = { Key: { pk: 'SCHOOLDEL#OAK', sk: 'JOB' } };
    dynamo.on(GetCommand, deleted).resolves({ Item: { pk: 'SCHOOLDEL#OAK' } });
    const oakOnly = withClaims({ 'cognito:groups': `[${schoolRoleGroup('OAK', 'admin')}, ${schoolRoleGroup('OAK', 'teacher')}]` });
    await expect(requireAdmin(oakOnly, { role: 'school-admin', school: 'OAK' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(requireAdmin(oakOnly, { role: ['school-admin', 'teacher'] })).rejects.toMatchObject({ statusCode: 404 });
    await expect(requireAdmin(oakOnly)).rejects.toMatchObject({ statusCode: 404 });
    const both = withClaims({ 'cognito:groups': `[${schoolRoleGroup('OAK', 'admin')}, ${schoolRoleGroup('ELM', 'teacher')}]` });
    await expect(requireAdmin(both, { role: 'school-admin', school: 'OAK' })).rejects.toMatchObject({ statusCode: 404 });
    // Without OAK they are a school admin nowhere: that role's only school is gone (404); ELM's teacher role stays.
    await expect(requireAdmin(both, { role: 'school-admin' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(requireAdmin(both, { role: 'teacher', school: 'ELM' })).resolves.toMatchObject({ schools: ['ELM'] });
    const caller = await requireAdmin(both);
    expect([...caller.schoolRoles]).toEqual([['ELM', ['teacher']]]);
    expect(dynamo.commandCalls(GetCommand).every((call) => call.args[0].input.ConsistentRead)).toBe(true);
  });
});

describe('school role groups', () => {
  it('round-trip every school id, keep within Cognito 128 characters and refuse other shapes', () => {
    for (const school of ['DEMO', 'OAK HILL', 'A:B', 'É,[X]', '%41']) {
      expect(parseSchoolRoleGroup(schoolRoleGroup(school, 'admin'))).toEqual({ school, role: 'admin' });
    }
    expect(fitsGroupName('X'.repeat(64))).toBe(true);
    expect(fitsGroupName('É'.repeat(64))).toBe(false);
    for (const group of ['school:DEMO', 'school:DEMO:owner', 'school::admin', 'school:%E0:admin', 'school-admins', 'district-admins']) {
      expect(parseSchoolRoleGroup(group)).toBeNull();
    }
  });
});
