import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CHARACTERS } from '@domain/characters.js';
import { CHARACTER_CODES } from '@domain/constants.js';
import { competencyTable, contentProblems, sentencesOf } from '@domain/content/check.js';
import {
  COMPONENT_DEFAULTS,
  DAY_PAGES,
  PROGRAMMES,
  SCREENING_PAGES,
  dayPageSchema,
  newDayPage,
  parseDayPageId,
  question,
  SONG_SCORES,
  dayPage,
} from '@domain/content/index.js';
import { beatFromSong } from '@domain/content/beat-from-song.js';

describe('the programme content', () => {
  it('is fit for children: ten valid days per character, each naming its competency, its own song, at least three cards and questions, nothing repeated, short sentences', () => {
    expect(contentProblems(Object.values(PROGRAMMES))).toEqual([]);
  });

  it('ships all 150 day pages and 15 screenings', () => {
    expect(DAY_PAGES).toHaveLength(150);
    expect(new Set(DAY_PAGES.map((page) => page.id)).size).toBe(150);
    for (const code of CHARACTER_CODES) {
      expect(DAY_PAGES.filter((page) => page.character === code).map((page) => page.day)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
    expect(SCREENING_PAGES.map((page) => page.id).sort()).toEqual(CHARACTER_CODES.map((code) => `${code}-screening`).sort());
  });

  it('finds what the check is there to find', () => {
    const respa = PROGRAMMES.RESPA;
    const first = respa.days[0]!;
    const broken = {
      ...respa,
      days: [
        {
          ...first,
          lesson: [first.lesson[0]!, { ...first.lesson[1]!, text: first.lesson[0]!.text }, first.lesson[2]!],
          practice: [
            { ...first.practice[0]!, prompt: 'One two three four five six seven eight nine ten eleven twelve thirteen?' },
            {
              ...first.practice[1]!,
              answers: [
                first.practice[1]!.answers[0]!,
                { ...first.practice[1]!.answers[1]!, picture: first.practice[1]!.answers[0]!.picture },
              ],
            },
            first.practice[2]!,
          ],
        },
        ...respa.days.slice(1, 9),
      ],
    };
    const problems = contentProblems([broken]).join('\n');
    expect(problems).toMatch(/RESPA: has 9 days, not 10/);
    expect(problems).toMatch(/RESPA-day-1 card 2: the lesson ".*" already appears at RESPA-day-1 card 1/);
    expect(problems).toMatch(/RESPA-day-1 question 1 prompt: ".*" has 13 words/);
    expect(problems).toMatch(/RESPA-day-1 question 2: two answers share a picture/);
    const sameSpot = { ...respa, days: respa.days.map((day) => ({ ...day, practice: day.practice.map((q) => ({ ...q, correct: 0 })) })) };
    expect(contentProblems([sameSpot]).join('\n')).toMatch(/RESPA: \d+ of \d+ right answers sit in place 1; move some/);
  });

  it('is mapped to its competencies in docs/content.md, day by day, as the content says', () => {
    // Prettier pads the table; compare cell by cell.
    const cells = (markdown: string) => markdown.replace(/ +/g, ' ').replace(/-{3,}/g, '---');
    expect(cells(readFileSync('docs/content.md', 'utf8'))).toContain(cells(competencyTable(Object.values(PROGRAMMES))));
  });

  it('counts sentences as a listener hears them, closing quotes included', () => {
    expect(sentencesOf('Say, "Want to play?" It means a lot. Then go!')).toEqual(['Say, "Want to play?"', 'It means a lot.', 'Then go!']);
    expect(sentencesOf('It\u2019s fine. Breathe\u2026 slowly.')).toEqual(['It\u2019s fine.', 'Breathe\u2026', 'slowly.']);
  });

  it('starts a missing page from the components’ defaults, valid by the same schema', () => {
    expect(parseDayPageId('COUR-day-10')).toEqual({ character: 'COUR', day: 10 });
    for (const id of ['COUR-day-11', 'NOBODY-day-1', 'COUR-screening']) expect(parseDayPageId(id)).toBeNull();
    const page = newDayPage('COUR', 4, COMPONENT_DEFAULTS);
    expect(v.safeParse(dayPageSchema, page).success).toBe(true);
    expect(page).toMatchObject({
      id: 'COUR-day-4',
      character: 'COUR',
      day: 4,
      lesson: [COMPONENT_DEFAULTS.lessonCard, expect.anything(), expect.anything()],
    });
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

  it('stores each day its own written song, titled as the day, and the beat clapped from it', () => {
    const score = SONG_SCORES.COUR[1]!;
    const page = dayPage('COUR', 2, PROGRAMMES.COUR.days[1]!, score);
    expect(page.song).toEqual({
      id: 'cour-day-2',
      title: PROGRAMMES.COUR.days[1]!.title,
      bpm: score.bpm,
      metre: score.metre,
      key: score.key,
      feel: score.feel,
      lines: score.lines,
    });
    expect(page.beat).toEqual(beatFromSong(score));
    expect(v.safeParse(dayPageSchema, page).success).toBe(true);
  });

  it('refuses a stored song that does not parse, with parseScore’s words on the line it is about', () => {
    const page = DAY_PAGES[0]!;
    const broken = { ...page, song: { ...page.song, lines: [{ lyric: 'one two', notes: 'C4 D4 E4 F4' }] } };
    const result = v.safeParse(dayPageSchema, broken);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['song.lines.0.notes', '"one two": 4 notes for 2 syllables'],
    ]);
    const tooFast = { ...page, song: { ...page.song, feel: 'lullaby', bpm: 120 } };
    expect(v.safeParse(dayPageSchema, tooFast).issues?.[0]?.message).toBe('a lullaby song goes at 60–80 bpm, not 120');
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
