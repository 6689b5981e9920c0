import type { Song } from '@domain/content/schema';

/** Songs and beats are synthesised in the browser: no downloads, works offline, any song an admin writes plays. */
const SEMITONES: Record<string, number> = { C: 0, 'C#': 1, D: 2, 'D#': 3, E: 4, F: 5, 'F#': 6, G: 7, 'G#': 8, A: 9, 'A#': 10, B: 11 };

export const noteFrequency = (note: string): number => {
  const match = /^([A-G]#?)(\d)$/.exec(note);
  if (!match) return 440;
  const midi = (Number(match[2]) + 1) * 12 + (SEMITONES[match[1]!] ?? 9);
  return 440 * 2 ** ((midi - 69) / 12);
};

export interface WordTiming {
  line: number;
  word: number;
  start: number;
  duration: number;
  note: string;
}

/** When each word of a song starts, in seconds, with a short breath between lines. */
export const songTimeline = (song: Song): { words: WordTiming[]; length: number } => {
  const secondsPerBeat = 60 / song.bpm;
  const words: WordTiming[] = [];
  let time = 0;
  song.lines.forEach((line, lineIndex) => {
    line.forEach((word, wordIndex) => {
      const duration = word.beats * secondsPerBeat;
      words.push({ line: lineIndex, word: wordIndex, start: time, duration, note: word.note });
      time += duration;
    });
    time += secondsPerBeat / 2;
  });
  return { words, length: time };
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
};

/** A short clap: a burst of noise through a band-pass, the sound the child copies. */
const clapSound = (ctx: AudioContext, at: number, volume: number) => {
  const buffer = ctx.createBuffer(1, Math.floor(ctx.sampleRate * 0.12), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i += 1) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 3;
  const source = ctx.createBufferSource();
  const filter = ctx.createBiquadFilter();
  const gain = ctx.createGain();
  source.buffer = buffer;
  filter.type = 'bandpass';
  filter.frequency.value = 1500;
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(at);
};

export interface Playback {
  stop: () => void;
  done: Promise<void>;
}

/** Plays a song, calling onWord as each word starts (and with null at the end). */
export const playSong = async (song: Song, onWord: (timing: WordTiming | null) => void, volume = 0.25): Promise<Playback> => {
  const ctx = audioContext();
  await ctx.resume();
  const { words, length } = songTimeline(song);
  const start = ctx.currentTime + 0.15;
  const timers: ReturnType<typeof setTimeout>[] = [];
  for (const word of words) {
    tone(ctx, start + word.start, noteFrequency(word.note), word.duration, volume);
    timers.push(setTimeout(() => onWord(word), (word.start + 0.15) * 1000));
  }
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  timers.push(
    setTimeout(
      () => {
        onWord(null);
        finish();
      },
      (length + 0.2) * 1000,
    ),
  );
  return {
    done,
    stop: () => {
      timers.forEach(clearTimeout);
      onWord(null);
    },
  };
};

/** Schedules a beat round: a count-in bar of clicks, then the clap pattern; returns when each clap is due. */
export const playBeat = async (beat: { bpm: number; beatsPerBar: number; claps: number[]; bars: number }, volume = 0.5) => {
  const ctx = audioContext();
  await ctx.resume();
  const secondsPerBeat = 60 / beat.bpm;
  const start = ctx.currentTime + 0.2;
  for (let i = 0; i < beat.beatsPerBar; i += 1) tone(ctx, start + i * secondsPerBeat, i === 0 ? 1320 : 880, 0.08, volume * 0.6, 'square');
  const patternStart = start + beat.beatsPerBar * secondsPerBeat;
  const expected: number[] = [];
  for (let bar = 0; bar < beat.bars; bar += 1) {
    for (const clap of beat.claps) {
      const at = patternStart + (bar * beat.beatsPerBar + clap) * secondsPerBeat;
      clapSound(ctx, at, volume);
      expected.push(at);
    }
  }
  const end = patternStart + beat.bars * beat.beatsPerBar * secondsPerBeat;
  return { expected, patternStart, end, now: () => ctx.currentTime };
};

/** Stars for a round: each expected clap matched by one tap, full marks within 150 ms, half within 300 ms. */
export const scoreBeat = (expected: readonly number[], taps: readonly number[]): { hits: number; stars: 1 | 2 | 3 } => {
  const unused = [...taps];
  let points = 0;
  let hits = 0;
  for (const due of expected) {
    let best = -1;
    for (let i = 0; i < unused.length; i += 1) {
      if (best === -1 || Math.abs(unused[i]! - due) < Math.abs(unused[best]! - due)) best = i;
    }
    if (best === -1) continue;
    const off = Math.abs(unused[best]! - due);
    if (off <= 0.3) {
      points += off <= 0.15 ? 1 : 0.5;
      hits += 1;
      unused.splice(best, 1);
    }
  }
  const ratio = expected.length === 0 ? 1 : points / expected.length;
  return { hits, stars: ratio >= 0.75 ? 3 : ratio >= 0.4 ? 2 : 1 };
};

/** Claps heard by the microphone: a sudden jump in loudness, at most one every 120 ms. */
export const listenForClaps = async (onClap: (time: number) => void): Promise<() => void> => {
  const ctx = audioContext();
  const stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: false } });
  const source = ctx.createMediaStreamSource(stream);
  const analyser = ctx.createAnalyser();
  analyser.fftSize = 512;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let average = 0.01;
  let last = 0;
  let frame = 0;
  const poll = () => {
    analyser.getFloatTimeDomainData(samples);
    const rms = Math.sqrt(samples.reduce((sum, v) => sum + v * v, 0) / samples.length);
    if (rms > 0.08 && rms > average * 3 && ctx.currentTime - last > 0.12) {
      last = ctx.currentTime;
      onClap(ctx.currentTime);
    }
    average = average * 0.95 + rms * 0.05;
    frame = requestAnimationFrame(poll);
  };
  poll();
  return () => {
    cancelAnimationFrame(frame);
    source.disconnect();
    for (const track of stream.getTracks()) track.stop();
  };
};
