import {
  AdminAddUserToGroupCommand,
  CreateGroupCommand,
  ListUsersInGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AttributeType, UserType } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as v from 'valibot';
import {
  ALL_ROLES,
  ROLES,
  callerAdmin,
  reaches,
  requireAal2,
  requireSchool,
  schoolGroup,
  schoolOfGroup,
  type AdminCaller,
  type AdminRole,
} from '../lib/admin.js';
import { forgetAdmin } from '../lib/assurance-repository.js';
import { parseBody } from '../lib/body.js';
import { dynamo } from '../lib/clients/dynamodb.js';
import { cognitoIdp } from '../lib/clients/cognito-idp.js';
import { requireEnv } from '../lib/env.js';
import { HttpError, badRequest, forbidden, notFound } from '../lib/http-error.js';
import { httpHandler, json } from '../lib/middleware.js';
import { keys, normaliseSchool, tableName } from '../lib/table.js';
import { emailAddress, list, trimmed } from '@domain/validation.js';

const USER_POOL_ID = requireEnv('USER_POOL_ID');

const ADMIN_MANAGERS: readonly AdminRole[] = [ROLES.schoolAdmin, ROLES.districtAdmin];
/** Roles a school admin can hand on from the dashboard; district admins are made with `npm run admins:create`. */
const INVITABLE_ROLES = [ROLES.schoolAdmin, ROLES.contentEditor] as const;

const schoolField = v.pipe(trimmed(64), v.transform(normaliseSchool));
// Trimmed and lowercased before it is checked, so " Name@School.org " is the address everyone else means.
const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  emailAddress('Write a whole e-mail address, such as name@school.org'),
  v.maxLength(254),
);
const listQuery = v.strictObject({ school: schoolField });
const removeQuery = v.strictObject({ school: schoolField, email: emailField });
const inviteSchema = v.strictObject({
  email: emailField,
  school: schoolField,
  roles: v.optional(list(v.picklist(INVITABLE_ROLES), 1, INVITABLE_ROLES.length), [ROLES.schoolAdmin]),
});

const query = <T extends v.GenericSchema>(event: APIGatewayProxyEvent, schema: T, hint: string): v.InferOutput<T> => {
  const parsed = v.safeParse(schema, event.queryStringParameters ?? {});
  if (!parsed.success) throw badRequest(hint);
  return parsed.output;
};

const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((a) => a.Name === name)?.Value ?? '';

const isAws = (error: unknown, name: string) => error instanceof Error && error.name === name;

const groupsOf = async (username: string): Promise<string[]> => {
  const { Groups = [] } = await cognitoIdp.send(
    new AdminListGroupsForUserCommand({ UserPoolId: USER_POOL_ID, Username: username, Limit: 60 }),
  );
  return Groups.map((group) => group.GroupName ?? '');
};

/** Every member of a group, page by page; a school whose group is not made yet has none. */
const usersInGroup = async (group: string): Promise<UserType[]> => {
  const users: UserType[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cognitoIdp
      .send(new ListUsersInGroupCommand({ UserPoolId: USER_POOL_ID, GroupName: group, Limit: 60, NextToken }))
      .catch((error: unknown) => {
        if (isAws(error, 'ResourceNotFoundException')) return { Users: [], NextToken: undefined };
        throw error;
      });
    users.push(...(page.Users ?? []));
    NextToken = page.NextToken;
  } while (NextToken);
  return users;
};

/** Every school the caller may choose on the dashboard: their own, or for a district admin all that have students or admins. */
const schoolsOf = async (caller: AdminCaller): Promise<string[]> => {
  if (!caller.district) return [...caller.schools].sort();
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.school('').pk },
    }),
  );
  return [...new Set([...caller.schools, ...Items.map((item) => String(item.id))])].sort();
};

const routes: Record<string, (event: APIGatewayProxyEvent, caller: AdminCaller) => Promise<ReturnType<typeof json>>> = {
  'GET /v3/admin/me': async (_event, caller) =>
    json(200, { email: caller.email, name: caller.name, roles: caller.roles, schools: await schoolsOf(caller), district: caller.district }),

  'GET /v3/admin/admins': async (event, caller) => {
    const { school } = query(event, listQuery, 'Ask for a school: ?school=DEMO');
    requireSchool(caller, school);
    const Users = await usersInGroup(schoolGroup(school));
    const admins = await Promise.all(
      Users.map(async (user) => {
        const groups = await groupsOf(user.Username ?? '');
        return {
          email: attribute(user.Attributes, 'email'),
          name: attribute(user.Attributes, 'name'),
          status: user.UserStatus ?? 'UNKNOWN',
          roles: ALL_ROLES.filter((role) => groups.includes(role)),
        };
      }),
    );
    return json(200, { school, admins: admins.sort((a, b) => a.email.localeCompare(b.email)) });
  },

  'POST /v3/admin/admins': async (event, caller) => {
    const body = parseBody(event, inviteSchema);
    requireSchool(caller, body.school);
    // No one hands on a role they do not hold themselves (a district admin may give any of them).
    const refused = body.roles.filter((role) => !caller.district && !caller.roles.includes(role));
    if (refused.length > 0) throw forbidden(`You cannot give a role you do not have: ${refused.join(', ')}`);
    await requireAal2(caller);
    const group = schoolGroup(body.school);
    await cognitoIdp
      .send(new CreateGroupCommand({ UserPoolId: USER_POOL_ID, GroupName: group, Description: `Admins of school ${body.school}` }))
      .catch((error: unknown) => {
        if (!isAws(error, 'GroupExistsException')) throw error;
      });
    // Roles are not per school: giving school-admins to someone who is already an admin of a school the caller does
    // not reach would make them school admin there too. Only someone who reaches all their schools may do that.
    const existing = await groupsOf(body.email).catch((error: unknown): string[] | null => {
      if (isAws(error, 'UserNotFoundException')) return null;
      throw error;
    });
    const newRoles = body.roles.filter((role) => !existing?.includes(role));
    const elsewhere = (existing ?? []).map(schoolOfGroup).filter((school) => school !== null && !reaches(caller, school));
    if (newRoles.length > 0 && elsewhere.length > 0) {
      throw new HttpError(409, 'This person is an admin of another school too: ask a district admin to give them this role.');
    }
    let invited = true;
    try {
      // No password: the pool signs admins in with e-mailed codes, and Cognito e-mails the invitation.
      await cognitoIdp.send(
        new AdminCreateUserCommand({
          UserPoolId: USER_POOL_ID,
          Username: body.email,
          UserAttributes: [
            { Name: 'email', Value: body.email },
            { Name: 'email_verified', Value: 'true' },
          ],
          DesiredDeliveryMediums: ['EMAIL'],
        }),
      );
    } catch (error) {
      if (!isAws(error, 'UsernameExistsException')) throw error;
      invited = false;
    }
    for (const name of [group, ...body.roles]) {
      await cognitoIdp.send(new AdminAddUserToGroupCommand({ UserPoolId: USER_POOL_ID, Username: body.email, GroupName: name }));
    }
    return json(invited ? 201 : 200, { email: body.email, school: body.school, roles: body.roles, invited });
  },

  'DELETE /v3/admin/admins': async (event, caller) => {
    const { school, email } = query(event, removeQuery, 'Name the school and the admin: ?school=DEMO&email=name@school.org');
    requireSchool(caller, school);
    if (email === caller.email.toLowerCase()) throw new HttpError(409, 'You cannot remove yourself. Ask another admin of the school.');
    const groups = await groupsOf(email).catch((error: unknown): string[] => {
      if (isAws(error, 'UserNotFoundException')) return [];
      throw error;
    });
    // An admin of another school is as absent here as one who never existed.
    if (!groups.includes(schoolGroup(school))) throw notFound('Admin not found');
    await requireAal2(caller);
    try {
      await cognitoIdp.send(
        new AdminRemoveUserFromGroupCommand({ UserPoolId: USER_POOL_ID, Username: email, GroupName: schoolGroup(school) }),
      );
      // Their refresh tokens die now; an id token already issued lives out its hour (docs/admin.md says so).
      await cognitoIdp.send(new AdminUserGlobalSignOutCommand({ UserPoolId: USER_POOL_ID, Username: email }));
      // Read again after the removal, so an invitation to another school made meanwhile keeps the account.
      const remaining = await groupsOf(email);
      const stillNeeded = remaining.some(
        (group) => schoolOfGroup(group) !== null || group === ROLES.contentEditor || group === ROLES.districtAdmin,
      );
      if (!stillNeeded) {
        const { UserAttributes } = await cognitoIdp.send(new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: email }));
        await forgetAdmin(attribute(UserAttributes, 'sub'));
        await cognitoIdp.send(new AdminDeleteUserCommand({ UserPoolId: USER_POOL_ID, Username: email }));
      }
      return json(200, { removed: email, school, deleted: !stillNeeded });
    } catch (error) {
      // Another admin removed them first: the outcome the caller wanted, but not theirs to report as done.
      if (isAws(error, 'UserNotFoundException')) throw notFound('Admin not found');
      throw error;
    }
  },
};

/** Who the caller is (roles, schools), and the admins of a school: listed by its admins, invited and removed at aal2. */
export const handler = httpHandler(async (event) => {
  const caller = callerAdmin(event);
  const key = `${event.httpMethod} ${event.resource}`;
  const route = routes[key];
  if (!route) throw notFound('No such admin call');
  if (key !== 'GET /v3/admin/me' && !ADMIN_MANAGERS.some((role) => caller.roles.includes(role))) {
    throw forbidden('Only school admins or district admins may do this');
  }
  return route(event, caller);
});
