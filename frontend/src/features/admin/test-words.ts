import { TEST_QUESTIONS } from '@domain/constants';
import { MIN_CHILDREN_FOR_GAIN, type GainEstimate } from '@domain/gain';
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

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${points(Math.abs(value))}`;
const children = (n: number) => `${n} ${n === 1 ? 'child' : 'children'}`;

/**
 * A gain with how sure it is: "+1.2 (95% interval +0.4 to +2.0), from 12 children", or, under the threshold,
 * "too few to tell: 3 children took both tests (5 needed)". `unit` follows the number ("of 8 items", "points").
 */
export const gainText = (estimate: GainEstimate, unit: string): string => {
  if (estimate.mean === null || estimate.low === null || estimate.high === null) {
    if (estimate.children === 0) return 'no child has taken both tests yet';
    return `too few to tell: ${children(estimate.children)} took both tests (${MIN_CHILDREN_FOR_GAIN} needed)`;
  }
  return `${signed(estimate.mean)} ${unit} (95% interval ${signed(estimate.low)} to ${signed(estimate.high)}), from ${children(estimate.children)}`;
};

/** Whether a gain is clear of zero: its whole 95% interval above (or below) no change. */
export const gainVerdict = ({ low, high }: GainEstimate): string | null => {
  if (low === null || high === null) return null;
  if (low > 0) return 'a clear gain';
  if (high < 0) return 'a clear drop';
  return 'no clear change';
};
