import * as v from 'valibot';
import { trimmed } from './validation.js';

/**
 * What a sign-in names, in a module of its own: the sign-in function and the cards' screens build these few
 * schemas, not every shape of the game's records.
 */

/** A school's identifier, as a sign-in, a roster row and the admin API name it. */
export const schoolIdentifierSchema = trimmed(64, 'school_identifier is required');

export const loginBodySchema = v.strictObject({
  school_identifier: schoolIdentifierSchema,
  username: trimmed(128, 'username is required'),
  password: v.pipe(v.string(), v.minLength(1, 'password is required'), v.maxLength(256)),
  /** what an earlier sign-in on this device answered (device_token): lets a try past a username's spent budget */
  device_token: v.optional(v.pipe(v.string(), v.maxLength(128))),
});
export type LoginBody = v.InferOutput<typeof loginBodySchema>;
