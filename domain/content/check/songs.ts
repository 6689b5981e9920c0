import { beatStage, lineOnsets } from '../beat-from-song.js';
import type { Beat, DayPage, Song } from '../schema.js';
import { midi, parseScore, plainLyric, syllablesOf, type TimedLine } from '../score.js';
import { syllableCounts } from '../syllables.js';
import { rhymes } from './rhyme.js';

/*
 * The rules of a song a child can sing (issue 30): it parses (one note per syllable, whole bars, a tempo its feel
 * allows), it stays within C4–D5 (issue 41), each word has as many syllables as it is said with, lines pair up in
 * length and rhyme where the tune repeats, it ends at home on a long note, its feel fits its metre, and the day's
 * beat is clapped from it. Across the product, every tune is its own and tempos vary.
 */

/** Distinct tempos a programme's ten songs use, and feels; and distinct tempos across the product. */
export const MIN_PROGRAMME_TEMPOS = 4;
export const MIN_PROGRAMME_FEELS = 3;
export const MIN_PRODUCT_TEMPOS = 10;
/**
 * The range every shipped song stays in: a six-year-old sings C4 to D5 in comfort. The score itself may go down to
 * A3 (parseScore: a song an admin saved still plays), but the content check holds the product's songs to this.
 */
export const SONG_LOWEST = 'C4';
export const SONG_HIGHEST = 'D5';
/** Distinct tunes (transposition-blind) among the product's 150 songs. */
export const MIN_DISTINCT_TUNES = 140;
/** Distinct clapped patterns (a bar's claps in its metre) among the product's 150 beats. */
export const MIN_CLAP_PATTERNS = 30;

const parsed = (page: DayPage): TimedLine[] | string => {
  try {
    return parseScore(page.song);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

const lastWord = (lyric: string): string => syllablesOf(lyric).at(-1)?.word ?? '';

/** Words hyphenated into more or fewer syllables than they are said with. */
const syllableProblems = (where: string, song: Song): string[] =>
  song.lines.flatMap((line, i) =>
    line.lyric
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((written) => {
        const parts = written.split('-').filter(Boolean).length;
        const counts = syllableCounts(written);
        if (counts.size === 0 || counts.has(parts)) return [];
        const said = [...counts].join(' or ');
        return [`${where} line ${i + 1}: "${written}" is sung as ${parts} syllable${parts > 1 ? 's' : ''} but said with ${said}`];
      }),
  );

/** Words that call something or someone odd: a song says a thing is new to me instead (issue 41, VALDEPA 7). */
const STRANGE = /\b(strange|weird)\b/i;

/** A line that calls something strange or weird. */
const strangeProblems = (where: string, song: Song): string[] =>
  song.lines.flatMap((line, i) => {
    const word = STRANGE.exec(plainLyric(line.lyric))?.[1]?.toLowerCase();
    return word ? [`${where} line ${i + 1}: calls something "${word}"; say it is new to me instead`] : [];
  });

/** The lines that pair: 1=3 and 2=4 in each verse of four, and the last two of a six-line song. */
const pairs = (count: number): Array<[number, number]> => {
  const found: Array<[number, number]> = [];
  for (let verse = 0; verse + 4 <= count; verse += 4) found.push([verse, verse + 2], [verse + 1, verse + 3]);
  if (count % 4 === 2 && count > 2) found.push([count - 2, count - 1]);
  return found;
};

/** The lines that rhyme: 2 and 4 of each verse of four, and the last two of a six-line song. */
const rhymePairs = (count: number): Array<[number, number]> => pairs(count).filter(([a, b]) => b - a === 1 || a % 4 === 1);

/** Every note within SONG_LOWEST–SONG_HIGHEST; the notes outside are named, lowest first. */
const rangeProblems = (where: string, lines: readonly TimedLine[]): string[] => {
  const outside = [...new Set(lines.flatMap((line) => line.syllables.map((s) => s.note)))]
    .filter((note) => midi(note) < midi(SONG_LOWEST) || midi(note) > midi(SONG_HIGHEST))
    .sort((a, b) => midi(a) - midi(b));
  if (outside.length === 0) return [];
  const named = outside.length === 1 ? outside[0] : `${outside.slice(0, -1).join(', ')} and ${outside.at(-1)}`;
  return [`${where}: sings ${named}; a child’s song stays within ${SONG_LOWEST}–${SONG_HIGHEST}`];
};

const shapeProblems = (where: string, song: Song, lines: readonly TimedLine[]): string[] => {
  const problems: string[] = [...rangeProblems(where, lines)];
  if (![4, 6, 8].includes(song.lines.length)) problems.push(`${where}: has ${song.lines.length} lines; a song has four, six or eight`);
  for (const [a, b] of pairs(song.lines.length)) {
    const [left, right] = [lines[a]!.syllables.length, lines[b]!.syllables.length];
    if (left !== right) problems.push(`${where}: lines ${a + 1} and ${b + 1} have ${left} and ${right} syllables; they share a tune`);
  }
  for (const [a, b] of rhymePairs(song.lines.length)) {
    const [left, right] = [lastWord(song.lines[a]!.lyric), lastWord(song.lines[b]!.lyric)];
    if (!rhymes(left, right)) problems.push(`${where}: lines ${a + 1} and ${b + 1} end on "${left}" and "${right}", which do not rhyme`);
  }
  const last = lines.at(-1)?.syllables.at(-1);
  const home = song.key.charAt(0);
  if (last && (last.note.replace(/\d/, '') !== home || last.beats < 2)) {
    problems.push(
      `${where}: ends on ${last.note} for ${last.beats} beat${last.beats === 1 ? '' : 's'}; end on ${home}, the key's home note, for 2 beats or more`,
    );
  }
  if (song.feel === 'waltz' && song.metre !== 3) problems.push(`${where}: a waltz goes in 3, not ${song.metre}`);
  if (song.feel === 'march' && song.metre === 3) problems.push(`${where}: a march goes in 2 or 4, not 3`);
  return problems;
};

/** The day's beat is its song's: the song's tempo and metre, claps on syllables of one bar of one line. */
const beatProblems = (where: string, page: DayPage, lines: readonly TimedLine[]): string[] => {
  const { beat, song } = page;
  if (beat.bpm !== song.bpm || beat.beatsPerBar !== song.metre) {
    return [`${where} beat: goes at ${beat.bpm} bpm in ${beat.beatsPerBar}, its song at ${song.bpm} bpm in ${song.metre}`];
  }
  const fromSong = lines.some((line) => {
    const onsets = lineOnsets(line);
    return Array.from({ length: line.beats / song.metre }, (_, bar) => bar * song.metre).some((start) =>
      beat.claps.every((clap) => onsets.includes(start + clap)),
    );
  });
  return fromSong ? [] : [`${where} beat: the claps ${beat.claps.join(' ')} are not syllables of one bar of the song`];
};

/**
 * How hard a beat is to clap: its off-beat claps (the stages add them: none on days 1–3, about half on days 4–7,
 * all on days 8–10), then its claps in a bar. Compared in that order.
 */
export const beatDifficulty = (beat: Beat): [number, number] => [
  beat.claps.filter((clap) => !Number.isInteger(clap)).length,
  beat.claps.length,
];

const harder = (a: readonly number[], b: readonly number[]) => a[0]! > b[0]! || (a[0] === b[0] && a[1]! > b[1]!);

const STAGE_DAYS = ['days 1–3', 'days 4–7', 'days 8–10'];

/**
 * A programme's beat never grows easier: the hardest beat of each stage of days is at least as hard as the hardest
 * of the stage before (a day's own song decides its bar, so single days may clap fewer; a stage may not).
 */
const stageProblems = (programme: string, pages: readonly DayPage[]): string[] => {
  const hardest = [0, 1, 2].map((stage) =>
    pages
      .filter((page) => beatStage(page.day) === stage)
      .map((page) => beatDifficulty(page.beat))
      .reduce<[number, number] | undefined>((best, difficulty) => (!best || harder(difficulty, best) ? difficulty : best), undefined),
  );
  const said = ([off, claps]: readonly number[]) => `${off} off-beat${off === 1 ? '' : 's'} and ${claps} claps`;
  return [1, 2].flatMap((stage) => {
    const [before, now] = [hardest[stage - 1], hardest[stage]];
    if (!before || !now || !harder(before, now)) return [];
    return [
      `${programme} beat: ${STAGE_DAYS[stage]} clap at most ${said(now)} in a bar, ${STAGE_DAYS[stage - 1]} ${said(before)}; the beat never grows easier`,
    ];
  });
};

/** Each day's song of a programme, and its tempos and feels across the ten. */
export const songProblems = (pages: readonly DayPage[]): string[] => {
  const problems = pages.flatMap((page) => {
    const where = `${page.id} song`;
    const lines = parsed(page);
    if (typeof lines === 'string') return [`${where}: ${lines}`];
    return [
      ...syllableProblems(where, page.song),
      ...strangeProblems(where, page.song),
      ...shapeProblems(where, page.song, lines),
      ...beatProblems(page.id, page, lines),
    ];
  });
  const programme = pages[0]?.character ?? '';
  const tempos = new Set(pages.map((page) => page.song.bpm)).size;
  const feels = new Set(pages.map((page) => page.song.feel)).size;
  if (pages.length >= 10 && tempos < MIN_PROGRAMME_TEMPOS)
    problems.push(`${programme}: its songs use ${tempos} tempos; use at least ${MIN_PROGRAMME_TEMPOS}`);
  if (pages.length >= 10 && feels < MIN_PROGRAMME_FEELS)
    problems.push(`${programme}: its songs have ${feels} feels; use at least ${MIN_PROGRAMME_FEELS}`);
  problems.push(...stageProblems(programme, pages));
  return problems;
};

/** A tune as pitches and lengths: exactly (`moved` false) or wherever it starts (`moved` true, transposed). */
export const tuneOf = (song: Song, moved: boolean): string => {
  const tokens = song.lines.flatMap((line) => line.notes.split(/\s+/).filter(Boolean)).map((token) => token.split(':'));
  const first = tokens.find(([head]) => head !== 'r')?.[0];
  const from = moved && first ? midi(first) : 0;
  return tokens
    .map(([head = '', length = '1']) => (head === 'r' ? `r:${length}` : `${moved ? midi(head) - from : head}:${length}`))
    .join(' ');
};

/** The distinct clapped patterns among the pages' beats: the claps of a bar, told apart by its metre too. */
export const clapPatterns = (pages: readonly DayPage[]): number =>
  new Set(pages.map((page) => `${page.beat.beatsPerBar}|${page.beat.claps.join(' ')}`)).size;

/**
 * No two songs share a tune; over the whole product, at least 140 tunes of 150 differ even transposed, tempos vary,
 * and follow the beat claps at least 30 patterns.
 */
export const tuneProblems = (pages: readonly DayPage[], wholeProduct: boolean): string[] => {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const page of pages) {
    const tune = tuneOf(page.song, false);
    const first = seen.get(tune);
    if (first) problems.push(`${page.id} song: has the same tune as ${first}`);
    else seen.set(tune, page.id);
  }
  if (!wholeProduct) return problems;
  const distinct = new Set(pages.map((page) => tuneOf(page.song, true))).size;
  if (distinct < MIN_DISTINCT_TUNES)
    problems.push(`${distinct} distinct tunes among ${pages.length} songs; write at least ${MIN_DISTINCT_TUNES}`);
  const tempos = new Set(pages.map((page) => page.song.bpm)).size;
  if (tempos < MIN_PRODUCT_TEMPOS) problems.push(`the songs use ${tempos} tempos; use at least ${MIN_PRODUCT_TEMPOS}`);
  const patterns = clapPatterns(pages);
  if (patterns < MIN_CLAP_PATTERNS) problems.push(`the beats clap ${patterns} distinct patterns; clap at least ${MIN_CLAP_PATTERNS}`);
  return problems;
};
