import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetQueueAttributesCommand, SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_OFFSET_VARIABLE } from '../../functions/common/clock.js';
import { createLocalClock } from '../../infra/local/clock.js';
import { CredentialAuthority } from '../../infra/local/credentials.js';
import type { InvokeOutcome } from '../../infra/local/functions.js';
import { startLocalSqs, type LocalSqs, type LocalSqsOptions } from '../../infra/local/sqs.js';

/** The local SQS and Lambda's event source mapping, with short timeouts and a stand-in function. */
const authority = new CredentialAuthority('sqs-test-secret');
const dirs: string[] = [];
const running: LocalSqs[] = [];
let server: Server;
let endpoint: string;
let current: LocalSqs | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    void current!.handle(authority)(request, response, request.url ?? '/');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const sqs of running.splice(0)) sqs.stop();
});
afterAll(() => {
  server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Deliver = (event: SQSEvent, fn: string) => Promise<InvokeOutcome>;
const start = (deliver: Deliver, overrides: Partial<LocalSqsOptions> = {}, dataDir = mkdtempSync(join(tmpdir(), 'waw-sqs-'))) => {
  dirs.push(dataDir);
  const sqs = startLocalSqs({
    region: 'us-east-1',
    dataDir,
    endpoint,
    queues: [
      { name: 'work', visibilityTimeoutSeconds: 0.3, redrive: { deadLetterQueue: 'work-dlq', maxReceiveCount: 2 } },
      { name: 'work-dlq', visibilityTimeoutSeconds: 0.3 },
    ],
    mappings: [
      { queue: 'work', function: 'worker', batchSize: 3, maxConcurrency: 2 },
      { queue: 'work-dlq', function: 'dead-letters', batchSize: 10, maxConcurrency: 1 },
    ],
    invoke: (fn, event) => deliver(event, fn),
    ...overrides,
  });
  running.push(sqs);
  current = sqs;
  return { sqs, dataDir };
};
const client = () => {
  const credentials = authority.issue('function', 600);
  return new SQSClient({ region: 'us-east-1', endpoint, credentials, maxAttempts: 1 });
};
const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const ok = (payload: unknown = null): InvokeOutcome => ({ ok: true, payload });
const bodies = (records: SQSRecord[]) => records.map((record) => record.body).sort();

describe('the local SQS API, driven by a stock SQSClient', () => {
  it('takes messages one by one and in batches of up to 10, with the MD5s the SDK checks', async () => {
    const seen: string[] = [];
    const { sqs } = start(async (event) => {
      seen.push(...event.Records.map((record) => record.body));
      return ok();
    });
    const queueUrl = sqs.queueUrl('work');
    await client().send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'one' }));
    const batch = await client().send(
      new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: [1, 2, 3].map((n) => ({ Id: `e${n}`, MessageBody: `batch-${n}` })) }),
    );
    expect(batch.Successful).toHaveLength(3);
    await until(() => seen.length === 4);
    expect(seen.sort()).toEqual(['batch-1', 'batch-2', 'batch-3', 'one']);
  });

  it('refuses 11 entries, a missing queue and a wrong role as SQS does', async () => {
    const { sqs } = start(async () => ok());
    const entries = Array.from({ length: 11 }, (_, n) => ({ Id: `e${n}`, MessageBody: 'x' }));
    await expect(client().send(new SendMessageBatchCommand({ QueueUrl: sqs.queueUrl('work'), Entries: entries }))).rejects.toMatchObject({
      name: 'TooManyEntriesInBatchRequest',
    });
    await expect(client().send(new SendMessageCommand({ QueueUrl: sqs.queueUrl('nope'), MessageBody: 'x' }))).rejects.toMatchObject({
      name: 'QueueDoesNotExist',
    });
    const student = new SQSClient({
      region: 'us-east-1',
      endpoint,
      credentials: authority.issue('student', 600, { identityId: 'id' }),
      maxAttempts: 1,
    });
    await expect(student.send(new SendMessageCommand({ QueueUrl: sqs.queueUrl('work'), MessageBody: 'x' }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
  });
});

describe('the event source mapping', () => {
  it('hands out batches of batchSize, never more than maxConcurrency at once', async () => {
    let running = 0;
    let most = 0;
    const sizes: number[] = [];
    const { sqs } = start(async (event) => {
      running += 1;
      most = Math.max(most, running);
      sizes.push(event.Records.length);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running -= 1;
      return ok();
    });
    for (let n = 0; n < 12; n += 1) sqs.send('work', `m${n}`);
    await until(() => sizes.reduce((a, b) => a + b, 0) === 12);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(most).toBe(2);
    await until(() => sqs.counts('work').inFlight === 0);
    expect(sqs.counts('work')).toEqual({ visible: 0, inFlight: 0 });
  });

  it('deletes what succeeded and brings back a failed item after the visibility timeout (partial batch response)', async () => {
    const deliveries: SQSRecord[][] = [];
    const { sqs } = start(async (event) => {
      deliveries.push(event.Records);
      const bad = event.Records.find((record) => record.body === 'bad' && record.attributes.ApproximateReceiveCount === '1');
      return ok({ batchItemFailures: bad ? [{ itemIdentifier: bad.messageId }] : [] });
    });
    for (const body of ['a', 'bad', 'c']) sqs.send('work', body);
    await until(() => deliveries.length === 2);
    expect(bodies(deliveries[0]!)).toEqual(['a', 'bad', 'c']);
    expect(bodies(deliveries[1]!)).toEqual(['bad']);
    expect(deliveries[1]![0]!.attributes.ApproximateReceiveCount).toBe('2');
    await until(() => sqs.counts('work').inFlight === 0);
    expect(sqs.counts('work')).toEqual({ visible: 0, inFlight: 0 });
  });

  it('brings back the whole batch when the function fails, or names a message it was not given', async () => {
    let calls = 0;
    const { sqs } = start(async () => {
      calls += 1;
      if (calls === 1) return { ok: false, error: { errorType: 'Sandbox.Timedout', errorMessage: 'Task timed out', trace: [] } };
      if (calls === 2) return ok({ batchItemFailures: [{ itemIdentifier: 'not-in-this-batch' }] });
      return ok();
    });
    sqs.send('work', 'x');
    await until(() => calls === 3);
    await until(() => sqs.counts('work').inFlight === 0);
    expect(calls).toBe(3);
  });

  it('moves a message received more than maxReceiveCount times to the dead-letter queue, whose mapping gets it', async () => {
    const dead: string[] = [];
    let tries = 0;
    start(async (event, fn) => {
      if (fn === 'dead-letters') {
        dead.push(...event.Records.map((record) => record.body));
        return ok();
      }
      tries += 1;
      return { ok: false, error: { errorType: 'Error', errorMessage: 'always', trace: [] } };
    }).sqs.send('work', 'poison');
    await until(() => dead.length === 1);
    expect(dead).toEqual(['poison']);
    expect(tries).toBe(2);
  });

  it('keeps queued messages across a restart', async () => {
    const { sqs, dataDir } = start(async () => new Promise<InvokeOutcome>(() => undefined), {
      mappings: [],
    });
    sqs.send('work', 'survivor');
    sqs.stop();
    const seen: string[] = [];
    start(
      async (event) => {
        seen.push(...event.Records.map((record) => record.body));
        return ok();
      },
      {},
      dataDir,
    );
    await until(() => seen.length === 1);
    expect(seen).toEqual(['survivor']);
  });

  it('counts what is waiting and in flight for GetQueueAttributes', async () => {
    const { sqs } = start(async () => new Promise<InvokeOutcome>(() => undefined), { mappings: [] });
    sqs.send('work', 'waiting');
    const { Attributes } = await client().send(new GetQueueAttributesCommand({ QueueUrl: sqs.queueUrl('work'), AttributeNames: ['All'] }));
    expect(Attributes).toMatchObject({ ApproximateNumberOfMessages: '1', ApproximateNumberOfMessagesNotVisible: '0' });
  });
});

describe("the product's clock", () => {
  afterEach(() => {
    delete process.env[CLOCK_OFFSET_VARIABLE];
  });

  it('holds a delayed message back until the clock passes its delay, and a failed one until its visibility timeout has', async () => {
    const deliveries: string[] = [];
    let fail = true;
    const { sqs } = start(
      async (event) => {
        deliveries.push(...event.Records.map((record) => record.body));
        if (!fail) return ok();
        fail = false;
        return { ok: false, error: { errorType: 'Error', errorMessage: 'once', trace: [] } };
      },
      {
        queues: [
          { name: 'work', visibilityTimeoutSeconds: 600 },
          { name: 'work-dlq', visibilityTimeoutSeconds: 600 },
        ],
      },
    );
    const clock = createLocalClock({ runningUntil: () => Infinity, anyEnds: () => new Promise(() => {}), tell: () => {} }, sqs.wake);
    await client().send(new SendMessageCommand({ QueueUrl: sqs.queueUrl('work'), MessageBody: 'later', DelaySeconds: 900 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deliveries).toEqual([]);
    await clock.advance(899_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deliveries).toEqual([]);
    expect(sqs.counts('work')).toEqual({ visible: 0, inFlight: 1 });
    await clock.advance(1_000);
    await until(() => deliveries.length === 1);
    // The function failed: the message comes back once its 600 s visibility timeout has passed on the clock.
    await clock.advance(599_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deliveries).toEqual(['later']);
    await clock.advance(1_000);
    await until(() => deliveries.length === 2);
    expect(deliveries).toEqual(['later', 'later']);
    await until(() => sqs.counts('work').inFlight === 0);
  });
});
