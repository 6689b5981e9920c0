import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK_OFFSET_VARIABLE } from '../../functions/common/clock.js';
import { CLASS_ROWS_STREAM, type StreamMapping } from '../../functions/routes.js';
import { CredentialAuthority } from '../../infra/local/credentials.js';
import { ensureTables, startDynamo } from '../../infra/local/dynamodb.js';
import type { InvokeOutcome } from '../../infra/local/functions.js';
import { RETENTION_MS, createTableStream, matchesFilter, startStreamMapping, type TableStream } from '../../infra/local/streams.js';
import { startTableGuard, type TableGuard } from '../../infra/local/table-guard.js';

/**
 * The local DynamoDB stream and its event source mapping against dynalite: which writes make which records (as
 * DynamoDB makes them for a NEW_IMAGE stream), and how the mapping hands them to a function, retries them and lets
 * them go, as Lambda does.
 */
const REGION = 'us-east-1';
const TableName = 'streamed';
const authority = new CredentialAuthority('streams-test');
let dir: string;
let dynamo: Awaited<ReturnType<typeof startDynamo>>;
let guard: TableGuard;
let stream: TableStream;
let client: DynamoDBDocumentClient;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'waw-streams-'));
  dynamo = await startDynamo(join(dir, 'db'));
  await ensureTables(new DynamoDBClient({ endpoint: dynamo.endpoint, region: REGION }), [{ name: TableName, sortKey: true }]);
  stream = createTableStream(REGION, TableName);
  guard = await startTableGuard(dynamo.endpoint, REGION, authority, undefined, undefined, { name: TableName, stream });
  client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: REGION,
      endpoint: guard.endpoint,
      credentials: authority.issue('function', 600, { functionName: 'class-rows' }),
    }),
  );
});
afterEach(() => {
  delete process.env[CLOCK_OFFSET_VARIABLE];
});
afterAll(async () => {
  await guard?.stop();
  await dynamo?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** What the writes since `from` put on the stream: event, key and the new image's `n`. */
const recordsSince = (from: bigint) =>
  stream.after(from).map(({ record }) => ({
    event: record.eventName,
    key: `${record.dynamodb!.Keys!.pk!.S}/${record.dynamodb!.Keys!.sk!.S}`,
    n: record.dynamodb!.NewImage?.n?.N,
  }));
const key = (sk: string) => ({ pk: 'CLASS#s#c', sk });

describe('the records a write makes', () => {
  it('are one per item changed, in order, with the item as written: INSERT, MODIFY, REMOVE, and none for what changed nothing', async () => {
    const from = stream.latest();
    await client.send(new PutCommand({ TableName, Item: { ...key('a'), n: 1 } }));
    await client.send(new PutCommand({ TableName, Item: { ...key('a'), n: 2 }, ReturnValues: 'ALL_OLD' }));
    // The same item again changes nothing; a refused write changes nothing.
    await client.send(new PutCommand({ TableName, Item: { ...key('a'), n: 2 } }));
    await expect(
      client.send(
        new PutCommand({
          TableName,
          Item: { ...key('a'), n: 3 },
          ConditionExpression: 'n = :one',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      ),
    ).rejects.toThrow(/conditional request failed/);
    await client.send(
      new UpdateCommand({ TableName, Key: key('a'), UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } }),
    );
    await client.send(
      new UpdateCommand({ TableName, Key: key('b'), UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': 7 } }),
    );
    await client.send(new DeleteCommand({ TableName, Key: key('b') }));
    // Deleting what is not there removes nothing.
    await client.send(new DeleteCommand({ TableName, Key: key('b') }));
    expect(recordsSince(from)).toEqual([
      { event: 'INSERT', key: 'CLASS#s#c/a', n: '1' },
      { event: 'MODIFY', key: 'CLASS#s#c/a', n: '2' },
      { event: 'MODIFY', key: 'CLASS#s#c/a', n: '3' },
      { event: 'INSERT', key: 'CLASS#s#c/b', n: '7' },
      { event: 'REMOVE', key: 'CLASS#s#c/b', n: undefined },
    ]);
  });

  it('follow the order the table took writes of one item in, when they arrive at once', async () => {
    const from = stream.latest();
    const many = Array.from({ length: 100 }, (_, i) => i + 1);
    // Updates at once: each record holds the count as that update left it, one after another.
    await Promise.all(
      many.map(() =>
        client.send(
          new UpdateCommand({ TableName, Key: key('g'), UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } }),
        ),
      ),
    );
    expect(recordsSince(from)).toEqual(many.map((n) => ({ event: n === 1 ? 'INSERT' : 'MODIFY', key: 'CLASS#s#c/g', n: String(n) })));
    // Puts at once, the last writer winning: one record each, and the stream ends with the item the table holds.
    const before = stream.latest();
    await Promise.all(many.map((n) => client.send(new PutCommand({ TableName, Item: { ...key('h'), n } }))));
    const puts = recordsSince(before);
    expect(puts).toHaveLength(many.length);
    expect(puts.map((record) => record.event)).toEqual(many.map((n) => (n === 1 ? 'INSERT' : 'MODIFY')));
    expect(new Set(puts.map((record) => record.n))).toEqual(new Set(many.map(String)));
    const { Item } = await client.send(new GetCommand({ TableName, Key: key('h'), ConsistentRead: true }));
    expect(puts.at(-1)!.n).toBe(String(Item!.n));
  });

  it('answers the caller only what it asked: no old item it did not ask for, the one it did', async () => {
    const quiet = await client.send(new PutCommand({ TableName, Item: { ...key('c'), n: 1 } }));
    expect(quiet.Attributes).toBeUndefined();
    const asked = await client.send(new PutCommand({ TableName, Item: { ...key('c'), n: 2 }, ReturnValues: 'ALL_OLD' }));
    expect(asked.Attributes).toEqual({ ...key('c'), n: 1 });
    const updated = await client.send(
      new UpdateCommand({
        TableName,
        Key: key('c'),
        UpdateExpression: 'SET n = :n',
        ExpressionAttributeValues: { ':n': 5 },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    expect(updated.Attributes).toEqual({ n: 2 });
  });

  it('are recorded for a batch and a transaction too, item by item, and not for a transaction cancelled', async () => {
    const from = stream.latest();
    await client.send(
      new BatchWriteCommand({
        RequestItems: { [TableName]: [{ PutRequest: { Item: { ...key('d'), n: 1 } } }, { DeleteRequest: { Key: key('c') } }] },
      }),
    );
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { ...key('e'), n: 1 } } },
          { Update: { TableName, Key: key('d'), UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': 2 } } },
          { ConditionCheck: { TableName, Key: key('a'), ConditionExpression: 'attribute_exists(pk)' } },
        ],
      }),
    );
    await expect(
      client.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { ...key('f'), n: 1 } } },
            { ConditionCheck: { TableName, Key: key('nothing'), ConditionExpression: 'attribute_exists(pk)' } },
          ],
        }),
      ),
    ).rejects.toThrow(/Transaction cancelled/);
    expect(recordsSince(from)).toEqual([
      { event: 'INSERT', key: 'CLASS#s#c/d', n: '1' },
      { event: 'REMOVE', key: 'CLASS#s#c/c', n: undefined },
      { event: 'INSERT', key: 'CLASS#s#c/e', n: '1' },
      { event: 'MODIFY', key: 'CLASS#s#c/d', n: '2' },
    ]);
  });
});

describe('the mapping', () => {
  const save = (id: string, savedAt = 1): DynamoDBRecord => ({
    eventName: 'MODIFY',
    dynamodb: {
      Keys: { pk: { S: 'STUDENT#1' }, sk: { S: `MODULE#${id}` } },
      NewImage: { pk: { S: 'STUDENT#1' }, saved_at: { N: String(savedAt) } },
    },
  });

  it('filters as Lambda does: module saves only, not their removal, nor a module never saved, nor anything else', () => {
    expect(matchesFilter(CLASS_ROWS_STREAM.filter, save('m'))).toBe(true);
    expect(matchesFilter(CLASS_ROWS_STREAM.filter, { ...save('m'), eventName: 'INSERT' })).toBe(true);
    expect(matchesFilter(CLASS_ROWS_STREAM.filter, { ...save('m'), eventName: 'REMOVE' })).toBe(false);
    const unsaved = save('m');
    delete unsaved.dynamodb!.NewImage!.saved_at;
    expect(matchesFilter(CLASS_ROWS_STREAM.filter, unsaved)).toBe(false);
    const row = save('m');
    row.dynamodb!.Keys!.sk = { S: 'CHILD#1' };
    expect(matchesFilter(CLASS_ROWS_STREAM.filter, row)).toBe(false);
  });

  /** A mapping over a stream of its own, whose function answers `answer` for each batch and notes what it was given. */
  const mapped = (answer: (event: DynamoDBStreamEvent) => InvokeOutcome | Promise<InvokeOutcome>, mapping: Partial<StreamMapping> = {}) => {
    const own = createTableStream(REGION, 'own');
    const batches: string[][] = [];
    const failures: Array<Record<string, unknown>> = [];
    const reader = startStreamMapping({
      stream: own,
      mapping: { ...CLASS_ROWS_STREAM, ...mapping },
      invoke: async (_fn, event) => {
        batches.push(event.Records.map((record) => record.dynamodb!.Keys!.sk!.S!));
        return answer(event);
      },
      onFailure: (description) => failures.push(description),
    });
    const write = (...ids: string[]) =>
      own.record(
        ids.map((id) => ({
          eventName: 'MODIFY' as const,
          keys: { pk: { S: 'STUDENT#1' }, sk: { S: id } },
          newImage: { pk: { S: 'STUDENT#1' }, sk: { S: id }, ...(id.startsWith('MODULE#') ? { saved_at: { N: '1' } } : {}) },
        })),
      );
    return { own, batches, failures, reader, write };
  };

  it('hands the function the records its filter lets through, in order, up to a batch at a time', async () => {
    const { batches, reader, write } = mapped(() => ({ ok: true, payload: { batchItemFailures: [] } }), { batchSize: 2 });
    write('MODULE#1', 'CHILD#1', 'MODULE#2', 'MODULE#3');
    await reader.settled(5_000);
    reader.stop();
    expect(batches).toEqual([['MODULE#1', 'MODULE#2'], ['MODULE#3']]);
  });

  it('answers a test waiting for the stream as the poll under way ends, not at a later look', async () => {
    // No timer runs in this test: an answer that waited for one would never come.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      let finish: (outcome: InvokeOutcome) => void = () => undefined;
      const { batches, reader, write } = mapped(() => new Promise<InvokeOutcome>((done) => (finish = done)));
      write('MODULE#1');
      let answered = false;
      const settled = reader.settled(5_000).then(() => (answered = true));
      await vi.waitFor(() => expect(batches).toEqual([['MODULE#1']]));
      expect(answered).toBe(false);
      finish({ ok: true, payload: { batchItemFailures: [] } });
      await settled;
      expect(answered).toBe(true);
      reader.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gathers a batch for its batching window on the product clock, unless it fills first or a test waits for it', async () => {
    const { batches, reader, write } = mapped(() => ({ ok: true, payload: { batchItemFailures: [] } }), { batchSize: 3 });
    const delivered = async (count: number) => {
      const deadline = Date.now() + 5_000;
      while (batches.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    write('MODULE#1');
    // Two polls and more, well inside the window: the record waits for company.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(batches).toEqual([]);
    // A full batch goes at the next poll.
    write('MODULE#2', 'MODULE#3');
    await delivered(1);
    expect(batches).toEqual([['MODULE#1', 'MODULE#2', 'MODULE#3']]);
    // One alone goes once it has waited the window.
    write('MODULE#4');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(batches).toHaveLength(1);
    process.env[CLOCK_OFFSET_VARIABLE] = String(CLASS_ROWS_STREAM.batchingWindowSeconds * 1000);
    reader.wake();
    await delivered(2);
    expect(batches).toEqual([['MODULE#1', 'MODULE#2', 'MODULE#3'], ['MODULE#4']]);
    // A test waiting for the stream does not wait the window out.
    write('MODULE#5');
    await reader.settled(2_000);
    reader.stop();
    expect(batches.at(-1)).toEqual(['MODULE#5']);
  });

  it('resumes from the first record a partial batch response names, and delivers nothing after it until it succeeds', async () => {
    let refusals = 2;
    const { batches, reader, write } = mapped((event) => {
      const second = event.Records.find((record) => record.dynamodb!.Keys!.sk!.S === 'MODULE#2');
      if (second && refusals-- > 0)
        return { ok: true, payload: { batchItemFailures: [{ itemIdentifier: second.dynamodb!.SequenceNumber }] } };
      return { ok: true, payload: { batchItemFailures: [] } };
    });
    write('MODULE#1', 'MODULE#2', 'MODULE#3');
    await reader.settled(10_000);
    reader.stop();
    expect(batches).toEqual([
      ['MODULE#1', 'MODULE#2', 'MODULE#3'],
      ['MODULE#2', 'MODULE#3'],
      ['MODULE#2', 'MODULE#3'],
    ]);
  });

  it('retries a batch whose function failed by halves, and each half until it succeeds', async () => {
    let failing = 1;
    const { batches, reader, write } = mapped(() =>
      failing-- > 0
        ? { ok: false, error: { errorType: 'Runtime.ExitError', errorMessage: 'killed', trace: [] } }
        : { ok: true, payload: null },
    );
    write('MODULE#1', 'MODULE#2', 'MODULE#3', 'MODULE#4');
    await reader.settled(10_000);
    reader.stop();
    expect(batches).toEqual([
      ['MODULE#1', 'MODULE#2', 'MODULE#3', 'MODULE#4'],
      ['MODULE#1', 'MODULE#2'],
      ['MODULE#3', 'MODULE#4'],
    ]);
  });

  it('keeps a record 24 hours, retried all the while, then lets it go and describes it to the on-failure destination', async () => {
    const { batches, failures, reader, write, own } = mapped(
      () => ({ ok: false, error: { errorType: 'Error', errorMessage: 'no', trace: [] } }),
      { batchingWindowSeconds: 0 },
    );
    write('MODULE#1');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(batches.length).toBeGreaterThanOrEqual(1);
    expect(failures).toEqual([]);
    process.env[CLOCK_OFFSET_VARIABLE] = String(RETENTION_MS + 1000);
    reader.wake();
    await reader.settled(5_000);
    reader.stop();
    expect(own.after(0n)).toEqual([]);
    expect(failures).toEqual([
      expect.objectContaining({
        requestContext: expect.objectContaining({ condition: 'RecordAgeExceeded' }),
        DDBStreamBatchInfo: expect.objectContaining({ streamArn: own.arn, batchSize: 1 }),
      }),
    ]);
  });
});
