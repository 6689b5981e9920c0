import { EMOTIONS } from '../../constants.js';

/**
 * The feelings words the programmes teach: the eight of the daily check-in, then the wider words the lessons use.
 * The one list the guides search a day's cards for; when the domain gains its own feelings vocabulary, this points
 * at it instead.
 */
export const FEELINGS_WORDS: readonly string[] = [
  ...EMOTIONS,
  'scared',
  'worried',
  'proud',
  'excited',
  'frustrated',
  'disappointed',
  'lonely',
  'jealous',
  'embarrassed',
  'grateful',
  'hopeful',
  'curious',
  'surprised',
  'tired',
  'upset',
];

/** The feelings words a text uses, whole words only ("mad" is not found in "made"), in the list's order. */
export const feelingsWordsIn = (texts: readonly string[]): string[] => {
  const words = new Set(texts.flatMap((text) => text.toLowerCase().match(/[a-z]+/g) ?? []));
  return FEELINGS_WORDS.filter((word) => words.has(word));
};
