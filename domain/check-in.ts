import { PROGRAMME_DAYS } from './constants.js';

/**
 * Which children of a class may need a grown-up's check-in today, and why, in the class page's order of concern.
 *
 * - **Felt sad, mad or worried** ("nervous" in the check-in's words) before or after the last day they checked in.
 * - **Stopped playing**: started the programme, have not finished it, and have not played for
 *   `STOPPED_PLAYING_DAYS` days (a school week and a weekend: a child who misses a weekend has not stopped).
 *   A child who never started is not flagged: that is the class's start, not a child's worry.
 */
export const WORRYING_FEELINGS = ['sad', 'mad', 'nervous'] as const;
export const STOPPED_PLAYING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CheckInChild {
  days: ReadonlyArray<{ day: number; done: boolean; before: string; after: string }>;
  /** when the child last saved a step (ms), or null if they never started */
  last_played: number | null;
}

export type CheckInReason = { kind: 'felt'; feeling: string; when: 'before' | 'after'; day: number } | { kind: 'stopped'; days: number };

const worrying = (feeling: string) => (WORRYING_FEELINGS as readonly string[]).includes(feeling);

/** Why this child may need a check-in (the worry first, then having stopped), or an empty list. */
export const checkInReasons = (child: CheckInChild, now: number): CheckInReason[] => {
  const reasons: CheckInReason[] = [];
  const last = [...child.days].reverse().find((day) => day.before || day.after);
  if (last && worrying(last.after)) reasons.push({ kind: 'felt', feeling: last.after, when: 'after', day: last.day });
  else if (last && worrying(last.before)) reasons.push({ kind: 'felt', feeling: last.before, when: 'before', day: last.day });
  const finished = child.days.filter((day) => day.done).length >= PROGRAMME_DAYS;
  if (child.last_played !== null && !finished) {
    const away = Math.floor((now - child.last_played) / DAY_MS);
    if (away >= STOPPED_PLAYING_DAYS) reasons.push({ kind: 'stopped', days: away });
  }
  return reasons;
};

/** A reason in a teacher's words; "nervous" is said as the worry it is. */
export const checkInWords = (reason: CheckInReason): string =>
  reason.kind === 'stopped'
    ? `has not played for ${reason.days} days`
    : `felt ${reason.feeling === 'nervous' ? 'worried' : reason.feeling} ${reason.when} day ${reason.day}`;
