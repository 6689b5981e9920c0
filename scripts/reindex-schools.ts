import { parseArgs } from 'node:util';

/**
 * npm run students:reindex -- --table waw-<stage>
 *
 * Gives students added before the school index existed its attributes, so their school's admins see them on the
 * dashboard, and students added before the class summaries and search existed their class row and search items
 * (with your AWS credentials). Safe to run again: students already indexed are left alone. The local cloud does
 * this by itself on start.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const { values } = parseArgs({ options: { table: { type: 'string' } } });
if (!values.table) {
  console.error('Usage: npm run students:reindex -- --table <deployed table name>');
  process.exit(2);
}
process.env.TABLE_NAME = values.table;
process.env.AWS_REGION ??= 'us-east-1';
// The SDK clients sign with your credentials, found as the AWS CLI finds them (environment, profile, SSO).
const { backfillSchoolIndex } = await import('../functions/summaries/school-backfill.js');
const { backfillAdminIndex } = await import('../functions/summaries/admin-backfill.js');
console.log(`${await backfillSchoolIndex()} students indexed by school in ${values.table}.`);
console.log(`${await backfillAdminIndex()} students given their class summary row and search items in ${values.table}.`);
