import type { ProgrammeContent } from '../build.js';
import { describePicture, type Picture } from '../pictures.js';
import { isRight, type Question } from '../schema.js';
import { asksForAFeeling } from './feelings.js';
import { programmeQuestions } from './text.js';

/**
 * Ways of being a child may simply have: playing alone, fidgeting, covering ears, being quiet, crying. None is a
 * wrong answer (crying may be, only where the question asks which feeling fits and every answer is a face).
 */
export const WAYS_OF_BEING: ReadonlySet<Picture> = new Set<Picture>(['play-alone', 'fidget', 'cover-ears', 'quiet', 'cry']);

/** Asking a grown-up for help is always a good choice, so its picture is never a wrong answer. */
export const ALWAYS_RIGHT: ReadonlySet<Picture> = new Set<Picture>(['ask-help']);

/** The writers over-corrected toward short right answers: the right one is the single shortest in at most this share. */
export const MAX_SHORTEST_RIGHT_SHARE = 0.45;

/**
 * "Stop, breathe, name it" is the one calm routine; as a wrong answer it tells a child the routine is wrong. It may
 * be wrong only where the hint says what comes first and that calming comes next: at most this many times.
 */
export const MAX_CALM_DOWN_WRONG = 2;

const percent = (share: number) => `${Math.round(share * 100)}%`;

const wrongAnswers = (question: Question) => question.answers.map((answer, i) => ({ answer, i })).filter(({ i }) => !isRight(question, i));

/** No way of being, and never asking a grown-up for help, is a wrong answer. */
export const wayOfBeingProblems = (programme: ProgrammeContent): string[] =>
  programmeQuestions(programme).flatMap(({ where, question }) =>
    wrongAnswers(question)
      .filter(({ answer }) => ALWAYS_RIGHT.has(answer.picture) || (WAYS_OF_BEING.has(answer.picture) && !asksForAFeeling(question)))
      .map(({ answer, i }) =>
        ALWAYS_RIGHT.has(answer.picture)
          ? `${where} answer ${i + 1}: "${answer.label}" is wrong drawn as ${describePicture(answer.picture)}; asking a grown-up for help is always a good choice`
          : `${where} answer ${i + 1}: "${answer.label}" is wrong drawn as ${describePicture(answer.picture)}; a way of being is never wrong`,
      ),
  );

/** Whether the right answer's label is shorter than every other label (a tie gives nothing away). */
export const rightIsShortest = (question: Question): boolean => {
  const right = question.answers[question.correct]?.label.length ?? 0;
  return question.answers.every((answer, i) => i === question.correct || answer.label.length > right);
};

export const shortestRightShare = (questions: readonly Question[]): number =>
  questions.length === 0 ? 0 : questions.filter(rightIsShortest).length / questions.length;

/** Per programme: the right answer is not usually the shortest either. */
export const shortestProblems = (programme: ProgrammeContent): string[] => {
  const questions = programmeQuestions(programme).map(({ question }) => question);
  const shortest = shortestRightShare(questions);
  return shortest > MAX_SHORTEST_RIGHT_SHARE
    ? [
        `${programme.character}: the right answer is the single shortest label in ${percent(shortest)} of questions (${questions.filter(rightIsShortest).length} of ${questions.length}), at most ${percent(MAX_SHORTEST_RIGHT_SHARE)}: make a wrong answer the shortest in some`,
      ]
    : [];
};

/** Where "Stop, breathe, name it" is a wrong answer, across all the programmes given. */
export const calmDownWrong = (programmes: readonly ProgrammeContent[]): string[] =>
  programmes.flatMap(programmeQuestions).flatMap(({ where, question }) =>
    wrongAnswers(question)
      .filter(({ answer }) => answer.picture === 'calm-down')
      .map(({ i }) => `${where} answer ${i + 1}`),
  );

export const calmDownProblems = (programmes: readonly ProgrammeContent[]): string[] => {
  const wrong = calmDownWrong(programmes);
  return wrong.length > MAX_CALM_DOWN_WRONG
    ? [
        `"Stop, breathe, name it" is a wrong answer ${wrong.length} times (at most ${MAX_CALM_DOWN_WRONG}, each with a hint that says what comes first and that calming comes next): ${wrong.join(', ')}`,
      ]
    : [];
};
