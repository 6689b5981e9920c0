import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '@domain/characters.js';
import { CHARACTER_CODES } from '@domain/constants.js';
import { DAY_PAGES, SCREENING_PAGE, dayPageSchema, question, screeningPageSchema, song } from '@domain/content/index.js';

describe('the programme content', () => {
  it('passes the schema the admin area will save with, page by page', () => {
    for (const page of DAY_PAGES) expect(dayPageSchema.safeParse(page).error?.issues ?? []).toEqual([]);
    expect(screeningPageSchema.safeParse(SCREENING_PAGE).success).toBe(true);
  });

  it('has all 10 days of RESPA and INROCK, and day 1 of every other character', () => {
    const days = (code: string) => DAY_PAGES.filter((page) => page.character === code).map((page) => page.day);
    expect(days('RESPA')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(days('INROCK')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const code of CHARACTER_CODES) expect(days(code)).toContain(1);
    expect(new Set(DAY_PAGES.map((page) => page.id)).size).toBe(DAY_PAGES.length);
  });

  it('gives every character a name, a virtue and a colour', () => {
    for (const code of CHARACTER_CODES)
      expect(CHARACTERS[code]).toMatchObject({
        code,
        name: expect.any(String),
        virtue: expect.any(String),
        colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
      });
  });

  it('sets every word of a song to a note, ending each line on the home note', () => {
    const tune = song('s', 'S', 100, ['one two three', 'four']);
    expect(tune.lines.map((line) => line.map((w) => w.word))).toEqual([['one', 'two', 'three'], ['four']]);
    expect(tune.lines.map((line) => line.at(-1)?.note)).toEqual(['C4', 'C4']);
  });

  it('moves the right answer around while remembering where it is', () => {
    for (const order of [0, 1, 2]) {
      const q = question(
        '?',
        ['right', 'star'],
        [
          ['wrong', 'rain'],
          ['also wrong', 'frown'],
        ],
        'hint',
        order,
      );
      expect(q.answers[q.correct]?.label).toBe('right');
    }
  });
});
