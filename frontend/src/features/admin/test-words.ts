import { TEST_QUESTIONS } from '@domain/constants';
import type { ClassSummary } from './school-api';

const points = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** A child's test: "2 → 5 of 8", "2 of 8" before day 10, or not taken yet. */
export const childTestText = ({ pre, post }: { pre: number | null; post: number | null }): string =>
  pre === null && post === null
    ? 'test not taken yet'
    : `test ${pre === null ? '–' : points(pre)}${post === null ? '' : ` → ${points(post)}`} of ${TEST_QUESTIONS}`;

/** A class's test: the means before and after, and the gain over the children who took both. */
export const classTestText = ({ pre, post, gain }: ClassSummary['test']): string => {
  if (pre.count === 0) return 'No child has taken the test yet.';
  const before = `Test before day 1: ${points(pre.mean)} of ${TEST_QUESTIONS} on average (${pre.count}).`;
  if (post.count === 0 || gain === null) return `${before} No child has taken the test after day 10 yet.`;
  return `${before} After day 10: ${points(post.mean)} (${post.count}). Gain: ${gain >= 0 ? '+' : ''}${gain.toFixed(1)}.`;
};
