import { readFileSync, readdirSync } from 'node:fs';

/**
 * The clock of a local Lambda invocation. Lambda gives every environment CPU of its own; here they share this
 * machine's few cores with each other and with whatever else runs. So an invocation's clock counts only the time its
 * environment ran or waited for something other than a core (its I/O): time spent runnable but not running, which
 * Linux reports per thread in /proc/{pid}/task/{tid}/schedstat, is left out, as it never happens to a Lambda.
 * Without that, thirty CPU-bound sign-ins at once (scrypt) on two cores pass a 10 s timeout that each one, on a core
 * of its own, is far below. The environment's process (its remaining time) and the local Lambda service (its
 * timeout) read the same clock.
 */

/** What one look at the scheduler finds for a process: nanoseconds its threads ran, and waited for a core. */
export interface SchedulerTimes {
  running: number;
  waiting: number;
}

/**
 * Nanoseconds the process's live threads have spent on a core and runnable but waiting for one (the first two fields
 * of each thread's schedstat), or null where the kernel does not say (no process, no /proc, or the process is gone).
 * Taken while a process rests between invocations (an idle process neither runs nor waits for a core), it is where
 * the next invocation's clock starts, and the look, about 0.1 ms for a runtime's threads, is off that invocation's path.
 */
export const schedulerTimes = (pid: number | undefined): SchedulerTimes | null => {
  if (pid === undefined) return null;
  try {
    const total = { running: 0, waiting: 0 };
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      const fields = readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ');
      total.running += Number(fields[0] ?? 0);
      total.waiting += Number(fields[1] ?? 0);
    }
    return total;
  } catch {
    return null;
  }
};

/**
 * How many times longer than on a core of its own the process's work has taken here so far: (on a core + waiting
 * for one) ÷ on a core, 1 where unknown.
 */
const cpuSlowdown = (ns: SchedulerTimes | null): number =>
  !ns || ns.running === 0 ? 1 : Math.max(1, (ns.running + ns.waiting) / ns.running);

/** One reading of a clock: its milliseconds, how many of them the process spent on a core, and its slowdown so far. */
export interface ClockReading {
  activeMs: number;
  onCoreMs: number;
  slowdown: number;
}

/** The clock of an invocation (or an init): its milliseconds, or the whole reading, from one look at the scheduler. */
export interface ActiveClock {
  (): number;
  read(): ClockReading;
  /**
   * The reading without a look at the scheduler while the clock is under EARLY_MS old (all of its time taken as
   * active and on a core: at most that much of a wait uncounted); a look after that.
   */
  early(): ClockReading;
}

/** How young a clock is read without a look at the scheduler (`early`). */
const EARLY_MS = 2;

/**
 * Milliseconds since the clock started, less the time the process waited for a core; plain wall time where unknown.
 * It counts from `atStart`, a look at the scheduler taken while the process rested (null where there is none to
 * take). Without one it counts from its own first look, taken the first time it is read (`early` does not look before
 * EARLY_MS): the time before that is all taken as active and on a core, so a wait for a core before the first reading
 * is not taken off, and an invocation that ends before its clock is read costs no look at all.
 */
export const activeClock = (pid: number | undefined, atStart?: SchedulerTimes | null): ActiveClock => {
  const startedAt = performance.now();
  const slowdownAtStart = cpuSlowdown(atStart ?? null);
  let base = atStart;
  /** the clock's time before its base was taken: active and on a core */
  let beforeBaseMs = 0;
  let waitedMs = 0;
  let onCoreMs = 0;
  const read = (): ClockReading => {
    const wall = performance.now() - startedAt;
    const now = base === null ? null : schedulerTimes(pid);
    if (base === undefined) {
      base = now;
      beforeBaseMs = wall;
    }
    // A thread that ended takes its times with it: the largest seen so far stand.
    if (now !== null && base !== null) {
      waitedMs = Math.max(waitedMs, (now.waiting - base.waiting) / 1e6);
      onCoreMs = Math.max(onCoreMs, beforeBaseMs + (now.running - base.running) / 1e6);
    }
    return { activeMs: wall - Math.min(wall, waitedMs), onCoreMs, slowdown: cpuSlowdown(now) };
  };
  const early = (): ClockReading => {
    const wall = performance.now() - startedAt;
    return wall < EARLY_MS ? { activeMs: wall, onCoreMs: wall, slowdown: slowdownAtStart } : read();
  };
  return Object.assign(() => read().activeMs, { read, early });
};

/** Before an invocation has run this long, the share of its time on a core is not yet known, and taken as all of it. */
const SHARE_KNOWN_AFTER_MS = 50;

/**
 * The wall time in which an invocation can still use what its clock has left of `timeoutMs`, as best known. A function's own
 * timers and deadlines run on wall time (middy's early timeout is a setTimeout set from the remaining time it is
 * told; the clients' retries stop when their backoff would not fit), so the runtime tells it its remaining time in
 * wall time: the part of it the invocation will spend on a core is slowed by how long the process's work has waited
 * for one here, the part it spends waiting on I/O or a timer is not. Its share on a core is the invocation's so far,
 * all of it at the start, so a timer set then falls after the same work as on AWS, and a retry's backoff later is
 * not stretched past the timeout the service will count.
 */
export const wallTimeLeft = (clock: ActiveClock, timeoutMs: number): number => {
  // At most one look at the scheduler (reading /proc for each of a runtime's threads is about 0.1 ms, on the call's
  // path), none when asked at the start (middy asks before the handler runs, to set its early timeout).
  const { activeMs, onCoreMs, slowdown } = clock.early();
  const share = activeMs < SHARE_KNOWN_AFTER_MS ? 1 : Math.min(1, onCoreMs / activeMs);
  return Math.max(0, timeoutMs - activeMs) * (1 + share * (slowdown - 1));
};
