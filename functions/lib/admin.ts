import type { APIGatewayProxyEvent } from 'aws-lambda';
import { hasAssurance } from './assurance-repository.js';
import { ALL_ROLES, ROLES, schoolOfGroup, type AdminRole } from './admin-roles.js';
import { HttpError, forbidden, notFound, unauthorized } from './http-error.js';

export { ALL_ROLES, ROLES, schoolGroup, schoolOfGroup, type AdminRole } from './admin-roles.js';

export const PASSKEY_NEEDED = 'A passkey is needed for this. Use your passkey to confirm it is you, then try again.';
export const PASSKEY_NEEDED_CODE = 'passkey_required';

export interface AdminCaller {
  sub: string;
  email: string;
  name: string;
  roles: AdminRole[];
  /** the schools named by the caller's groups */
  schools: string[];
  /** a district admin reaches every school */
  district: boolean;
  /** this sign-in session: the id token's origin_jti, the same across refreshes, new at every sign-in */
  session: string;
}

const groupsOf = (raw: unknown): string[] => {
  // API Gateway passes claims as strings ("[a, b]" or "a,b"); a direct invocation may pass the array.
  if (Array.isArray(raw)) return raw.map(String);
  return typeof raw === 'string' ? raw.split(/[[\],\s]+/).filter(Boolean) : [];
};

/**
 * The admin behind a call, from the id token API Gateway's Cognito authoriser verified. Roles and schools are the
 * user's groups; nothing in the path, query or body can add to them.
 */
export const callerAdmin = (event: APIGatewayProxyEvent): AdminCaller => {
  const claims = (event.requestContext.authorizer?.claims ?? null) as Record<string, unknown> | null;
  if (!claims || claims.token_use !== 'id' || typeof claims.sub !== 'string') throw unauthorized('Sign in as an admin');
  const groups = groupsOf(claims['cognito:groups']);
  const roles = ALL_ROLES.filter((role) => groups.includes(role));
  if (roles.length === 0) throw forbidden('Only admins may do this');
  const session = typeof claims.origin_jti === 'string' ? claims.origin_jti : '';
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    name: typeof claims.name === 'string' ? claims.name : '',
    roles,
    schools: groups.map(schoolOfGroup).filter((school) => school !== null),
    district: roles.includes(ROLES.districtAdmin),
    session,
  };
};

/** Whether the caller may see this school's students: their own schools, or any school for a district admin. */
export const reaches = (caller: AdminCaller, school: string): boolean => caller.district || caller.schools.includes(school);

/** Anything outside the caller's schools does not exist for them: 404, as a student's foreign module. */
export const requireSchool = (caller: AdminCaller, school: string, what = 'School'): void => {
  if (!reaches(caller, school)) throw notFound(`${what} not found`);
};

/** A sensitive action: refused with 403 unless this sign-in session proved a passkey recently (the server decides). */
export const requireAal2 = async (caller: AdminCaller): Promise<void> => {
  if (!caller.session || !(await hasAssurance(caller.sub, caller.session))) {
    throw new HttpError(403, PASSKEY_NEEDED, { code: PASSKEY_NEEDED_CODE });
  }
};

export interface AdminRequirements {
  /** any one of these roles will do */
  role?: AdminRole | readonly AdminRole[];
  aal2?: boolean;
  school?: string;
}

const ROLE_NAMES: Record<AdminRole, string> = {
  'school-admins': 'school admins',
  'content-editors': 'content editors',
  'district-admins': 'district admins',
};

/**
 * Resolves the caller and checks, in this order, role (403), school (404) and assurance (403): a school outside the
 * caller's is 404 whatever their level, so no one learns what another school holds by asking at aal1.
 */
export const requireAdmin = async (event: APIGatewayProxyEvent, needs: AdminRequirements = {}): Promise<AdminCaller> => {
  const caller = callerAdmin(event);
  const roles = needs.role === undefined ? [] : typeof needs.role === 'string' ? [needs.role] : needs.role;
  if (roles.length > 0 && !roles.some((role) => caller.roles.includes(role))) {
    throw forbidden(`Only ${roles.map((role) => ROLE_NAMES[role]).join(' or ')} may do this`);
  }
  if (needs.school !== undefined) requireSchool(caller, needs.school);
  if (needs.aal2) await requireAal2(caller);
  return caller;
};

/** Who may work with students: school admins of their schools, district admins of all. */
export const STUDENT_ROLES = [ROLES.schoolAdmin, ROLES.districtAdmin] as const;
