import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { awsError } from '../support/aws-error.js';
import { migrateAdminRoles } from '../../scripts/lib/migrate-admin-roles.js';

const cognito = mockClient(CognitoIdentityProviderClient);
const POOL = 'us-east-1_TEST';

beforeEach(() => {
  cognito.reset();
  cognito.on(CreateGroupCommand).resolves({});
  cognito.on(AdminAddUserToGroupCommand).resolves({});
});

describe('moving the roles of before to roles at a school', () => {
  it('gives each school admin the admin role at each of their schools, reading every page, and lists the content editors', async () => {
    cognito
      .on(ListUsersInGroupCommand, { GroupName: 'school-admins' })
      .resolvesOnce({ Users: [{ Username: 'a@x.org' }], NextToken: 'more' })
      .resolvesOnce({ Users: [{ Username: 'b@x.org' }] });
    cognito.on(ListUsersInGroupCommand, { GroupName: 'content-editors' }).resolves({ Users: [{ Username: 'e@x.org' }] });
    cognito
      .on(AdminListGroupsForUserCommand, { Username: 'a@x.org' })
      .resolvesOnce({ Groups: [{ GroupName: 'school-admins' }, { GroupName: 'school:OAK%20HILL' }], NextToken: 'p2' })
      .resolvesOnce({ Groups: [{ GroupName: 'school:DEMO' }, { GroupName: 'school:ELM:admin' }] });
    cognito.on(AdminListGroupsForUserCommand, { Username: 'b@x.org' }).resolves({ Groups: [{ GroupName: 'school-admins' }] });
    cognito.on(CreateGroupCommand, { GroupName: 'school:DEMO:admin' }).rejects(awsError('GroupExistsException'));

    const result = await migrateAdminRoles(new CognitoIdentityProviderClient({ region: 'us-east-1' }), POOL);
    expect(result).toEqual({
      given: [
        { username: 'a@x.org', group: 'school:OAK%20HILL:admin' },
        { username: 'a@x.org', group: 'school:DEMO:admin' },
      ],
      contentEditors: ['e@x.org'],
    });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand).map((call) => call.args[0].input)).toEqual([
      { UserPoolId: POOL, Username: 'a@x.org', GroupName: 'school:OAK%20HILL:admin' },
      { UserPoolId: POOL, Username: 'a@x.org', GroupName: 'school:DEMO:admin' },
    ]);
  });

  it('does nothing in a pool that never had the groups of before', async () => {
    cognito.on(ListUsersInGroupCommand).rejects(awsError('ResourceNotFoundException'));
    expect(await migrateAdminRoles(new CognitoIdentityProviderClient({ region: 'us-east-1' }), POOL)).toEqual({
      given: [],
      contentEditors: [],
    });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });
});
