import { randomBytes, timingSafeEqual } from 'node:crypto';
import { keyedHash } from '../common/sign-in-key.js';

/**
 * A device token: what a device the child signed in on with the right password keeps (local storage), so that the
 * next sign-in from it is not held shut by someone else's wrong passwords on the same username. It is
 * `{device}.{signature}`: a random device id (128 bits) and an HMAC over the school, the username and that id under
 * the sign-in key, so it proves only "this device once knew this child's password" and works for no other username.
 * It lets a try past a spent username budget, counted against the device's own small budget instead
 * (login-attempts-repository.ts); it never lets a try skip the password.
 */
const DEVICE_ID_BYTES = 16;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const signature = (school: string, username: string, device: string) => keyedHash('device token', school, username, device);

export const issueDeviceToken = async (school: string, username: string): Promise<string> => {
  const device = randomBytes(DEVICE_ID_BYTES).toString('base64url');
  return `${device}.${await signature(school, username, device)}`;
};

/** The device id a token names, if the token was issued for this username at this school; otherwise undefined. */
export const deviceOf = async (token: string | undefined, school: string, username: string): Promise<string | undefined> => {
  const match = token === undefined ? null : TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const [, device, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(await signature(school, username, device));
  return timingSafeEqual(expected, Buffer.from(given)) ? device : undefined;
};
