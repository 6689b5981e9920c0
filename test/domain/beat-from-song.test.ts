import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MIN_CLAP_GAP, ROUND_CLAPS, beatFromSong, clappedLine, lineOnsets } from '@domain/content/beat-from-song.js';
import { beatSchema } from '@domain/content/schema.js';
import type { SongFeel, SongScore } from '@domain/content/score.js';

/** A line's rhythm: notes and rests of the lengths a score allows, padded with rests to whole bars. */
const lineArb = (metre: number) =>
  fc
    .array(fc.record({ rest: fc.boolean(), beats: fc.constantFrom(0.5, 1, 1, 1, 1.5, 2, 3) }), { minLength: 1, maxLength: 12 })
    .map((tokens) => {
      const written = tokens.some((token) => !token.rest) ? tokens : [{ rest: false, beats: 1 }, ...tokens];
      const beats = written.reduce((sum, token) => sum + token.beats, 0);
      const pad = Math.ceil(beats / metre) * metre - beats;
      const padding = [...(pad % 1 ? ['r:0.5'] : []), ...Array.from({ length: Math.floor(pad) }, () => 'r:1')];
      const notes = [...written.map((token) => `${token.rest ? 'r' : 'C4'}:${token.beats}`), ...padding];
      return {
        lyric: written
          .filter((token) => !token.rest)
          .map(() => 'la')
          .join(' '),
        notes: notes.join(' '),
      };
    });

const feelOf = (bpm: number): SongFeel => (bpm <= 80 ? 'lullaby' : bpm < 96 ? 'gentle' : 'bounce');

/** Any song shape: a metre, a tempo its feel allows, two to eight lines of any rhythm. */
const shapeArb = fc
  .record({ metre: fc.constantFrom<2 | 3 | 4>(2, 3, 4), bpm: fc.integer({ min: 60, max: 126 }) })
  .chain(({ metre, bpm }) =>
    fc
      .array(lineArb(metre), { minLength: 2, maxLength: 8 })
      .map((lines): Omit<SongScore, 'day'> => ({ key: 'C', metre, bpm, feel: feelOf(bpm), lines })),
  );

const LONG_FIRST_LINE: Omit<SongScore, 'day'> = {
  key: 'C',
  metre: 2,
  bpm: 63,
  feel: 'lullaby',
  lines: [
    { lyric: 'la la', notes: 'r:3 r:0.5 r:3 r:1 C4:1 r:3 r:1.5 r:3 C4:0.5 r:0.5 r:1' },
    { lyric: 'la la', notes: 'C4:0.5 C4:0.5 r:1' },
    { lyric: 'la', notes: 'C4:0.5 r:0.5 r:1' },
    { lyric: 'la', notes: 'C4:0.5 r:0.5 r:1' },
  ],
};

const offBeats = (claps: readonly number[]) => claps.filter((clap) => !Number.isInteger(clap)).length;

describe('the beat comes from the song', () => {
  it('claps onsets of the clapped line, sorted, within the bar, at the song’s tempo and metre, a child can tap them', () => {
    fc.assert(
      fc.property(shapeArb, fc.integer({ min: 1, max: 10 }), (shape, day) => {
        const song = { ...shape, day };
        const beat = beatFromSong(song);
        expect(v.safeParse(beatSchema, beat).success).toBe(true);
        expect(beat).toMatchObject({ bpm: song.bpm, beatsPerBar: song.metre });
        expect(beat.claps.length * beat.bars >= ROUND_CLAPS || beat.bars === 8).toBe(true);
        expect(beat.bars).toBeGreaterThanOrEqual(2);
        const line = clappedLine(song)!;
        const onsets = lineOnsets(line);
        // Any bar of the line, however long its rests make it (a bar past the eighth is as good a bar to clap).
        const inSomeBar = Array.from({ length: Math.ceil(line.beats / song.metre) }, (_, bar) => bar * song.metre).some((start) =>
          beat.claps.every((clap) => onsets.includes(start + clap)),
        );
        expect(inSomeBar).toBe(true);
        expect(beat.claps).toEqual([...new Set(beat.claps)].sort((a, b) => a - b));
        expect(beat.claps.every((clap) => clap >= 0 && clap < song.metre)).toBe(true);
        expect(beat.claps.length).toBeLessThanOrEqual(16);
        const gaps = beat.claps.slice(1).map((clap, i) => ((clap - beat.claps[i]!) * 60) / song.bpm);
        expect(gaps.every((gap) => gap >= MIN_CLAP_GAP - 1e-9)).toBe(true);
      }),
      // Found by a CI run: a first line nine bars long, whose busiest bar is its ninth.
      { examples: [[LONG_FIRST_LINE, 1]] },
    );
  });

  it('never grows easier from one day to the next: as many claps and off-beats or more', () => {
    fc.assert(
      fc.property(shapeArb, (shape) => {
        const beats = Array.from({ length: 10 }, (_, i) => beatFromSong({ ...shape, day: i + 1 }));
        beats.slice(1).forEach((beat, i) => {
          expect(beat.claps.length).toBeGreaterThanOrEqual(beats[i]!.claps.length);
          expect(offBeats(beat.claps)).toBeGreaterThanOrEqual(offBeats(beats[i]!.claps));
        });
      }),
    );
  });

  it('claps at most one syllable per beat, on the beat, in the first days of a bar with a syllable on a beat', () => {
    fc.assert(
      fc.property(shapeArb, fc.integer({ min: 1, max: 3 }), (shape, day) => {
        const { claps } = beatFromSong({ ...shape, day });
        if (claps.some(Number.isInteger)) expect(claps.every(Number.isInteger)).toBe(true);
        else expect(claps).toHaveLength(1);
      }),
    );
  });

  it('claps the chorus, a line sung again, and the whole rhythm of its busiest bar by day 10', () => {
    const song: SongScore = {
      day: 10,
      key: 'C',
      metre: 4,
      bpm: 100,
      feel: 'bounce',
      lines: [
        { lyric: 'one two three four', notes: 'C4 D4 E4 F4' },
        { lyric: 'clap and clap and clap now', notes: 'E4 E4:0.5 E4:0.5 D4 C4:0.5 r:0.5 C4:4' },
        { lyric: 'five six sev-en', notes: 'G4:2 G4 F4 E4:4' },
        { lyric: 'clap and clap and clap now', notes: 'E4 E4:0.5 E4:0.5 D4 C4:0.5 r:0.5 C4:4' },
      ],
    };
    expect(beatFromSong(song).claps).toEqual([0, 1, 1.5, 2, 3]);
    expect(beatFromSong({ ...song, day: 5 }).claps).toEqual([0, 1, 1.5, 2, 3]);
    expect(beatFromSong({ ...song, day: 1 }).claps).toEqual([0, 1, 2, 3]);
    expect(beatFromSong({ ...song, bpm: 126, day: 10 }).claps).toEqual([0, 1, 2, 3]);
  });
});
