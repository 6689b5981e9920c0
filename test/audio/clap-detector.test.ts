import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ClapDetector, detectClaps } from '../../frontend/src/features/play/clap-detector';
import { readWav } from '../support/wav';

// The detector is pure (no DOM), so it is tested here in Node, over recordings read from disk.
// Rendered by scripts/make-clap-fixtures.sh (sox and espeak-ng); the clap times are the ones it places.
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'audio');
const recording = (name: string) => readWav(join(FIXTURES, `${name}.wav`));

/** Found within 15 ms of each expected time, and nothing else. */
const expectClapsAt = (found: number[], expected: number[]) => {
  expect(found).toHaveLength(expected.length);
  found.forEach((time, i) => expect(Math.abs(time - expected[i]!)).toBeLessThan(0.015));
};

/** The same sound at a browser's sample rate: linear interpolation, as a quick resampler would. */
const upsample = (samples: Float32Array, factor: number): Float32Array =>
  Float32Array.from({ length: samples.length * factor }, (_, i) => {
    const at = i / factor;
    const low = Math.floor(at);
    const next = samples[Math.min(low + 1, samples.length - 1)]!;
    return samples[low]! + (next - samples[low]!) * (at - low);
  });

describe('the clap detector', () => {
  it('hears claps in a quiet room, soft ones too', () => {
    const { samples, sampleRate } = recording('claps-quiet-room');
    expectClapsAt(detectClaps(samples, sampleRate), [0.6, 1.0, 1.4, 1.9, 2.3]);
  });

  it('hears claps over a classroom of children talking', () => {
    const { samples, sampleRate } = recording('claps-in-classroom');
    expectClapsAt(detectClaps(samples, sampleRate), [0.7, 1.2, 1.7, 2.2, 2.6, 3.1]);
  });

  it('hears no clap in the classroom noise alone', () => {
    const { samples, sampleRate } = recording('classroom');
    expect(detectClaps(samples, sampleRate)).toEqual([]);
  });

  it('hears no clap in a steady beep every 500 ms: Chromium’s fake microphone, then a kitchen timer', () => {
    const { samples, sampleRate } = recording('beeps-every-500ms');
    expect(detectClaps(samples, sampleRate)).toEqual([]);
  });

  it('hears the same at 48 kHz, the rate a browser’s microphone runs at', () => {
    const { samples, sampleRate } = recording('claps-in-classroom');
    expectClapsAt(detectClaps(upsample(samples, 3), sampleRate * 3), [0.7, 1.2, 1.7, 2.2, 2.6, 3.1]);
    const beeps = recording('beeps-every-500ms');
    expect(detectClaps(upsample(beeps.samples, 3), beeps.sampleRate * 3)).toEqual([]);
  });

  it('finds the same claps from the 128-sample blocks an audio worklet gets, on its clock, for as long as it listens', () => {
    const { samples, sampleRate } = recording('claps-in-classroom');
    const detector = new ClapDetector(sampleRate, 100);
    const found: number[] = [];
    // A minute of the recording over and over: the detector's memory is bounded and it keeps hearing claps.
    const loops = 18;
    for (let loop = 0; loop < loops; loop += 1)
      for (let i = 0; i < samples.length; i += 128) found.push(...detector.push(samples.subarray(i, i + 128)));
    const length = samples.length / sampleRate;
    const expected = Array.from({ length: loops }, (_, loop) => [0.7, 1.2, 1.7, 2.2, 2.6, 3.1].map((t) => 100 + loop * length + t)).flat();
    expectClapsAt(found, expected.slice(0, found.length));
    expect(found.length).toBeGreaterThanOrEqual(expected.length - 1); // the last may wait for the decay after it
  });
});
