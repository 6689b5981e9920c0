import type { APIGatewayProxyEvent } from 'aws-lambda';
import { forbidden, unauthorized } from './http-error.js';

export const ADMINS_GROUP = 'admins';

/**
 * The admin behind a call: API Gateway's Cognito authoriser verified the id token; only members of the admins
 * group pass. A student's SigV4 call never carries these claims.
 */
export const requireAdmin = (event: APIGatewayProxyEvent): { email: string } => {
  const claims = (event.requestContext.authorizer?.claims ?? null) as Record<string, unknown> | null;
  if (!claims || claims.token_use !== 'id') throw unauthorized('Sign in as an admin');
  const raw = claims['cognito:groups'];
  // API Gateway passes claims as strings ("[a, b]" or "a,b"); a direct invocation may pass the array.
  const groups = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(/[[\],\s]+/) : [];
  if (!groups.includes(ADMINS_GROUP)) throw forbidden('Only admins may do this');
  return { email: typeof claims.email === 'string' ? claims.email : '' };
};
