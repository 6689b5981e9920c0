import { describe, expect, it } from 'vitest';
import { defaultGameDetails } from '@domain/defaults.js';
import type { TestResult } from '@domain/test-forms.js';
import type { ChildRow, ModuleRow } from '@functions/summaries/class-summary.js';

const { classGain } = await import('@functions/summaries/class-gain.js');
const { moduleRow } = await import('@functions/summaries/class-summary.js');

const SA = 'self-awareness' as const;
const RS = 'relationship-skills' as const;
/** Four items: two of self-awareness, two of relationship skills; `right` says which were answered right. */
const taken = (form: 'a' | 'b', right: boolean[]): TestResult => ({
  form,
  items: [SA, SA, RS, RS].map((competency, index) => ({ competency, right: right[index]! })),
});

const finished = (pre: TestResult, post: TestResult) => {
  const details = defaultGameDetails('RESPA');
  const score = (result: TestResult) => result.items.filter((item) => item.right).length;
  Object.assign(details, { pre_test: pre, pre_test_score: score(pre), post_test: post, post_test_score: score(post) });
  return {
    id: 'm1',
    name: 'RESPA',
    day_completed: 10,
    step_completed: 'celebrate' as const,
    game_details: JSON.stringify(details),
    version: 3,
  };
};

describe('a child’s row keeps what the class gain needs', () => {
  it('holds the gain in each competency’s share of items right, and whether both tests were on one form', () => {
    const row = moduleRow(finished(taken('a', [false, false, true, false]), taken('b', [true, false, true, true])), 1);
    expect(row).toMatchObject({ pre: 1, post: 3, cg: { SA: 50, RS: 50 }, sf: false });
    const same = moduleRow(finished(taken('a', [true, true, true, true]), taken('a', [true, false, true, true])), 1);
    expect(same).toMatchObject({ cg: { SA: -50, RS: 0 }, sf: true });
  });

  it('has no competency gain for a test taken before results were kept', () => {
    const details = { ...defaultGameDetails('RESPA'), pre_test_score: 2, post_test_score: 5 };
    const row = moduleRow({ ...finished(taken('a', []), taken('b', [])), game_details: JSON.stringify(details) }, 1);
    expect(row).toMatchObject({ pre: 2, post: 5 });
    expect(row.cg).toBeUndefined();
  });
});

const rowOf = (module: Partial<ModuleRow>): ChildRow => ({
  id: 'kid',
  f: 'K',
  l: 'L',
  u: 'k',
  rv: 1,
  mid: 'm1',
  m: { c: 'RESPA', v: 1, d: 10, s: 'celebrate', e: '', pre: null, post: null, k: 0, at: 1, ...module },
});

describe('the class gain', () => {
  it('says too few to tell under five children, with how many there are', () => {
    const rows = [1, 2, 3, 4].map((gain) => rowOf({ pre: 2, post: 2 + gain, cg: { SA: 50 }, sf: false }));
    const gain = classGain(rows);
    expect(gain.items).toEqual({ children: 4, mean: null, low: null, high: null });
    expect(gain.by_competency.find((entry) => entry.competency === SA)!.points.children).toBe(4);
  });

  it('is the mean gain of the children with both tests, with its 95% interval, same-form children counted', () => {
    const rows = [
      ...[1, 2, 3, 4, 5].map((gain, i) => rowOf({ pre: 2, post: 2 + gain, cg: { SA: 50, RS: i % 2 === 0 ? 0 : 50 }, sf: i === 0 })),
      rowOf({ pre: 3, post: null }),
      rowOf({}),
    ];
    const gain = classGain(rows);
    expect(gain.items).toEqual({ children: 5, mean: 3, low: 1.04, high: 4.96 });
    expect(gain.same_form).toBe(1);
    expect(gain.by_competency.find((entry) => entry.competency === SA)!.points).toEqual({ children: 5, mean: 50, low: 50, high: 50 });
    expect(gain.by_competency.find((entry) => entry.competency === RS)!.points).toMatchObject({ children: 5, mean: 20 });
    expect(gain.by_competency.find((entry) => entry.competency === 'social-awareness')!.points.children).toBe(0);
  });
});
