import { FEELINGS_WORDS, type FeelingsWord } from '../feelings.js';

/** The feelings words a text uses, whole words only ("mad" is not found in "made"), in the vocabulary's order. */
export const feelingsWordsIn = (texts: readonly string[]): FeelingsWord[] => {
  const words = new Set(texts.flatMap((text) => text.toLowerCase().match(/[a-z]+/g) ?? []));
  return FEELINGS_WORDS.filter((word) => words.has(word));
};
