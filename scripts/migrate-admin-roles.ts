import { parseArgs } from 'node:util';
import { migrateAdminRoles } from './lib/migrate-admin-roles.js';

/**
 * npm run admins:migrate-roles -- --user-pool-id us-east-1_XXXX
 *     once, BEFORE deploying the per-school roles, with your AWS credentials: every school admin of before gets the
 *     admin role at each of their schools (school:{id}:admin). Content editors are listed: their role is gone, and the
 *     ones who should keep editing are made district admins (npm run admins:create -- EMAIL --district …).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const { values } = parseArgs({ options: { 'user-pool-id': { type: 'string' } } });
const UserPoolId = values['user-pool-id'];
if (!UserPoolId) {
  console.error('Usage: npm run admins:migrate-roles -- --user-pool-id <AdminUserPoolId output>');
  process.exit(2);
}
const { CognitoIdentityProviderClient } = await import('@aws-sdk/client-cognito-identity-provider');
const client = new CognitoIdentityProviderClient({ region: process.env.AWS_REGION ?? 'us-east-1' });
const { given, contentEditors } = await migrateAdminRoles(client, UserPoolId);
for (const { username, group } of given) console.log(`${username}: ${group}`);
console.log(`${given.length} school roles given.`);
if (contentEditors.length > 0) {
  console.log(`Content editors of before, who can no longer change content (make district admins of those who should):`);
  for (const username of contentEditors) console.log(`  ${username}`);
}
