import type { APIGatewayProxyEvent } from 'aws-lambda';
import { STUDENT_ROLES, requireAdmin } from '../lib/admin.js';

/** The admin a card route acts for, and the one school it may touch: every read and write below uses this school. */
export interface CardAdmin {
  email: string;
  school: string;
}

/*
 * The one place card routes are authorised: each route calls one of these, first, with the school it is about to
 * touch. Only school admins of that school (or district admins) pass; any other school is 404, as everywhere.
 */

/** Reading which students have a card (never a card's code): what the dashboard reads. */
export const requireCardReader = async (event: APIGatewayProxyEvent, school: string): Promise<CardAdmin> => {
  const { email } = await requireAdmin(event, { role: STUDENT_ROLES, school });
  return { email, school };
};

/** Printing (which issues new cards and revokes the old) and revoking: sensitive actions, so a passkey proved this session. */
export const requireCardAdmin = async (event: APIGatewayProxyEvent, school: string): Promise<CardAdmin> => {
  const { email } = await requireAdmin(event, { role: STUDENT_ROLES, school, aal2: true });
  return { email, school };
};
