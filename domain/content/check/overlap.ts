import { CHARACTERS } from '../../characters.js';
import type { ProgrammeContent } from '../build.js';
import type { Question } from '../schema.js';
import { normal, programmeQuestions } from './text.js';

/** A test item may share at most this share of its content words with any practice question (Jaccard). */
export const MAX_TEST_OVERLAP = 0.5;

/** Words of four letters or more that say nothing about the situation. */
const STOP_WORDS = new Set(
  'what which when where with that this they them their there then does doing done your yours have from will would could should about into just like more some very really want wants says said make makes'.split(
    ' ',
  ),
);
const NAMES = new Set(Object.values(CHARACTERS).map((character) => character.name.toLowerCase()));

/** The words that carry a question's situation: prompt and right answer, four letters or more. */
export const contentWords = (question: Question): Set<string> =>
  new Set(
    normal(`${question.prompt} ${question.answers[question.correct]?.label ?? ''}`)
      .split(' ')
      .filter((word) => word.length >= 4 && !STOP_WORDS.has(word) && !NAMES.has(word)),
  );

export const overlap = (a: Set<string>, b: Set<string>): number => {
  const shared = [...a].filter((word) => b.has(word)).length;
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 0 : shared / union;
};

/** A test item is new: not a practice question of the same programme told again. */
export const testOverlapProblems = (programme: ProgrammeContent): string[] => {
  const placed = programmeQuestions(programme);
  const practice = placed.filter(({ test }) => !test).map((item) => ({ ...item, words: contentWords(item.question) }));
  return placed
    .filter(({ test }) => test)
    .flatMap(({ where, question }) => {
      const words = contentWords(question);
      const closest = practice
        .map((item) => ({ where: item.where, share: overlap(words, item.words) }))
        .sort((a, b) => b.share - a.share)[0];
      return closest && closest.share > MAX_TEST_OVERLAP
        ? [`${where}: shares ${Math.round(closest.share * 100)}% of its words with ${closest.where}; a test item is a new situation`]
        : [];
    });
};
