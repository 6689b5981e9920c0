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

/**
 * Nanoseconds the process's live threads have spent on a core and runnable but waiting for one (the first two fields
 * of each thread's schedstat), or null where the kernel does not say (no /proc, or the process is gone).
 */
const schedulerNs = (pid: number): { running: number; waiting: number } | null => {
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

const runQueueWaitNs = (pid: number): number | null => schedulerNs(pid)?.waiting ?? null;

/**
 * How many times longer than on a core of its own the process's work has taken here so far: (on a core + waiting
 * for one) ÷ on a core, 1 where unknown. A function's own timers run on wall time (middy's early timeout is a
 * setTimeout set from the remaining time it is told), so the runtime tells it its remaining time in wall time at
 * this rate, and the early timeout falls where AWS's would: after the same work.
 */
export const cpuSlowdown = (pid: number): number => {
  const ns = schedulerNs(pid);
  if (!ns || ns.running === 0) return 1;
  return Math.max(1, (ns.running + ns.waiting) / ns.running);
};

/** Milliseconds since the clock started, less the time the process waited for a core; plain wall time where unknown. */
export const activeClock = (pid: number | undefined): (() => number) => {
  const startedAt = performance.now();
  const waitedAtStart = pid === undefined ? null : runQueueWaitNs(pid);
  let waitedMs = 0;
  return () => {
    const wall = performance.now() - startedAt;
    const waited = pid === undefined || waitedAtStart === null ? null : runQueueWaitNs(pid);
    // A thread that ended takes its wait with it: the largest wait seen so far stands.
    if (waited !== null) waitedMs = Math.max(waitedMs, (waited - waitedAtStart!) / 1e6);
    return wall - Math.min(wall, waitedMs);
  };
};
