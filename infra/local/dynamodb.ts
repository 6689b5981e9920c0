import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';

/** dynalite on LevelDB under the data dir, on a loopback port of its own. */
export const startDynamo = async (path: string): Promise<{ endpoint: string; server: Server }> => {
  const server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
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
 * The tables, keyed as the CDK app keys them; creating one that exists is a no-op, and an index the data of an
 * earlier start lacks is added to it, as a deployment adds it to the real table.
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
    try {
      await client.send(
        new CreateTableCommand({
          TableName: table.name,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: definitions,
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            ...(table.sortKey ? [{ AttributeName: 'sk', KeyType: 'RANGE' as const }] : []),
          ],
          ...(indexes.length > 0 ? { GlobalSecondaryIndexes: indexes.map(gsi) } : {}),
        }),
      );
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
      const { Table } = await client.send(new DescribeTableCommand({ TableName: table.name }));
      const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
      for (const index of indexes.filter((candidate) => !present.has(candidate.name))) {
        await client.send(
          new UpdateTableCommand({
            TableName: table.name,
            AttributeDefinitions: definitions,
            GlobalSecondaryIndexUpdates: [{ Create: gsi(index) }],
          }),
        );
      }
    }
  }
};
