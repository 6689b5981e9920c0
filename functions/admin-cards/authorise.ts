import type { APIGatewayProxyEvent } from 'aws-lambda';
import { requireAdmin } from '../lib/admin.js';

/** The admin a card route acts for, and the one school it may touch: every read and write below uses this school. */
export interface CardAdmin {
  email: string;
  school: string;
}

/*
 * THE place where card routes are authorised: each route calls exactly one of these, first, with the school it is
 * about to touch. Today they require an admin (the admins group), which is all `requireAdmin` knows. With admin
 * tenancy and passkey step-up (issue 14) they become:
 *   requireCardReader → requireAdmin(event, { role: school admin, school })            listing who has a card
 *   requireCardAdmin  → requireAdmin(event, { role: school admin, aal2: true, school }) printing and revoking
 * so an admin of another school gets 404 and an admin without a passkey step-up 403, on every card route.
 */

/** Reading which students have a card (never a card's code): what the dashboard reads. */
export const requireCardReader = (event: APIGatewayProxyEvent, school: string): CardAdmin => ({ ...requireAdmin(event), school });

/** Printing (which issues new cards and revokes the old) and revoking: sensitive actions. */
export const requireCardAdmin = (event: APIGatewayProxyEvent, school: string): CardAdmin => ({ ...requireAdmin(event), school });
