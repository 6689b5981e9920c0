import { randomUUID } from 'node:crypto';
import type { AttributeValue, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import * as clock from '../../functions/common/clock.js';
import type { FilterPattern, StreamMapping } from '../../functions/routes.js';
import type { InvokeOutcome } from './functions.js';

/**
 * DynamoDB Streams on the product's table (view type NEW_IMAGE) and Lambda's event source mapping that reads it, as
 * the product uses them:
 *  - each item a write changed is one record, in the order the table took the writes: INSERT or MODIFY with the item
 *    as written, REMOVE with its key; a refused write makes none. The table guard records what passes it
 *    (table-guard.ts): every function's write and the local cloud's own;
 *  - records are kept 24 hours on the product's clock, then trimmed, as the stream keeps them;
 *  - a mapping polls four times a second from the oldest record kept (TRIM_HORIZON), drops the records its filter
 *    does not match, and hands its function up to batchSize of the others, in order, one batch at a time (one
 *    shard), once the batch is full or its first record has waited the mapping's batching window. A function error
 *    retries the batch, halved while bisecting; a partial batch response retries from the first record it names;
 *    nothing after a failing batch is delivered until it succeeds. A record is retried until it expires (retries
 *    unbounded, as the product's mapping has them), and the records that expired unread are described to the
 *    on-failure destination.
 * Records are kept in memory: the local cloud stopped with records unread loses them, as a stream disabled does.
 */

/** How long a stream keeps a record. */
export const RETENTION_MS = 24 * 3600 * 1000;
/** Lambda polls a stream's shard four times a second. */
const POLL_MS = 250;
/** The longest wait between retries of a failing batch. */
const MAX_BACKOFF_MS = 5_000;

type Image = Record<string, AttributeValue>;

export interface Change {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  keys: Image;
  /** the item as written (INSERT and MODIFY) */
  newImage?: Image;
  /** deleted by the table's time to live, not by a request */
  byTtl?: boolean;
}

interface Stored {
  sequence: bigint;
  record: DynamoDBRecord;
  /** on the product's clock */
  at: number;
}

export interface TableStream {
  readonly arn: string;
  /** appends the changes of one write, in order */
  record: (changes: readonly Change[]) => void;
  /** the records after `sequence` still kept, oldest first */
  after: (sequence: bigint) => Stored[];
  /** the sequence number of the newest record (0 when none was ever made) */
  latest: () => bigint;
  /** drops the records older than the retention, and answers them */
  trim: () => Stored[];
}

export const createTableStream = (region: string, tableName: string): TableStream => {
  const label = new Date(clock.now()).toISOString().replace(/Z$/, '');
  const arn = `arn:aws:dynamodb:${region}:000000000000:table/${tableName}/stream/${label}`;
  const records: Stored[] = [];
  // Sequence numbers are decimal strings that only grow, as DynamoDB's are.
  let next = 100000000000000000000n;
  let newest = 0n;
  return {
    arn,
    record: (changes) => {
      for (const change of changes) {
        next += 1n;
        newest = next;
        const at = clock.now();
        const dynamodb: DynamoDBRecord['dynamodb'] = {
          ApproximateCreationDateTime: Math.floor(at / 1000),
          Keys: change.keys,
          ...(change.newImage ? { NewImage: change.newImage } : {}),
          SequenceNumber: String(next),
          SizeBytes:
            Buffer.byteLength(JSON.stringify(change.keys)) + (change.newImage ? Buffer.byteLength(JSON.stringify(change.newImage)) : 0),
          StreamViewType: 'NEW_IMAGE',
        };
        records.push({
          sequence: next,
          at,
          record: {
            eventID: randomUUID().replaceAll('-', ''),
            eventName: change.eventName,
            eventVersion: '1.1',
            eventSource: 'aws:dynamodb',
            awsRegion: region,
            dynamodb,
            eventSourceARN: arn,
            ...(change.byTtl ? { userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' } } : {}),
          },
        });
      }
    },
    after: (sequence) => {
      // Records are kept in the order of their sequence numbers: the first one after `sequence`, by halves.
      let low = 0;
      let high = records.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (records[middle]!.sequence > sequence) high = middle;
        else low = middle + 1;
      }
      return records.slice(low);
    },
    latest: () => newest,
    trim: () => {
      // ... and of their times: what expired is at the start.
      const oldest = clock.now() - RETENTION_MS;
      let expired = 0;
      while (expired < records.length && records[expired]!.at < oldest) expired += 1;
      return expired === 0 ? [] : records.splice(0, expired);
    },
  };
};

/**
 * Whether a record matches a mapping's filter (Lambda's filter rules: each field of the pattern must match; a list
 * matches a value equal to one of its strings or numbers, or one that `{ prefix }` begins or `{ exists }` is about).
 */
export const matchesFilter = (pattern: FilterPattern, value: unknown): boolean =>
  Object.entries(pattern).every(([field, rule]) => {
    const found = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
    if (!Array.isArray(rule)) return matchesFilter(rule, found);
    return rule.some((one) => {
      if (typeof one !== 'object') return found === one;
      if ('prefix' in one) return typeof found === 'string' && found.startsWith(one.prefix);
      return (found !== undefined) === one.exists;
    });
  });

/** The records a function's partial batch response names, or null when Lambda counts the whole batch as failed. */
const failedFrom = (payload: unknown, batch: readonly Stored[]): bigint | null | 'none' => {
  if (payload === null || payload === undefined || typeof payload !== 'object') return 'none';
  const failures = (payload as DynamoDBBatchResponse).batchItemFailures;
  if (failures === null || failures === undefined) return 'none';
  if (!Array.isArray(failures)) return null;
  if (failures.length === 0) return 'none';
  let first: bigint | null = null;
  for (const failure of failures) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    const stored = typeof id === 'string' ? batch.find((one) => one.record.dynamodb?.SequenceNumber === id) : undefined;
    if (!stored) return null;
    if (first === null || stored.sequence < first) first = stored.sequence;
  }
  return first;
};

export interface StreamReader {
  /**
   * resolves once every record made so far is read (delivered, or dropped by the filter); a test asking polls at once
   * rather than at the next of the four polls a second, and does not wait out the batching window: what it asks is
   * what the page shows once the window has passed
   */
  settled: (timeoutMs?: number) => Promise<void>;
  /** polls now: the product's clock moved, and records may have expired */
  wake: () => void;
  stop: () => void;
}

/** An event source mapping from the stream to its function (`mapping`, as the CDK app makes it). */
export const startStreamMapping = (options: {
  stream: TableStream;
  mapping: StreamMapping;
  invoke: (fn: string, event: DynamoDBStreamEvent) => Promise<InvokeOutcome>;
  /** the on-failure destination: what expired unread, described as Lambda describes it */
  onFailure: (description: Record<string, unknown>) => void;
}): StreamReader => {
  const { stream, mapping } = options;
  let read = 0n;
  let size = mapping.batchSize;
  let attempt = 0;
  let retryAt = 0;
  let running = false;
  let stopped = false;
  /** tests waiting for the stream to be read: the batching window is not waited out meanwhile */
  let hurried = 0;
  /** what waits for the poll under way to end: a test asking is answered as the poll ends, not at its next look */
  const pollEnded = new Set<() => void>();
  const windowMs = mapping.batchingWindowSeconds * 1000;

  const describe = (records: readonly Stored[], condition: string) =>
    options.onFailure({
      requestContext: { condition, functionArn: `arn:aws:lambda:local:000000000000:function:${mapping.function}` },
      DDBStreamBatchInfo: {
        streamArn: stream.arn,
        startSequenceNumber: records[0]!.record.dynamodb!.SequenceNumber,
        endSequenceNumber: records.at(-1)!.record.dynamodb!.SequenceNumber,
        batchSize: records.length,
      },
    });

  const poll = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const expired = stream.trim().filter((stored) => stored.sequence > read);
      if (expired.length > 0) {
        describe(expired, 'RecordAgeExceeded');
        read = expired.at(-1)!.sequence;
        attempt = 0;
        size = mapping.batchSize;
      }
      while (!stopped && performance.now() >= retryAt) {
        const batch: Stored[] = [];
        let covered = read;
        for (const stored of stream.after(read)) {
          if (batch.length === size) break;
          covered = stored.sequence;
          if (matchesFilter(mapping.filter, stored.record)) batch.push(stored);
        }
        if (batch.length === 0) {
          read = covered;
          return;
        }
        // A batch not yet full gathers until its first record has waited the window (on the product's clock).
        if (batch.length < size && hurried === 0 && clock.now() - batch[0]!.at < windowMs) return;
        const outcome = await options.invoke(mapping.function, { Records: batch.map((stored) => stored.record) });
        const failed = outcome.ok ? failedFrom(outcome.payload, batch) : null;
        if (failed === 'none') {
          read = covered;
          attempt = 0;
          size = mapping.batchSize;
          continue;
        }
        // What came before the first record named as failed is done; a function error leaves the whole batch.
        if (failed !== null) read = batch.filter((stored) => stored.sequence < failed).at(-1)?.sequence ?? read;
        else if (batch.length > 1) size = Math.ceil(batch.length / 2);
        attempt += 1;
        retryAt = performance.now() + Math.min(MAX_BACKOFF_MS, POLL_MS * 2 ** (attempt - 1));
      }
    } finally {
      running = false;
      for (const ended of [...pollEnded]) ended();
    }
  };
  const run = () => {
    void poll().catch((error: unknown) => console.error(`local DynamoDB stream: delivering to ${mapping.function} failed`, error));
  };
  const timer = setInterval(run, POLL_MS).unref();
  return {
    settled: async (timeoutMs = 60_000) => {
      const target = stream.latest();
      const deadline = performance.now() + timeoutMs;
      hurried += 1;
      try {
        if (read < target) run();
        while (read < target || running) {
          if (performance.now() > deadline) throw new Error(`The stream's records up to ${target} were not all read in ${timeoutMs} ms`);
          // Looks again as the poll under way ends, or in 5 ms (a retry's backoff, the deadline).
          await new Promise<void>((resolve) => {
            const ended = () => {
              clearTimeout(timer);
              pollEnded.delete(ended);
              resolve();
            };
            const timer = setTimeout(ended, 5);
            pollEnded.add(ended);
          });
        }
      } finally {
        hurried -= 1;
      }
    },
    wake: run,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
};
