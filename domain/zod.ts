import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The schemas are built with zod/mini: the same checks and messages as zod's full build at about a third of its
 * size, which a function pays at every cold start and a child's browser at every download. zod/mini carries no
 * messages of its own, so the English ones are set here, by the module every schema file takes its helpers from.
 */
z.config(en());

/** An integer from `min` to `max` (without one, to the largest safe integer, where z.int() stops on its own). */
export const int = (min: number, max?: number) => z.int().check(z.minimum(min), ...(max === undefined ? [] : [z.maximum(max)]));

/** A number from `min` to `max`. */
export const between = (min: number, max: number) => z.number().check(z.minimum(min), z.maximum(max));

/** A string of `min` to `max` characters, as sent. */
export const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/** A string trimmed, then of 1 to `max` characters; `required` words the refusal of an empty one. */
export const trimmed = (max: number, required?: string) => z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max));

/** A list of `min` to `max` items. */
export const list = <T extends z.ZodMiniType>(item: T, min: number, max: number) => z.array(item).check(z.minLength(min), z.maxLength(max));

/** Turns a zod failure into one sentence a developer (or a support person) can act on. */
export const describeIssues = (error: z.core.$ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
