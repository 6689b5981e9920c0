import { GetOpenIdTokenForDeveloperIdentityCommand } from '@aws-sdk/client-cognito-identity';
import * as v from 'valibot';
import { signInBodySchema } from '@domain/cards.js';
import { parseBody } from '../common/body.js';
import { cardExists, studentForCard } from '../cards/cards-repository.js';
import { cognitoIdentity } from '../common/clients/cognito-identity.js';
import { requireEnv } from '../common/env.js';
import { HttpError, unauthorized } from '../common/http-error.js';
import { logger } from '../common/logger.js';
import {
  DEVICE_BUDGET,
  USERNAME_BUDGET,
  claimAttempt,
  clearWrongTries,
  deviceBudget,
  recordWrongTry,
  releaseAttempt,
  usernameBudget,
  type AttemptSlot,
  type BudgetRule,
} from './login-attempts-repository.js';
import { deviceOf, issueDeviceToken } from './device-token.js';
import { isEnrolled } from '../common/enrolment.js';
import { httpHandler, json } from '../common/middleware.js';
import { DECOY_HASH, verifyPassword } from './password.js';
import { recordSignIn } from './sign-ins.js';
import { findSignIn, getStudent, linkIdentity } from '../common/students-repository.js';
import { normaliseSchool, normaliseUsername } from '../common/table.js';
import * as clock from '../common/clock.js';

const IDENTITY_POOL_ID = requireEnv('IDENTITY_POOL_ID');
const DEVELOPER_PROVIDER_NAME = requireEnv('DEVELOPER_PROVIDER_NAME');
const TOKEN_DURATION_SECONDS = 3600;

const WRONG_CREDENTIALS = 'Login failed: the school ID, username or password is not right';
const WRONG_CARD = 'Login failed: this card does not work';

interface Attempt {
  /** what failures are counted against: the username, or the card (a username never holds a colon) */
  subject: string;
  refusal: string;
  /** the student the proof belongs to, or undefined */
  verify: () => Promise<string | undefined>;
  /** whether there is anything to count tries against: a card's id no card has is refused uncounted */
  exists?: () => Promise<boolean>;
  /** the device token the body brought, for a username and password */
  deviceToken?: string;
}

/** A sign-in with a card, or with the spec's username and password: the same throttling, the same steps after. */
const attemptOf = (school: string, body: v.InferOutput<typeof signInBodySchema>): Attempt => {
  if ('card' in body) {
    return {
      subject: `card:${body.card.cardId}`,
      refusal: WRONG_CARD,
      // A revoked card, a stranger's, another school's: all the same 401, all counted.
      verify: () => studentForCard(school, body.card),
      exists: () => cardExists(school, body.card),
    };
  }
  return {
    subject: normaliseUsername(body.username),
    refusal: WRONG_CREDENTIALS,
    deviceToken: body.device_token,
    verify: async () => {
      // An unknown school or username is checked against a decoy hash: the same work, the same answer, the same time.
      const signIn = await findSignIn(school, normaliseUsername(body.username));
      const matches = await verifyPassword(body.password, signIn?.password_hash ?? DECOY_HASH);
      return signIn && matches ? signIn.student_id : undefined;
    },
  };
};

interface Counted {
  slot: AttemptSlot;
  budget: { key: { pk: string; sk: string }; rule: BudgetRule };
  /** the device id of a valid device token the body brought */
  device?: string;
}

/**
 * Counts the try on the username's (or card's) budget; when that is spent and the body brings a device token issued
 * for this username, on that device's own budget instead. A token for another username, or a forged one, is as none.
 */
const claim = async (school: string, attempt: Attempt, now: number): Promise<Counted> => {
  const device = await deviceOf(attempt.deviceToken, school, attempt.subject);
  const own = { key: await usernameBudget(school, attempt.subject), rule: USERNAME_BUDGET };
  const slot = await claimAttempt(own.key, own.rule, now);
  if (slot.ok || !device) return { slot, budget: own, device };
  const known = { key: await deviceBudget(school, attempt.subject, device), rule: DEVICE_BUDGET };
  const deviceSlot = await claimAttempt(known.key, known.rule, now);
  if (deviceSlot.ok) return { slot: deviceSlot, budget: known, device };
  return { slot: { ok: false, retryAfterMs: Math.min(slot.retryAfterMs, deviceSlot.retryAfterMs) }, budget: own, device };
};

export const handler = httpHandler(async (event) => {
  const body = parseBody(event, signInBodySchema);
  const school = normaliseSchool(body.school_identifier);
  const attempt = attemptOf(school, body);
  const now = clock.now();

  // A random card guess is refused without a counter of its own, which would be kept 30 days for nothing.
  if (attempt.exists && !(await attempt.exists())) throw unauthorized(attempt.refusal);
  // The attempt is counted before the password is checked, so a burst of guesses cannot all be checked at once.
  const counted = await claim(school, attempt, now);
  if (!counted.slot.ok) {
    const minutes = Math.ceil(counted.slot.retryAfterMs / 60_000);
    logger.warn('Sign-in locked after repeated failures', { school });
    throw new HttpError(429, `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, {
      retry_after_seconds: Math.ceil(counted.slot.retryAfterMs / 1000),
    });
  }

  const studentId = await attempt.verify();
  // A failure keeps its try spent, and is counted for the teacher's list.
  if (!studentId) {
    await recordWrongTry(school, attempt.subject, now);
    throw unauthorized(attempt.refusal);
  }
  await releaseAttempt(counted.budget.key, counted.budget.rule);
  if (counted.budget.rule === DEVICE_BUDGET) await clearWrongTries(school, attempt.subject);
  // A child being removed is refused as an unknown one, with nothing counted: from the mark on, no sign-in of theirs
  // gets past this read, so none links an identity once the removal job has begun (functions/common/enrolment.ts).
  if (!(await isEnrolled(studentId))) throw unauthorized(attempt.refusal);

  const { IdentityId, Token } = await cognitoIdentity.send(
    new GetOpenIdTokenForDeveloperIdentityCommand({
      IdentityPoolId: IDENTITY_POOL_ID,
      Logins: { [DEVELOPER_PROVIDER_NAME]: studentId },
      TokenDuration: TOKEN_DURATION_SECONDS,
    }),
  );
  if (!IdentityId || !Token) throw new Error('Cognito returned no identity or token');
  const student = await getStudent(studentId);
  if (!student) throw new Error(`Student ${studentId} has a sign-in but no record`);
  await linkIdentity(IdentityId, student);
  await recordSignIn(school, studentId, now);
  logger.info('Student signed in', { studentId, with: 'card' in body ? 'card' : 'password', device: counted.device !== undefined });
  if ('card' in body) return json(200, { token: Token, identity_id: IdentityId });
  // This device now knows the password: it keeps its token, or is given one, for the next sign-in.
  const deviceToken = counted.device ? attempt.deviceToken : await issueDeviceToken(school, attempt.subject);
  return json(200, { token: Token, identity_id: IdentityId, device_token: deviceToken });
});
