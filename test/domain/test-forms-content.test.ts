import { describe, expect, it } from 'vitest';
import { contentProblems } from '@domain/content/check.js';
import { PROGRAMMES } from '@domain/content/index.js';

/*
 * Issue 41 item 5, for the programmes whose tests were rewritten with a form B: every rule the content check holds a
 * test to (a new situation, not another test's, three answers, pictures and words that do not give the answer away)
 * passes on both forms. The practice questions are held to the words guesser by their own rewrite, so only what the
 * check says about the tests is asked here.
 */
const REWRITTEN = [
  ...['COUR', 'DEPUTIS', 'ENSUOT', 'ETMO', 'FAIHO', 'GRATI', 'INROCK'],
  ...['LASPRO', 'MIMALIMA', 'NOBO', 'OHWELL', 'RESPA', 'STRETLIT', 'VALDEPA', 'WOTAR'],
] as const;
const ALL = Object.values(PROGRAMMES);

describe.each(REWRITTEN)('%s’s test', (code) => {
  const programme = PROGRAMMES[code];

  it('has a form B of eight items, each measuring the competency of form A’s item at its place', () => {
    const formB = programme.screening.form_b;
    expect(formB).toHaveLength(8);
    expect(formB!.map((item) => item.competency)).toEqual(programme.screening.questions.map((item) => item.competency));
  });

  it('passes every rule of the content check on both forms, the guessers of pictures and words included', () => {
    const problems = contentProblems([programme], ALL).filter(
      (problem) =>
        problem.includes(`${code}-screening`) || problem.includes('wins its tests') || problem.includes('only looks at pictures'),
    );
    expect(problems).toEqual([]);
  });
});
