import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * npm run students:import -- roster.csv            adds the students to the local cloud's data
 * npm run students:import -- roster.csv --table T  adds them to a deployed table T (your AWS credentials)
 *
 * Columns: school_identifier,username,password,first_name,last_name,class_id,grade,modules (modules: RESPA;INROCK).
 * Every row is checked before anything is written; students who already exist are left as they are.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const root = resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { table: { type: 'string' } } });
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run students:import -- <roster.csv> [--table <deployed table name>]');
  process.exit(2);
}

const { parseRoster } = await import('../functions/rosters/roster-parse.js');
const roster = parseRoster(readFileSync(file, 'utf8'));
if (!roster.ok) {
  console.error(`Nothing was imported. Fix these rows and run it again:\n  ${roster.errors.join('\n  ')}`);
  process.exit(1);
}

let stopLocal = async () => undefined as void;
if (values.table) {
  process.env.TABLE_NAME = values.table;
  process.env.AWS_REGION ??= 'us-east-1';
  // The SDK clients sign with your credentials, found as the AWS CLI finds them (environment, profile, SSO).
} else {
  const local = await import('../infra/local/server.js');
  const dataDir = resolve(root, '.local');
  const endpointFile = resolve(dataDir, local.DYNAMO_ENDPOINT_FILE);
  process.env.TABLE_NAME = local.TABLE_NAME;
  process.env.AWS_REGION = local.REGION;
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  const running = existsSync(endpointFile) ? readFileSync(endpointFile, 'utf8').trim() : '';
  if (
    running &&
    (await fetch(running, { method: 'POST' }).then(
      () => true,
      () => false,
    ))
  ) {
    process.env.AWS_ENDPOINT_URL_DYNAMODB = running;
  } else {
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const { ensureTables, startDynamo } = await import('../infra/local/dynamodb.js');
    const dynamo = await startDynamo(resolve(dataDir, 'dynamodb'));
    process.env.AWS_ENDPOINT_URL_DYNAMODB = dynamo.endpoint;
    await ensureTables(new DynamoDBClient({ endpoint: dynamo.endpoint }), [local.PRODUCT_TABLE]);
    stopLocal = async () => void dynamo.server.close();
  }
}

const { addStudent } = await import('../functions/rosters/roster.js');
let added = 0;
for (const row of roster.rows) {
  const outcome = await addStudent(row);
  if (outcome === 'added') added += 1;
  console.log(
    `${outcome === 'added' ? 'added  ' : 'exists '} ${row.school_identifier}/${row.username} (${row.modules.join(', ') || 'no modules'})`,
  );
}
console.log(`${added} added, ${roster.rows.length - added} already there.`);
await stopLocal();
