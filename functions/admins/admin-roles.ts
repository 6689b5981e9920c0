/*
 * Admin roles are user-pool groups, so no admin can change their own. A role is held AT a school: one group per school
 * and role, `school:{id}:admin` or `school:{id}:teacher`, so no one holds a role at a school no one gave it for. A
 * teacher's classes there are data, not groups (functions/admins/teacher-classes.ts). District admins are the one global role: they reach every school and alone change the
 * programme every school plays. No I/O here, so the CDK app and the scripts import it too.
 */

/** The global role, a group of its own. */
export const DISTRICT_ADMINS = 'district-admins';
/** The roles one holds at a school. */
export const SCHOOL_ROLES = ['admin', 'teacher'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

/** The most classes a teacher has at one school. */
export const MAX_TEACHER_CLASSES = 20;

/** What a route may ask for: a role at the school of the request, or the district. */
export const ROLES = { schoolAdmin: 'school-admin', teacher: 'teacher', districtAdmin: 'district-admin' } as const;
export type AdminRole = (typeof ROLES)[keyof typeof ROLES];

const PREFIX = 'school:';
/** Cognito's longest group name. */
export const MAX_GROUP_NAME = 128;
const LONGEST_ROLE = Math.max(...SCHOOL_ROLES.map((role) => role.length));

/**
 * The school id is URI-encoded: API Gateway hands groups to the function as one string split at commas, spaces and
 * brackets, which a school id may contain, and the `:` before the role must be the only one left unencoded.
 */
export const schoolRoleGroup = (school: string, role: SchoolRole): string => `${PREFIX}${encodeURIComponent(school)}:${role}`;

/** Whether every role group of this school fits Cognito's 128 characters (a long id of non-ASCII letters may not). */
export const fitsGroupName = (school: string): boolean => `${PREFIX}${encodeURIComponent(school)}:`.length + LONGEST_ROLE <= MAX_GROUP_NAME;

/** The school and role a group stands for, or null for any other group (the district's, or one of another shape). */
export const parseSchoolRoleGroup = (group: string): { school: string; role: SchoolRole } | null => {
  const match = /^school:([^:]+):([a-z]+)$/.exec(group);
  const role = SCHOOL_ROLES.find((known) => known === match?.[2]);
  if (!match?.[1] || !role) return null;
  try {
    return { school: decodeURIComponent(match[1]), role };
  } catch {
    return null;
  }
};

/** The groups that give someone these roles at these schools, and the district's when asked. */
export const adminGroups = (grant: { schools: readonly string[]; roles: readonly SchoolRole[]; district: boolean }): string[] => [
  ...(grant.district ? [DISTRICT_ADMINS] : []),
  ...grant.schools.flatMap((school) => grant.roles.map((role) => schoolRoleGroup(school, role))),
];
