import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultGameDetails } from '@domain/defaults.js';
import { parseGameDetails } from '@domain/module.js';
import { moduleUpdateBodySchema } from '@domain/schemas.js';
import { describeIssues, dictionary, emailAddress, int } from '@domain/validation.js';

describe('the shared validation helpers', () => {
  it('take a JSON object as a dictionary, never an array (valibot’s record alone would)', () => {
    const scores = dictionary(v.string(), v.number());
    expect(v.safeParse(scores, { a: 1 }).success).toBe(true);
    expect(v.safeParse(scores, []).success).toBe(false);
    expect(v.safeParse(scores, [1]).success).toBe(false);
    expect(v.safeParse(scores, null).success).toBe(false);
  });

  it('refuses a sticker board or game details sent as a list', () => {
    const details = defaultGameDetails('RESPA');
    expect(parseGameDetails(details).ok).toBe(true);
    expect(parseGameDetails({ ...details, stickers: [] })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^game_details\.stickers: /),
    });
    const body = { id: 'm1', name: 'RESPA', day_completed: 0, step_completed: 'notstarted' };
    expect(v.safeParse(moduleUpdateBodySchema, { ...body, game_details: {} }).success).toBe(true);
    expect(v.safeParse(moduleUpdateBodySchema, { ...body, game_details: [] }).success).toBe(false);
  });

  it('takes only safe integers within the bounds, and words a larger one as asked', () => {
    const size = int(1, 10, 'at most 10');
    expect([1, 10].map((n) => v.safeParse(size, n).success)).toEqual([true, true]);
    expect([0, 1.5, Infinity, Number.NaN, '3'].map((n) => v.safeParse(size, n).success)).toEqual([false, false, false, false, false]);
    expect(v.safeParse(int(0), Number.MAX_SAFE_INTEGER + 1).success).toBe(false);
    const big = v.safeParse(v.strictObject({ size }), { size: 11 });
    expect(big.success || describeIssues(big.issues)).toBe('size: at most 10');
  });

  it('takes the e-mail addresses schools have, apostrophes and punycode included', () => {
    const email = v.pipe(v.string(), emailAddress());
    for (const address of ["o'brien@school.org", 'a.b+c@sub.school.org', 'head@xn--mnchen-3ya.de'])
      expect(v.safeParse(email, address).success, address).toBe(true);
    for (const address of ['a@localhost', 'a..b@school.org', '.a@school.org', 'a@b.c', 'name school.org'])
      expect(v.safeParse(email, address).success, address).toBe(false);
  });
});
