import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { MAX_TEACHER_CLASSES, SCHOOL_ROLES, adminGroups, fitsGroupName } from '../functions/admins/admin-roles.js';
import { normaliseSchool } from '../functions/common/normalise.js';
import { emailAddress } from '../domain/validation.js';

/**
 * npm run admins:create -- EMAIL --school ID [--school ID2] [--role admin]
 *     gives someone a role at each school named (admin, the default), in the local cloud's user pool, running or not
 * npm run admins:create -- EMAIL --school ID --role teacher --classes "3A,3B"
 *     makes a teacher of those classes of that school (their classes replace any they had there)
 * npm run admins:create -- EMAIL --district --user-pool-id us-east-1_XXXX
 *     makes a district admin (every school, and the programme's content), here in a deployed pool (the
 *     AdminUserPoolId output), with your AWS credentials; Cognito e-mails them. A deployed teacher needs the
 *     table too: --user-pool-id … --table waw-<stage>
 *
 * The first admin of a deployment is made this way; school admins invite the others, teachers included, from the dashboard.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const USAGE = `Usage: npm run admins:create -- <email> (--school <ID> [--school <ID>…] [--role ${SCHOOL_ROLES.join('|')}]… | --district) [--classes "3A,3B"] [--user-pool-id <id> [--table <name>]]
  A role is held at each school named (admin by default); --district makes a district admin, who needs no --school.
  A teacher (--role teacher) has one --school and the classes there, comma-separated, in --classes.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    school: { type: 'string', multiple: true, default: [] },
    role: { type: 'string', multiple: true, default: [] },
    classes: { type: 'string' },
    district: { type: 'boolean', default: false },
    'user-pool-id': { type: 'string' },
    table: { type: 'string' },
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
      classes: v.optional(
        v.pipe(
          v.array(v.pipe(v.string(), v.trim(), v.minLength(1, 'A class ID cannot be empty'), v.maxLength(64))),
          v.minLength(1),
          v.maxLength(MAX_TEACHER_CLASSES, `A teacher has at most ${MAX_TEACHER_CLASSES} classes`),
        ),
      ),
      district: v.boolean(),
      table: v.boolean(),
    }),
    v.partialCheck(
      [['schools'], ['district']],
      (a) => a.schools.length > 0 || a.district,
      'Name the admin’s school with --school, or make a district admin with --district',
    ),
    v.check(
      (a) => a.roles.includes('teacher') === (a.classes !== undefined),
      'A teacher needs --classes "3A,3B", and only a teacher has classes',
    ),
    v.check((a) => a.classes === undefined || a.schools.length === 1, 'A teacher’s classes are of one school: name one --school'),
    v.check(
      (a) => a.classes === undefined || !values['user-pool-id'] || a.table,
      'A deployed teacher’s classes go in the table: add --table waw-<stage>',
    ),
  ),
  {
    email: positionals[0] ?? '',
    schools: values.school,
    roles: values.role.length > 0 ? values.role : ['admin'],
    classes: values.classes?.split(','),
    district: values.district,
    table: values.table !== undefined,
  },
);
if (!args.success || positionals.length !== 1) {
  console.error(`${args.success ? 'Give exactly one e-mail address.' : args.issues.map((issue) => issue.message).join('\n')}\n${USAGE}`);
  process.exit(2);
}
const { email, schools, roles, classes, district } = args.output;
const groups = adminGroups({ schools, roles, district });

/** A teacher's classes, kept in the table as the dashboard keeps them (TABLE_NAME and the endpoint set first). */
const giveClasses = async (sub: string): Promise<string> => {
  if (!classes) return '';
  const school = schools[0]!;
  const { readTeacherClasses, writeTeacherClasses } = await import('../functions/admins/teacher-classes.js');
  // The version read is the one written over, so a change made meanwhile from the dashboard is not lost unseen.
  if (!(await writeTeacherClasses(sub, school, classes, (await readTeacherClasses(sub, school)).version))) {
    console.error(`The classes of ${email} at ${school} changed meanwhile: run it again.`);
    process.exit(1);
  }
  return ` Teacher of ${classes.join(', ')} at ${school}.`;
};

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
  process.env.TABLE_NAME = values.table ?? '';
  process.env.AWS_REGION ??= 'us-east-1';
  const { UserAttributes } = await client.send(new cognito.AdminGetUserCommand({ UserPoolId, Username: email }));
  const taught = await giveClasses(UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '');
  for (const GroupName of groups) await client.send(new cognito.AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName }));
  console.log(`${created ? 'Invited' : 'Updated'} ${email}: ${groups.join(', ')}.${taught} They sign in at <SiteUrl>/admin/login.`);
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
    await ensureTables(new DynamoDBClient({ endpoint, region: local.REGION }), [
      { name: IDENTITIES_TABLE, sortKey: false },
      local.PRODUCT_TABLE,
    ]);
    stop = async () => void dynamo.server.close();
  }
  const store = createUserStore(DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: local.REGION })));
  const outcome = await ensureAdmin(store, email, groups);
  process.env.TABLE_NAME = local.TABLE_NAME;
  process.env.AWS_REGION = local.REGION;
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
  const taught = await giveClasses((await store.getUser(email))?.sub ?? '');
  console.log(`${outcome === 'created' ? 'Created' : 'Updated'} ${email} in the local user pool: ${groups.join(', ')}.${taught}`);
  console.log('They sign in at /admin/login; codes arrive in the local mailbox (/_local/mailbox) while npm start runs.');
  await stop();
}
