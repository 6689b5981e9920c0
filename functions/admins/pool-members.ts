import {
  AdminDeleteUserCommand,
  ListUsersInGroupCommand,
  paginateAdminListGroupsForUser,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoIdp } from '../common/clients/cognito-idp.js';
import { DISTRICT_ADMINS, parseSchoolRoleGroup } from './admin-roles.js';
import { forgetAdmin } from './assurance-repository.js';

/**
 * The admins' user pool as the functions that manage people read it: who is in a group, which groups a person has,
 * and the end of an account that has no role left anywhere.
 */
const isAws = (error: unknown, name: string) => error instanceof Error && error.name === name;

/** Every group of a user, page by page: a role at a school on a later page must not be missed. */
export const groupsOf = async (poolId: string, username: string): Promise<string[]> => {
  const groups: string[] = [];
  for await (const page of paginateAdminListGroupsForUser(
    { client: cognitoIdp, pageSize: 60 },
    { UserPoolId: poolId, Username: username },
  )) {
    groups.push(...(page.Groups ?? []).map((group) => group.GroupName ?? ''));
  }
  return groups;
};

/** Every member of a group, page by page; a school whose group is not made yet (or is deleted) has none. */
export const usersInGroup = async (poolId: string, group: string): Promise<UserType[]> => {
  const users: UserType[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cognitoIdp
      .send(new ListUsersInGroupCommand({ UserPoolId: poolId, GroupName: group, Limit: 60, NextToken }))
      .catch((error: unknown) => {
        if (isAws(error, 'ResourceNotFoundException')) return { Users: [], NextToken: undefined };
        throw error;
      });
    users.push(...(page.Users ?? []));
    NextToken = page.NextToken;
  } while (NextToken);
  return users;
};

/**
 * Deletes the account, and its passkeys and classes, if it has no role left at any school nor the district's: an
 * account with no role could sign in to nothing, and is a person's e-mail kept for no purpose. Read afresh, so a role
 * given meanwhile keeps it. Whether it was deleted.
 */
export const deleteIfRoleless = async (poolId: string, username: string, sub: string): Promise<boolean> => {
  const remaining = await groupsOf(poolId, username);
  if (remaining.some((group) => group === DISTRICT_ADMINS || parseSchoolRoleGroup(group) !== null)) return false;
  await forgetAdmin(sub);
  await cognitoIdp.send(new AdminDeleteUserCommand({ UserPoolId: poolId, Username: username }));
  return true;
};
