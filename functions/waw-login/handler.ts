import { GetOpenIdTokenForDeveloperIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { loginBodySchema } from '@domain/schemas.js';
import { parseBody } from '../lib/body.js';
import { cognitoIdentityClient } from '../lib/clients.js';
import { requireEnv } from '../lib/env.js';
import { HttpError, unauthorized } from '../lib/http-error.js';
import { logger } from '../lib/logger.js';
import { claimAttempt, releaseAttempt } from '../lib/login-attempts-repository.js';
import { httpHandler, json } from '../lib/middleware.js';
import { decoyHash, verifyPassword } from '../lib/password.js';
import { findSignIn, linkIdentity } from '../lib/students-repository.js';
import { normaliseSchool, normaliseUsername } from '../lib/table.js';

const IDENTITY_POOL_ID = requireEnv('IDENTITY_POOL_ID');
const DEVELOPER_PROVIDER_NAME = requireEnv('DEVELOPER_PROVIDER_NAME');
const TOKEN_DURATION_SECONDS = 3600;

// Made during cold start, so the first unknown username costs one scrypt like every other attempt.
void decoyHash();

const WRONG_CREDENTIALS = 'Login failed: the school ID, username or password is not right';

export const handler = httpHandler(async (event) => {
  const body = parseBody(event, loginBodySchema);
  const school = normaliseSchool(body.school_identifier);
  const username = normaliseUsername(body.username);
  const now = Date.now();

  // The attempt is counted before the password is checked, so a burst of guesses cannot all be checked at once.
  const slot = await claimAttempt(school, username, now);
  if (!slot.ok) {
    const minutes = Math.ceil(slot.retryAfterMs / 60_000);
    logger.warn('Sign-in locked after repeated failures', { school });
    throw new HttpError(429, `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, {
      retry_after_seconds: Math.ceil(slot.retryAfterMs / 1000),
    });
  }

  // An unknown school or username is checked against a decoy hash: the same work, the same answer, the same time.
  const signIn = await findSignIn(school, username);
  const matches = await verifyPassword(body.password, signIn?.password_hash ?? (await decoyHash()));
  // A failure keeps its slot until the window ends.
  if (!signIn || !matches) throw unauthorized(WRONG_CREDENTIALS);
  await releaseAttempt(school, username, slot.windowStartedAt);

  const { IdentityId, Token } = await cognitoIdentityClient.send(
    new GetOpenIdTokenForDeveloperIdentityCommand({
      IdentityPoolId: IDENTITY_POOL_ID,
      Logins: { [DEVELOPER_PROVIDER_NAME]: signIn.student_id },
      TokenDuration: TOKEN_DURATION_SECONDS,
    }),
  );
  if (!IdentityId || !Token) throw new Error('Cognito returned no identity or token');
  await linkIdentity(IdentityId, signIn.student_id);
  logger.info('Student signed in', { studentId: signIn.student_id });
  return json(200, { token: Token, identity_id: IdentityId });
});
