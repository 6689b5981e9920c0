import { PROGRAMME_DAYS } from '../constants.js';
import { parseLine, type SongScore, type TimedLine } from './score.js';
import type { Beat } from './schema.js';

/*
 * Follow the beat claps the day's own song: its tempo, its metre, and the rhythm of one bar of the line a child
 * would clap (the chorus, a line sung more than once, or else the line with the most syllables on the beat), that
 * bar clapped over two bars or more. Day 1 claps only the syllables that fall on a beat; the middle days add some
 * of the bar's off-beats; the last days clap the bar's whole rhythm, so the game grows a little harder.
 */

/** The round: the clapped bar at least this many times, and more (up to MAX_BARS) until it has ROUND_CLAPS claps. */
export const MIN_BARS = 2;
export const MAX_BARS = 8;
/**
 * Claps in a round, at least, where the bars allow: with fewer, random tapping earns two stars too often (measured:
 * 4 claps, 1 round in 600; 6 claps, 1 in 1 250; 8 or more, under 1 in 4 000).
 */
export const ROUND_CLAPS = 8;
/** A child cannot tap faster than this (seconds between two claps), so a fast song claps its beats only. */
export const MIN_CLAP_GAP = 0.25;

/** When each syllable of a line starts, in beats from the line's first downbeat. */
export const lineOnsets = (line: TimedLine): number[] => {
  let at = line.leadIn;
  return line.syllables.map((syllable, i) => {
    const onset = at;
    at += syllable.beats + (line.restsAfter[i] ?? 0);
    return onset;
  });
};

const onBeat = (onset: number) => Number.isInteger(onset);

/**
 * The bar of the line to clap, as onsets from the bar's downbeat: the one with the most syllables on a beat, then
 * the most syllables, then the earliest. The choice never depends on the day, so the days only add claps to it.
 */
export const clappedBar = (line: TimedLine, metre: number): number[] => {
  const bars = Array.from({ length: Math.max(1, Math.ceil(line.beats / metre)) }, (_, bar) =>
    lineOnsets(line)
      .filter((onset) => onset >= bar * metre && onset < (bar + 1) * metre)
      .map((onset) => onset - bar * metre),
  );
  const weight = (bar: number[]) => [bar.filter(onBeat).length, bar.length];
  return bars.reduce((best, bar) => {
    const [beats, all] = weight(bar);
    const [bestBeats, bestAll] = weight(best);
    return beats! > bestBeats! || (beats === bestBeats && all! > bestAll!) ? bar : best;
  });
};

/**
 * The line a child claps, of the lines that parse: the first one sung again later (a chorus), or else the one whose
 * clapped bar has the most syllables on the beat (the first of those), so even early days clap enough.
 */
export const clappedLine = (score: Pick<SongScore, 'lines' | 'metre'>): TimedLine | undefined => {
  const lines = score.lines.map((line) => {
    try {
      return parseLine(line, score.metre);
    } catch {
      return undefined;
    }
  });
  const lyrics = score.lines.map((line) => line.lyric.trim().toLowerCase());
  const chorus = lyrics.findIndex((lyric, i) => lyrics.indexOf(lyric, i + 1) !== -1 && lines[i]);
  if (chorus !== -1) return lines[chorus];
  const beats = (line: TimedLine) => clappedBar(line, score.metre).filter(onBeat).length;
  return lines.reduce<TimedLine | undefined>((best, line) => (line && (!best || beats(line) > beats(best)) ? line : best), undefined);
};

/** The stage of a programme day `day` is in: 0 for days 1–3, 1 for days 4–7, 2 for days 8–10. */
export const beatStage = (day: number): 0 | 1 | 2 => {
  const third = PROGRAMME_DAYS / 3;
  if (day <= third) return 0;
  if (day <= 2 * third + 1) return 1;
  return 2;
};

/** How many of the bar's off-beats day `day` claps: none early on, about half in the middle, all at the end. */
export const offBeatsFor = (day: number, offBeats: number): number => [0, Math.ceil(offBeats / 2), offBeats][beatStage(day)]!;

/** The claps of day `day` in one bar: the bar's on-beat syllables, and as many of its off-beats as the day allows. */
export const clapsFor = (bar: readonly number[], day: number, bpm: number): number[] => {
  const halfBeat = 30 / bpm;
  const offBeats = halfBeat >= MIN_CLAP_GAP ? bar.filter((onset) => !onBeat(onset)) : [];
  const beats = bar.filter(onBeat);
  // A bar whose syllables all fall between beats still claps its first one.
  const claps = [...beats, ...offBeats.slice(0, offBeatsFor(day, offBeats.length))];
  return (claps.length > 0 ? claps : bar.slice(0, 1)).sort((a, b) => a - b);
};

/** Bars enough for ROUND_CLAPS claps, between MIN_BARS and MAX_BARS. */
export const barsFor = (claps: number): number => Math.min(MAX_BARS, Math.max(MIN_BARS, Math.ceil(ROUND_CLAPS / claps)));

/**
 * The day's beat, from its song: the song's tempo and metre, the clapped bar's rhythm as the day can take it. A
 * song none of whose lines parse claps each downbeat, so the content check (and the admin editor) can still show
 * the page with what is wrong with its song, instead of failing to build it.
 */
export const beatFromSong = (score: SongScore): Beat => {
  const line = clappedLine(score);
  const claps = line ? clapsFor(clappedBar(line, score.metre), score.day, score.bpm) : [0];
  return { bpm: score.bpm, beatsPerBar: score.metre, claps, bars: barsFor(claps.length) };
};
