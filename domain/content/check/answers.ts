import type { ProgrammeContent } from '../build.js';
import type { Question } from '../schema.js';
import { programmeQuestions } from './text.js';

/** Two answers only where two is natural (yes or no): at least this share of a programme's questions have three. */
export const MIN_THREE_ANSWER_SHARE = 0.9;

/** A child must not learn to tap the same place: no answer position holds more of a programme's right answers. */
export const MAX_SAME_POSITION_SHARE = 0.45;

/** Nor to pick the longest answer: the right one is the single longest label in at most this share of questions. */
export const MAX_LONGEST_RIGHT_SHARE = 0.45;

const percent = (share: number) => `${Math.round(share * 100)}%`;

export const threeAnswerShare = (questions: readonly Question[]): number =>
  questions.length === 0 ? 1 : questions.filter((question) => question.answers.length === 3).length / questions.length;

/** Whether the right answer's label is longer than every other label (a tie gives nothing away). */
export const rightIsLongest = (question: Question): boolean => {
  const right = question.answers[question.correct]?.label.length ?? 0;
  return question.answers.every((answer, i) => i === question.correct || answer.label.length < right);
};

export const longestRightShare = (questions: readonly Question[]): number =>
  questions.length === 0 ? 0 : questions.filter(rightIsLongest).length / questions.length;

/** Three answers, right answers spread over the places, per programme. */
export const answerProblems = (programme: ProgrammeContent): string[] => {
  const code = programme.character;
  const placed = programmeQuestions(programme);
  const questions = placed.map(({ question }) => question);
  const problems = placed
    .filter(({ question, test }) => test && question.answers.length !== 3)
    .map(({ where }) => `${where}: a test item offers three answers`);
  const three = threeAnswerShare(questions);
  if (three < MIN_THREE_ANSWER_SHARE) {
    problems.push(
      `${code}: ${percent(three)} of questions have three answers, at least ${percent(MIN_THREE_ANSWER_SHARE)} must (two only for yes or no)`,
    );
  }
  const positions = [0, 1, 2].map((position) => questions.filter((question) => question.correct === position).length);
  const busiest = Math.max(...positions);
  if (questions.length > 0 && busiest / questions.length > MAX_SAME_POSITION_SHARE) {
    problems.push(`${code}: ${busiest} of ${questions.length} right answers sit in place ${positions.indexOf(busiest) + 1}; move some`);
  }
  return problems;
};

/** Across all the programmes given: the right answer is not usually the longest. */
export const longestProblems = (programmes: readonly ProgrammeContent[]): string[] => {
  const questions = programmes.flatMap(programmeQuestions).map(({ question }) => question);
  const longest = longestRightShare(questions);
  return longest > MAX_LONGEST_RIGHT_SHARE
    ? [
        `the right answer is the single longest label in ${percent(longest)} of questions (${questions.filter(rightIsLongest).length} of ${questions.length}), at most ${percent(MAX_LONGEST_RIGHT_SHARE)}: make a wrong answer the longest in some`,
      ]
    : [];
};
