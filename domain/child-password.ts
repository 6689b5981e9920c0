import * as v from 'valibot';

/**
 * A child's password, as an admin sets it (the new-password dialog and the server both) and as a roster gives it:
 * one rule, worded once, so the form never accepts what the server then refuses.
 */
export const CHILD_PASSWORD_MIN = 8;
export const CHILD_PASSWORD_MAX = 256;
/** What the form says before anything is typed. */
export const CHILD_PASSWORD_HINT = `at least ${CHILD_PASSWORD_MIN} characters`;

export const childPasswordSchema = v.pipe(
  v.string(),
  v.minLength(CHILD_PASSWORD_MIN, `A password needs at least ${CHILD_PASSWORD_MIN} characters.`),
  v.maxLength(CHILD_PASSWORD_MAX, `A password can have at most ${CHILD_PASSWORD_MAX} characters.`),
);

/** What is wrong with a password, in the words the server would use, or null when the server would take it. */
export const childPasswordProblem = (password: string): string | null => {
  const result = v.safeParse(childPasswordSchema, password);
  return result.success ? null : (result.issues[0]?.message ?? null);
};
