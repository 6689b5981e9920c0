import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_CHILDREN_FOR_GAIN, gainEstimate, t975, type GainSums } from '@domain/gain.js';

const sums = (gains: readonly number[]): GainSums => ({
  n: gains.length,
  sum: gains.reduce((a, b) => a + b, 0),
  squares: gains.reduce((a, b) => a + b * b, 0),
});

/** A test gain: from −8 to +8 items. */
const gains = (min: number) => fc.array(fc.integer({ min: -8, max: 8 }), { minLength: min, maxLength: 60 });

describe('the class gain and its 95% interval', () => {
  it('says too few to tell below the threshold', () => {
    expect(MIN_CHILDREN_FOR_GAIN).toBe(5);
    expect(gainEstimate(sums([2, 3, 4, 1]))).toEqual({ children: 4, mean: null, low: null, high: null });
    expect(gainEstimate(sums([]))).toEqual({ children: 0, mean: null, low: null, high: null });
  });

  it('is the mean with a t interval: 5 children gaining 1, 2, 3, 4, 5', () => {
    // mean 3, sd √2.5, t(4) 2.776: 3 ± 2.776 × √(2.5/5) = 3 ± 1.96
    expect(gainEstimate(sums([1, 2, 3, 4, 5]))).toEqual({ children: 5, mean: 3, low: 1.04, high: 4.96 });
  });

  it('always holds the mean, symmetrically, and has no width when every child gained the same', () => {
    fc.assert(
      fc.property(gains(MIN_CHILDREN_FOR_GAIN), (list) => {
        const { mean, low, high } = gainEstimate(sums(list));
        expect(low!).toBeLessThanOrEqual(mean!);
        expect(high!).toBeGreaterThanOrEqual(mean!);
        expect(Math.abs(mean! - low! - (high! - mean!))).toBeLessThanOrEqual(0.011);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -8, max: 8 }), fc.integer({ min: MIN_CHILDREN_FOR_GAIN, max: 40 }), (gain, n) => {
        expect(gainEstimate(sums(Array<number>(n).fill(gain)))).toEqual({ children: n, mean: gain, low: gain, high: gain });
      }),
    );
  });

  it('narrows as the same class doubles', () => {
    fc.assert(
      fc.property(gains(MIN_CHILDREN_FOR_GAIN), (list) => {
        const once = gainEstimate(sums(list));
        const twice = gainEstimate(sums([...list, ...list]));
        expect(twice.high! - twice.low!).toBeLessThanOrEqual(once.high! - once.low! + 0.011);
      }),
    );
  });

  it('covers the true mean about 95% of the time', () => {
    // Classes of 8 drawn from a known population of gains (mean 1): the share of intervals that hold 1.
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(-2, 0, 1, 1, 2, 4), { minLength: 8, maxLength: 8 }), { minLength: 4000, maxLength: 4000 }),
        (classes) => {
          const covered = classes.filter((cls) => {
            const { low, high } = gainEstimate(sums(cls));
            return low! <= 1 && 1 <= high!;
          }).length;
          const share = covered / classes.length;
          return share > 0.925 && share < 0.975;
        },
      ),
      { numRuns: 3 },
    );
  });

  it('uses t: the table to 30 degrees of freedom, then within 0.002 of it', () => {
    expect(t975(1)).toBe(12.706);
    expect(t975(30)).toBe(2.042);
    expect(Math.abs(t975(40) - 2.021)).toBeLessThan(0.002);
    expect(Math.abs(t975(60) - 2.0)).toBeLessThan(0.002);
    expect(Math.abs(t975(120) - 1.98)).toBeLessThan(0.002);
    expect(() => t975(0)).toThrow('t needs at least one degree of freedom');
  });
});
