import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DAY_PAGES, SCREENING_PAGES, plainLyric } from '@domain/content/index.js';
import { APP_LINES, COUNT_LINES, dayLines, hintLine, screeningLines, uniqueLines } from '@domain/narration/lines.js';

const DAY = DAY_PAGES.find((page) => page.id === 'RESPA-day-1')!;

/**
 * The words the play screens give speech as plain literals: an instruction or speech attribute, a say() call, and the
 * prompts and star words the song and the beat keep in constants (composed lines are checked through the player in
 * the e2e test played-by-sound.test.ts).
 */
const SPOKEN_LITERALS = /(?:instruction|speech)="([^"]+)"|say\('([^']+)'/g;
const SPOKEN_STARTS = /(?:instruction|speech)=\{|const (?:PROMPTS|STAR_WORDS|PRE_TEST_WORDS)\b[^=]*= /g;
/** From an opening brace or bracket to the one that closes it. */
const balanced = (source: string, from: number): string => {
  let depth = 0;
  for (let at = from; at < source.length; at += 1) {
    if ('{['.includes(source[at]!)) depth += 1;
    else if ('}]'.includes(source[at]!) && --depth === 0) return source.slice(from, at + 1);
  }
  return source.slice(from);
};
const screenWords = (file: string): string[] => {
  const source = readFileSync(new URL(`../../frontend/src/features/play/${file}`, import.meta.url), 'utf8');
  const words = [...source.matchAll(SPOKEN_LITERALS)].map((match) => match[1] ?? match[2]!);
  for (const match of source.matchAll(SPOKEN_STARTS)) {
    const block = balanced(source, source.slice(match.index).search(/[{[]/) + match.index);
    for (const literal of block.matchAll(/'([^'\n]*[a-z][^'\n]*[.!?…])'/g)) words.push(literal[1]!);
  }
  return words;
};

describe('the lines made into narration', () => {
  it('holds every line a day speaks from its page, composed as the screens compose them', () => {
    const lines = dayLines(DAY);
    for (const card of DAY.lesson) expect(lines).toEqual(expect.arrayContaining([card.title, card.text]));
    for (const question of DAY.practice) {
      expect(lines).toEqual(expect.arrayContaining([question.prompt, ...question.answers.map((answer) => answer.label)]));
      expect(lines).toContain(hintLine(question.hint));
    }
    for (const line of DAY.song.lines) expect(lines).toContain(plainLyric(line.lyric));
    expect(lines).toContain(`Remember: ${DAY.lesson[0]!.text}`);
    expect(lines).toContain(DAY.celebration.message);
  });

  it('holds both forms of every test, with no hints (a test gives none)', () => {
    const test = SCREENING_PAGES.find((page) => page.id === 'RESPA-screening')!;
    const lines = screeningLines(test);
    for (const item of [...test.questions, ...(test.form_b ?? [])]) expect(lines).toContain(item.prompt);
    expect(lines.some((line) => line.startsWith('Nice try!'))).toBe(false);
  });

  it.each([
    'beat-step.tsx',
    'emotion-step.tsx',
    'learn-step.tsx',
    'practice-step.tsx',
    'screening-step.tsx',
    'sing-step.tsx',
    'song-player.tsx',
    'celebrate-step.tsx',
  ])('holds every fixed line %s speaks', (file) => {
    const words = screenWords(file);
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(APP_LINES).toContain(word);
  });

  it('makes each group’s lines once, trimmed, none empty: the app’s, its counts and every page’s', () => {
    expect(uniqueLines([' Tap next.', 'Tap next.', '', '  '])).toEqual(['Tap next.']);
    const groups = [APP_LINES, COUNT_LINES, ...DAY_PAGES.map(dayLines), ...SCREENING_PAGES.map(screeningLines)].map(uniqueLines);
    for (const lines of groups) {
      expect(lines.length).toBeGreaterThan(0);
      expect(new Set(lines).size).toBe(lines.length);
      expect(lines.every((line) => line.trim() === line && line !== '')).toBe(true);
    }
  });
});
