import { createHmac } from 'node:crypto';
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { requireEnv } from './env.js';
import { keys } from './table.js';

/**
 * The sign-in key: a random secret in Secrets Manager (never in the template, the bundle or the environment), read by
 * the functions that count or read sign-in tries. It keys the counters' names, so the table never names the username
 * or card a try was made on, and it signs the device tokens a child's own device is given (device-token.ts).
 * Powertools keeps it for five minutes per warm environment. Read lazily: a function that imports this but never
 * counts a try needs neither the setting nor the grant.
 */
const key = async (): Promise<string> => {
  const value = await getSecret(requireEnv('SIGN_IN_KEY_SECRET_ID'), { maxAge: 300 });
  if (typeof value !== 'string' || value.length < 32) throw new Error('The sign-in key is missing');
  return value;
};

/** HMAC-SHA256 under the sign-in key, of parts that cannot run into each other (none holds a newline). */
export const keyedHash = async (purpose: string, ...parts: readonly string[]): Promise<string> =>
  createHmac('sha256', await key())
    .update([purpose, ...parts].join('\n'))
    .digest('base64url');

/**
 * The partition of a username's (or a card's) sign-in tries: `LOGIN#{school}#{keyed hash}`. Its `ATTEMPTS` item is
 * the username's budget and wrong tries; a device the child signed in on has a `DEVICE#…` item beside it. Whoever
 * holds the table but not the key cannot tell whose tries they are, nor test a guessed username against them.
 */
export const loginPartition = async (school: string, subject: string): Promise<string> =>
  keys.loginAttempts(school, await keyedHash('sign-in tries', school, subject)).pk;

/** The username's (or card's) own budget item. */
export const loginAttemptsKey = async (school: string, subject: string) => ({ pk: await loginPartition(school, subject), sk: 'ATTEMPTS' });
