import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTables, startDynamo } from '../../infra/local/dynamodb.js';
import { mockSignInKey } from './sign-in-key.js';

/** For a test that needs a table of its own beside the one startTestTable makes. */
export { ensureTables };

/**
 * A fresh dynalite holding the game's table, for the handlers as deployed: real conditional writes and queries. The
 * functions' client is pointed at it, so import them after this, and they read the sign-in key as from Secrets
 * Manager. `stop` closes it and deletes its data.
 */
export const startTestTable = async (name: string): Promise<{ stop: () => void }> => {
  mockSignInKey();
  const dir = mkdtempSync(join(tmpdir(), `waw-${name}-`));
  const dynamo = await startDynamo(join(dir, 'db'));
  process.env.AWS_ENDPOINT_URL_DYNAMODB = dynamo.endpoint;
  await ensureTables(new DynamoDBClient({ endpoint: dynamo.endpoint }), [{ name: process.env.TABLE_NAME!, sortKey: true }]);
  return {
    stop: () => {
      dynamo.server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
