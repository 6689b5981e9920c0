import type { CharacterCode } from '../../constants.js';
import type { ProgrammeContent } from '../build.js';
import type { Question } from '../schema.js';

/** A blind guesser may beat chance by at most this much on any programme, or the pictures give the answers away. */
export const MAX_GUESSER_EDGE = 0.1;

/**
 * How a child who never hears a word, only pictures, does on one programme: whether the pictures give away the best
 * answer, the day's lesson (an answer that is also good does not count here; the guesser of words counts it).
 */
export interface GuesserScore {
  character: CharacterCode;
  /** share of all questions (practice and both test forms) the guesser gets right */
  score: number;
  /** what picking at random gets: the mean of 1 / answers */
  chance: number;
  testScore: number;
  testChance: number;
}

type Priors = { rate: (picture: string) => number };

/** How often each picture is the right answer where it is offered, in these questions. */
const learn = (questions: readonly Question[]): Priors => {
  const offered = new Map<string, number>();
  const right = new Map<string, number>();
  let answers = 0;
  for (const question of questions)
    question.answers.forEach((answer, i) => {
      answers += 1;
      offered.set(answer.picture, (offered.get(answer.picture) ?? 0) + 1);
      if (i === question.correct) right.set(answer.picture, (right.get(answer.picture) ?? 0) + 1);
    });
  // A picture it never saw is worth what any answer is worth on average.
  const base = answers === 0 ? 0 : questions.length / answers;
  return { rate: (picture) => (offered.has(picture) ? (right.get(picture) ?? 0) / offered.get(picture)! : base) };
};

/** The guesser's pick: the answer whose picture was right most often elsewhere; a tie goes to the longest label. */
const guess = (question: Question, priors: Priors): number => {
  let best = 0;
  question.answers.forEach((answer, i) => {
    const current = question.answers[best]!;
    const rate = priors.rate(answer.picture);
    const bestRate = priors.rate(current.picture);
    if (rate > bestRate || (rate === bestRate && answer.label.length > current.label.length)) best = i;
  });
  return best;
};

const share = (questions: readonly Question[], priors: Priors) =>
  questions.length === 0 ? 0 : questions.filter((question) => guess(question, priors) === question.correct).length / questions.length;
const chanceOf = (questions: readonly Question[]) =>
  questions.length === 0 ? 0 : questions.reduce((sum, question) => sum + 1 / question.answers.length, 0) / questions.length;

/** Every test item the programme has: form A's and form B's. */
const testOf = (programme: ProgrammeContent): Question[] => [...programme.screening.questions, ...(programme.screening.form_b ?? [])];

const questionsOf = (programme: ProgrammeContent): Question[] => [...programme.days.flatMap((day) => day.practice), ...testOf(programme)];

/**
 * For each programme, the score of a guesser that learnt from the other programmes (of `learnFrom`) only which
 * pictures tend to be right, against chance: the "a child can win without listening", measured.
 */
export const guesserScores = (
  programmes: readonly ProgrammeContent[],
  learnFrom: readonly ProgrammeContent[] = programmes,
): GuesserScore[] =>
  programmes.map((programme) => {
    const priors = learn(learnFrom.filter((other) => other.character !== programme.character).flatMap(questionsOf));
    const all = questionsOf(programme);
    const test = testOf(programme);
    return {
      character: programme.character,
      score: share(all, priors),
      chance: chanceOf(all),
      testScore: share(test, priors),
      testChance: chanceOf(test),
    };
  });

const percent = (share: number) => `${Math.round(share * 100)}%`;

export const guesserProblems = (programmes: readonly ProgrammeContent[], learnFrom: readonly ProgrammeContent[] = programmes): string[] =>
  guesserScores(programmes, learnFrom)
    .filter((result) => result.score > result.chance + MAX_GUESSER_EDGE + 1e-9)
    .map(
      (result) =>
        `${result.character}: a guesser who only looks at pictures scores ${percent(result.score)} (test ${percent(result.testScore)}), ` +
        `chance is ${percent(result.chance)}; at most ${percent(result.chance + MAX_GUESSER_EDGE)}: use each picture as a right answer as often as a wrong one`,
    );
