import { expect } from 'vitest';
import { midi } from '@domain/content/score.js';
import { CHORD_FLOOR } from '@domain/content/harmony.js';
import { midiFrequency } from '../../frontend/src/features/play/instruments.js';
import { lineSpan, notesIn, type SongPlan } from '../../frontend/src/features/play/song-sound.js';

/**
 * What a test heard of a song, checked against its written score. The accompaniment sits below the lowest note a
 * song may have (harmony.ts), so every tone from A3 up is the melody and everything under it is chords and bass.
 */
export interface Played {
  frequency: number;
  at: number;
}

const MELODY_FLOOR = midiFrequency(midi('A3')) - 0.5;
const BASS_CEILING = midiFrequency(CHORD_FLOOR) - 0.5;
const close = (a: number, b: number) => Math.abs(a - b) < 1e-3;
const hz = (note: number) => Math.round(midiFrequency(note) * 100) / 100;
const rounded = (tones: readonly Played[]) => tones.map((tone) => Math.round(tone.frequency * 100) / 100);

export const melodyOf = (tones: readonly Played[]) => tones.filter((tone) => tone.frequency >= MELODY_FLOOR);
const bassOf = (tones: readonly Played[]) => tones.filter((tone) => tone.frequency < BASS_CEILING);
const chordsOf = (tones: readonly Played[]) => tones.filter((tone) => tone.frequency >= BASS_CEILING && tone.frequency < MELODY_FLOOR);

/**
 * The song played straight through: the melody's pitches are the score's, each started at its written time at the
 * song's tempo (rests and lead-in kept), with a bass note on the first beat of every bar and chords under them.
 */
export const expectWholeSong = (tones: readonly Played[], plan: SongPlan) => {
  const melody = melodyOf(tones);
  expect(rounded(melody)).toEqual(plan.notes.map((note) => hz(note.midi)));
  const songStart = melody[0]!.at - plan.notes[0]!.start * plan.secondsPerBeat;
  melody.forEach((tone, i) => expect(tone.at - songStart).toBeCloseTo(plan.notes[i]!.start * plan.secondsPerBeat, 4));
  for (const bar of plan.bars) {
    const at = songStart + bar.start * plan.secondsPerBeat;
    expect(bassOf(tones).some((tone) => close(tone.at, at) && close(tone.frequency, midiFrequency(bar.bass[0]!)))).toBe(true);
    expect(
      chordsOf(tones).filter((tone) => tone.at >= at - 1e-3 && tone.at < at + plan.song.metre * plan.secondsPerBeat).length,
    ).toBeGreaterThan(0);
  }
};

/**
 * The song taught by echo: each line's melody once, in the score's order and rhythm, over its bars' bass; then the
 * same bars again with no melody for the child to sing back.
 */
export const expectEchoedSong = (tones: readonly Played[], plan: SongPlan) => {
  const melody = melodyOf(tones);
  expect(rounded(melody)).toEqual(plan.notes.map((note) => hz(note.midi)));
  let first = 0;
  plan.lines.forEach((_, line) => {
    const notes = notesIn(plan, lineSpan(plan, line));
    const heard = melody.slice(first, first + notes.length);
    first += notes.length;
    const lineStart = heard[0]!.at - (notes[0]!.start - lineSpan(plan, line).from) * plan.secondsPerBeat;
    heard.forEach((tone, i) => expect(tone.at - heard[0]!.at).toBeCloseTo((notes[i]!.start - notes[0]!.start) * plan.secondsPerBeat, 4));
    const downbeats = bassOf(tones).filter((tone) => close(tone.at, lineStart));
    expect(downbeats.length, `line ${line + 1}'s first bar has its bass`).toBe(1);
  });
  // The child's turn: as many bars of accompaniment again, so twice the song's bars of bass on a first beat at least.
  expect(bassOf(tones).length).toBeGreaterThanOrEqual(2 * plan.bars.length);
};

/** The tock the child claps with (audio.ts). */
const TOCK = 820;

/**
 * A round of follow the beat: a tock on each of the day's claps, bar after bar at the beat's tempo, over the song's
 * own chords and bass from its first bar.
 */
export const expectBeatOverSong = (
  tones: readonly Played[],
  beat: { bpm: number; beatsPerBar: number; claps: number[]; bars: number },
  plan: SongPlan,
) => {
  const secondsPerBeat = 60 / beat.bpm;
  const tocks = tones.filter((tone) => tone.frequency === TOCK).map((tone) => tone.at);
  const patternStart = tocks[0]! - beat.claps[0]! * secondsPerBeat;
  const due = Array.from({ length: beat.bars }, (_, bar) =>
    beat.claps.map((clap) => (bar * beat.beatsPerBar + clap) * secondsPerBeat),
  ).flat();
  expect(tocks.map((at) => Math.round((at - patternStart) * 1000))).toEqual(due.map((at) => Math.round(at * 1000)));
  for (let bar = 0; bar < beat.bars; bar += 1) {
    const at = patternStart + bar * beat.beatsPerBar * secondsPerBeat;
    const root = midiFrequency(plan.bars[bar % plan.bars.length]!.bass[0]!);
    expect(
      bassOf(tones).some((tone) => close(tone.at, at) && close(tone.frequency, root)),
      `bar ${bar + 1} has the song's bass`,
    ).toBe(true);
    expect(chordsOf(tones).some((tone) => tone.at >= at - 1e-3 && tone.at < at + beat.beatsPerBar * secondsPerBeat)).toBe(true);
  }
};
