import type { Song } from '@domain/content/schema';
import { NOTE_LENGTHS } from '@domain/content/score';
import type { PlayedSong } from './song-sound';

/**
 * A page stored before songs were written as scores (one note per word, no key or metre) still plays: its words
 * become one-syllable "syllables" on their notes, in 4/4 in C, each line padded with rests to whole bars. The
 * player then treats it as any written song, with chords and a bass under it.
 */
const length = (beats: number): number =>
  NOTE_LENGTHS.reduce((best, allowed) => (Math.abs(allowed - beats) < Math.abs(best - beats) ? allowed : best));

const rests = (beats: number): string[] => {
  const filled: string[] = [];
  for (let left = beats; left > 0;) {
    const next = [...NOTE_LENGTHS].reverse().find((allowed) => allowed <= left) ?? left;
    filled.push(`r:${next}`);
    left -= next;
  }
  return filled;
};

export const playedSong = (song: Song | PlayedSong): PlayedSong => {
  if ('key' in song) return song;
  return {
    id: song.id,
    title: song.title,
    key: 'C',
    metre: 4,
    feel: 'bounce',
    bpm: Math.min(126, Math.max(96, song.bpm)),
    lines: song.lines.map((words) => {
      const notes = words.map(({ note, beats }) => `${note}:${length(beats)}`);
      const beats = words.reduce((sum, word) => sum + length(word.beats), 0);
      return {
        lyric: words.map(({ word }) => word.replaceAll('-', '')).join(' '),
        notes: [...notes, ...rests((4 - (beats % 4)) % 4)].join(' '),
      };
    }),
  };
};
