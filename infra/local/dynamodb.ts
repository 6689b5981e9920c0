import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DynamoDBClient, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';

/** dynalite on LevelDB under the data dir, on a loopback port of its own. */
export const startDynamo = async (path: string): Promise<{ endpoint: string; server: Server }> => {
  const server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};

/** The tables, keyed as the CDK app keys them; creating one that exists is a no-op. */
export const ensureTables = async (client: DynamoDBClient, tables: { name: string; sortKey: boolean }[]): Promise<void> => {
  for (const table of tables) {
    try {
      await client.send(
        new CreateTableCommand({
          TableName: table.name,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [
            { AttributeName: 'pk', AttributeType: 'S' },
            ...(table.sortKey ? [{ AttributeName: 'sk', AttributeType: 'S' as const }] : []),
          ],
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            ...(table.sortKey ? [{ AttributeName: 'sk', KeyType: 'RANGE' as const }] : []),
          ],
        }),
      );
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
    }
  }
};
