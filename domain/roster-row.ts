import * as v from 'valibot';
import { CHARACTER_CODES } from './constants.js';
import { schoolIdentifierSchema } from './sign-in.js';
import { trimmed } from './validation.js';

/** One row of a class roster (CSV): how a school adds students without touching the table. */
export const rosterRowSchema = v.strictObject({
  school_identifier: schoolIdentifierSchema,
  username: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'username is required'),
    v.maxLength(128),
    v.regex(/^[A-Za-z0-9._@-]+$/, 'username may hold letters, digits and . _ @ - only'),
  ),
  password: v.pipe(v.string(), v.minLength(8, 'password needs at least 8 characters'), v.maxLength(256)),
  first_name: trimmed(64, 'first_name is required'),
  last_name: v.pipe(v.string(), v.trim(), v.maxLength(64)),
  class_id: trimmed(64, 'class_id is required'),
  grade: trimmed(16, 'grade is required'),
  modules: v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) =>
      value
        .split(/[;|\s]+/)
        .filter(Boolean)
        .map((name) => name.toUpperCase()),
    ),
    v.array(v.picklist(CHARACTER_CODES, 'modules must be character codes such as RESPA;INROCK')),
    v.maxLength(15),
  ),
});
export type RosterRow = v.InferOutput<typeof rosterRowSchema>;
