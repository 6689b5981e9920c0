import * as v from 'valibot';
import { emailAddress } from './validation.js';

/**
 * The rules of the admin forms a person types into, worded once for the form and the route alike, as sentences: the
 * form refuses with the words the server would use, and the server's refusal reads as plain words too.
 */

/**
 * Whom a school admin invites: trimmed and lower-cased first, so " Name@School.org " is the address everyone means.
 * One problem at a time (the first the address has), as a person fixes them.
 */
export const adminEmailSchema = v.config(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.minLength(1, 'Write the e-mail address of the person to invite.'),
    v.maxLength(254, 'An e-mail address has 254 characters at most.'),
    emailAddress('Write a whole e-mail address, such as name@school.org.'),
  ),
  { abortPipeEarly: true },
);

export const CLASS_ID_MAX = 64;

/** A class named by its ID (a new one, or one that exists), with the words for one left empty. */
export const classIdSchema = (whenEmpty: string) =>
  v.config(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, whenEmpty),
      v.maxLength(CLASS_ID_MAX, `A class ID has ${CLASS_ID_MAX} characters at most.`),
    ),
    { abortPipeEarly: true },
  );

export const CLASS_NAME_MAX = 40;

/** A class's name as people call it ("Ms Lee's class"): trimmed, at most CLASS_NAME_MAX characters; empty takes it away. */
export const classNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(CLASS_NAME_MAX, `A class name has ${CLASS_NAME_MAX} characters at most.`),
);

/** What the server would say is wrong with a typed value, or null when it would take it. */
export const formProblem = (schema: v.GenericSchema, value: unknown): string | null => {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
};
