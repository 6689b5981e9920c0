import { once } from 'node:events';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  ResourceInUseException,
  ScanCommand,
  type AttributeValue,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { keepIdleConnections } from './http.js';

/** dynalite on LevelDB under the data dir, on a loopback port of its own. */
export const startDynamo = async (path: string): Promise<{ endpoint: string; server: Server; stop: () => Promise<void> }> => {
  const server = keepIdleConnections(dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }));
  // Requests still being answered: dynalite closes its database with the server, and a request whose work reached the
  // database after that throws ("Database is closed") where nothing can catch it.
  let answering = 0;
  let answered = () => undefined as void;
  server.on('request', (_request, response: ServerResponse) => {
    answering += 1;
    response.once('close', () => {
      answering -= 1;
      if (answering === 0) answered();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    /** Takes no new connection, lets what is being answered finish (10 s at most), then closes the database. */
    stop: async () => {
      const closed = once(server, 'close').catch(() => undefined);
      server.close();
      if (answering > 0)
        await Promise.race([
          new Promise<void>((resolve) => (answered = resolve)),
          new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref()),
        ]);
      server.closeAllConnections();
      await closed;
    },
  };
};

export interface LocalIndex {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export interface LocalTable {
  name: string;
  sortKey: boolean;
  /** global secondary indexes (string keys, all attributes projected), as the data stack declares them */
  indexes?: LocalIndex[];
}

/**
 * dynalite accepts an index added by UpdateTable but never builds it, so local data made before an index existed is
 * moved into a new table that has it: read whole, the table made again, every item written back.
 */
const rebuildWithIndexes = async (client: DynamoDBClient, create: CreateTableCommandInput): Promise<void> => {
  const items: Array<Record<string, AttributeValue>> = [];
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: create.TableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await client.send(new DeleteTableCommand({ TableName: create.TableName }));
  // A deleted table goes a moment later, as in DynamoDB: made again before then, the name is still in use.
  await untilGone(client, create.TableName!);
  await client.send(new CreateTableCommand(create));
  await untilActive(client, create.TableName!);
  for (const item of items) await client.send(new PutItemCommand({ TableName: create.TableName, Item: item }));
};

/**
 * The tables, keyed as the CDK app keys them; creating one that exists is a no-op, and one that lacks an index
 * the data stack declares gets it, as a deployment adds it to the real table.
 */
export const ensureTables = async (client: DynamoDBClient, tables: LocalTable[]): Promise<void> => {
  for (const table of tables) {
    const indexes = table.indexes ?? [];
    const indexAttributes = indexes.flatMap((index) => [index.partitionKey, index.sortKey]);
    const definitions = [...new Set(['pk', ...(table.sortKey ? ['sk'] : []), ...indexAttributes])].map((name) => ({
      AttributeName: name,
      AttributeType: 'S' as const,
    }));
    const gsi = (index: LocalIndex) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    });
    const create: CreateTableCommandInput = {
      TableName: table.name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: definitions,
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, ...(table.sortKey ? [{ AttributeName: 'sk', KeyType: 'RANGE' as const }] : [])],
      ...(indexes.length > 0 ? { GlobalSecondaryIndexes: indexes.map(gsi) } : {}),
    };
    try {
      await client.send(new CreateTableCommand(create));
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
      const { Table } = await client.send(new DescribeTableCommand({ TableName: table.name }));
      const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
      if (indexes.some((index) => !present.has(index.name))) await rebuildWithIndexes(client, create);
    }
    await untilActive(client, table.name);
  }
};

/**
 * A new table is CREATING before it is ACTIVE, in dynalite as in DynamoDB, and refuses items until then: wait, as
 * a deployment does, so nothing on a busy machine writes too early.
 */
const untilGone = async (client: DynamoDBClient, name: string): Promise<void> => {
  for (let waited = 0; waited < 30_000; waited += 20) {
    try {
      await client.send(new DescribeTableCommand({ TableName: name }));
    } catch (error) {
      if (error instanceof Error && error.name === 'ResourceNotFoundException') return;
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Table ${name} was not deleted`);
};

const untilActive = async (client: DynamoDBClient, name: string): Promise<void> => {
  for (let waited = 0; waited < 30_000; waited += 20) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    if (Table?.TableStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Table ${name} did not become ACTIVE`);
};
