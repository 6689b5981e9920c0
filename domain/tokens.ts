import { PROGRAMME_DAY_NUMBERS, TEST_QUESTIONS, dayKey } from './constants.js';
import type { DayProgress, GameDetails } from './schemas.js';

/**
 * Every token the game awards, in one place. A day is worth 15 tokens and each test up to 16 (2 per item answered
 * right, before day 1 and again after day 10, so neither test is worth trying less on), so a child who plays all 10
 * days earns 150 to 166 before the last test: enough for every mid-priced reward of their set (RESPA's
 * compass, fireplace, glasses and hat cost 104; INROCK's mustache, socks and suitcase 107), while the tent (200)
 * stays a dream to save towards across programmes.
 */
export const TOKEN_AWARDS = {
  pre_emotion: 1,
  sing: 2,
  learn: 2,
  practice: 3,
  followthebeat: 2,
  celebrate: 4,
  post_emotion: 1,
  /** per test item answered right, in the test before day 1 and in the one after day 10 */
  pre_test_point: 2,
} as const;

export type AwardedStep = Exclude<keyof typeof TOKEN_AWARDS, 'pre_test_point'>;

export const TOKENS_PER_DAY =
  TOKEN_AWARDS.pre_emotion +
  TOKEN_AWARDS.sing +
  TOKEN_AWARDS.learn +
  TOKEN_AWARDS.practice +
  TOKEN_AWARDS.followthebeat +
  TOKEN_AWARDS.celebrate +
  TOKEN_AWARDS.post_emotion;

export const MAX_PRE_TEST_AWARD = TEST_QUESTIONS * TOKEN_AWARDS.pre_test_point;

export const preTestAward = (score: number): number => score * TOKEN_AWARDS.pre_test_point;

export const dayAward = (day: DayProgress): number =>
  (day.pre_emotion !== '' ? TOKEN_AWARDS.pre_emotion : 0) +
  (day.sing.completed ? TOKEN_AWARDS.sing : 0) +
  (day.learn.completed ? TOKEN_AWARDS.learn : 0) +
  (day.practice.completed ? TOKEN_AWARDS.practice : 0) +
  (day.followthebeat.completed ? TOKEN_AWARDS.followthebeat : 0) +
  (day.celebrate.completed ? TOKEN_AWARDS.celebrate : 0) +
  (day.post_emotion !== '' ? TOKEN_AWARDS.post_emotion : 0);

/** All the tokens the progress and both tests in these details are worth. */
export const totalAward = (details: GameDetails): number =>
  preTestAward(details.pre_test_score) +
  preTestAward(details.post_test_score) +
  PROGRAMME_DAY_NUMBERS.reduce((sum, day) => sum + dayAward(details.progress[dayKey(day)]!), 0);

/**
 * How many of `tokens` a finished step may still pay, given the tokens `earned` before it. Progress is never paid
 * twice: after an admin resets a day, `earned` stays above what the progress is worth, and replaying the day pays
 * nothing until the child is past what they had already been paid for.
 */
export const payableAward = (details: GameDetails, earned: number, tokens: number): number =>
  Math.max(0, Math.min(tokens, totalAward(details) - earned));
