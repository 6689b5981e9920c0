import { describe, expect, it } from 'vitest';
import { activeClock, schedulerTimes, wallTimeLeft, type ActiveClock } from '../../infra/local/active-clock.js';

/**
 * The remaining time a local function is told, in wall time: the part of it spent on a core slowed by this machine's
 * contention, the part spent waiting on I/O or a timer (a retry's backoff) not (issue 44: a throttled save's retries
 * ran past the timeout the service counts when the whole of it was stretched).
 */
/** A clock read at `activeMs`, `onCoreMs` of them on a core, on a machine that made the work take three times as long. */
const clockOf = (activeMs: number, onCoreMs: number): ActiveClock => {
  const read = () => ({ activeMs, onCoreMs, slowdown: 3 });
  return Object.assign(() => activeMs, { read, early: read });
};

/** Spends `ms` of this process's own CPU time, however long a busy machine makes it wait for a core meanwhile. */
const burn = (ms: number) => {
  const start = process.cpuUsage();
  const cpuMs = () => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  while (cpuMs() < ms);
};

describe('the wall time a local invocation is told it has left', () => {
  it('is its clock time where the invocation has spent its time waiting, not on a core', () => {
    expect(wallTimeLeft(clockOf(2000, 0), 10_000)).toBe(8000);
  });

  it('is never less than its clock time, and counts all of it as work on a core before the invocation has run', () => {
    const atStart = wallTimeLeft(clockOf(0, 0), 10_000);
    expect(atStart).toBeGreaterThanOrEqual(10_000);
    expect(wallTimeLeft(clockOf(2000, 2000), 10_000)).toBeGreaterThanOrEqual(8000);
  });

  it("counts the time a process's threads spent on a core since its clock started", () => {
    const clock = activeClock(process.pid);
    burn(100);
    expect(clock.read().onCoreMs).toBeGreaterThanOrEqual(90);
  });

  it('counts from a look at the scheduler taken before it started (a runtime at rest), not from one of its own', () => {
    const rested = schedulerTimes(process.pid);
    burn(50);
    const clock = activeClock(process.pid, rested);
    burn(50);
    // The work done since the look is the clock's, the 50 ms before it started included.
    expect(clock.read().onCoreMs).toBeGreaterThanOrEqual(90);
  });

  it('without a look taken before it started, counts from its first reading, all the time before that active and on a core', async () => {
    const clock = activeClock(process.pid);
    burn(30);
    const first = clock.read();
    expect(first.onCoreMs).toBeGreaterThanOrEqual(25);
    expect(first.activeMs).toBeGreaterThanOrEqual(first.onCoreMs);
    // From then on it counts as any clock: waiting on a timer is not time on a core.
    await new Promise((resolve) => setTimeout(resolve, 40));
    const later = clock.read();
    expect(later.activeMs).toBeGreaterThan(first.activeMs);
    expect(later.onCoreMs).toBeLessThan(first.onCoreMs + 25);
  });

  it('answers early without a look at the scheduler, all of its time active, and looks once it is older', () => {
    const clock = activeClock(process.pid);
    const early = clock.early();
    expect(early.activeMs).toBeLessThan(2);
    expect(early.onCoreMs).toBe(early.activeMs);
    burn(20);
    expect(clock.early().onCoreMs).toBeGreaterThanOrEqual(15);
  });
});
