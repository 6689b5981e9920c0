import type { APIGatewayProxyEvent } from 'aws-lambda';
import { hasAssurance } from './assurance-repository.js';
import { DISTRICT_ADMINS, ROLES, parseSchoolRoleGroup, type AdminRole, type SchoolRole } from './admin-roles.js';
import { HttpError, forbidden, notFound, unauthorized } from '../common/http-error.js';
import { deletedSchools } from '../school-deletion/school-deletion-job.js';
import { schoolsRemovedSince } from './role-removals.js';

export { DISTRICT_ADMINS, ROLES, SCHOOL_ROLES, schoolRoleGroup, type AdminRole, type SchoolRole } from './admin-roles.js';

export const PASSKEY_NEEDED = 'A passkey is needed for this. Use your passkey to confirm it is you, then try again.';
export const PASSKEY_NEEDED_CODE = 'passkey_required';
export const ROLES_CHANGED = 'Your roles changed since you signed in. Sign in again to do this.';
export const ROLES_CHANGED_CODE = 'roles_changed';

export interface AdminCaller {
  sub: string;
  email: string;
  name: string;
  /** a district admin reaches every school and changes the programme */
  district: boolean;
  /** each school where the caller holds a role, and the roles held there: nothing else reaches a school */
  schoolRoles: ReadonlyMap<string, readonly SchoolRole[]>;
  /** the schools of schoolRoles, sorted */
  schools: string[];
  /** this sign-in session: the id token's origin_jti, the same across refreshes, new at every sign-in */
  session: string;
  /** when the id token was issued, in seconds; 0 when it cannot be read, so that every removal counts against it */
  issuedAt: number;
  /** a role of this person was taken since the token was issued: the token may not invite or add a passkey */
  rolesChanged: boolean;
}

/**
 * The token's `iat`: a number in the token, a string of seconds locally, and a date such as "Wed Sep 14 08:50:42 UTC
 * 2022" as API Gateway's Cognito authoriser hands it on.
 */
const issuedAtOf = (raw: unknown): number => {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return 0;
  if (/^\d+$/.test(raw)) return Number(raw);
  const parsed = Date.parse(raw);
  return Number.isNaN(parsed) ? 0 : Math.floor(parsed / 1000);
};

const groupsOf = (raw: unknown): string[] => {
  // API Gateway passes claims as strings ("[a, b]" or "a,b"); a direct invocation may pass the array.
  if (Array.isArray(raw)) return raw.map(String);
  return typeof raw === 'string' ? raw.split(/[[\],\s]+/).filter(Boolean) : [];
};

const rolesBySchool = (groups: string[]): Map<string, SchoolRole[]> => {
  const bySchool = new Map<string, SchoolRole[]>();
  for (const parsed of groups.map(parseSchoolRoleGroup)) {
    if (parsed) bySchool.set(parsed.school, [...new Set([...(bySchool.get(parsed.school) ?? []), parsed.role])]);
  }
  return bySchool;
};

/**
 * The admin behind a call, from the id token API Gateway's Cognito authoriser verified. Roles are the user's groups,
 * each held at one school (or the district); nothing in the path, query or body can add to them.
 */
export const callerAdmin = (event: APIGatewayProxyEvent): AdminCaller => {
  const claims = (event.requestContext.authorizer?.claims ?? null) as Record<string, unknown> | null;
  if (!claims || claims.token_use !== 'id' || typeof claims.sub !== 'string') throw unauthorized('Sign in as an admin');
  const groups = groupsOf(claims['cognito:groups']);
  const schoolRoles = rolesBySchool(groups);
  const district = groups.includes(DISTRICT_ADMINS);
  if (!district && schoolRoles.size === 0) throw forbidden('Only admins may do this');
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    name: typeof claims.name === 'string' ? claims.name : '',
    district,
    schoolRoles,
    schools: [...schoolRoles.keys()].sort(),
    session: typeof claims.origin_jti === 'string' ? claims.origin_jti : '',
    issuedAt: issuedAtOf(claims.iat),
    rolesChanged: false,
  };
};

/** The school role each route role is held as; the district's is a group of its own. */
const SCHOOL_ROLE_OF: Partial<Record<AdminRole, SchoolRole>> = { 'school-admin': 'admin', teacher: 'teacher' };

/** Whether the caller holds this role at this school (a district admin holds every role everywhere). */
const holdsAt = (caller: AdminCaller, role: AdminRole, school: string): boolean => {
  const held = SCHOOL_ROLE_OF[role];
  return caller.district || (held !== undefined && !!caller.schoolRoles.get(school)?.includes(held));
};

/** Whether the caller holds this role at some school. */
const holdsAnywhere = (caller: AdminCaller, role: AdminRole): boolean =>
  caller.district || caller.schools.some((school) => holdsAt(caller, role, school));

/** Whether the caller may act as this school's admin: its students, rosters, cards and admins. */
export const reaches = (caller: AdminCaller, school: string): boolean => holdsAt(caller, ROLES.schoolAdmin, school);

/**
 * Anything outside the caller's schools does not exist for them: 404, as a student's foreign module. Any role there
 * will do: a teacher's reach is narrowed to their classes by functions/admins/class-scope.ts.
 */
export const requireSchool = (caller: AdminCaller, school: string, what = 'School'): void => {
  if (!caller.district && !caller.schoolRoles.has(school)) throw notFound(`${what} not found`);
};

/** A sensitive action: refused with 403 unless this sign-in session proved a passkey recently (the server decides). */
export const requireAal2 = async (caller: AdminCaller): Promise<void> => {
  if (!caller.session || !(await hasAssurance(caller.sub, caller.session))) {
    throw new HttpError(403, PASSKEY_NEEDED, { code: PASSKEY_NEEDED_CODE });
  }
};

export interface AdminRequirements {
  /** any one of these roles will do, held at `school` when it is given */
  role?: AdminRole | readonly AdminRole[];
  aal2?: boolean;
  school?: string;
}

const ROLE_NAMES: Record<AdminRole, string> = {
  'school-admin': 'school admins',
  teacher: 'teachers',
  'district-admin': 'district admins',
};

/**
 * Resolves the caller and checks, in this order, the role anywhere (403), the school (404: the caller holds no role
 * there), the role at that school (403) and assurance (403): a school outside the caller's is 404 whatever their
 * level, so no one learns what another school holds by asking at aal1.
 */
export const requireAdmin = async (event: APIGatewayProxyEvent, needs: AdminRequirements = {}): Promise<AdminCaller> => {
  const fromToken = callerAdmin(event);
  const roles = needs.role === undefined ? [] : typeof needs.role === 'string' ? [needs.role] : needs.role;
  const refused = () => forbidden(`Only ${roles.map((role) => ROLE_NAMES[role]).join(' or ')} may do this`);
  if (roles.length > 0 && !roles.some((role) => holdsAnywhere(fromToken, role))) throw refused();
  if (needs.school !== undefined) requireSchool(fromToken, needs.school);
  const caller = await currentRoles(fromToken);
  // The role was held only at deleted schools: to them the school is gone, as to anyone outside it.
  if (roles.length > 0 && !roles.some((role) => holdsAnywhere(caller, role))) throw notFound('School not found');
  if (needs.school !== undefined) {
    const { school } = needs;
    requireSchool(caller, school);
    if (roles.length > 0 && !roles.some((role) => holdsAt(caller, role, school))) throw refused();
  }
  if (needs.aal2) await requireAal2(caller);
  return caller;
};

/**
 * The caller as they stand now, not as their token says: without the schools that are deleted, and without the roles
 * taken from them since the token was issued (functions/admins/role-removals.ts). An id token keeps its groups for up
 * to an hour after they change, so both are read on every call: one read per school a school-scoped admin holds (a
 * district admin reaches every school and needs none), and one query of the caller's removals. Someone left with no
 * role is 404, as anyone outside the school is.
 */
export const currentRoles = async (caller: AdminCaller): Promise<AdminCaller> => {
  const [deleted, removed] = await Promise.all([
    caller.district || caller.schools.length === 0 ? new Set<string>() : deletedSchools(caller.schools),
    schoolsRemovedSince(caller.sub, caller.issuedAt),
  ]);
  if (deleted.size === 0 && removed.size === 0) return caller;
  const schoolRoles = new Map([...caller.schoolRoles].filter(([school]) => !deleted.has(school) && !removed.has(school)));
  if (!caller.district && schoolRoles.size === 0) throw notFound('School not found');
  return { ...caller, schoolRoles, schools: [...schoolRoles.keys()].sort(), rolesChanged: removed.size > 0 };
};

/** Inviting and adding a passkey: never with a token issued before one of the caller's roles was taken. */
export const requireRolesUnchanged = (caller: AdminCaller): void => {
  if (caller.rolesChanged) throw new HttpError(401, ROLES_CHANGED, { code: ROLES_CHANGED_CODE });
};

/** Who may work with a whole school's students (rosters, every card): a school's admins, and district admins. */
export const STUDENT_ROLES = [ROLES.schoolAdmin] as const;
/** Who may see and act on children class by class: also teachers, for their own classes (functions/admins/class-scope.ts). */
export const CLASS_ROLES = [ROLES.schoolAdmin, ROLES.teacher] as const;
