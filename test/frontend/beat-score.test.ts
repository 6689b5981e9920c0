import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_PAGES } from '@domain/content/index';
import type { Beat } from '@domain/content/schema';
import { BEAT_TIMING, beatTimes, scoreBeat } from '../../frontend/src/features/play/beat-score';

/** Every beat the shipped days clap (each clapped from its day's song), once each. */
const SHIPPED: Beat[] = [...new Map(DAY_PAGES.map((page) => [JSON.stringify(page.beat), page.beat])).values()];

/** Any beat the page schema allows whose claps are at least a quarter of a second apart: a child can tap them. */
const beatArb: fc.Arbitrary<Beat> = fc
  .record({
    bpm: fc.integer({ min: 60, max: 140 }),
    beatsPerBar: fc.integer({ min: 2, max: 8 }),
    claps: fc.uniqueArray(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 16 }),
    bars: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ bpm, beatsPerBar, claps, bars }) => ({
    bpm,
    beatsPerBar,
    bars,
    claps: [...new Set(claps.map((quarter) => (quarter / 4) % beatsPerBar))].sort((a, b) => a - b),
  }))
  .filter(({ bpm, beatsPerBar, claps, bars }) => {
    const { due } = beatTimes({ bpm, beatsPerBar, claps, bars }, 0);
    return due.every((time, i) => i === 0 || time - due[i - 1]! >= 0.25);
  });

const round = (beat: Beat) => beatTimes(beat, 1);

describe('follow the beat: stars from timing', () => {
  it('gives three stars to taps on the beat, with a steady lag or rush up to 80 ms and jitter up to 30 ms', () => {
    fc.assert(
      fc.property(
        beatArb,
        fc.double({ min: -0.08, max: 0.08, noNaN: true }),
        fc.array(fc.double({ min: -0.03, max: 0.03, noNaN: true }), { minLength: 128, maxLength: 128 }),
        (beat, lag, jitter) => {
          const { due } = round(beat);
          const taps = due.map((time, i) => time + lag + jitter[i]!);
          expect(scoreBeat(due, taps).stars).toBe(3);
        },
      ),
    );
  });

  it('gives three stars for a round with one clap missed in four, on the beat otherwise', () => {
    for (const beat of SHIPPED) {
      const { due } = round(beat);
      expect(
        scoreBeat(
          due,
          due.filter((_, i) => i % 4 !== 3),
        ).stars,
      ).toBe(3);
    }
  });

  it('gives one star to tapping all the time: twice as many taps as claps, wherever they land', () => {
    fc.assert(
      fc.property(beatArb, fc.array(fc.double({ min: 0, max: 30, noNaN: true }), { maxLength: 64 }), (beat, extra) => {
        const { due } = round(beat);
        // Every clap hit perfectly, and as many taps again besides: still only one star.
        const taps = [...due, ...due.map((time, i) => extra[i] ?? time + 0.31)];
        expect(scoreBeat(due, taps).stars).toBe(1);
      }),
    );
  });

  it('gives one star to taps that all fall between the claps', () => {
    fc.assert(
      fc.property(beatArb, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 40 }), (beat, where) => {
        const { due, end } = round(beat);
        const windows = due.map((time) => [time - BEAT_TIMING.good - BEAT_TIMING.maxLag, time + BEAT_TIMING.good + BEAT_TIMING.maxLag]);
        const taps = where.map((w) => 1 + w * (end - 1)).filter((tap) => windows.every(([from, to]) => tap < from! || tap > to!));
        expect(scoreBeat(due, taps).stars).toBe(1);
      }),
    );
  });

  it('gives one star to random tapping on every beat the programme ships', () => {
    // Taps at random times over the round, as many as half to twice the claps. Random taps can land on the beat by
    // chance, so this is a seeded sample (reproducible), and the next test measures how rare that chance is.
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPPED),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 24 }),
        (beat, where) => {
          const { countIn, due, end } = round(beat);
          const taps = where
            .slice(0, Math.max(Math.ceil(due.length / 2), Math.min(where.length, 2 * due.length)))
            .map((w) => countIn[0]! + (w / 1_000_000) * (end - countIn[0]!));
          expect(scoreBeat(due, taps).stars).toBe(1);
        },
      ),
      { seed: 20_260_412, numRuns: 1_000 },
    );
  });

  it('lets random tapping earn more than one star hardly ever: under 1 round in 2 000', () => {
    // The fastest beat of each clap pattern stands for the others: its round is the shortest, so random taps crowd
    // its claps the most.
    const fastest = new Map<string, Beat>();
    for (const beat of SHIPPED) {
      const shape = JSON.stringify([beat.beatsPerBar, beat.claps, beat.bars]);
      if ((fastest.get(shape)?.bpm ?? 0) < beat.bpm) fastest.set(shape, beat);
    }
    let seed = 12_345;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (const beat of fastest.values()) {
      const { countIn, due, end } = round(beat);
      let lucky = 0;
      const rounds = 20_000;
      for (let r = 0; r < rounds; r += 1) {
        const count = Math.ceil(due.length / 2) + Math.floor(random() * (1.5 * due.length + 1));
        const taps = Array.from({ length: count }, () => countIn[0]! + random() * (end - countIn[0]!));
        if (scoreBeat(due, taps).stars > 1) lucky += 1;
      }
      expect(lucky / rounds).toBeLessThan(1 / 2_000);
    }
  });

  it('never gives fewer than one star, and marks which claps were hit', () => {
    const due = [1, 2, 3, 4];
    expect(scoreBeat(due, [])).toMatchObject({ stars: 1, hits: [false, false, false, false] });
    expect(scoreBeat(due, [1.01, 3.02]).hits).toEqual([true, false, true, false]);
    expect(scoreBeat(due, [1.1, 2.1, 3.1, 4.1])).toMatchObject({ stars: 3, lag: expect.closeTo(0.1, 5) });
  });
});
