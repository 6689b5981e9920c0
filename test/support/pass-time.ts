import type { LocalCloud } from '../../infra/local/server.js';

/** How far each round moves the clock: well under any queue's visibility timeout or job's wait, so no step is skipped. */
const STEP_MS = 15_000;
/** A moment of this machine's time between rounds, for what became due to start. */
const PAUSE_MS = 100;

/**
 * Lets time pass on the local cloud's clock until `check` answers: each round asks, then moves the clock forward
 * (never past a running invocation's timeout: infra/local/clock.ts) and gives the cloud a moment to act. So a test
 * sees a grace period, a job's delay or a lifetime run out as in AWS, in seconds. Fails when `clockMs` of the
 * product's time or `wallMs` of this machine's have passed without an answer.
 */
export const passTimeUntil = async <T>(
  cloud: LocalCloud,
  check: () => Promise<T | undefined>,
  { clockMs, wallMs = 240_000, what }: { clockMs: number; wallMs?: number; what: () => string },
): Promise<T> => {
  const clockEnd = cloud.clock.now() + clockMs;
  const wallEnd = Date.now() + wallMs;
  for (;;) {
    const answer = await check();
    if (answer !== undefined) return answer;
    if (cloud.clock.now() > clockEnd || Date.now() > wallEnd) throw new Error(`${what()} did not happen in time`);
    await cloud.clock.advance(STEP_MS);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
};
