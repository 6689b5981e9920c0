import { EMOTIONS } from '../constants.js';
import type { Picture } from './pictures.js';

/**
 * The one feelings vocabulary of the whole product. The daily check-in's eight words come first: lessons teach them
 * by name, so the words a child picks in the morning are the words the characters use. The rest are the extended
 * words a lesson may also teach. "Cross" is not one of them: anger is "mad" (or angry, frustrated).
 */
export const FEELINGS_WORDS = [
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
  'angry',
] as const;
export type FeelingsWord = (typeof FEELINGS_WORDS)[number];

/** The pictures that are a face showing a feeling: a feeling is never the wrong thing to have. */
export const FEELING_PICTURES: ReadonlySet<Picture> = new Set<Picture>([
  'smile',
  'frown',
  'laugh',
  'cry',
  'cross',
  'scared',
  'calm',
  'worried',
  'proud',
  'tired',
  'bored',
  'nervous',
  'confident',
  'inspired',
  'excited',
  'disappointed',
  'embarrassed',
]);
