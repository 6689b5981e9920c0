/**
 * Hears hand claps in a microphone's samples. A clap is a sharp onset well above the room's own measured
 * background, that dies away within a few tens of milliseconds, and sounds like noise rather than a note. Those three
 * together tell it from classroom chatter (loud, but it rises slowly and carries on), from a beeping timer or
 * Chromium's fake microphone (sudden, but a tone), and from a door's slow creak. Pure: samples in, clap times out, so
 * the same code runs in the browser's audio thread and in tests over recordings.
 */

const FRAME_SECONDS = 0.005;
/** The room's background is what most of the last second and a half sounded like. */
const BACKGROUND_FRAMES = 300;
const BACKGROUND_PERCENTILE = 0.3;
/** A clap is decided this long after its onset, once its decay can be heard. */
const LOOKAHEAD_FRAMES = 12;
/** Softest clap heard at all (mean square of a frame, about -40 dBFS). */
const MIN_ENERGY = 1e-4;
/** The onset against the frames just before it, and its peak against the room's background. */
const RISE = 8;
const ABOVE_BACKGROUND = 12;
/** 40 to 60 ms after the onset a clap has fallen to a tenth of its peak energy or less. */
const DECAY = 0.1;
/** Spectral flatness from 500 Hz up: near 0 for a tone, well above it for the noise of a clap. */
const MIN_FLATNESS = 0.1;
const BAND_LOW_HZ = 500;
const BAND_HIGH_HZ = 8000;
/** Two claps closer than this are one clap and its echo. */
const REFRACTORY_FRAMES = 20;

/** In-place radix-2 FFT of a real signal (im starts at zero); re and im hold the spectrum after. */
const fft = (re: Float64Array, im: Float64Array): void => {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k += 1) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
};

export class ClapDetector {
  private readonly frameSize: number;
  private readonly fftSize: number;
  private readonly sampleRate: number;
  private readonly startTime: number;
  /** the last samples, enough to look at a spectrum from an onset LOOKAHEAD_FRAMES ago */
  private readonly recent: Float32Array;
  private written = 0;
  private readonly energies: number[] = [];
  private frameEnergy = 0;
  private frameFill = 0;
  private lastClapFrame = -Infinity;
  /** frames dropped from the front of energies */
  private frameOffset = 0;
  // A DC blocker: some microphones (and Chromium's fake one) sit off zero.
  private previousIn = 0;
  private previousOut = 0;

  /** startTime: the time (in the caller's clock, seconds) of the first sample pushed. */
  constructor(sampleRate: number, startTime = 0) {
    this.sampleRate = sampleRate;
    this.startTime = startTime;
    this.frameSize = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
    this.fftSize = 2 ** Math.ceil(Math.log2(sampleRate * 0.016));
    this.recent = new Float32Array(2 ** Math.ceil(Math.log2(this.frameSize * (LOOKAHEAD_FRAMES + 2) + this.fftSize)));
  }

  /** Feeds the next samples; returns the times of the claps decided by them. */
  push(samples: ArrayLike<number>): number[] {
    const claps: number[] = [];
    for (let i = 0; i < samples.length; i += 1) {
      const input = samples[i]!;
      const value = input - this.previousIn + 0.995 * this.previousOut;
      this.previousIn = input;
      this.previousOut = value;
      this.recent[this.written % this.recent.length] = value;
      this.written += 1;
      this.frameEnergy += value * value;
      this.frameFill += 1;
      if (this.frameFill === this.frameSize) {
        this.energies.push(this.frameEnergy / this.frameSize);
        this.frameEnergy = 0;
        this.frameFill = 0;
        const clap = this.decide(this.energies.length - 1 - LOOKAHEAD_FRAMES);
        if (clap !== null) claps.push(clap);
        // Keep what the background and the look-ahead need, no more: this runs for as long as the child claps.
        if (this.energies.length > 4 * BACKGROUND_FRAMES) this.trim();
      }
    }
    return claps;
  }

  private trim(): void {
    const drop = this.energies.length - BACKGROUND_FRAMES - LOOKAHEAD_FRAMES - 8;
    this.energies.splice(0, drop);
    this.frameOffset += drop;
  }

  private energy(frame: number): number {
    return this.energies[frame] ?? 0;
  }

  private decide(frame: number): number | null {
    if (frame < 4) return null;
    const onset = this.energy(frame);
    if (onset < MIN_ENERGY) return null;
    const before = Math.max(this.energy(frame - 1), this.energy(frame - 2), this.energy(frame - 3), this.energy(frame - 4));
    if (onset < RISE * before) return null;
    const peak = Math.max(onset, this.energy(frame + 1), this.energy(frame + 2));
    const absolute = frame + this.frameOffset;
    if (absolute - this.lastClapFrame < REFRACTORY_FRAMES) return null;
    let tail = 0;
    for (let f = frame + 8; f <= frame + LOOKAHEAD_FRAMES; f += 1) tail += this.energy(f);
    if (tail / (LOOKAHEAD_FRAMES - 7) > DECAY * peak) return null;
    if (peak < ABOVE_BACKGROUND * this.background(frame)) return null;
    if (this.flatness(absolute) < MIN_FLATNESS) return null;
    this.lastClapFrame = absolute;
    return this.startTime + (absolute * this.frameSize) / this.sampleRate;
  }

  private background(frame: number): number {
    const from = Math.max(0, frame - BACKGROUND_FRAMES);
    if (frame - from < 20) return 0; // too little heard yet to say what the room sounds like
    const heard = this.energies.slice(from, frame).sort((a, b) => a - b);
    return heard[Math.floor(heard.length * BACKGROUND_PERCENTILE)]!;
  }

  /** Spectral flatness (geometric over arithmetic mean of the power) of the fftSize samples from the onset. */
  private flatness(absoluteFrame: number): number {
    const n = this.fftSize;
    const re = new Float64Array(n);
    const im = new Float64Array(n);
    const first = absoluteFrame * this.frameSize;
    for (let i = 0; i < n; i += 1) {
      const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1));
      re[i] = (this.recent[(first + i) % this.recent.length] ?? 0) * hann;
    }
    fft(re, im);
    const binHz = this.sampleRate / n;
    const low = Math.max(1, Math.ceil(BAND_LOW_HZ / binHz));
    const high = Math.min(n / 2 - 1, Math.floor(Math.min(BAND_HIGH_HZ, this.sampleRate * 0.45) / binHz));
    let logSum = 0;
    let sum = 0;
    for (let k = low; k <= high; k += 1) {
      const power = re[k]! * re[k]! + im[k]! * im[k]! + 1e-12;
      logSum += Math.log(power);
      sum += power;
    }
    const count = high - low + 1;
    return Math.exp(logSum / count) / (sum / count);
  }
}

/** Every clap in a whole recording: for tests, and anything that has the samples at once. */
export const detectClaps = (samples: ArrayLike<number>, sampleRate: number): number[] => {
  const detector = new ClapDetector(sampleRate);
  // Silence after the end lets the last clap's decay be heard.
  return [...detector.push(samples), ...detector.push(new Float32Array(Math.ceil(sampleRate * 0.1)))];
};
