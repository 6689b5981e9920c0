import {
  AdminAddUserToGroupCommand,
  CreateGroupCommand,
  paginateAdminListGroupsForUser,
  paginateListUsersInGroup,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { schoolRoleGroup } from '../../functions/admins/admin-roles.js';

/** The groups of before: global roles, and a bare group per school. */
const OLD_SCHOOL_ADMINS = 'school-admins';
const OLD_CONTENT_EDITORS = 'content-editors';
const OLD_SCHOOL = /^school:([^:]+)$/;

const isAws = (error: unknown, name: string) => error instanceof Error && error.name === name;

const members = async (client: CognitoIdentityProviderClient, UserPoolId: string, GroupName: string): Promise<string[]> => {
  const names: string[] = [];
  try {
    for await (const page of paginateListUsersInGroup({ client, pageSize: 60 }, { UserPoolId, GroupName })) {
      names.push(...(page.Users ?? []).map((user) => user.Username ?? ''));
    }
  } catch (error) {
    // A pool that never had the group has nothing to move.
    if (!isAws(error, 'ResourceNotFoundException')) throw error;
  }
  return names.filter(Boolean);
};

/**
 * Gives every member of the global `school-admins` group of before the admin role at each school whose bare
 * `school:{id}` group they are in. Adding is idempotent, so it can run again; it removes nothing, so the code of
 * before keeps working until the deploy. Answers what it gave, and the content editors, whose role is gone.
 */
export const migrateAdminRoles = async (client: CognitoIdentityProviderClient, UserPoolId: string) => {
  const given: Array<{ username: string; group: string }> = [];
  for (const username of await members(client, UserPoolId, OLD_SCHOOL_ADMINS)) {
    for await (const page of paginateAdminListGroupsForUser({ client, pageSize: 60 }, { UserPoolId, Username: username })) {
      for (const { GroupName = '' } of page.Groups ?? []) {
        const encoded = OLD_SCHOOL.exec(GroupName)?.[1];
        if (!encoded) continue;
        const group = schoolRoleGroup(decodeURIComponent(encoded), 'admin');
        await client.send(new CreateGroupCommand({ UserPoolId, GroupName: group })).catch((error: unknown) => {
          if (!isAws(error, 'GroupExistsException')) throw error;
        });
        await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: username, GroupName: group }));
        given.push({ username, group });
      }
    }
  }
  return { given, contentEditors: await members(client, UserPoolId, OLD_CONTENT_EDITORS) };
};
