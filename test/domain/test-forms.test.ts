import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstFormFor, postTestForm, preTestForm, scoreTest, testScore } from '@domain/test-forms.js';

/** Student ids as the table holds them: random UUIDs. */
const studentId = fc.uuid();

describe('which form a child takes first', () => {
  it('is the same every time for the same child', () => {
    fc.assert(fc.property(studentId, (id) => firstFormFor(id) === firstFormFor(id)));
  });

  it('sends about half of any large group A first and half B first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(studentId, { minLength: 2000, maxLength: 2000 }), (ids) => {
        const aFirst = ids.filter((id) => firstFormFor(id) === 'a').length / ids.length;
        // 2000 fair coins land within 0.44–0.56 with probability 1 − 1e-7.
        return aFirst > 0.44 && aFirst < 0.56;
      }),
      { numRuns: 20 },
    );
  });

  it('splits a class of consecutive usernames too, not only random ids', () => {
    const ids = Array.from({ length: 400 }, (_, i) => `demo-class-1.child.${i}`);
    const aFirst = ids.filter((id) => firstFormFor(id) === 'a').length;
    expect(aFirst).toBeGreaterThan(160);
    expect(aFirst).toBeLessThan(240);
  });

  it('gives every child the other form after day 10, and form A for both when the page has one form', () => {
    fc.assert(
      fc.property(studentId, (id) => {
        const pre = preTestForm(id, true);
        const post = postTestForm({ form: pre, items: [{ right: true }] }, true);
        return pre !== post && preTestForm(id, false) === 'a' && postTestForm({ form: pre, items: [{ right: true }] }, false) === 'a';
      }),
    );
    // A child who took the test before forms were kept took form A: B comes after day 10.
    expect(postTestForm(undefined, true)).toBe('b');
  });
});

describe('a test answered once', () => {
  const items = [
    { correct: 0, competency: 'self-awareness' as const },
    { correct: 2, competency: 'relationship-skills' as const },
    { correct: 1 },
  ];

  it('keeps each item right or not with its competency, and scores the items right', () => {
    const result = scoreTest('b', items, [0, 1, 1]);
    expect(result).toEqual({
      form: 'b',
      items: [{ competency: 'self-awareness', right: true }, { competency: 'relationship-skills', right: false }, { right: true }],
    });
    expect(testScore(result)).toBe(2);
  });

  it('needs one answer per item', () => {
    expect(() => scoreTest('a', items, [0, 1])).toThrow('A test of 3 items needs 3 answers');
  });
});
