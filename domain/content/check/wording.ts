import type { CharacterCode } from '../../constants.js';
import type { ProgrammeContent } from '../build.js';
import { isRight, type Question } from '../schema.js';
import { MAX_GUESSER_EDGE } from './guesser.js';
import { normal } from './text.js';

/** How a child who has learnt only which words tend to sit on right answers does on one programme. */
export interface WordingScore {
  character: CharacterCode;
  /** share of the practice questions the guesser gets right (a tie shares its credit) */
  practice: number;
  /** what picking at random gets on practice: the mean share of answers that count as right */
  practiceChance: number;
  /** the same over the test items (every form the programme has) */
  test: number;
  testChance: number;
}

/** The distinct words of an answer's label, without case or punctuation. */
export const wordsOf = (label: string): string[] => [...new Set(normal(label).split(' ').filter(Boolean))];

type Weigh = (label: string) => number;

/**
 * Naive Bayes over the words of the labels: each word's log odds of sitting on an answer that counts as right rather
 * than a wrong one, against the odds any answer has, smoothed by two sightings split at that base rate. A word it
 * never saw says nothing (0). An answer weighs the sum over its words.
 */
const rightCount = (question: Question) => question.answers.filter((_, i) => isRight(question, i)).length;

const learn = (questions: readonly Question[]): Weigh => {
  const offered = new Map<string, number>();
  const right = new Map<string, number>();
  let answers = 0;
  for (const question of questions)
    question.answers.forEach((answer, i) => {
      answers += 1;
      for (const word of wordsOf(answer.label)) {
        offered.set(word, (offered.get(word) ?? 0) + 1);
        if (isRight(question, i)) right.set(word, (right.get(word) ?? 0) + 1);
      }
    });
  if (answers === 0) return () => 0;
  const base = questions.reduce((sum, question) => sum + rightCount(question), 0) / answers;
  const prior = Math.log(base / (1 - base));
  const odds = (word: string) => {
    const seen = offered.get(word);
    if (seen === undefined) return 0;
    const yes = (right.get(word) ?? 0) + 2 * base;
    const no = seen - (right.get(word) ?? 0) + 2 * (1 - base);
    return Math.log(yes / no) - prior;
  };
  return (label) => wordsOf(label).reduce((sum, word) => sum + odds(word), 0);
};

/**
 * What the guesser earns on one question: 1 when its top answer counts as right (the best one or one also good), 0
 * when not; when answers tie for the top, the share of them that is right, as a coin among them would (neither place
 * nor length breaks a tie).
 */
const earned = (question: Question, weigh: Weigh): number => {
  const weights = question.answers.map((answer) => weigh(answer.label));
  const top = Math.max(...weights);
  const best = weights.flatMap((weight, i) => (Math.abs(weight - top) < 1e-9 ? [i] : []));
  return best.filter((i) => isRight(question, i)).length / best.length;
};

const share = (questions: readonly Question[], weigh: Weigh) =>
  questions.length === 0 ? 0 : questions.reduce((sum, question) => sum + earned(question, weigh), 0) / questions.length;
const chanceOf = (questions: readonly Question[]) =>
  questions.length === 0
    ? 0
    : questions.reduce((sum, question) => sum + rightCount(question) / question.answers.length, 0) / questions.length;

const practiceOf = (programme: ProgrammeContent): Question[] => programme.days.flatMap((day) => day.practice);
const testOf = (programme: ProgrammeContent): Question[] => [...programme.screening.questions, ...(programme.screening.form_b ?? [])];

/**
 * For each programme, the score of a guesser that never hears the question but learnt from the other programmes (of
 * `learnFrom`, practice and tests alike) which words of an answer sit on right answers, on its practice and on its
 * tests: the "a child learns the words, not the lesson", measured.
 */
export const wordingScores = (
  programmes: readonly ProgrammeContent[],
  learnFrom: readonly ProgrammeContent[] = programmes,
): WordingScore[] =>
  programmes.map((programme) => {
    const weigh = learn(
      learnFrom.filter((other) => other.character !== programme.character).flatMap((other) => [...practiceOf(other), ...testOf(other)]),
    );
    const practice = practiceOf(programme);
    const test = testOf(programme);
    return {
      character: programme.character,
      practice: share(practice, weigh),
      practiceChance: chanceOf(practice),
      test: share(test, weigh),
      testChance: chanceOf(test),
    };
  });

const percent = (share: number) => `${Math.round(share * 100)}%`;
const over = (score: number, chance: number) => score > chance + MAX_GUESSER_EDGE + 1e-9;

/** Each programme whose practice, or whose tests, a guesser of words wins more than chance + 10 points. */
export const wordingProblems = (programmes: readonly ProgrammeContent[], learnFrom: readonly ProgrammeContent[] = programmes): string[] =>
  wordingScores(programmes, learnFrom).flatMap((result) =>
    (
      [
        ['practice', result.practice, result.practiceChance],
        ['tests', result.test, result.testChance],
      ] as const
    )
      .filter(([, score, chance]) => over(score, chance))
      .map(
        ([part, score, chance]) =>
          `${result.character}: a guesser who only hears the answers' words wins its ${part} ${percent(score)}, chance is ` +
          `${percent(chance)}; at most ${percent(chance + MAX_GUESSER_EDGE)}: say the words that mark right or wrong answers on both`,
      ),
  );
