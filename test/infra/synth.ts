import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildWaw, type WawAppOptions } from '../../infra/bin/app.js';

/** The app as `cdk synth` builds it, without bundling the functions (tests would take half a minute each). */
export const synthWaw = (options: { nag?: boolean } & Partial<WawAppOptions> = {}) => {
  const { nag, ...overrides } = options;
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stacks = buildWaw(app, { stage: 'test', region: 'us-east-1', account: '123456789012', ...overrides });
  if (nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const assembly = app.synth();
  return {
    assembly,
    stacks,
    data: Template.fromStack(stacks.data!),
    identity: Template.fromStack(stacks.identity),
    product: Template.fromStack(stacks.product),
  };
};
