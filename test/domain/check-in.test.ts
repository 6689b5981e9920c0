import { describe, expect, it } from 'vitest';
import { PROGRAMME_DAY_NUMBERS } from '../../domain/constants.js';
import { STOPPED_PLAYING_DAYS, checkInReasons, checkInWords } from '../../domain/check-in.js';

const NOW = Date.UTC(2026, 10, 29, 8);
const DAY = 24 * 60 * 60 * 1000;
const child = (done: number, feelings: Record<number, [string, string]>, lastPlayed: number | null) => ({
  days: PROGRAMME_DAY_NUMBERS.map((day) => ({ day, done: day <= done, before: feelings[day]?.[0] ?? '', after: feelings[day]?.[1] ?? '' })),
  last_played: lastPlayed,
});

describe('who may need a check-in today', () => {
  it('flags a child who felt sad, mad or worried before or after their last day, in plain words', () => {
    expect(checkInReasons(child(2, { 1: ['happy', 'calm'], 2: ['sad', 'calm'] }, NOW - DAY), NOW).map(checkInWords)).toEqual([
      'felt sad before day 2',
    ]);
    expect(checkInReasons(child(3, { 3: ['calm', 'nervous'] }, NOW), NOW).map(checkInWords)).toEqual(['felt worried after day 3']);
    expect(checkInReasons(child(3, { 3: ['mad', 'mad'] }, NOW), NOW).map(checkInWords)).toEqual(['felt mad after day 3']);
  });

  it('looks at the last day checked in only: a sad day since followed by a happy one is not flagged', () => {
    expect(checkInReasons(child(3, { 1: ['sad', 'mad'], 3: ['happy', 'calm'] }, NOW), NOW)).toEqual([]);
    // A day begun (checked in before, not yet after) is the last day.
    expect(checkInReasons(child(3, { 3: ['happy', 'calm'], 4: ['mad', ''] }, NOW), NOW).map(checkInWords)).toEqual([
      'felt mad before day 4',
    ]);
  });

  it(`flags a child who started, has not finished and has not played for ${STOPPED_PLAYING_DAYS} days`, () => {
    expect(checkInReasons(child(4, {}, NOW - STOPPED_PLAYING_DAYS * DAY), NOW).map(checkInWords)).toEqual(['has not played for 7 days']);
    expect(checkInReasons(child(4, {}, NOW - (STOPPED_PLAYING_DAYS - 1) * DAY), NOW)).toEqual([]);
    // Finished all ten days, or never started: nothing has stopped.
    expect(checkInReasons(child(10, {}, NOW - 30 * DAY), NOW)).toEqual([]);
    expect(checkInReasons(child(0, {}, null), NOW)).toEqual([]);
    expect(checkInReasons(child(2, { 2: ['sad', ''] }, NOW - 9 * DAY), NOW).map(checkInWords)).toEqual([
      'felt sad before day 2',
      'has not played for 9 days',
    ]);
  });
});
