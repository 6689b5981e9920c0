import type { SongNote } from '@domain/content/harmony';
import { beatTimes } from './beat-score';
import { notesIn, scheduleBeatBed, scheduleSong, type SongPlan, type Span } from './song-sound';

/** Songs and beats are synthesised in the browser: no downloads, works offline, any song an admin writes plays. */
const SEMITONES: Record<string, number> = { C: 0, 'C#': 1, D: 2, 'D#': 3, E: 4, F: 5, 'F#': 6, G: 7, 'G#': 8, A: 9, 'A#': 10, B: 11 };

export const noteFrequency = (note: string): number => {
  const match = /^([A-G]#?)(\d)$/.exec(note);
  if (!match) return 440;
  const midi = (Number(match[2]) + 1) * 12 + (SEMITONES[match[1]!] ?? 9);
  return 440 * 2 ** ((midi - 69) / 12);
};

let context: AudioContext | null = null;
export const audioContext = (): AudioContext => (context ??= new AudioContext());

const tone = (ctx: AudioContext, at: number, frequency: number, duration: number, volume: number, type: OscillatorType = 'triangle') => {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(volume, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.001, at + Math.max(0.08, duration * 0.95));
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(at);
  oscillator.stop(at + duration);
  return oscillator;
};

/**
 * The beat the child claps with: a woodblock "tock", two short tones. A tone on purpose, not a noise burst: the
 * clap detector ignores tones, so the game never hears its own beat through the microphone as the child's clap.
 */
const tock = (ctx: AudioContext, at: number, volume: number) => {
  tone(ctx, at, 820, 0.09, volume, 'sine');
  tone(ctx, at, 1640, 0.05, volume * 0.35, 'sine');
};

export interface Playback {
  stop: () => void;
  /** true once the span has played through; false when it was stopped */
  done: Promise<boolean>;
}

/**
 * Plays a span of a song (a line, or all of it) with its accompaniment, and the melody unless it is the child's
 * turn; onNote is called as each note of the span starts (the words light up with it, melody or not), and with
 * null at the end.
 */
export const playSpan = async (
  plan: SongPlan,
  span: Span,
  { melody = true, volume, onNote }: { melody?: boolean; volume: number; onNote: (note: SongNote | null) => void },
): Promise<Playback> => {
  const ctx = audioContext();
  await ctx.resume();
  const lead = 0.15;
  const start = ctx.currentTime + lead;
  const { sources, end } = scheduleSong(ctx, ctx.destination, plan, { at: start, span, melody, volume });
  const timers = notesIn(plan, span).map((note) =>
    setTimeout(() => onNote(note), (lead + (note.start - span.from) * plan.secondsPerBeat) * 1000),
  );
  let finish: (completed: boolean) => void = () => undefined;
  const done = new Promise<boolean>((resolve) => (finish = resolve));
  timers.push(
    setTimeout(
      () => {
        onNote(null);
        finish(true);
      },
      (end - ctx.currentTime + 0.05) * 1000,
    ),
  );
  return {
    done,
    stop: () => {
      timers.forEach(clearTimeout);
      // Leaving the screen mid-song: the notes still scheduled must not play on over the next one.
      for (const source of sources) source.stop();
      onNote(null);
      finish(false);
    },
  };
};

export type BeatRound = ReturnType<typeof beatTimes>;

/**
 * Schedules a beat round on the audio clock (beatTimes: a bar of count-in clicks, then the clap pattern `bars`
 * times, over the song's accompaniment when there is a song) and plays it; outputTime says where that clock is at
 * the speakers.
 */
export const playBeat = async (
  beat: { bpm: number; beatsPerBar: number; claps: number[]; bars: number },
  volume = 0.5,
  song?: SongPlan,
): Promise<BeatRound> => {
  const ctx = audioContext();
  await ctx.resume();
  const round = beatTimes(beat, ctx.currentTime + 0.3);
  if (song) {
    const patternStart = round.countIn[0]! + beat.beatsPerBar * (60 / beat.bpm);
    // The accompaniment stays under the tocks: they are what the child claps to.
    scheduleBeatBed(ctx, ctx.destination, song, { ...beat, at: patternStart, volume: volume * 0.5 });
  }
  round.countIn.forEach((at, i) => tone(ctx, at, i === 0 ? 1320 : 880, 0.08, volume * 0.6, 'square'));
  for (const at of round.due) tock(ctx, at, volume);
  return round;
};

/**
 * The audio time being heard from the speakers at a moment of the page's clock (performance.now(), or an event's
 * timeStamp): what a tap is compared with, since a child taps to what they hear, not to what is scheduled.
 */
export const outputTime = (performanceTime = performance.now()): number => {
  const ctx = audioContext();
  const stamp = typeof ctx.getOutputTimestamp === 'function' ? ctx.getOutputTimestamp() : undefined;
  if (stamp?.contextTime !== undefined && stamp.performanceTime !== undefined && stamp.performanceTime > 0)
    return stamp.contextTime + (performanceTime - stamp.performanceTime) / 1000;
  return ctx.currentTime - (ctx.outputLatency || ctx.baseLatency || 0) + (performanceTime - performance.now()) / 1000;
};

/** The day is done: a rising fanfare and a bright chord. */
export const playFanfare = (volume = 0.4): void => {
  if (typeof AudioContext === 'undefined') return; // no Web Audio on this device: the confetti still flies
  const ctx = audioContext();
  void ctx.resume();
  const start = ctx.currentTime + 0.05;
  ['C5', 'E5', 'G5', 'C6'].forEach((note, i) => tone(ctx, start + i * 0.13, noteFrequency(note), 0.16, volume));
  for (const note of ['C5', 'E5', 'G5', 'C6']) tone(ctx, start + 0.6, noteFrequency(note), 0.9, volume * 0.5);
};

/** One token counted: a short, high blip. */
export const playTick = (volume = 0.3): void => {
  if (typeof AudioContext === 'undefined') return;
  const ctx = audioContext();
  tone(ctx, ctx.currentTime + 0.01, 1760, 0.05, volume * 0.4, 'sine');
};
