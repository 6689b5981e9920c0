import type { SongFeel } from './score.js';

/**
 * What the accompaniment plays in each bar, by the song's feel: a lullaby holds its chords, a waltz goes
 * bass-chord-chord, a march puts the bass on 1 and 3 and the chords on 2 and 4, a bounce plays its chords off the
 * beat. The harmony (harmony.ts) says which chord and bass notes; this says when.
 */
export interface Hit {
  part: 'bass' | 'chord';
  /** beats from the start of the bar */
  beat: number;
  /** how long it sounds, in beats */
  length: number;
  /** which of the bar's bass notes (root, fifth) a bass hit plays */
  bassNote: number;
  /** 0 to 1: how strongly it is played */
  accent: number;
}

const bass = (beat: number, length: number, bassNote = 0, accent = 1): Hit => ({ part: 'bass', beat, length, bassNote, accent });
const chord = (beat: number, length: number, accent = 0.8): Hit => ({ part: 'chord', beat, length, bassNote: 0, accent });
const beatsOf = (metre: number) => Array.from({ length: metre }, (_, beat) => beat);

/** The bass on 1, and on 3 in four (the bar's second bass note, the fifth). */
const downbeats = (metre: number, length: number): Hit[] =>
  metre === 4 ? [bass(0, length), bass(2, length, 1, 0.85)] : [bass(0, metre === 2 ? length : Math.max(length, 1))];

export const accompanimentPattern = (feel: SongFeel, metre: number): Hit[] => {
  switch (feel) {
    case 'lullaby':
      return [...downbeats(metre, metre === 4 ? 2 : metre), chord(0, metre, 0.6)];
    case 'gentle':
      return metre === 3
        ? [bass(0, 3), chord(0, 3, 0.7)]
        : [...downbeats(metre, metre / 2), chord(0, metre / 2, 0.7), chord(metre / 2, metre / 2, 0.55)];
    case 'waltz':
      return [
        bass(0, 1),
        ...beatsOf(metre)
          .slice(1)
          .map((beat) => chord(beat, 0.9, 0.65)),
      ];
    case 'march':
      return metre === 4
        ? [bass(0, 1), bass(2, 1, 1, 0.9), chord(1, 0.8), chord(3, 0.8)]
        : [
            bass(0, 1),
            ...beatsOf(metre)
              .slice(1)
              .map((beat) => chord(beat, 0.8)),
          ];
    case 'bounce':
      return [...downbeats(metre, 1), ...beatsOf(metre).map((beat) => chord(beat + 0.5, 0.4, 0.7))];
  }
};
