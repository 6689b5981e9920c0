import { describe, expect, it } from 'vitest';
import { activeClock, wallTimeLeft, type ActiveClock } from '../../infra/local/active-clock.js';

/**
 * The remaining time a local function is told, in wall time: the part of it spent on a core slowed by this machine's
 * contention, the part spent waiting on I/O or a timer (a retry's backoff) not (issue 44: a throttled save's retries
 * ran past the timeout the service counts when the whole of it was stretched).
 */
/** A clock read at `activeMs`, `onCoreMs` of them on a core, on a machine that made the work take three times as long. */
const clockOf = (activeMs: number, onCoreMs: number): ActiveClock =>
  Object.assign(() => activeMs, { read: () => ({ activeMs, onCoreMs, slowdown: 3 }) });

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
    // 100 ms of this process's own CPU time, however long a busy machine makes it wait for a core meanwhile.
    const start = process.cpuUsage();
    const cpuMs = () => {
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    while (cpuMs() < 100);
    expect(clock.read().onCoreMs).toBeGreaterThanOrEqual(90);
  });
});
