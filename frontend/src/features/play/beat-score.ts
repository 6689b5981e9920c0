/**
 * Stars for a round of follow the beat, from timing alone. Each clap the child should make is matched with at most
 * one tap (or clap heard by the microphone); a tap within PERFECT of its clap is worth a point, within the clap's
 * window half a point, and every tap that matches no clap costs a point. So tapping all the time, or at random,
 * earns one star, and tapping with the beat earns three. A steady lag or rush (a slow screen, a child who always
 * anticipates) is measured and forgiven up to MAX_LAG, since it is still keeping time.
 */
export const BEAT_TIMING = {
  /** seconds either side of a clap for a full point */
  perfect: 0.07,
  /** seconds either side of a clap for half a point; never more than half the gap to the next clap */
  good: 0.13,
  /** a steady lag or rush up to this is forgiven */
  maxLag: 0.1,
} as const;

/** A round's schedule: a bar of count-in clicks from `start`, then the clap pattern `bars` times. */
export const beatTimes = (
  beat: { bpm: number; beatsPerBar: number; claps: readonly number[]; bars: number },
  start: number,
): { countIn: number[]; due: number[]; end: number } => {
  const secondsPerBeat = 60 / beat.bpm;
  const countIn = Array.from({ length: beat.beatsPerBar }, (_, i) => start + i * secondsPerBeat);
  const patternStart = start + beat.beatsPerBar * secondsPerBeat;
  const due = Array.from({ length: beat.bars }, (_, bar) =>
    beat.claps.map((clap) => patternStart + (bar * beat.beatsPerBar + clap) * secondsPerBeat),
  ).flat();
  return { countIn, due, end: patternStart + beat.bars * beat.beatsPerBar * secondsPerBeat };
};

const THREE_STARS = 0.75;
const TWO_STARS = 0.6;

export interface BeatScore {
  stars: 1 | 2 | 3;
  /** for each clap, whether a tap matched it */
  hits: boolean[];
  /** points less wrong taps, over the claps: 0 to 1 */
  accuracy: number;
  /** the steady lag forgiven (seconds; negative when early) */
  lag: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const nearestError = (tap: number, due: readonly number[]): number =>
  due.reduce((best, time) => (Math.abs(tap - time) < Math.abs(best) ? tap - time : best), Infinity);

/** A child's steady lag: the median error of the taps near a clap, when at least half the claps have one. */
const steadyLag = (due: readonly number[], taps: readonly number[]): number => {
  const near = taps.map((tap) => nearestError(tap, due)).filter((error) => Math.abs(error) <= BEAT_TIMING.good + BEAT_TIMING.maxLag);
  if (near.length < Math.ceil(due.length / 2)) return 0;
  return Math.max(-BEAT_TIMING.maxLag, Math.min(BEAT_TIMING.maxLag, median(near)));
};

/** due: when each clap sounds; taps: when the child tapped or clapped; both in seconds on the same clock. */
export const scoreBeat = (due: readonly number[], taps: readonly number[]): BeatScore => {
  if (due.length === 0) return { stars: 3, hits: [], accuracy: 1, lag: 0 };
  const lag = steadyLag(due, taps);
  const windows = due.map((time, i) => {
    const gaps = [due[i - 1], due[i + 1]].filter((other) => other !== undefined).map((other) => Math.abs(other - time) / 2);
    return Math.min(BEAT_TIMING.good, ...gaps);
  });
  const pairs: Array<{ error: number; clap: number; tap: number }> = [];
  taps.forEach((time, tap) =>
    due.forEach((dueTime, clap) => {
      const error = Math.abs(time - lag - dueTime);
      if (error <= windows[clap]!) pairs.push({ error, clap, tap });
    }),
  );
  pairs.sort((a, b) => a.error - b.error);
  const hits = due.map(() => false);
  const used = new Set<number>();
  let points = 0;
  for (const { error, clap, tap } of pairs) {
    if (hits[clap] || used.has(tap)) continue;
    hits[clap] = true;
    used.add(tap);
    points += error <= Math.min(BEAT_TIMING.perfect, windows[clap]!) ? 1 : 0.5;
  }
  const wrong = taps.length - used.size;
  const accuracy = Math.max(0, (points - wrong) / due.length);
  return { stars: accuracy >= THREE_STARS ? 3 : accuracy >= TWO_STARS ? 2 : 1, hits, accuracy, lag };
};
