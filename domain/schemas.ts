import * as v from 'valibot';
import {
  EMOTIONS,
  MAX_PRACTICE_ANSWERS,
  PROGRAMME_DAY_NUMBERS,
  PROGRAMME_DAYS,
  STEP_COMPLETED_VALUES,
  TEST_QUESTIONS,
  dayKey,
} from './constants.js';
import { testResultSchema } from './test-forms.js';
import { between, dictionary, int, text } from './validation.js';

/**
 * Shapes of spec section 3. Objects are strict: a key the game does not know is refused rather than stored, so a
 * client cannot park data in a student's record.
 */

const count = (max: number) => int(0, max);
const shortText = (max: number) => text(0, max);
const requiredText = (max: number) => text(1, max);

export const emotionSchema = v.picklist(EMOTIONS);
export const emotionOrEmptySchema = v.union([v.literal(''), emotionSchema]);

export const dayProgressSchema = v.strictObject({
  pre_emotion: emotionOrEmptySchema,
  post_emotion: emotionOrEmptySchema,
  test_score: count(100),
  // The spec's default record starts every flag false, sing.video included: read false leniently, write ''.
  sing: v.strictObject({
    video: v.pipe(
      v.union([shortText(300), v.literal(false)]),
      v.transform((video) => (video === false ? '' : video)),
    ),
    completed: v.boolean(),
  }),
  learn: v.strictObject({ completed: v.boolean() }),
  practice: v.strictObject({
    correct_answers: count(MAX_PRACTICE_ANSWERS),
    wrong_answers: count(MAX_PRACTICE_ANSWERS),
    completed: v.boolean(),
  }),
  followthebeat: v.strictObject({ completed: v.boolean() }),
  celebrate: v.strictObject({
    sing: v.boolean(),
    recorded_message: v.boolean(),
    influencer_video: v.boolean(),
    completed: v.boolean(),
  }),
});
export type DayProgress = v.InferOutput<typeof dayProgressSchema>;

const progressShape = Object.fromEntries(PROGRAMME_DAY_NUMBERS.map((day) => [dayKey(day), dayProgressSchema])) as Record<
  `day_${number}`,
  typeof dayProgressSchema
>;
export const progressSchema = v.strictObject(progressShape);
export type Progress = Record<`day_${number}`, DayProgress>;

export const rewardSchema = v.strictObject({
  id: requiredText(64),
  name: requiredText(64),
  description: shortText(200),
  image: shortText(300),
  price: count(100_000),
  acquired: v.boolean(),
});
export type Reward = v.InferOutput<typeof rewardSchema>;

export const inventorySchema = v.strictObject({
  earned: count(1_000_000),
  spent: count(1_000_000),
  balance: int(0),
  rewards: v.pipe(v.array(rewardSchema), v.maxLength(50)),
});
export type Inventory = v.InferOutput<typeof inventorySchema>;

export const stickerSchema = v.strictObject({
  id: requiredText(64),
  src: requiredText(300),
  row: count(99),
  col: count(99),
  scale: between(0.25, 4),
  rotation: between(-360, 360),
});
export type Sticker = v.InferOutput<typeof stickerSchema>;

export const MAX_STICKERS = 200;
export const stickersSchema = v.pipe(
  dictionary(shortText(64), stickerSchema),
  v.check((map) => Object.keys(map).length <= MAX_STICKERS, `A sticker board holds at most ${MAX_STICKERS} stickers`),
  v.check((map) => Object.entries(map).every(([key, sticker]) => key === sticker.id), 'Each sticker must be stored under its own id'),
);
export type Stickers = Record<string, Sticker>;

export const gameDetailsSchema = v.strictObject({
  character: requiredText(32),
  pre_test_score: count(TEST_QUESTIONS),
  post_test_score: count(TEST_QUESTIONS),
  /** the test before day 1 as taken (form and each item), absent until taken or when taken before forms were kept */
  pre_test: v.optional(testResultSchema),
  /** the test after day 10 as taken */
  post_test: v.optional(testResultSchema),
  onboarded: v.boolean(),
  progress: progressSchema,
  shopping: v.strictObject({ items: v.pipe(v.array(rewardSchema), v.maxLength(50)) }),
  inventory: inventorySchema,
  stickers: stickersSchema,
});
export type GameDetails = Omit<v.InferOutput<typeof gameDetailsSchema>, 'progress' | 'stickers'> & {
  progress: Progress;
  stickers: Stickers;
};

export const stepCompletedSchema = v.picklist(STEP_COMPLETED_VALUES);

/**
 * The body of PUT /v3/waw/module: the whole module record (spec section 7: game_details as a JSON string; spec
 * section 3 also allows an object) and, from this app, the version it was read at. A record without a version is
 * checked against the stored copy as it is now.
 */
export const moduleUpdateBodySchema = v.strictObject({
  id: requiredText(128),
  name: requiredText(32),
  day_completed: count(PROGRAMME_DAYS),
  step_completed: stepCompletedSchema,
  game_details: v.union([v.pipe(v.string(), v.minLength(2)), dictionary(v.string(), v.unknown())]),
  version: v.optional(int(0)),
});
export type ModuleUpdateBody = v.InferOutput<typeof moduleUpdateBodySchema>;
