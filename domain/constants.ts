/** Constants of spec sections 3 and 9, word for word. */

export const PROGRAMME_DAYS = 10;
export const STUDENT_GRADE = 'WAW';
export const DEFAULT_CHARACTER = 'RESPA';

export const EMOTIONS = ['bored', 'calm', 'confident', 'happy', 'inspired', 'mad', 'nervous', 'sad'] as const;
export type Emotion = (typeof EMOTIONS)[number];

export const CHARACTER_CODES = [
  'RESPA',
  'INROCK',
  'COUR',
  'GRATI',
  'FAIHO',
  'ETMO',
  'MIMALIMA',
  'OHWELL',
  'WOTAR',
  'ENSUOT',
  'NOBO',
  'STRETLIT',
  'DEPUTIS',
  'VALDEPA',
  'LASPRO',
] as const;
export type CharacterCode = (typeof CHARACTER_CODES)[number];

export const ACTIVITY_STAGES = ['notstarted', 'sing', 'learn', 'practice', 'followthebeat', 'celebrate', 'complete'] as const;
export type ActivityStage = (typeof ACTIVITY_STAGES)[number];

/** The values a module's step_completed may hold (spec section 4). */
export const STEP_COMPLETED_VALUES = ['notstarted', 'sing', 'learn', 'practice', 'followthebeat', 'celebrate'] as const;
export type StepCompleted = (typeof STEP_COMPLETED_VALUES)[number];

export const TRANSACTION_TYPES = ['BUY', 'SELL'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const CELEBRATE_PARTS = ['sing', 'recorded_message', 'influencer_video'] as const;
export type CelebratePart = (typeof CELEBRATE_PARTS)[number];

/**
 * The screening pre-test (and the post-test) has this many items; a score is the number answered right. Eight, so
 * the items can run from easy to hard and a gain means more than one lucky tap.
 */
export const TEST_QUESTIONS = 8;
/** Tests stored before issue 28 had five items: they are still played, so no child is ever blocked by one. */
export const OLD_TEST_QUESTIONS = 5;

/** A practice session never has more answers than this; larger counts can only be forged. */
export const MAX_PRACTICE_ANSWERS = 100;

export const dayKey = (day: number): `day_${number}` => `day_${day}`;
export const PROGRAMME_DAY_NUMBERS: readonly number[] = Array.from({ length: PROGRAMME_DAYS }, (_, i) => i + 1);
