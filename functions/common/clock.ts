/**
 * The product's one clock. Everything the back end times (a removal's grace period and upload window, an export
 * link's or a sign-in card's lifetime, a record's TTL attribute, a job's delay, a wait inside a worker, a timestamp
 * it stores) reads it here, never `Date.now()` or `new Date()` (ESLint holds this).
 *
 * In AWS it is the real time. The local cloud can move it forward, as time passing would, only sooner: it keeps how
 * far in LOCAL_CLOCK_OFFSET_MS, in its own process and in every Lambda environment it runs, and its queues'
 * delays and presigned URLs follow the same clock (infra/local/clock.ts). Nothing sets the variable in AWS.
 */
export const CLOCK_OFFSET_VARIABLE = 'LOCAL_CLOCK_OFFSET_MS';

/** Milliseconds since the epoch, on the product's clock. */
export const now = (): number => Date.now() + (Number(process.env[CLOCK_OFFSET_VARIABLE]) || 0);

/** Whole seconds since the epoch: what a DynamoDB TTL attribute holds. */
export const nowSeconds = (): number => Math.floor(now() / 1000);

/** The current time as an ISO 8601 string, for a stored timestamp. */
export const nowIso = (): string => new Date(now()).toISOString();

/** How often a wait looks at the clock again, so that it ends soon after the clock was moved past it. */
const RECHECK_MS = 250;

/** Resolves once `ms` have passed on this clock: a wait inside one invocation. */
export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    const until = now() + ms;
    const check = () => {
      const left = until - now();
      if (left <= 0) resolve();
      else setTimeout(check, Math.min(left, RECHECK_MS));
    };
    check();
  });
