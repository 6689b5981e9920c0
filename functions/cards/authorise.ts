import type { APIGatewayProxyEvent } from 'aws-lambda';
import { CLASS_ROLES, STUDENT_ROLES, requireAdmin } from '../admins/admin.js';
import { classesOf, type ClassScope } from '../admins/class-scope.js';

/** The admin a card route acts for, and the one school it may touch: every read and write below uses this school. */
export interface CardAdmin {
  email: string;
  school: string;
  /** the classes whose children this admin may print and revoke cards for: a teacher's own, or 'all' */
  classes: ClassScope;
}

/*
 * The one place card routes are authorised: each route calls one of these, first, with the school it is about to
 * touch. School admins of that school (or district admins) pass, and its teachers for a child of their classes (a
 * child's card action); any other school is 404, as everywhere.
 */

/** Reading which students of the whole school have a card (never a card's code): the school's cards page, admins only. */
export const requireCardReader = async (event: APIGatewayProxyEvent, school: string): Promise<CardAdmin> => {
  const { email } = await requireAdmin(event, { role: STUDENT_ROLES, school });
  return { email, school, classes: 'all' };
};

/** Printing (which issues new cards and revokes the old) and revoking: sensitive actions, so a passkey proved this session. */
export const requireCardAdmin = async (event: APIGatewayProxyEvent, school: string): Promise<CardAdmin> => {
  const caller = await requireAdmin(event, { role: CLASS_ROLES, school, aal2: true });
  return { email: caller.email, school, classes: await classesOf(caller, school) };
};
