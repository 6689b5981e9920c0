import { CHARACTERS } from '../../characters.js';
import type { ProgrammeContent } from '../build.js';
import type { Question } from '../schema.js';
import { normal, programmeQuestions } from './text.js';

/**
 * A test item may have at most this share of its own content words in any one practice question. Jaccard (shared
 * over all words of both) let reworded repeats through: a long practice question dilutes the union, so it
 * measures the test item alone.
 */
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
      .filter((word) => word.length >= 4 && !STOP_WORDS.has(word) && !NAMES.has(word))
      // "drops" and "drop", "pencils" and "pencil" are one word to a child hearing the situation again.
      .map((word) => word.replace(/(?<=[^s])s$/, '')),
  );

/** The share of the test item's words `item` that the practice question's words `practice` also hold. */
export const overlap = (item: Set<string>, practice: Set<string>): number =>
  item.size === 0 ? 0 : [...item].filter((word) => practice.has(word)).length / item.size;

/**
 * A test item is new: not a practice question told again, of its own programme or of any other in `all` (a child
 * who played both would meet it twice).
 */
export const testOverlapProblems = (programme: ProgrammeContent, all: readonly ProgrammeContent[] = [programme]): string[] => {
  const placed = programmeQuestions(programme);
  const others = all.filter((other) => other.character !== programme.character);
  const practice = [...placed, ...others.flatMap(programmeQuestions)]
    .filter(({ test }) => !test)
    .map((item) => ({ ...item, words: contentWords(item.question) }));
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

/**
 * No two tests ask one situation: a test item (of either form) shares at most MAX_TEST_OVERLAP of its words with any
 * item of another programme's test or of its own programme's other form, so a child who plays two programmes, or
 * takes both forms, meets each situation once.
 */
export const testSharingProblems = (programme: ProgrammeContent, all: readonly ProgrammeContent[] = [programme]): string[] => {
  const own = programmeQuestions(programme).filter(({ test }) => test);
  const formOf = (where: string) => (where.includes('form B') ? 'B' : 'A');
  const others = [...all.filter((other) => other.character !== programme.character).flatMap(programmeQuestions), ...own]
    .filter(({ test }) => test)
    .map((item) => ({ ...item, words: contentWords(item.question) }));
  return own.flatMap(({ where, question }) => {
    const words = contentWords(question);
    const closest = others
      .filter((other) => !other.where.startsWith(`${programme.character}-`) || formOf(other.where) !== formOf(where))
      .map((other) => ({ where: other.where, share: overlap(words, other.words) }))
      .sort((a, b) => b.share - a.share)[0];
    return closest && closest.share > MAX_TEST_OVERLAP
      ? [`${where}: shares ${Math.round(closest.share * 100)}% of its words with ${closest.where}; no two tests ask one situation`]
      : [];
  });
};
