import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accompanimentPattern } from '@domain/content/accompaniment.js';
import { BASS_FLOOR, CHORD_FLOOR, harmonise, keyChords, songNotes } from '@domain/content/harmony.js';
import { FEELS, KEYS, LOWEST, midi, parseScore, type SongKey, type SongScore } from '@domain/content/score.js';

const SCALE: Record<SongKey, string[]> = {
  C: ['C', 'D', 'E', 'F', 'G', 'A', 'B'],
  G: ['G', 'A', 'B', 'C', 'D', 'E', 'F#'],
  F: ['F', 'G', 'A', 'A#', 'C', 'D', 'E'],
  D: ['D', 'E', 'F#', 'G', 'A', 'B', 'C#'],
  Am: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
  Dm: ['D', 'E', 'F', 'G', 'A', 'A#', 'C'],
  Em: ['E', 'F#', 'G', 'A', 'B', 'C', 'D'],
};
const pitchesIn = (key: SongKey) =>
  ['3', '4', '5']
    .flatMap((octave) => SCALE[key].map((name) => `${name}${octave}`))
    .filter((pitch) => midi(pitch) >= midi('C4') && midi(pitch) <= midi('C5'));

/** A score of whole bars in a key: notes of the key (C4–C5), some rests, ending on the tonic held two beats. */
const scoreArb: fc.Arbitrary<SongScore> = fc
  .record({
    key: fc.constantFrom(...KEYS),
    metre: fc.constantFrom(2 as const, 3 as const, 4 as const),
    lines: fc.integer({ min: 1, max: 4 }),
  })
  .chain(({ key, metre, lines }) =>
    fc
      .array(
        fc
          .array(fc.record({ pitch: fc.constantFrom(...pitchesIn(key)), rest: fc.boolean() }), {
            minLength: metre * 2 - 2,
            maxLength: metre * 2 - 2,
          })
          .map((tokens) => tokens.map(({ pitch, rest }, i) => (rest && i > 0 ? 'r:1' : pitch))),
        { minLength: lines, maxLength: lines },
      )
      .map((bodies) => {
        const home = pitchesIn(key).find((pitch) => pitch.replace(/\d/, '') === SCALE[key][0])!;
        return {
          day: 1,
          key,
          metre,
          bpm: 100,
          feel: 'bounce' as const,
          lines: bodies.map((tokens, line) => {
            const notes = [...tokens, line === bodies.length - 1 ? `${home}:2` : 'r:2'];
            const sung = notes.filter((token) => !token.startsWith('r'));
            return { lyric: sung.map(() => 'la').join(' '), notes: notes.join(' ') };
          }),
        };
      }),
  );

/** A line sung on "la", one syllable per note. */
const sung = (notes: string) => ({
  lyric: notes
    .split(' ')
    .filter((token) => !token.startsWith('r'))
    .map(() => 'la')
    .join(' '),
  notes,
});

const tonicOf = (key: SongKey) => keyChords(key)[0]!;

describe('the harmony under a song', () => {
  it('puts the whole melody in time, lead-ins and rests included', () => {
    const lines = parseScore({
      day: 1,
      key: 'C',
      metre: 4,
      bpm: 100,
      feel: 'bounce',
      lines: [
        { lyric: 'so brave', notes: 'r:3 G4 C5:2 r:2' },
        { lyric: 'and bold', notes: 'E4 r:1 D4:2' },
      ],
    });
    expect(songNotes(lines)).toEqual({
      notes: [
        { line: 0, syllable: 0, start: 3, beats: 1, midi: 67 },
        { line: 0, syllable: 1, start: 4, beats: 2, midi: 72 },
        { line: 1, syllable: 0, start: 8, beats: 1, midi: 64 },
        { line: 1, syllable: 1, start: 10, beats: 2, midi: 62 },
      ],
      lineStarts: [0, 8],
      beats: 12,
    });
  });

  it('hears the tune: C-E-G over I, F-A over IV, G-B-D before the last bar as V, home on I', () => {
    const lines = parseScore({
      day: 1,
      key: 'C',
      metre: 4,
      bpm: 100,
      feel: 'march',
      lines: [sung('E4 G4 C5 G4 F4 A4 C5 A4 G4 B4 D5 B4 C5:4')],
    });
    const bars = harmonise('C', 4, lines);
    expect(bars.map((bar) => bar.chord.degree)).toEqual(['I', 'IV', 'V', 'I']);
    expect(bars.map((bar) => bar.start)).toEqual([0, 4, 8, 12]);
    // In four the bass plays the root then the fifth; the chords sit under the melody, the bass an octave under them.
    expect(bars[0]!.bass).toEqual([36, 43]);
    expect(bars[0]!.voicing).toEqual([48, 52, 55]);
  });

  it('leads home in a minor key with the major V', () => {
    const lines = parseScore({
      day: 1,
      key: 'Am',
      metre: 3,
      bpm: 90,
      feel: 'waltz',
      lines: [sung('A4 C5 A4 D5 C5 A4 B4 E4 B4 A4:3')],
    });
    expect(harmonise('Am', 3, lines).map((bar) => bar.chord.degree)).toEqual(['i', 'iv', 'V', 'i']);
  });

  it('gives every bar a chord of the key, ends on the tonic, and keeps the accompaniment under the melody', () => {
    fc.assert(
      fc.property(scoreArb, (score) => {
        const lines = parseScore(score);
        const { beats, notes } = songNotes(lines);
        const bars = harmonise(score.key, score.metre, lines);
        const degrees = keyChords(score.key).map((chord) => chord.degree);
        expect(bars).toHaveLength(beats / score.metre);
        for (const bar of bars) {
          expect(degrees).toContain(bar.chord.degree);
          expect(bar.voicing.map((note) => note % 12).sort()).toEqual([...bar.chord.tones].sort());
          expect(Math.max(...bar.voicing)).toBeLessThan(midi(LOWEST));
          expect(Math.min(...bar.voicing)).toBeGreaterThanOrEqual(CHORD_FLOOR);
          expect(bar.bass[0]! % 12).toBe(bar.chord.tones[0]);
          expect(bar.bass[0]).toBeGreaterThanOrEqual(BASS_FLOOR);
          expect(bar.bass).toHaveLength(score.metre === 4 ? 2 : 1);
          if (score.metre === 4) expect(bar.bass[1]! % 12).toBe(bar.chord.tones[2]);
        }
        expect(bars.at(-1)!.chord).toEqual(tonicOf(score.key));
        // A bar whose notes all belong to one of the key's chords is given a chord that holds them all.
        bars.slice(0, -2).forEach((bar) => {
          const inBar = notes
            .filter((note) => note.start >= bar.start && note.start < bar.start + score.metre)
            .map((note) => note.midi % 12);
          const holds = (tones: readonly number[]) => inBar.every((pc) => tones.includes(pc));
          if (inBar.length > 0 && keyChords(score.key).some((chord) => holds(chord.tones))) expect(holds(bar.chord.tones)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('the accompaniment by feel', () => {
  it('plays bass-chord-chord in a waltz, bass on 1 and 3 and chords on 2 and 4 in a march, chords off the beat in a bounce', () => {
    const when = (feel: (typeof FEELS)[number], metre: number, part: 'bass' | 'chord') =>
      accompanimentPattern(feel, metre)
        .filter((hit) => hit.part === part)
        .map((hit) => hit.beat);
    expect([when('waltz', 3, 'bass'), when('waltz', 3, 'chord')]).toEqual([[0], [1, 2]]);
    expect([when('march', 4, 'bass'), when('march', 4, 'chord')]).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(when('bounce', 4, 'chord')).toEqual([0.5, 1.5, 2.5, 3.5]);
    expect(accompanimentPattern('lullaby', 4).find((hit) => hit.part === 'chord')).toMatchObject({ beat: 0, length: 4 });
  });

  it('keeps every hit inside its bar, whatever the feel and metre', () => {
    for (const feel of FEELS)
      for (const metre of [2, 3, 4]) {
        const hits = accompanimentPattern(feel, metre);
        expect(hits.some((hit) => hit.part === 'bass' && hit.beat === 0)).toBe(true);
        expect(hits.some((hit) => hit.part === 'chord')).toBe(true);
        for (const hit of hits) expect(hit.beat + hit.length).toBeLessThanOrEqual(metre);
      }
  });
});
