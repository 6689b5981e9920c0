import {
  AdminAddUserToGroupCommand,
  CreateGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AttributeType, UserType } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as v from 'valibot';
import { ROLES, SCHOOL_ROLES, requireAal2, requireAdmin, requireRolesUnchanged, schoolRoleGroup, type SchoolRole } from './admin.js';
import { MAX_TEACHER_CLASSES, fitsGroupName, parseSchoolRoleGroup } from './admin-roles.js';
import { deleteIfRoleless, groupsOf as groupsOfUser, usersInGroup as membersOf } from './pool-members.js';
import { recordRoleRemoval } from './role-removals.js';
import { SCHOOL_LIST_PAGE, decodeSchoolCursor, schoolListPage } from './school-list.js';
import { forgetTeacherClasses, readTeacherClasses, writeTeacherClasses } from './teacher-classes.js';
import { parseBody } from '../common/body.js';
import { cognitoIdp } from '../common/clients/cognito-idp.js';
import { requireEnv } from '../common/env.js';
import { HttpError, badRequest, notFound } from '../common/http-error.js';
import { httpHandler, json } from '../common/middleware.js';
import { normaliseSchool } from '../common/table.js';
import { adminEmailSchema, classIdSchema } from '@domain/admin-forms.js';
import { list, trimmed } from '@domain/validation.js';

const USER_POOL_ID = requireEnv('USER_POOL_ID');

const schoolField = v.pipe(
  trimmed(64),
  v.transform(normaliseSchool),
  v.check(fitsGroupName, 'This school ID is too long to hold admins: use a shorter one'),
);
// The invitation form's own rule (domain/admin-forms.ts): the same words there and here.
const emailField = adminEmailSchema;
const listQuery = v.strictObject({ school: schoolField });
const schoolsQuery = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)), ''),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(SCHOOL_LIST_PAGE.max))),
  cursor: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(1024))),
});
const removeQuery = v.strictObject({ school: schoolField, email: emailField });
const classesField = v.pipe(
  v.array(classIdSchema('A class ID is empty.')),
  v.minLength(1, 'Choose at least one class.'),
  v.maxLength(MAX_TEACHER_CLASSES, `A teacher has ${MAX_TEACHER_CLASSES} classes at most.`),
);
/**
 * The roles given are held at `school` only; district admins are made with `npm run admins:create`. A teacher comes
 * with their classes, and only a teacher does.
 */
const inviteSchema = v.pipe(
  v.strictObject({
    email: emailField,
    school: schoolField,
    roles: v.optional(list(v.picklist(SCHOOL_ROLES), 1, SCHOOL_ROLES.length), ['admin']),
    classes: v.optional(classesField),
  }),
  v.check(
    (body) => body.roles.includes('teacher') === (body.classes !== undefined),
    'A teacher needs their classes, such as "classes": ["3A"], and only a teacher has classes',
  ),
);
const classesSchema = v.strictObject({
  email: emailField,
  school: schoolField,
  classes: classesField,
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const query = <T extends v.GenericSchema>(event: APIGatewayProxyEvent, schema: T, hint: string): v.InferOutput<T> => {
  const parsed = v.safeParse(schema, event.queryStringParameters ?? {});
  if (!parsed.success) throw badRequest(hint);
  return parsed.output;
};

const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((a) => a.Name === name)?.Value ?? '';

const isAws = (error: unknown, name: string) => error instanceof Error && error.name === name;

const groupsOf = (username: string) => groupsOfUser(USER_POOL_ID, username);
const usersInGroup = (group: string) => membersOf(USER_POOL_ID, group);

/** The roles a user's groups give them at one school. */
const rolesAt = (groups: string[], school: string): SchoolRole[] =>
  groups.flatMap((group) => {
    const parsed = parseSchoolRoleGroup(group);
    return parsed?.school === school ? [parsed.role] : [];
  });

/** The user's sub, by which their classes are kept. */
const subOf = async (email: string): Promise<string> => {
  const { UserAttributes } = await cognitoIdp.send(new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: email }));
  return attribute(UserAttributes, 'sub');
};

type Route = (event: APIGatewayProxyEvent) => Promise<ReturnType<typeof json>>;

const routes: Record<string, Route> = {
  'GET /v3/admin/me': async (event) => {
    const caller = await requireAdmin(event);
    return json(200, {
      email: caller.email,
      name: caller.name,
      district: caller.district,
      // The schools the caller holds a role at, never the district's (GET /v3/admin/schools pages and searches those):
      // the answer stays one small read however many schools a district has.
      schools: caller.schools,
      // What the caller may do at each of their schools; a district admin may do everything everywhere.
      school_roles: Object.fromEntries(caller.schoolRoles),
    });
  },

  'GET /v3/admin/schools': async (event) => {
    const caller = await requireAdmin(event);
    const {
      q,
      limit = SCHOOL_LIST_PAGE.default,
      cursor,
    } = query(
      event,
      schoolsQuery,
      `Search schools by the start of their ID, up to ${SCHOOL_LIST_PAGE.max} a page: ?q=OAK&limit=20, and the cursor a page gave`,
    );
    const after = cursor === undefined ? undefined : decodeSchoolCursor(cursor, normaliseSchool(q));
    if (after === null) throw badRequest('That cursor is not one this search gave out: search again without it');
    return json(200, await schoolListPage(caller, q, limit, after));
  },

  'GET /v3/admin/admins': async (event) => {
    const { school } = query(event, listQuery, 'Ask for a school: ?school=DEMO');
    await requireAdmin(event, { role: ROLES.schoolAdmin, school });
    const byUser = new Map<string, { user: UserType; roles: SchoolRole[] }>();
    for (const role of SCHOOL_ROLES) {
      for (const user of await usersInGroup(schoolRoleGroup(school, role))) {
        const seen = byUser.get(user.Username ?? '') ?? { user, roles: [] };
        byUser.set(user.Username ?? '', { user, roles: [...seen.roles, role] });
      }
    }
    const admins = await Promise.all(
      [...byUser.values()].map(async ({ user, roles }) => ({
        email: attribute(user.Attributes, 'email'),
        name: attribute(user.Attributes, 'name'),
        status: user.UserStatus ?? 'UNKNOWN',
        roles,
        // a teacher's classes here, with the version a change must name
        ...(roles.includes('teacher') ? { teacher: await readTeacherClasses(attribute(user.Attributes, 'sub'), school) } : {}),
      })),
    );
    return json(200, { school, admins: admins.sort((a, b) => a.email.localeCompare(b.email)) });
  },

  'POST /v3/admin/admins': async (event) => {
    const body = parseBody(event, inviteSchema, { plain: true });
    // A role is given at this school only, so an admin here may give any school role here and nothing elsewhere: an
    // existing account (another school's admin, a district admin) gains this school's role and nothing else changes,
    // and its removal takes away that role only, never their sessions (DELETE below).
    requireRolesUnchanged(await requireAdmin(event, { role: ROLES.schoolAdmin, school: body.school, aal2: true }));
    for (const role of body.roles) {
      await cognitoIdp
        .send(
          new CreateGroupCommand({
            UserPoolId: USER_POOL_ID,
            GroupName: schoolRoleGroup(body.school, role),
            Description: `${role} of school ${body.school}`,
          }),
        )
        .catch((error: unknown) => {
          if (!isAws(error, 'GroupExistsException')) throw error;
        });
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
    // The classes first: a teacher who is already here keeps theirs (changed with PUT), and gets no role half-given.
    if (body.classes && !(await writeTeacherClasses(await subOf(body.email), body.school, body.classes, 0))) {
      throw new HttpError(409, 'This teacher already has classes at this school: change their classes instead.');
    }
    for (const role of body.roles) {
      await cognitoIdp.send(
        new AdminAddUserToGroupCommand({ UserPoolId: USER_POOL_ID, Username: body.email, GroupName: schoolRoleGroup(body.school, role) }),
      );
    }
    return json(invited ? 201 : 200, {
      email: body.email,
      school: body.school,
      roles: body.roles,
      ...(body.classes ? { classes: body.classes } : {}),
      invited,
    });
  },

  'PUT /v3/admin/admins/classes': async (event) => {
    const body = parseBody(event, classesSchema, { plain: true });
    const caller = await requireAdmin(event, { role: ROLES.schoolAdmin, school: body.school });
    const groups = await groupsOf(body.email).catch((error: unknown): string[] => {
      if (isAws(error, 'UserNotFoundException')) return [];
      throw error;
    });
    // Only a teacher of this school has classes here; anyone else is as absent as one who never existed.
    if (!rolesAt(groups, body.school).includes('teacher')) throw notFound('Teacher not found');
    // Which children a teacher may see and act on: as sensitive as giving a role.
    await requireAal2(caller);
    const sub = await subOf(body.email);
    if (!(await writeTeacherClasses(sub, body.school, body.classes, body.version))) {
      throw new HttpError(409, 'These classes changed since you loaded them. Reload and try again.', {
        teacher: await readTeacherClasses(sub, body.school),
      });
    }
    return json(200, { email: body.email, school: body.school, teacher: await readTeacherClasses(sub, body.school) });
  },

  'DELETE /v3/admin/admins': async (event) => {
    const { school, email } = query(event, removeQuery, 'Name the school and the admin: ?school=DEMO&email=name@school.org');
    const caller = await requireAdmin(event, { role: ROLES.schoolAdmin, school });
    if (email === caller.email.toLowerCase()) throw new HttpError(409, 'You cannot remove yourself. Ask another admin of the school.');
    const groups = await groupsOf(email).catch((error: unknown): string[] => {
      if (isAws(error, 'UserNotFoundException')) return [];
      throw error;
    });
    // Someone with no role here, an admin of another school included, is as absent as one who never existed.
    const roles = rolesAt(groups, school);
    if (roles.length === 0) throw notFound('Admin not found');
    await requireAal2(caller);
    try {
      // First the record every admin call reads: the tokens they hold lose this school at once, not in an hour.
      await recordRoleRemoval(await subOf(email), school);
      // Every role at this school and nothing elsewhere: without a role here, the school is no longer theirs.
      for (const role of roles) {
        await cognitoIdp.send(
          new AdminRemoveUserFromGroupCommand({ UserPoolId: USER_POOL_ID, Username: email, GroupName: schoolRoleGroup(school, role) }),
        );
      }
      // A teacher's classes go with their role, so being made a teacher here again starts from none.
      if (roles.includes('teacher')) await forgetTeacherClasses(await subOf(email), school);
      // No sign-out: the record above ends this school's role in every token they hold, and their sessions at their
      // other schools (or as a district admin) are not this school's to end. Deleting the account ends them all.
      // Read again after the removal, so an invitation to another school made meanwhile keeps the account.
      const deleted = await deleteIfRoleless(USER_POOL_ID, email, await subOf(email));
      return json(200, { removed: email, school, deleted });
    } catch (error) {
      // Another admin removed them first: the outcome the caller wanted, but not theirs to report as done.
      if (isAws(error, 'UserNotFoundException')) throw notFound('Admin not found');
      throw error;
    }
  },
};

/**
 * Who the caller is (their schools and the roles held at each), the schools they may choose a page at a time, and the
 * admins and teachers of a school: listed by its admins, invited, given classes and removed at aal2, always by that
 * school's role groups only.
 */
export const handler = httpHandler(async (event) => {
  const route = routes[`${event.httpMethod} ${event.resource}`];
  if (!route) {
    await requireAdmin(event);
    throw notFound('No such admin call');
  }
  return route(event);
});
