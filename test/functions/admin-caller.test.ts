import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { callerAdmin, requireAdmin, schoolGroup } from '../../functions/lib/admin.js';
import { apiEvent } from './events.js';

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
  dynamo.on(GetCommand).resolves({});
});

describe('the admin behind a call', () => {
  it('reads roles and schools from the groups in every form API Gateway passes them, school ids with spaces included', () => {
    const groups = ['school-admins', schoolGroup('OAK HILL'), schoolGroup('DEMO,2'), 'teachers'];
    for (const form of [groups, groups.join(','), `[${groups.join(', ')}]`]) {
      expect(callerAdmin(withClaims({ 'cognito:groups': form }))).toMatchObject({
        roles: ['school-admins'],
        schools: ['OAK HILL', 'DEMO,2'],
        district: false,
        session: 'session-1',
      });
    }
  });

  it('refuses an access token, a token without groups, and a user in no admin role', () => {
    expect(() => callerAdmin(withClaims({ token_use: 'access', 'cognito:groups': 'school-admins' }))).toThrow('Sign in as an admin');
    expect(() => callerAdmin(withClaims({}))).toThrow('Only admins may do this');
    expect(() => callerAdmin(withClaims({ 'cognito:groups': schoolGroup('DEMO') }))).toThrow('Only admins may do this');
  });

  it('checks the role (403), then the school (404), then the passkey (403), so a foreign school is 404 at any level', async () => {
    const schoolAdmin = withClaims({ 'cognito:groups': `school-admins,${schoolGroup('OAK')}` });
    await expect(
      requireAdmin(withClaims({ 'cognito:groups': 'content-editors' }), { role: 'school-admins', school: 'OAK', aal2: true }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(requireAdmin(schoolAdmin, { role: 'school-admins', school: 'DEMO', aal2: true })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
    await expect(requireAdmin(schoolAdmin, { role: 'school-admins', school: 'OAK', aal2: true })).rejects.toMatchObject({
      statusCode: 403,
      extra: { code: 'passkey_required' },
    });
    dynamo.on(GetCommand).resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) - 1 } });
    await expect(requireAdmin(schoolAdmin, { aal2: true })).rejects.toMatchObject({ statusCode: 403 });
    dynamo.on(GetCommand).resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) + 60 } });
    await expect(requireAdmin(schoolAdmin, { role: 'school-admins', school: 'OAK', aal2: true })).resolves.toMatchObject({
      schools: ['OAK'],
    });
    expect(dynamo.commandCalls(GetCommand).at(-1)?.args[0].input.Key).toEqual({ pk: 'ADMIN#admin-1', sk: 'AAL2#session-1' });
  });

  it('lets a district admin reach every school', async () => {
    const district = withClaims({ 'cognito:groups': 'district-admins' });
    await expect(requireAdmin(district, { school: 'ANY' })).resolves.toMatchObject({ district: true });
  });
});
