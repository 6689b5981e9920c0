import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, GetItemCommand, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { expect, it } from 'vitest';
import { ensureTables, startDynamo } from '../../infra/local/dynamodb.js';
import { PRODUCT_TABLE } from '../../infra/local/server.js';

it('gives local data made before the school index that index, keeping every item', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'waw-index-'));
  const dynamo = await startDynamo(dir);
  try {
    const client = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    await ensureTables(client, [{ name: PRODUCT_TABLE.name, sortKey: true }]);
    const profile = { pk: { S: 'STUDENT#1' }, sk: { S: 'PROFILE' }, school_key: { S: 'OAK' }, class_key: { S: 'c1#1' } };
    const other = { pk: { S: 'PAGE#x' }, sk: { S: 'PAGE' }, content: { S: '{}' } };
    for (const Item of [profile, other]) await client.send(new PutItemCommand({ TableName: PRODUCT_TABLE.name, Item }));

    await ensureTables(client, [PRODUCT_TABLE]);
    const byOak = await client.send(
      new QueryCommand({
        TableName: PRODUCT_TABLE.name,
        IndexName: 'bySchool',
        KeyConditionExpression: 'school_key = :s',
        ExpressionAttributeValues: { ':s': { S: 'OAK' } },
      }),
    );
    expect(byOak.Items).toEqual([profile]);
    expect((await client.send(new GetItemCommand({ TableName: PRODUCT_TABLE.name, Key: { pk: other.pk, sk: other.sk } }))).Item).toEqual(
      other,
    );
    await ensureTables(client, [PRODUCT_TABLE]);
    expect((await client.send(new GetItemCommand({ TableName: PRODUCT_TABLE.name, Key: { pk: other.pk, sk: other.sk } }))).Item).toEqual(
      other,
    );
  } finally {
    dynamo.server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
