import { PROGRAMME_DAYS, PROGRAMME_DAY_NUMBERS, dayKey, type StepCompleted } from './constants.js';
import type { DayProgress, GameDetails } from './schemas.js';

/** A practice's test_score: the share of answers that were right, in percent (0 before any answer). */
export const practiceScore = (practice: DayProgress['practice']): number => {
  const answered = practice.correct_answers + practice.wrong_answers;
  return answered === 0 ? 0 : Math.round((100 * practice.correct_answers) / answered);
};

export const isDayStarted = (day: DayProgress): boolean =>
  day.pre_emotion !== '' ||
  day.post_emotion !== '' ||
  day.sing.completed ||
  day.learn.completed ||
  day.practice.completed ||
  day.followthebeat.completed ||
  day.celebrate.sing ||
  day.celebrate.recorded_message ||
  day.celebrate.influencer_video ||
  day.celebrate.completed;

/** Days celebrated one after another from day 1: what day_completed must say. */
export const celebratedDays = (details: GameDetails): number => {
  let days = 0;
  for (const day of PROGRAMME_DAY_NUMBERS) {
    if (!details.progress[dayKey(day)]?.celebrate.completed) break;
    days = day;
  }
  return days;
};

/**
 * step_completed as spec section 4 moves it, worked out from the flags of the day being played. Note the spec's
 * own quirk: finishing practice already records followthebeat.
 */
export const stepCompletedFor = (details: GameDetails): StepCompleted => {
  const done = celebratedDays(details);
  const current = done < PROGRAMME_DAYS ? details.progress[dayKey(done + 1)] : undefined;
  if (!current || !isDayStarted(current)) return done > 0 ? 'celebrate' : 'notstarted';
  if (current.followthebeat.completed || current.practice.completed) return 'followthebeat';
  if (current.learn.completed) return 'learn';
  if (current.sing.completed) return 'sing';
  return 'notstarted';
};

/** The step of a day a child resumes at, from the day's own completed flags. */
export type DayStep = 'emotion' | 'sing' | 'learn' | 'practice' | 'followthebeat' | 'celebrate' | 'post_emotion' | 'done';

export const resumeStep = (day: DayProgress): DayStep => {
  if (day.pre_emotion === '') return 'emotion';
  if (!day.sing.completed) return 'sing';
  if (!day.learn.completed) return 'learn';
  if (!day.practice.completed) return 'practice';
  if (!day.followthebeat.completed) return 'followthebeat';
  if (!day.celebrate.completed) return 'celebrate';
  if (day.post_emotion === '') return 'post_emotion';
  return 'done';
};
