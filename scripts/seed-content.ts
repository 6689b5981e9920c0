import { parseArgs } from 'node:util';

/**
 * npm run content:seed -- --table <name>   writes the programme's pages into a deployed table (your AWS credentials).
 * Pages that exist (and any admin's edits) are left alone. The local cloud seeds itself on every start.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const { values } = parseArgs({ options: { table: { type: 'string' } } });
if (!values.table) {
  console.error('Usage: npm run content:seed -- --table <deployed table name>');
  process.exit(2);
}
process.env.TABLE_NAME = values.table;
process.env.AWS_REGION ??= 'us-east-1';
// The SDK clients sign with your credentials, found as the AWS CLI finds them (environment, profile, SSO).
const { seedContent } = await import('../functions/modules/content-seed.js');
console.log(`${await seedContent()} pages added to ${values.table}.`);
