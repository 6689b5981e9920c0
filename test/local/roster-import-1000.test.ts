import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { benchImport } from '../../scripts/lib/import-bench.js';
import { startTestCloud } from '../support/test-cloud.js';
import { signIn } from './stock-client.js';

/**
 * A whole school: 1,000 rows through the local cloud's S3, SQS and Lambda environments, each row a real scrypt
 * hash. Slow by nature (about half a second of CPU a row); the time it took is printed, never asserted.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
});
afterAll(async () => {
  await stop?.();
});

describe('a school of 1,000 students', () => {
  it('imports every row exactly once, with steady progress, in items far below DynamoDB’s 400 KB', async () => {
    const result = await benchImport({ url: cloud.url, rows: 1000 });
    console.log(
      `1,000 rows imported locally in ${result.seconds.toFixed(0)} s (${result.localConcurrency} workers at once, ` +
        `${result.secondsPerRow.toFixed(2)} s a row); in AWS about ${result.awsEstimateSeconds.toFixed(0)} s`,
    );
    expect(result).toMatchObject({ added: 1000, existing: 0, failed: 0 });
    expect([...result.progress].sort((a, b) => a - b)).toEqual(result.progress);
    expect(result.progress.at(-1)).toBe(1000);

    const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
    const { tableName } = await import('../../functions/common/table.js');
    const items: Array<Record<string, unknown>> = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `IMPORT#${result.id}` },
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    expect(items).toHaveLength(1 + 200);
    const largest = Math.max(
      ...items.map((item) => Buffer.byteLength(JSON.stringify(item, (_k, v: unknown) => (v instanceof Set ? [...v] : v)))),
    );
    expect(largest).toBeLessThan(20 * 1024);

    // Any of them can now sign in.
    const sample = (items.find((item) => Array.isArray(item.rows)) as { rows: Array<{ username: string; line: number }> }).rows[0]!;
    const index = sample.line - 2;
    const stamp = sample.username.split('.')[1];
    expect((await signIn(cloud.config, sample.username, `bench-pass-${index}-${stamp}`)).status).toBe(200);
  }, 3_600_000);
});
