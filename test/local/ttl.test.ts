import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, GetItemCommand, PutItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTables, startDynamo } from '../../infra/local/dynamodb.js';
import { startTtlSweeper } from '../../infra/local/ttl.js';

/** DynamoDB's time to live as the local cloud keeps it (infra/local/ttl.ts): dynalite has none. */
const TABLE = 'ttl-test';
let server: Server;
let client: DynamoDBClient;
let dataDir: string;
let endpoint: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'waw-ttl-'));
  const dynamo = await startDynamo(dataDir);
  server = dynamo.server;
  endpoint = dynamo.endpoint;
  client = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1' });
  await ensureTables(client, [{ name: TABLE, sortKey: true }]);
});
afterAll(async () => {
  client?.destroy();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const put = (sk: string, extra: Record<string, AttributeValue>) =>
  client.send(new PutItemCommand({ TableName: TABLE, Item: { pk: { S: 'P' }, sk: { S: sk }, ...extra } }));
const exists = async (sk: string) =>
  (await client.send(new GetItemCommand({ TableName: TABLE, Key: { pk: { S: 'P' }, sk: { S: sk } }, ConsistentRead: true }))).Item !==
  undefined;

describe('the local time to live', () => {
  it('deletes what expired by the product’s clock, and nothing else', async () => {
    let clock = 1_800_000_000_000;
    const sweeper = startTtlSweeper(endpoint, 'us-east-1', TABLE, () => clock);
    try {
      const seconds = clock / 1000;
      await put('soon', { expires_at: { N: String(seconds + 60) } });
      await put('later', { expires_at: { N: String(seconds + 3600) } });
      await put('forever', {});
      await put('not-a-number', { expires_at: { S: String(seconds - 60) } });

      expect(await sweeper.sweep()).toBe(0);
      expect(await exists('soon')).toBe(true);

      clock += 120_000;
      expect(await sweeper.sweep()).toBe(1);
      expect(await exists('soon')).toBe(false);
      for (const kept of ['later', 'forever', 'not-a-number']) expect(await exists(kept)).toBe(true);

      clock += 3_600_000;
      expect(await sweeper.sweep()).toBe(1);
      expect(await exists('later')).toBe(false);
    } finally {
      await sweeper.stop();
    }
  });

  it('sweeps a table larger than one scan page, and runs one sweep at a time', async () => {
    const clock = 1_900_000_000_000;
    const sweeper = startTtlSweeper(endpoint, 'us-east-1', TABLE, () => clock);
    try {
      // About 1.2 MB of expired items: a scan returns at most 1 MB a page.
      const padding = { S: 'x'.repeat(12_000) };
      const expired = { N: String(clock / 1000 - 1) };
      for (let batch = 0; batch < 5; batch += 1)
        await Promise.all(Array.from({ length: 20 }, (_, i) => put(`bulk-${batch}-${i}`, { expires_at: expired, padding })));
      const counts = await Promise.all([sweeper.sweep(), sweeper.sweep()]);
      expect(counts).toEqual([100, 0]);
      expect(await exists('bulk-4-19')).toBe(false);
    } finally {
      await sweeper.stop();
    }
  });
});
