import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { AppStack } from '../stacks/app-stack.js';
import { DataStack } from '../stacks/data-stack.js';
import { IdentityStack } from '../stacks/identity-stack.js';

export interface WawAppOptions {
  stage: string;
  region: string;
  account?: string;
}

/** The three stacks of one stage; every name carries the stage, so stages can share an account. */
export const buildWaw = (app: App, { stage, region, account }: WawAppOptions) => {
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage)) throw new Error(`stage must be lower-case letters, digits and dashes, not "${stage}"`);
  const env = { region, ...(account ? { account } : {}) };
  const data = new DataStack(app, `WawData-${stage}`, { env, stage, description: 'WAW: the students table (retained)' });
  const identity = new IdentityStack(app, `WawIdentity-${stage}`, { env, stage, description: 'WAW: the student identity pool' });
  const product = new AppStack(app, `WawApp-${stage}`, {
    env,
    stage,
    description: 'WAW: the API named TIR, its functions, CloudFront, media (retained) and media cookies',
    table: data.table,
    identityPoolId: identity.identityPool.ref,
    identityPoolArn: identity.identityPoolArn,
    developerProviderName: identity.developerProviderName,
    authenticatedRole: identity.authenticatedRole,
  });
  for (const stack of [data, identity, product]) Tags.of(stack).add('project', 'waw');
  Tags.of(app).add('stage', stage);
  return { data, identity, product };
};

// `cdk synth` / `cdk deploy` entry (cdk.json). Tests call buildWaw on their own App.
if (process.env.CDK_CONTEXT_JSON !== undefined || process.argv[1]?.endsWith('app.ts')) {
  const app = new App();
  const stage = String(app.node.tryGetContext('stage') ?? 'prod');
  const region = String(app.node.tryGetContext('region') ?? process.env.CDK_DEFAULT_REGION ?? 'us-east-1');
  buildWaw(app, { stage, region, account: process.env.CDK_DEFAULT_ACCOUNT });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  app.synth();
}
