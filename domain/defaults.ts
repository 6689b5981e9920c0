import { DEFAULT_CHARACTER, PROGRAMME_DAY_NUMBERS, dayKey } from './constants.js';
import { rewardsFor } from './catalogues.js';
import type { DayProgress, GameDetails, Progress } from './schemas.js';

export const defaultDayProgress = (): DayProgress => ({
  pre_emotion: '',
  post_emotion: '',
  test_score: 0,
  sing: { video: '', completed: false },
  learn: { completed: false },
  practice: { correct_answers: 0, wrong_answers: 0, completed: false },
  followthebeat: { completed: false },
  celebrate: { sing: false, recorded_message: false, influencer_video: false, completed: false },
});

export const defaultProgress = (): Progress =>
  Object.fromEntries<DayProgress>(PROGRAMME_DAY_NUMBERS.map((day) => [dayKey(day), defaultDayProgress()]));

/** The default student record of spec section 3. */
export const defaultGameDetails = (character: string = DEFAULT_CHARACTER): GameDetails => ({
  character,
  pre_test_score: 0,
  post_test_score: 0,
  onboarded: false,
  progress: defaultProgress(),
  shopping: { items: rewardsFor(character) },
  inventory: { earned: 0, spent: 0, balance: 0, rewards: [] },
  stickers: {},
});
