import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseEmailSender, type EmailSender } from '../constructs/admin-auth.js';
import { AppStack } from '../stacks/app-stack.js';
import { DataStack } from '../stacks/data-stack.js';
import { IdentityStack } from '../stacks/identity-stack.js';

export interface WawAppOptions {
  stage: string;
  region: string;
  account?: string;
  /** CIDRs a district's schools sign in from, e.g. one NAT for the whole district; none by default */
  schoolNetworks?: readonly string[];
  /** the SES identity the admins' e-mail is sent from; Cognito's own e-mail (and a warning at synth) without it */
  emailSender?: EmailSender;
  /**
   * After `cdk destroy`: the table and media bucket the destroyed deployment kept, used again by name instead of new
   * ones (docs/deploy.md, Tear down). Without a table, the data stack is not made at all.
   */
  retainedTable?: string;
  /** the kept table's stream (its LatestStreamArn), which the class rows are written from */
  retainedTableStream?: string;
  retainedMediaBucket?: string;
}

const TABLE_NAME = /^[a-zA-Z0-9_.-]{3,255}$/;
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const STREAM_ARN = /^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/[a-zA-Z0-9_.-]{3,255}\/stream\/[0-9T:.-]+$/;

/** A context value naming a kept resource: absent, or a name AWS would accept; anything else stops the synth. */
const retainedName = (key: string, raw: unknown, pattern: RegExp): string | undefined => {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || !pattern.test(raw)) throw new Error(`${key} must name the kept resource, not ${JSON.stringify(raw)}`);
  return raw;
};

const IPV4_CIDR = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}\/(3[0-2]|[12]?\d)$/;
const IPV6_CIDR = /^[0-9a-f:]*:[0-9a-f:]*\/(12[0-8]|1[01]\d|[1-9]?\d)$/i;

/** The `schoolNetworks` context: CIDRs separated by commas or spaces; anything else stops the synth with its reason. */
export const parseSchoolNetworks = (raw: unknown): string[] => {
  if (raw === undefined || raw === null || raw === '') return [];
  const items: unknown[] = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[\s,]+/) : [raw];
  const networks = items.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).filter(Boolean);
  const wrong = networks.filter((network) => !IPV4_CIDR.test(network) && !IPV6_CIDR.test(network));
  if (wrong.length > 0) throw new Error(`schoolNetworks must be CIDRs such as 203.0.113.0/24, not ${wrong.join(', ')}`);
  return networks;
};

/** The three stacks of one stage; every name carries the stage, so stages can share an account. */
export const buildWaw = (
  app: App,
  { stage, region, account, schoolNetworks = [], emailSender, retainedTable, retainedTableStream, retainedMediaBucket }: WawAppOptions,
) => {
  if (retainedTable && !retainedTableStream)
    throw new Error(
      `retainedTable needs retainedTableStream, the kept table's stream: aws dynamodb describe-table --table-name ${retainedTable} --query Table.LatestStreamArn (docs/deploy.md, Tear down)`,
    );
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage)) throw new Error(`stage must be lower-case letters, digits and dashes, not "${stage}"`);
  const env = { region, ...(account ? { account } : {}) };
  const data = retainedTable
    ? undefined
    : new DataStack(app, `WawData-${stage}`, { env, stage, description: 'WAW: the students table (retained)' });
  const identity = new IdentityStack(app, `WawIdentity-${stage}`, { env, stage, description: 'WAW: the student identity pool' });
  const product = new AppStack(app, `WawApp-${stage}`, {
    env,
    stage,
    description: 'WAW: the API named TIR, its functions, CloudFront, media (retained) and media cookies',
    table: data?.table ?? { name: retainedTable!, streamArn: retainedTableStream! },
    retainedMediaBucket,
    identityPoolId: identity.identityPool.ref,
    identityPoolArn: identity.identityPoolArn,
    developerProviderName: identity.developerProviderName,
    authenticatedRole: identity.authenticatedRole,
    schoolNetworks,
    emailSender,
  });
  for (const stack of [data, identity, product]) if (stack) Tags.of(stack).add('project', 'waw');
  Tags.of(app).add('stage', stage);
  return { data, identity, product };
};

/** Where a deployment goes unless `-c region=…` says otherwise (docs/deploy.md). */
export const DEFAULT_REGION = 'us-east-1';

/**
 * The options of `cdk synth` / `cdk deploy`, from the context only: the region is `-c region=…` or DEFAULT_REGION,
 * never the shell's profile (CDK_DEFAULT_REGION), so the same command deploys to the same place from any shell.
 */
export const contextOptions = (app: App, account = process.env.CDK_DEFAULT_ACCOUNT): WawAppOptions => ({
  stage: String(app.node.tryGetContext('stage') ?? 'prod'),
  region: String(app.node.tryGetContext('region') ?? DEFAULT_REGION),
  ...(account ? { account } : {}),
  schoolNetworks: parseSchoolNetworks(app.node.tryGetContext('schoolNetworks')),
  emailSender: parseEmailSender(app.node.tryGetContext('emailSender')),
  retainedTable: retainedName('retainedTable', app.node.tryGetContext('retainedTable'), TABLE_NAME),
  retainedTableStream: retainedName('retainedTableStream', app.node.tryGetContext('retainedTableStream'), STREAM_ARN),
  retainedMediaBucket: retainedName('retainedMediaBucket', app.node.tryGetContext('retainedMediaBucket'), BUCKET_NAME),
});

// `cdk synth` / `cdk deploy` entry (cdk.json). Tests call buildWaw on their own App.
if (process.env.CDK_CONTEXT_JSON !== undefined || process.argv[1]?.endsWith('app.ts')) {
  const app = new App();
  buildWaw(app, contextOptions(app));
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  app.synth();
}
