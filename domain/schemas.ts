import * as z from 'zod';
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

/**
 * Shapes of spec section 3. Objects are strict: a key the game does not know is refused rather than stored, so a
 * client cannot park data in a student's record.
 */

const count = (max: number) => z.number().int().min(0).max(max);
const shortText = (max: number) => z.string().max(max);

export const emotionSchema = z.enum(EMOTIONS);
export const emotionOrEmptySchema = z.union([z.literal(''), emotionSchema]);

export const dayProgressSchema = z.strictObject({
  pre_emotion: emotionOrEmptySchema,
  post_emotion: emotionOrEmptySchema,
  test_score: count(100),
  // The spec's default record starts every flag false, sing.video included: read false leniently, write ''.
  sing: z.strictObject({
    video: z.union([shortText(300), z.literal(false)]).transform((video) => (video === false ? '' : video)),
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
  id: shortText(64).min(1),
  name: shortText(64).min(1),
  description: shortText(200),
  image: shortText(300),
  price: count(100_000),
  acquired: z.boolean(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const inventorySchema = z.strictObject({
  earned: count(1_000_000),
  spent: count(1_000_000),
  balance: z.number().int().min(0),
  rewards: z.array(rewardSchema).max(50),
});
export type Inventory = z.infer<typeof inventorySchema>;

export const stickerSchema = z.strictObject({
  id: shortText(64).min(1),
  src: shortText(300).min(1),
  row: z.number().int().min(0).max(99),
  col: z.number().int().min(0).max(99),
  scale: z.number().min(0.25).max(4),
  rotation: z.number().min(-360).max(360),
});
export type Sticker = z.infer<typeof stickerSchema>;

export const MAX_STICKERS = 200;
export const stickersSchema = z
  .record(shortText(64), stickerSchema)
  .refine((map) => Object.keys(map).length <= MAX_STICKERS, `A sticker board holds at most ${MAX_STICKERS} stickers`)
  .refine((map) => Object.entries(map).every(([key, sticker]) => key === sticker.id), 'Each sticker must be stored under its own id');
export type Stickers = Record<string, Sticker>;

export const gameDetailsSchema = z.strictObject({
  character: shortText(32).min(1),
  pre_test_score: count(TEST_QUESTIONS),
  post_test_score: count(TEST_QUESTIONS),
  onboarded: z.boolean(),
  progress: progressSchema,
  shopping: z.strictObject({ items: z.array(rewardSchema).max(50) }),
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
  id: shortText(128).min(1),
  name: shortText(32).min(1),
  day_completed: count(PROGRAMME_DAYS),
  step_completed: stepCompletedSchema,
  game_details: z.union([z.string().min(2), z.record(z.string(), z.unknown())]),
  version: z.number().int().min(0).optional(),
});
export type ModuleUpdateBody = z.infer<typeof moduleUpdateBodySchema>;

export const loginBodySchema = z.strictObject({
  school_identifier: z.string().trim().min(1, 'school_identifier is required').max(64),
  username: z.string().trim().min(1, 'username is required').max(128),
  password: z.string().min(1, 'password is required').max(256),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Turns a zod failure into one sentence a developer (or a support person) can act on. */
export const describeIssues = (error: z.ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');

/** One row of a class roster (CSV): how a school adds students without touching the table. */
export const rosterRowSchema = z.strictObject({
  school_identifier: z.string().trim().min(1, 'school_identifier is required').max(64),
  username: z
    .string()
    .trim()
    .min(1, 'username is required')
    .max(128)
    .regex(/^[A-Za-z0-9._@-]+$/, 'username may hold letters, digits and . _ @ - only'),
  password: z.string().min(8, 'password needs at least 8 characters').max(256),
  first_name: z.string().trim().min(1, 'first_name is required').max(64),
  last_name: z.string().trim().max(64),
  class_id: z.string().trim().min(1, 'class_id is required').max(64),
  grade: z.string().trim().min(1, 'grade is required').max(16),
  modules: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(/[;|\s]+/)
        .filter(Boolean)
        .map((name) => name.toUpperCase()),
    )
    .pipe(z.array(z.enum(CHARACTER_CODES, { message: 'modules must be character codes such as RESPA;INROCK' })).max(15)),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;
