/** Admin roles are user-pool groups (an admin may hold several); no I/O here, so the CDK app imports it too. */
export const ROLES = {
  schoolAdmin: 'school-admins',
  contentEditor: 'content-editors',
  districtAdmin: 'district-admins',
} as const;
export type AdminRole = (typeof ROLES)[keyof typeof ROLES];
export const ALL_ROLES: readonly AdminRole[] = Object.values(ROLES);

/**
 * Each school an admin belongs to is a group of its own, so "the admins of school X" is one ListUsersInGroup. The id
 * is URI-encoded: API Gateway hands groups to the function as one string split at commas and spaces, which a school
 * id may contain.
 */
export const SCHOOL_GROUP_PREFIX = 'school:';
export const schoolGroup = (school: string): string => `${SCHOOL_GROUP_PREFIX}${encodeURIComponent(school)}`;
/** The school a group is for, or null for a role group. */
export const schoolOfGroup = (group: string): string | null =>
  group.startsWith(SCHOOL_GROUP_PREFIX) ? decodeURIComponent(group.slice(SCHOOL_GROUP_PREFIX.length)) : null;
