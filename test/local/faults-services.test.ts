import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialAuthority } from '../../infra/local/credentials.js';
import { ensureTables, startDynamo } from '../../infra/local/dynamodb.js';
import { FAULT_KINDS, createFaults, faultPlanFromEnvironment, parseFaultPlan } from '../../infra/local/faults.js';
import { startLocalSqs, type LocalSqs } from '../../infra/local/sqs.js';
import { startTableGuard, type TableGuard } from '../../infra/local/table-guard.js';

/**
 * Faults on demand (infra/local/faults.ts) where they go: the plan itself, the table guard's DynamoDB errors in
 * AWS's shapes, and SQS's second and late deliveries, each against its own small stand-in.
 */
const REGION = 'us-east-1';
const TableName = 'faulty';
const authority = new CredentialAuthority('faults-test');
const faults = createFaults();
const dirs: string[] = [];
let dynamo: Awaited<ReturnType<typeof startDynamo>>;
let guard: TableGuard;
let sqsServer: Server;
let sqsEndpoint: string;
let sqs: LocalSqs | undefined;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'waw-faults-'));
  dirs.push(dir);
  dynamo = await startDynamo(join(dir, 'db'));
  await ensureTables(new DynamoDBClient({ endpoint: dynamo.endpoint, region: REGION }), [{ name: TableName, sortKey: true }]);
  guard = await startTableGuard(dynamo.endpoint, REGION, authority, undefined, faults);
  sqsServer = createServer((request, response) => void sqs!.handle(authority)(request, response, request.url ?? '/'));
  sqsServer.listen(0, '127.0.0.1');
  await once(sqsServer, 'listening');
  sqsEndpoint = `http://127.0.0.1:${(sqsServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sqs?.stop();
  sqsServer?.close();
  await guard?.stop();
  dynamo?.server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The table as the student function's role sees it, through the guard. */
const table = (maxAttempts = 1) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: REGION,
      endpoint: guard.endpoint,
      credentials: authority.issue('function', 600, { functionName: 'waw-module' }),
      maxAttempts,
    }),
  );
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error & { $metadata?: { httpStatusCode?: number }; $retryable?: unknown; CancellationReasons?: unknown }) => ({
      name: error.name,
      status: error.$metadata?.httpStatusCode,
      reasons: error.CancellationReasons,
    }),
  );
const item = { pk: 'STUDENT#faults', sk: 'MODULE#1', n: 1 };

describe('a fault plan', () => {
  it('is off by default, and fails the same calls again from the same seed', () => {
    const off = createFaults();
    expect(FAULT_KINDS.some((kind) => off.roll(kind))).toBe(false);
    const draw = (seed: number) => {
      const planned = createFaults({ seed, dynamodb: { throttle: 0.1, error500: 0.02 }, api: { cut: 0.05 } });
      return Array.from({ length: 2000 }, () =>
        ['dynamodb.throttle', 'dynamodb.error500', 'api.cut'].map((kind) => planned.roll(kind as never)),
      );
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    const counts = createFaults({ seed: 3, dynamodb: { throttle: 0.1 } });
    for (let n = 0; n < 10_000; n += 1) counts.roll('dynamodb.throttle');
    // About the share asked for (10% of 10,000, within five standard deviations).
    expect(Math.abs(counts.report().injected['dynamodb.throttle'] - 1000)).toBeLessThan(150);
  });

  it('reads WAW_FAULTS, and stops on a plan that is not one', () => {
    expect(faultPlanFromEnvironment(undefined)).toBeNull();
    expect(faultPlanFromEnvironment('{"seed":7,"dynamodb":{"throttle":0.1}}')).toEqual({ seed: 7, dynamodb: { throttle: 0.1 } });
    expect(() => faultPlanFromEnvironment('{"dynamodb":{"throttle":"lots"}}')).toThrow(
      /WAW_FAULTS: Invalid fault plan at dynamodb.throttle/,
    );
    expect(() => faultPlanFromEnvironment('throttle')).toThrow(/not JSON/);
    expect(parseFaultPlan({ lambda: { crash: -0.1 } }).ok).toBe(false);
  });

  it("keeps DynamoDB's faults to one hot partition when the plan names it, and to its writes when it says so", () => {
    const hot = createFaults({ seed: 1, dynamodb: { throttle: 1, partition: 'CLASS#DEMO#demo-class-1' } });
    expect(hot.reaches(['CLASS#DEMO#demo-class-1'], true)).toBe(true);
    expect(hot.reaches(['CLASS#DEMO#demo-class-1'], false)).toBe(true);
    expect(hot.reaches(['STUDENT#stu-1', 'CLASS#DEMO#demo-class-1'], true)).toBe(true);
    expect(hot.reaches(['STUDENT#stu-1'], true)).toBe(false);
    // a query of an index names no partition of the table
    expect(hot.reaches([undefined], false)).toBe(false);
    expect(createFaults({ seed: 1, dynamodb: { throttle: 1 } }).reaches(['STUDENT#stu-1'], false)).toBe(true);
    const writes = createFaults({ seed: 1, dynamodb: { throttle: 1, partition: 'CLASS#DEMO#demo-class-1', writesOnly: true } });
    expect(writes.reaches(['CLASS#DEMO#demo-class-1'], true)).toBe(true);
    expect(writes.reaches(['CLASS#DEMO#demo-class-1'], false)).toBe(false);
    expect(parseFaultPlan({ dynamodb: { partition: '' } }).ok).toBe(false);
  });
});

describe("DynamoDB's faults at the table guard", () => {
  it('throttles with both of DynamoDB throttling errors, 400, before writing', async () => {
    faults.set({ seed: 1, dynamodb: { throttle: 1 } });
    const first = await failureOf(table().send(new PutCommand({ TableName, Item: item })));
    const second = await failureOf(table().send(new PutCommand({ TableName, Item: item })));
    faults.set(null);
    expect([first?.name, second?.name].sort()).toEqual(['ProvisionedThroughputExceededException', 'ThrottlingException']);
    expect(first?.status).toBe(400);
    expect((await table().send(new GetCommand({ TableName, Key: { pk: item.pk, sk: item.sk } }))).Item).toBeUndefined();
  });

  it('answers 500 InternalServerError', async () => {
    faults.set({ seed: 1, dynamodb: { error500: 1 } });
    const failure = await failureOf(table().send(new GetCommand({ TableName, Key: { pk: item.pk, sk: item.sk } })));
    faults.set(null);
    expect(failure).toMatchObject({ name: 'InternalServerError', status: 500 });
  });

  it('cancels a transaction for a conflict, writing none of it', async () => {
    faults.set({ seed: 1, dynamodb: { transactionCanceled: 1, throttle: 0 } });
    const failure = await failureOf(
      table().send(
        new TransactWriteCommand({
          TransactItems: [{ Put: { TableName, Item: item } }, { Put: { TableName, Item: { ...item, sk: 'MODULE#2' } } }],
        }),
      ),
    );
    // Only transactions are cancelled: a single write goes through.
    await table().send(new PutCommand({ TableName, Item: { ...item, sk: 'MODULE#3' } }));
    faults.set(null);
    expect(failure).toMatchObject({ name: 'TransactionCanceledException', status: 400 });
    expect(failure?.reasons).toEqual([{ Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' }, { Code: 'None' }]);
    expect((await table().send(new GetCommand({ TableName, Key: { pk: item.pk, sk: item.sk } }))).Item).toBeUndefined();
  });

  it("counts the SDK's retries, and those that got through", async () => {
    faults.set({ seed: 5, dynamodb: { throttle: 0.4 } });
    // The SDK's standard mode: three attempts, with backoff, for each of these writes.
    const client = table(3);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, n) => failureOf(client.send(new PutCommand({ TableName, Item: { ...item, sk: `RETRY#${n}` } })))),
    );
    const { injected, retries } = faults.report();
    faults.set(null);
    const failed = outcomes.filter((outcome) => outcome !== null).length;
    expect(injected['dynamodb.throttle']).toBeGreaterThan(0);
    expect(retries.attempts).toBeGreaterThan(0);
    // Every attempt was throttled or stored; the retries got some writes through that their first attempt did not.
    expect(20 + retries.attempts).toBe(injected['dynamodb.throttle'] + 20 - failed);
    expect(retries.succeeded).toBeGreaterThan(0);
    expect(retries.succeeded).toBeLessThanOrEqual(20 - failed);
  });
});

describe("SQS's faults", () => {
  const start = (deliveries: SQSRecord[]) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'waw-faults-sqs-'));
    dirs.push(dataDir);
    sqs?.stop();
    sqs = startLocalSqs({
      region: REGION,
      dataDir,
      endpoint: sqsEndpoint,
      queues: [{ name: 'jobs', visibilityTimeoutSeconds: 30 }],
      mappings: [{ queue: 'jobs', function: 'worker', batchSize: 1, maxConcurrency: 1 }],
      invoke: async (_fn, event) => {
        deliveries.push(...event.Records);
        return { ok: true, payload: null };
      },
      faults,
    });
    return sqs;
  };
  const send = (queue: LocalSqs, body: string) =>
    new SQSClient({ region: REGION, endpoint: sqsEndpoint, credentials: authority.issue('function', 600), maxAttempts: 1 }).send(
      new SendMessageCommand({ QueueUrl: queue.queueUrl('jobs'), MessageBody: body }),
    );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

  it('delivers a message sent once twice, with the same message id', async () => {
    const deliveries: SQSRecord[] = [];
    const queue = start(deliveries);
    faults.set({ seed: 1, sqs: { duplicate: 1 } });
    const { MessageId } = await send(queue, 'twice');
    faults.set(null);
    await send(queue, 'once');
    await settle();
    expect(deliveries.map((record) => record.body).sort()).toEqual(['once', 'twice', 'twice']);
    expect(deliveries.filter((record) => record.body === 'twice').map((record) => record.messageId)).toEqual([MessageId, MessageId]);
  });

  it('delivers a late message after its lateness has passed', async () => {
    const deliveries: SQSRecord[] = [];
    const queue = start(deliveries);
    faults.set({ seed: 1, sqs: { late: 1, lateSeconds: 1 } });
    await send(queue, 'late');
    faults.set(null);
    await send(queue, 'on time');
    await settle();
    expect(deliveries.map((record) => record.body)).toEqual(['on time']);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(deliveries.map((record) => record.body)).toEqual(['on time', 'late']);
  });
});
