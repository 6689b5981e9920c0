import { parseArgs } from 'node:util';

/**
 * npm run summaries:rebuild -- --table waw-<stage> --school DEMO [--class demo-class-1]
 *
 * The repair job of the class summaries: writes every child's row of the class (or of each class of the school)
 * again from their modules as stored, deletes rows of children who are no longer there, and strips the former
 * summary (every child's row in one item per class) from each class's item (with your AWS credentials). Safe beside
 * live saves and to run again: a row is written only if no save changed it since it was read, and a class's item only
 * while it still holds the former summary.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const { values } = parseArgs({ options: { table: { type: 'string' }, school: { type: 'string' }, class: { type: 'string' } } });
if (!values.table || !values.school) {
  console.error('Usage: npm run summaries:rebuild -- --table <deployed table name> --school <school> [--class <class>]');
  process.exit(2);
}
process.env.TABLE_NAME = values.table;
process.env.AWS_REGION ??= 'us-east-1';
// The SDK clients sign with your credentials, found as the AWS CLI finds them (environment, profile, SSO).
const { rebuildClass } = await import('../functions/summaries/class-summary.js');
const { classIds } = await import('../functions/summaries/summaries.js');
const school = values.school;
for (const classId of values.class ? [values.class] : (await classIds(school)).map(({ id }) => id)) {
  const { rows, removed, stripped } = await rebuildClass(school, classId);
  console.log(
    `${school}/${classId}: ${rows} rows written again from the modules, ${removed} rows of children no longer there removed` +
      `${stripped ? ', the former summary stripped from the class item' : ''}.`,
  );
}
