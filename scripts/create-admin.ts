import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { SCHOOL_ROLES, adminGroups, fitsGroupName } from '../functions/lib/admin-roles.js';
import { normaliseSchool } from '../functions/lib/normalise.js';
import { emailAddress } from '../domain/validation.js';

/**
 * npm run admins:create -- EMAIL --school ID [--school ID2] [--role admin]
 *     gives someone a role at each school named (admin, the default), in the local cloud's user pool, running or not
 * npm run admins:create -- EMAIL --district --user-pool-id us-east-1_XXXX
 *     makes a district admin (every school, and the programme's content), here in a deployed pool (the
 *     AdminUserPoolId output), with your AWS credentials; Cognito e-mails them
 *
 * The first admin of a deployment is made this way; school admins invite the others from the dashboard.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const USAGE = `Usage: npm run admins:create -- <email> (--school <ID> [--school <ID>…] [--role ${SCHOOL_ROLES.join('|')}]… | --district) [--user-pool-id <id>]
  A role is held at each school named (admin by default); --district makes a district admin, who needs no --school.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    school: { type: 'string', multiple: true, default: [] },
    role: { type: 'string', multiple: true, default: [] },
    district: { type: 'boolean', default: false },
    'user-pool-id': { type: 'string' },
  },
});
const args = v.safeParse(
  v.pipe(
    v.object({
      email: v.pipe(
        v.string(),
        emailAddress(),
        v.transform((email) => email.trim().toLowerCase()),
      ),
      schools: v.array(
        v.pipe(
          v.string(),
          v.trim(),
          v.minLength(1),
          v.maxLength(64),
          v.transform(normaliseSchool),
          v.check(fitsGroupName, 'This school ID is too long to hold admins: use a shorter one'),
        ),
      ),
      roles: v.array(v.picklist(SCHOOL_ROLES, `A role is one of: ${SCHOOL_ROLES.join(', ')}`)),
      district: v.boolean(),
    }),
    v.partialCheck(
      [['schools'], ['district']],
      (a) => a.schools.length > 0 || a.district,
      'Name the admin’s school with --school, or make a district admin with --district',
    ),
  ),
  {
    email: positionals[0] ?? '',
    schools: values.school,
    roles: values.role.length > 0 ? values.role : ['admin'],
    district: values.district,
  },
);
if (!args.success || positionals.length !== 1) {
  console.error(`${args.success ? 'Give exactly one e-mail address.' : args.issues.map((issue) => issue.message).join('\n')}\n${USAGE}`);
  process.exit(2);
}
const { email, schools, roles, district } = args.output;
const groups = adminGroups({ schools, roles, district });

if (values['user-pool-id']) {
  const cognito = await import('@aws-sdk/client-cognito-identity-provider');
  const client = new cognito.CognitoIdentityProviderClient({ region: process.env.AWS_REGION ?? 'us-east-1' });
  const UserPoolId = values['user-pool-id'];
  const ignore = (name: string) => (error: unknown) => {
    if (!(error instanceof Error && error.name === name)) throw error;
  };
  // The district's group is the stack's; each school role group is made with the school's first admin.
  for (const GroupName of groups) {
    await client.send(new cognito.CreateGroupCommand({ UserPoolId, GroupName })).catch(ignore('GroupExistsException'));
  }
  let created = true;
  await client
    .send(
      new cognito.AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    )
    .catch((error: unknown) => {
      ignore('UsernameExistsException')(error);
      created = false;
    });
  for (const GroupName of groups) await client.send(new cognito.AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName }));
  console.log(`${created ? 'Invited' : 'Updated'} ${email}: ${groups.join(', ')}. They sign in at <SiteUrl>/admin/login.`);
} else {
  const local = await import('../infra/local/server.js');
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  const { IDENTITIES_TABLE, createUserStore, ensureAdmin } = await import('../infra/local/user-store.js');
  const dataDir = resolve(import.meta.dirname, '../.local');
  const endpointFile = resolve(dataDir, local.DYNAMO_ENDPOINT_FILE);
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  const running = existsSync(endpointFile) ? readFileSync(endpointFile, 'utf8').trim() : '';
  const alive =
    running !== '' &&
    (await fetch(running, { method: 'POST' }).then(
      () => true,
      () => false,
    ));
  let stop = async () => undefined as void;
  let endpoint = running;
  if (!alive) {
    const { ensureTables, startDynamo } = await import('../infra/local/dynamodb.js');
    const dynamo = await startDynamo(resolve(dataDir, 'dynamodb'));
    endpoint = dynamo.endpoint;
    await ensureTables(new DynamoDBClient({ endpoint, region: local.REGION }), [{ name: IDENTITIES_TABLE, sortKey: false }]);
    stop = async () => void dynamo.server.close();
  }
  const store = createUserStore(DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: local.REGION })));
  const outcome = await ensureAdmin(store, email, groups);
  console.log(`${outcome === 'created' ? 'Created' : 'Updated'} ${email} in the local user pool: ${groups.join(', ')}.`);
  console.log('They sign in at /admin/login; codes arrive in the local mailbox (/_local/mailbox) while npm start runs.');
  await stop();
}
