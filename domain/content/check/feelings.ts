import { EMOTIONS } from '../../constants.js';
import type { ProgrammeContent } from '../build.js';
import { FEELINGS_WORDS, FEELING_PICTURES } from '../feelings.js';
import { describePicture } from '../pictures.js';
import { isRight, type Question } from '../schema.js';
import { hasWord, programmeQuestions, programmeTexts, type Placed } from './text.js';

/** A question that asks the child to name a feeling, every answer a face: the one place a face may be wrong. */
export const asksForAFeeling = (question: Question): boolean =>
  /\bfeel(s|ing)?\b/i.test(question.prompt) && question.answers.every((answer) => FEELING_PICTURES.has(answer.picture));

/** Feelings are never wrong: no feeling face is a wrong answer, unless the question asks which feeling fits. */
export const feelingFaceProblems = (programme: ProgrammeContent): string[] =>
  programmeQuestions(programme).flatMap(({ where, question }) =>
    asksForAFeeling(question)
      ? []
      : question.answers
          .map((answer, i) => ({ answer, i }))
          .filter(({ answer, i }) => !isRight(question, i) && FEELING_PICTURES.has(answer.picture))
          .map(
            ({ answer, i }) =>
              `${where} answer ${i + 1}: "${answer.label}" is wrong drawn as ${describePicture(answer.picture)}; a feeling is never wrong, what we do with it can be`,
          ),
  );

/*
 * "Cross" as a feeling: anger is "mad". The verb is fine: a "cross" followed by what one crosses (cross the road,
 * cross over, cross it out) or said as something to do ("time to cross", "then cross", "we cross") is let through.
 */
const CROSS_FEELING =
  /(?<!\b(to|then|can|could|we|you|they|must|should|will|let['\u2019]?s|please|safely|always)\s+)\bcross(ly)?\b(?!\s+(the|a|an|at|over|safely|carefully|here|there|out|it|this|that|my|your|his|her|their|our)\b)/i;

const crossProblems = (texts: readonly Placed[]): string[] =>
  texts
    .filter(({ text }) => CROSS_FEELING.test(text))
    .map(({ where, text }) => `${where}: "${text}" says "cross" for a feeling; say "mad" (or angry, frustrated)`);

const lessonsOf = (programme: ProgrammeContent): string =>
  programme.days.flatMap((day) => day.lesson.map((card) => `${card.title}. ${card.text}`)).join(' ');

/** The feelings words a programme's lessons name. */
export const taughtFeelings = (programme: ProgrammeContent): string[] =>
  FEELINGS_WORDS.filter((word) => hasWord(lessonsOf(programme), word));

/** Each programme teaches a feelings word by name; "cross" never names one. */
export const vocabularyProblems = (programme: ProgrammeContent): string[] => [
  ...crossProblems(programmeTexts(programme)),
  ...(taughtFeelings(programme).length === 0
    ? [`${programme.character}: no lesson card names a feelings word (${FEELINGS_WORDS.slice(0, EMOTIONS.length).join(', ')}, …)`]
    : []),
];

/** Across the product, every word of the check-in is taught by name in some lesson. */
export const checkInProblems = (programmes: readonly ProgrammeContent[]): string[] => {
  const missing = EMOTIONS.filter((word) => !programmes.some((programme) => hasWord(lessonsOf(programme), word)));
  return missing.length === 0 ? [] : [`no lesson teaches the check-in word${missing.length > 1 ? 's' : ''} ${missing.join(', ')} by name`];
};
