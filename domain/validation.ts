import * as v from 'valibot';

/*
 * The schemas are built with valibot: each schema is a small object of its own, so building every shape of the
 * game's records costs a function's cold start (and a child's download) far less than a class-based library's.
 * Its messages are English by default.
 */

/** An integer from `min` to `max` (without one, to the largest safe integer); `tooBig` words the refusal of a larger one. */
export const int = (min: number, max = Number.MAX_SAFE_INTEGER, tooBig?: string) =>
  v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max, tooBig));

/** A number from `min` to `max`. */
export const between = (min: number, max: number) => v.pipe(v.number(), v.minValue(min), v.maxValue(max));

/** A string of `min` to `max` characters, as sent. */
export const text = (min: number, max: number) => v.pipe(v.string(), v.minLength(min), v.maxLength(max));

/** A string trimmed, then of 1 to `max` characters; `required` words the refusal of an empty one. */
export const trimmed = (max: number, required?: string) => v.pipe(v.string(), v.trim(), v.minLength(1, required), v.maxLength(max));

/** A list of `min` to `max` items. */
export const list = <T extends v.GenericSchema>(item: T, min: number, max: number) =>
  v.pipe(v.array(item), v.minLength(min), v.maxLength(max));

/** A JSON object, never an array: valibot's record and object schemas alone would take one. */
export const jsonObject = () =>
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    (issue) => `Invalid type: Expected Object but received ${issue.received}`,
  );

/** A JSON object of `value`s under `key`s. */
export const dictionary = <TKey extends v.GenericSchema<string>, TValue extends v.GenericSchema>(key: TKey, value: TValue) =>
  v.pipe(jsonObject(), v.record(key, value));

/**
 * An e-mail address as mail systems take one: zod's pattern, which the admin area used before, since valibot's own
 * refuses an apostrophe (o'brien@school.org) and punycode domains.
 */
export const emailAddress = (message?: string) =>
  v.regex(/^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/, message);

/** Turns a validation failure into one sentence a developer (or a support person) can act on. */
export const describeIssues = (issues: readonly v.BaseIssue<unknown>[]): string =>
  issues
    .slice(0, 3)
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
