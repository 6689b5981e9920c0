import { midi, type SongKey, type TimedLine } from './score.js';

/**
 * The accompaniment's harmony, worked out from the melody itself so that any song a writer or an admin sets down
 * is accompanied without anyone writing chords: one chord per bar from the key's own triads, chosen so the notes a
 * child hears most (on the strong beats, held longest) belong to it, a V leading home where the tune allows, and
 * the tonic at the end.
 */

/** One sung note on the song's clock, in beats from the start of the song. */
export interface SongNote {
  line: number;
  /** the syllable's index within its line */
  syllable: number;
  start: number;
  beats: number;
  midi: number;
}

/** The whole melody in time: each line follows the one before, its lead-in and rests included. */
export const songNotes = (lines: readonly TimedLine[]): { notes: SongNote[]; lineStarts: number[]; beats: number } => {
  const notes: SongNote[] = [];
  const lineStarts: number[] = [];
  let lineStart = 0;
  lines.forEach((line, lineIndex) => {
    lineStarts.push(lineStart);
    let time = lineStart + line.leadIn;
    line.syllables.forEach((syllable, index) => {
      notes.push({ line: lineIndex, syllable: index, start: time, beats: syllable.beats, midi: midi(syllable.note) });
      time += syllable.beats + (line.restsAfter[index] ?? 0);
    });
    lineStart += line.beats;
  });
  return { notes, lineStarts, beats: lineStart };
};

interface ChordShape {
  degree: string;
  /** semitones above the tonic */
  root: number;
  minor: boolean;
}

const MAJOR_CHORDS: ChordShape[] = [
  { degree: 'I', root: 0, minor: false },
  { degree: 'IV', root: 5, minor: false },
  { degree: 'V', root: 7, minor: false },
  { degree: 'vi', root: 9, minor: true },
  { degree: 'ii', root: 2, minor: true },
];
/** The minor key's triads; V (major, with the raised leading note) is the one that leads home. */
const MINOR_CHORDS: ChordShape[] = [
  { degree: 'i', root: 0, minor: true },
  { degree: 'iv', root: 5, minor: true },
  { degree: 'V', root: 7, minor: false },
  { degree: 'v', root: 7, minor: true },
  { degree: 'VI', root: 8, minor: false },
  { degree: 'III', root: 3, minor: false },
];

const TONIC: Record<SongKey, number> = { C: 0, G: 7, F: 5, D: 2, Am: 9, Dm: 2, Em: 4 };
const isMinor = (key: SongKey) => key.endsWith('m');

/** A small lean towards the chords children's songs use most, so a bar that fits two equally picks the plainer. */
const PLAINNESS: Record<string, number> = { I: 0.3, i: 0.3, V: 0.2, IV: 0.2, iv: 0.2, v: 0.1, vi: 0.1, VI: 0.1, ii: 0.05, III: 0.05 };

export interface Chord {
  degree: string;
  /** pitch classes (0 = C) of root, third and fifth */
  tones: [number, number, number];
}

/** The triads an accompaniment in this key may use. */
export const keyChords = (key: SongKey): Chord[] =>
  (isMinor(key) ? MINOR_CHORDS : MAJOR_CHORDS).map(({ degree, root, minor }) => {
    const pc = (TONIC[key] + root) % 12;
    return { degree, tones: [pc, (pc + (minor ? 3 : 4)) % 12, (pc + 7) % 12] };
  });

/** Where the accompaniment sits: chords just below the lowest note a song may use (A3), the bass an octave lower. */
export const CHORD_FLOOR = 45;
export const BASS_FLOOR = 33;

/** A pitch class placed in the octave that starts at `floor`. */
const inOctave = (pc: number, floor: number) => floor + ((((pc - floor) % 12) + 12) % 12);

export interface Bar {
  /** in beats from the start of the song */
  start: number;
  chord: Chord;
  /** the chord's notes as MIDI numbers, all below the melody */
  voicing: number[];
  /** the bass's notes in the bar, in order: the root, then (in 4) the fifth */
  bass: number[];
}

/** How much each note of a bar is heard: its length in the bar, more on the downbeat, a little more on beat 3 of 4. */
const weights = (notes: readonly SongNote[], start: number, metre: number) =>
  notes
    .filter((note) => note.start < start + metre && note.start + note.beats > start)
    .map((note) => {
      const onset = note.start - start;
      const held = Math.min(note.start + note.beats, start + metre) - Math.max(note.start, start);
      const accent = onset <= 0 ? 1.5 : metre === 4 && onset === 2 ? 0.75 : 0;
      return { pc: note.midi % 12, weight: held + accent, strong: onset <= 0 || (metre === 4 && onset === 2) };
    });

const fit = (chord: Chord, heard: ReturnType<typeof weights>) =>
  heard.reduce((sum, { pc, weight }) => sum + (chord.tones.includes(pc) ? weight : -0.8 * weight), 0) + (PLAINNESS[chord.degree] ?? 0);

/** The V "fits" before the last bar when every strong-beat note and the bar's longest-heard note are its tones. */
const vFits = (v: Chord, heard: ReturnType<typeof weights>) => {
  const longest = heard.reduce<(typeof heard)[number] | undefined>(
    (best, note) => (!best || note.weight > best.weight ? note : best),
    undefined,
  );
  return heard.filter((note) => note.strong || note === longest).every((note) => v.tones.includes(note.pc));
};

/** One chord per bar for a parsed score, with its voicing and bass. */
export const harmonise = (key: SongKey, metre: number, lines: readonly TimedLine[]): Bar[] => {
  const { notes, beats } = songNotes(lines);
  const chords = keyChords(key);
  const tonic = chords[0]!;
  const dominant = chords.find((chord) => chord.degree === 'V')!;
  const count = Math.ceil(beats / metre);
  const chosen: Chord[] = [];
  for (let bar = 0; bar < count; bar += 1) {
    const heard = weights(notes, bar * metre, metre);
    const best = chords.reduce((top, chord) => (fit(chord, heard) > fit(top, heard) ? chord : top));
    if (bar === count - 1) chosen.push(tonic);
    else if (heard.length === 0) chosen.push(chosen[bar - 1] ?? tonic);
    else if (bar === count - 2 && vFits(dominant, heard)) chosen.push(dominant);
    else chosen.push(best);
  }
  return chosen.map((chord, bar) => {
    const root = inOctave(chord.tones[0], BASS_FLOOR);
    const fifth = root + 7 < CHORD_FLOOR ? root + 7 : root - 5;
    return {
      start: bar * metre,
      chord,
      voicing: chord.tones.map((pc) => inOctave(pc, CHORD_FLOOR)).sort((a, b) => a - b),
      bass: metre === 4 ? [root, fifth] : [root],
    };
  });
};
