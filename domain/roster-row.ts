import * as v from 'valibot';
import { childPasswordSchema } from './child-password.js';
import { CHARACTER_CODES, STUDENT_GRADE } from './constants.js';

/*
 * Each refusal is a whole sentence for the admin who wrote the file: it is shown as it is, after the row's line.
 * A row the sign-in would refuse (a grade other than WAW) is refused here, not found out by a child who cannot play.
 */
const required = (column: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${column} is missing.`), v.maxLength(max, `${column} can have at most ${max} characters.`));

/** One row of a class roster (CSV): how a school adds students without touching the table. */
export const rosterRowSchema = v.strictObject({
  school_identifier: required('The school ID', 64),
  username: v.pipe(
    required('The username', 128),
    v.regex(/^[A-Za-z0-9._@-]+$/, 'The username may hold only letters, digits and the signs . _ @ and -.'),
  ),
  password: childPasswordSchema,
  first_name: required('The first name', 64),
  last_name: v.pipe(v.string(), v.trim(), v.maxLength(64, 'The last name can have at most 64 characters.')),
  class_id: required('The class', 64),
  grade: v.pipe(
    required('The grade', 16),
    v.check(
      (grade) => grade === STUDENT_GRADE,
      (issue) => `The grade is "${String(issue.input)}", but only grade ${STUDENT_GRADE} may play: write ${STUDENT_GRADE}.`,
    ),
  ),
  modules: v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) =>
      value
        .split(/[;|\s]+/)
        .filter(Boolean)
        .map((name) => name.toUpperCase()),
    ),
    v.array(v.picklist(CHARACTER_CODES, (issue) => `"${String(issue.input)}" is not a programme: write codes such as RESPA;INROCK.`)),
    v.maxLength(15, 'A child can have at most 15 programmes.'),
  ),
});
export type RosterRow = v.InferOutput<typeof rosterRowSchema>;

/** A bad row's problems in plain words: our own sentences as they are, and a column missing from the file by name. */
export const rosterRowProblems = (issues: readonly v.BaseIssue<unknown>[]): string =>
  [
    ...new Set(
      issues.map((issue) => {
        const column = v.getDotPath(issue)?.split('.')[0];
        if (issue.input === undefined && column) return `The file has no ${column} column.`;
        if (issue.type === 'strict_object' && column) return `The file has a column "${column}" that a roster does not have.`;
        return issue.message.endsWith('.') ? issue.message : `${column ?? 'The row'}: ${issue.message}`;
      }),
    ),
  ].join(' ');
