import * as v from 'valibot';

/**
 * Faults on demand: the local cloud failing the way AWS fails, so a test can show what a child, a teacher or a school
 * loses when it does. A plan names, per service and kind, the share of calls that fail (0 to 1); each kind draws from
 * its own stream of a seeded generator, so the same plan and the same calls fail the same calls again. Off unless a
 * plan is set: by WAW_FAULTS for `npm start`, `faults` in startLocalCloud, or PUT /_local/faults at run time.
 */

const share = v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)));

const PLAN = v.strictObject({
  seed: v.optional(v.pipe(v.number(), v.integer()), 1),
  dynamodb: v.optional(
    v.strictObject({
      /** 400 ProvisionedThroughputExceededException or ThrottlingException (half each), before the request runs */
      throttle: share,
      /** 500 InternalServerError, before the request runs */
      error500: share,
      /** a TransactWriteItems cancelled by a conflicting transaction (TransactionConflict), nothing written */
      transactionCanceled: share,
      /**
       * only requests naming this partition key are failed (DynamoDB throttles a hot partition, not the table), e.g.
       * one class's rows; unset, every request may be
       */
      partition: v.optional(v.pipe(v.string(), v.minLength(1))),
      /** only writes are failed: DynamoDB limits a partition's writes (1,000 units a second) apart from its reads */
      writesOnly: v.optional(v.boolean()),
    }),
  ),
  lambda: v.optional(
    v.strictObject({
      /** the runtime dies after the handler ran (its writes made) and before its answer: Runtime.ExitError */
      crash: share,
      /** the invocation is cut at its timeout after the handler ran (its writes made): Sandbox.Timedout */
      timeout: share,
      /** the handler answered, but the answer never reaches the caller (API Gateway answers 504) */
      lostAnswer: share,
    }),
  ),
  s3: v.optional(v.strictObject({ /** 503 SlowDown, before the request runs */ slowDown: share })),
  sqs: v.optional(
    v.strictObject({
      /** a message sent once is delivered twice (standard queues deliver at least once) */
      duplicate: share,
      /** a message becomes visible `lateSeconds` (on the product's clock) later than it was sent for */
      late: share,
      lateSeconds: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(900))),
    }),
  ),
  api: v.optional(
    v.strictObject({
      /** the connection between the viewer and the site is cut after the API answered, before the answer arrives */
      cut: share,
    }),
  ),
});

export type FaultPlan = v.InferOutput<typeof PLAN>;
export type FaultKind =
  | 'dynamodb.throttle'
  | 'dynamodb.error500'
  | 'dynamodb.transactionCanceled'
  | 'lambda.crash'
  | 'lambda.timeout'
  | 'lambda.lostAnswer'
  | 's3.slowDown'
  | 'sqs.duplicate'
  | 'sqs.late'
  | 'api.cut';

export const FAULT_KINDS: readonly FaultKind[] = [
  'dynamodb.throttle',
  'dynamodb.error500',
  'dynamodb.transactionCanceled',
  'lambda.crash',
  'lambda.timeout',
  'lambda.lostAnswer',
  's3.slowDown',
  'sqs.duplicate',
  'sqs.late',
  'api.cut',
];

/** The SDK's retries the local cloud saw: a request's second or later attempt (its amz-sdk-request header) and how it ended. */
export interface Retries {
  attempts: number;
  succeeded: number;
}

export interface FaultReport {
  plan: FaultPlan | null;
  injected: Record<FaultKind, number>;
  /** DynamoDB requests that were retries, and those of them that succeeded (faults the retries absorbed) */
  retries: Retries;
}

/** Reads a plan, or answers why it is not one. */
export const parseFaultPlan = (input: unknown): { ok: true; plan: FaultPlan } | { ok: false; message: string } => {
  const parsed = v.safeParse(PLAN, input);
  if (parsed.success) return { ok: true, plan: parsed.output };
  const issue = parsed.issues[0];
  const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  return { ok: false, message: `Invalid fault plan${path ? ` at ${path}` : ''}: ${issue.message}` };
};

/** mulberry32: a small, well-spread 32-bit generator, enough to pick which calls fail. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A seed of its own for each kind, so whether one kind fails never shifts which calls another fails. */
const streamSeed = (seed: number, kind: string): number => {
  let hash = seed ^ 0x811c9dc5;
  for (const char of kind) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
};

const zeroCounts = (): Record<FaultKind, number> => Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as Record<FaultKind, number>;

export interface Faults {
  /** whether this call fails with `kind`, by the plan's share and the kind's stream; counted when it does */
  roll: (kind: FaultKind) => boolean;
  /** whether the plan's DynamoDB faults reach a request naming these partition keys (all do unless it names one) */
  reaches: (partitions: ReadonlyArray<string | undefined>, write: boolean) => boolean;
  /** how late a message the plan makes late arrives, in ms */
  lateMs: () => number;
  /** a DynamoDB request that was a retry of the SDK's, and whether it succeeded */
  noteRetry: (succeeded: boolean) => void;
  /** sets the plan (null: off), restarting its streams and counts */
  set: (plan: FaultPlan | null) => void;
  report: () => FaultReport;
}

export const createFaults = (initial: FaultPlan | null = null): Faults => {
  let plan: FaultPlan | null = null;
  let streams = new Map<FaultKind, () => number>();
  let injected = zeroCounts();
  let retries: Retries = { attempts: 0, succeeded: 0 };
  const shareOf = (kind: FaultKind): number => {
    const [service, name] = kind.split('.') as [keyof FaultPlan, string];
    const settings = plan?.[service];
    const chance = typeof settings === 'object' ? (settings as Record<string, unknown>)[name] : undefined;
    return typeof chance === 'number' ? chance : 0;
  };
  const set = (next: FaultPlan | null) => {
    plan = next;
    streams = new Map(FAULT_KINDS.map((kind) => [kind, generator(streamSeed(next?.seed ?? 1, kind))]));
    injected = zeroCounts();
    retries = { attempts: 0, succeeded: 0 };
  };
  set(initial);
  return {
    roll: (kind) => {
      const chance = shareOf(kind);
      if (chance <= 0) return false;
      const hit = streams.get(kind)!() < chance;
      if (hit) injected[kind] += 1;
      return hit;
    },
    reaches: (partitions, write) => {
      if (plan?.dynamodb?.writesOnly && !write) return false;
      const hot = plan?.dynamodb?.partition;
      return hot === undefined || partitions.includes(hot);
    },
    lateMs: () => (plan?.sqs?.lateSeconds ?? 1) * 1000,
    noteRetry: (succeeded) => {
      retries.attempts += 1;
      if (succeeded) retries.succeeded += 1;
    },
    set,
    report: () => ({ plan, injected: { ...injected }, retries: { ...retries } }),
  };
};

/** The plan in WAW_FAULTS, as JSON; none when unset. A plan that does not parse stops the start, saying why. */
export const faultPlanFromEnvironment = (value: string | undefined): FaultPlan | null => {
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error(`WAW_FAULTS is not JSON: ${value}`);
  }
  const parsed = parseFaultPlan(json);
  if (!parsed.ok) throw new Error(`WAW_FAULTS: ${parsed.message}`);
  return parsed.plan;
};
