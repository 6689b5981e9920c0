import * as v from 'valibot';
import { TEST_QUESTIONS } from './constants.js';
import { COMPETENCY_IDS, type Competency } from './content/competencies.js';
import type { GameDetails } from './schemas.js';
import { list } from './validation.js';

/**
 * A programme's test has two parallel forms, matched item by item in the competency each item measures. A child
 * takes one before day 1 and the other after day 10, so the gain is not a memory of eight answers seen before; which
 * one comes first is decided by the child's id, so about half a class goes A then B and half B then A, and any
 * difference in difficulty between the forms cancels out in the class's gain.
 */
export const TEST_FORMS = ['a', 'b'] as const;
export type TestForm = (typeof TEST_FORMS)[number];

/** One item as the child answered it: once, right or not, and the competency it measures when the item names one. */
export const testItemResultSchema = v.strictObject({
  competency: v.optional(v.picklist(COMPETENCY_IDS)),
  right: v.boolean(),
});
export type TestItemResult = v.InferOutput<typeof testItemResultSchema>;

/** A test as taken: the form and each item's result, in the form's order. */
export const testResultSchema = v.strictObject({
  form: v.picklist(TEST_FORMS),
  items: list(testItemResultSchema, 1, TEST_QUESTIONS),
});
export type TestResult = v.InferOutput<typeof testResultSchema>;

/** Whether the test before day 1 was taken: as a result kept with the progress, or as a score from before results were kept. */
export const preTestTaken = (details: Pick<GameDetails, 'pre_test' | 'pre_test_score'>): boolean =>
  details.pre_test !== undefined || details.pre_test_score > 0;
/** Whether the test after day 10 was taken. */
export const postTestTaken = (details: Pick<GameDetails, 'post_test' | 'post_test_score'>): boolean =>
  details.post_test !== undefined || details.post_test_score > 0;

/** A test's score: the items answered right. */
export const testScore = (result: TestResult): number => result.items.filter((item) => item.right).length;

/**
 * FNV-1a over the id's UTF-16 units, then murmur3's finaliser so every bit of the result depends on every unit
 * (FNV-1a's lowest bit alone is nearly the parity of the characters).
 */
const hash = (id: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
};

/** The form a child takes first, by their student id: the same every time it is asked. */
export const firstFormFor = (studentId: string): TestForm => (hash(studentId) & 1 ? 'b' : 'a');

/** The form of the test before day 1: the child's first form, or A when the page has only one form. */
export const preTestForm = (studentId: string, hasFormB: boolean): TestForm => (hasFormB ? firstFormFor(studentId) : 'a');

/**
 * The form of the test after day 10: the other one than the child took before day 1 (as stored with their progress,
 * so it never changes mid-programme; a child who took the test before forms were stored took A), or A again when
 * the page has only one form.
 */
export const postTestForm = (pre: TestResult | undefined, hasFormB: boolean): TestForm => {
  if (!hasFormB) return 'a';
  return (pre?.form ?? 'a') === 'a' ? 'b' : 'a';
};

/** What a child's answers to a form's items come to: each item right or not, with the competency it names. */
export const scoreTest = (
  form: TestForm,
  items: ReadonlyArray<{ correct: number; competency?: Competency | undefined }>,
  choices: readonly number[],
): TestResult => {
  if (choices.length !== items.length) throw new Error(`A test of ${items.length} items needs ${items.length} answers`);
  return {
    form,
    items: items.map((item, index) => ({
      ...(item.competency ? { competency: item.competency } : {}),
      right: choices[index] === item.correct,
    })),
  };
};
