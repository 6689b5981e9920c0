import * as z from 'zod/mini';
import {
  CHARACTER_CODES,
  EMOTIONS,
  MAX_PRACTICE_ANSWERS,
  PROGRAMME_DAY_NUMBERS,
  PROGRAMME_DAYS,
  STEP_COMPLETED_VALUES,
  TEST_QUESTIONS,
  dayKey,
} from './constants.js';
import { schoolIdentifierSchema } from './sign-in.js';
import { int, text, trimmed } from './zod.js';

/**
 * Shapes of spec section 3. Objects are strict: a key the game does not know is refused rather than stored, so a
 * client cannot park data in a student's record.
 */

const count = (max: number) => int(0, max);
const shortText = (max: number) => text(0, max);
const requiredText = (max: number) => text(1, max);

export const emotionSchema = z.enum(EMOTIONS);
export const emotionOrEmptySchema = z.union([z.literal(''), emotionSchema]);

export const dayProgressSchema = z.strictObject({
  pre_emotion: emotionOrEmptySchema,
  post_emotion: emotionOrEmptySchema,
  test_score: count(100),
  // The spec's default record starts every flag false, sing.video included: read false leniently, write ''.
  sing: z.strictObject({
    video: z.pipe(
      z.union([shortText(300), z.literal(false)]),
      z.transform((video) => (video === false ? '' : video)),
    ),
    completed: z.boolean(),
  }),
  learn: z.strictObject({ completed: z.boolean() }),
  practice: z.strictObject({
    correct_answers: count(MAX_PRACTICE_ANSWERS),
    wrong_answers: count(MAX_PRACTICE_ANSWERS),
    completed: z.boolean(),
  }),
  followthebeat: z.strictObject({ completed: z.boolean() }),
  celebrate: z.strictObject({
    sing: z.boolean(),
    recorded_message: z.boolean(),
    influencer_video: z.boolean(),
    completed: z.boolean(),
  }),
});
export type DayProgress = z.infer<typeof dayProgressSchema>;

const progressShape = Object.fromEntries(PROGRAMME_DAY_NUMBERS.map((day) => [dayKey(day), dayProgressSchema])) as Record<
  `day_${number}`,
  typeof dayProgressSchema
>;
export const progressSchema = z.strictObject(progressShape);
export type Progress = Record<`day_${number}`, DayProgress>;

export const rewardSchema = z.strictObject({
  id: requiredText(64),
  name: requiredText(64),
  description: shortText(200),
  image: shortText(300),
  price: count(100_000),
  acquired: z.boolean(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const inventorySchema = z.strictObject({
  earned: count(1_000_000),
  spent: count(1_000_000),
  balance: int(0),
  rewards: z.array(rewardSchema).check(z.maxLength(50)),
});
export type Inventory = z.infer<typeof inventorySchema>;

export const stickerSchema = z.strictObject({
  id: requiredText(64),
  src: requiredText(300),
  row: count(99),
  col: count(99),
  scale: z.number().check(z.minimum(0.25), z.maximum(4)),
  rotation: z.number().check(z.minimum(-360), z.maximum(360)),
});
export type Sticker = z.infer<typeof stickerSchema>;

export const MAX_STICKERS = 200;
export const stickersSchema = z.record(shortText(64), stickerSchema).check(
  z.refine((map) => Object.keys(map).length <= MAX_STICKERS, `A sticker board holds at most ${MAX_STICKERS} stickers`),
  z.refine((map) => Object.entries(map).every(([key, sticker]) => key === sticker.id), 'Each sticker must be stored under its own id'),
);
export type Stickers = Record<string, Sticker>;

export const gameDetailsSchema = z.strictObject({
  character: requiredText(32),
  pre_test_score: count(TEST_QUESTIONS),
  post_test_score: count(TEST_QUESTIONS),
  onboarded: z.boolean(),
  progress: progressSchema,
  shopping: z.strictObject({ items: z.array(rewardSchema).check(z.maxLength(50)) }),
  inventory: inventorySchema,
  stickers: stickersSchema,
});
export type GameDetails = Omit<z.infer<typeof gameDetailsSchema>, 'progress' | 'stickers'> & {
  progress: Progress;
  stickers: Stickers;
};

export const stepCompletedSchema = z.enum(STEP_COMPLETED_VALUES);

/**
 * The body of PUT /v3/waw/module: the whole module record (spec section 7: game_details as a JSON string; spec
 * section 3 also allows an object) and, from this app, the version it was read at. A record without a version is
 * checked against the stored copy as it is now.
 */
export const moduleUpdateBodySchema = z.strictObject({
  id: requiredText(128),
  name: requiredText(32),
  day_completed: count(PROGRAMME_DAYS),
  step_completed: stepCompletedSchema,
  game_details: z.union([z.string().check(z.minLength(2)), z.record(z.string(), z.unknown())]),
  version: z.optional(int(0)),
});
export type ModuleUpdateBody = z.infer<typeof moduleUpdateBodySchema>;

/** One row of a class roster (CSV): how a school adds students without touching the table. */
export const rosterRowSchema = z.strictObject({
  school_identifier: schoolIdentifierSchema,
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'username is required'),
      z.maxLength(128),
      z.regex(/^[A-Za-z0-9._@-]+$/, 'username may hold letters, digits and . _ @ - only'),
    ),
  password: z.string().check(z.minLength(8, 'password needs at least 8 characters'), z.maxLength(256)),
  first_name: trimmed(64, 'first_name is required'),
  last_name: z.string().check(z.trim(), z.maxLength(64)),
  class_id: trimmed(64, 'class_id is required'),
  grade: trimmed(16, 'grade is required'),
  modules: z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value) =>
        value
          .split(/[;|\s]+/)
          .filter(Boolean)
          .map((name) => name.toUpperCase()),
      ),
    ),
    z.array(z.enum(CHARACTER_CODES, { message: 'modules must be character codes such as RESPA;INROCK' })).check(z.maxLength(15)),
  ),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;
