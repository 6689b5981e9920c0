import { CLOCK_OFFSET_VARIABLE, now } from '../../functions/common/clock.js';

/**
 * The local cloud's hold on the product's clock (functions/common/clock.ts): it moves it forward, as time passing
 * would, only sooner, so a test sees a removal's grace period or a link's lifetime run out without waiting for it.
 * How far ahead the clock is lives in LOCAL_CLOCK_OFFSET_MS, in this process (the local services and any function
 * code run here) and in every Lambda environment, which are told when it moves; the queues then hand out what
 * became due.
 *
 * Time jumps only where nothing could tell: never past the end of a running invocation's timeout. AWS ends an
 * invocation by then, and the product counts on it (a child's removal waits out the longest timeout of anything
 * that may still write under the child); here an invocation runs at this machine's pace, so the clock waits for it.
 *
 * What signs and checks a request (SigV4's 5-minute skew, temporary credentials, the user pool's tokens, the WAF's
 * windows) stays on this machine's time: the callers, stock SDK clients and the browser, sign with theirs.
 */
export interface LocalClock {
  /** the product's time, ms since the epoch */
  now: () => number;
  /** moves the clock `ms` forward; resolves once it is there (after any running invocation it had to wait for) */
  advance: (ms: number) => Promise<void>;
}

export interface ClockedInvocations {
  /** the earliest time on the clock at which a running invocation's timeout ends; Infinity when none runs */
  runningUntil: () => number;
  /** resolves when a running invocation ends */
  anyEnds: () => Promise<void>;
  /** tells every live environment how far ahead the clock now is */
  tell: (offsetMs: number) => void;
}

export const clockOffset = (): number => Number(process.env[CLOCK_OFFSET_VARIABLE]) || 0;

export const createLocalClock = (invocations: ClockedInvocations, moved: () => void): LocalClock => {
  const moveTo = (time: number) => {
    const offset = clockOffset() + (time - now());
    process.env[CLOCK_OFFSET_VARIABLE] = String(offset);
    invocations.tell(offset);
    moved();
  };
  return {
    now,
    advance: async (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`The clock only moves forward, by a finite time (not ${ms} ms)`);
      const target = now() + ms;
      for (;;) {
        const to = Math.min(target, invocations.runningUntil());
        if (to > now()) moveTo(to);
        if (now() >= target) return;
        await invocations.anyEnds();
      }
    },
  };
};
