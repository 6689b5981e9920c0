import { readFileSync } from 'node:fs';
import { App, Validations } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REGION, buildWaw, contextOptions } from '../../infra/bin/app.js';
import { COGNITO_EMAIL_WARNING } from '../../infra/constructs/admin-auth.js';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_OUTPUT, ORIGIN_VERIFY_PARAMETER } from '../../infra/constructs/viewer-address.js';
import { synthWaw } from './synth.js';

type Synth = ReturnType<typeof synthWaw>;
let app: Synth;
beforeAll(() => {
  app = synthWaw();
});

type Resource = { Type: string; Properties?: Record<string, unknown> };
const resourcesOf = (template: Synth['product']) => Object.entries(template.toJSON().Resources as Record<string, Resource>);

/** The names CloudFront keeps unique in the whole account: every named CloudFront resource but the distribution. */
const accountWideNames = (template: Synth['product']): string[] =>
  resourcesOf(template)
    .filter(([, resource]) => resource.Type.startsWith('AWS::CloudFront::'))
    .flatMap(([, resource]) => {
      const config = Object.entries(resource.Properties ?? {}).find(([key]) => key.endsWith('Config'))?.[1] as
        { Name?: unknown } | undefined;
      const name = resource.Properties?.Name ?? config?.Name;
      return name === undefined ? [] : [JSON.stringify(name)];
    });

describe('where a deployment goes', () => {
  const saved = process.env.CDK_DEFAULT_REGION;
  afterEach(() => {
    if (saved === undefined) delete process.env.CDK_DEFAULT_REGION;
    else process.env.CDK_DEFAULT_REGION = saved;
  });

  it("takes the region from -c region, or us-east-1, never from the shell's profile", () => {
    process.env.CDK_DEFAULT_REGION = 'ap-southeast-2';
    expect(contextOptions(new App()).region).toBe(DEFAULT_REGION);
    expect(DEFAULT_REGION).toBe('us-east-1');
    expect(contextOptions(new App({ context: { region: 'eu-west-1' } })).region).toBe('eu-west-1');
  });

  it('names every account-wide CloudFront resource after its stage and region, so a stage fits in two regions', () => {
    const names = accountWideNames(app.product);
    // The response headers policies, the cookie key and key group, both origin access controls, both functions.
    expect(names.length).toBeGreaterThanOrEqual(9);
    for (const name of names) expect(name).toContain('us-east-1');
    const elsewhere = accountWideNames(synthWaw({ region: 'eu-west-1' }).product);
    expect(elsewhere.filter((name) => names.includes(name))).toEqual([]);
  });
});

describe("the admins' e-mail", () => {
  const cognitoLimit = Match.stringLikeRegexp("Cognito's own e-mail, which sends at most 50 a day");

  it('goes through SES from a verified domain when -c emailSender names one', () => {
    const synth = synthWaw({
      ...contextOptions(new App({ context: { emailSender: 'schools.example.org' } }), '123456789012'),
      stage: 'test',
    });
    synth.product.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'WAW <no-reply@schools.example.org>',
      },
    });
    const [pool] = Object.values(synth.product.findResources('AWS::Cognito::UserPool'));
    const arn = JSON.stringify(pool!.Properties.EmailConfiguration.SourceArn);
    expect(arn).toContain(':ses:us-east-1:123456789012:identity/schools.example.org');
    expect(Annotations.fromStack(synth.stacks.product).findWarning('*', cognitoLimit)).toEqual([]);
  });

  it('goes through SES from a verified address, which is its own identity', () => {
    const synth = synthWaw({ emailSender: { address: 'waw@district.example.org' } });
    const [pool] = Object.values(synth.product.findResources('AWS::Cognito::UserPool'));
    expect(pool!.Properties.EmailConfiguration.From).toBe('WAW <waw@district.example.org>');
    expect(JSON.stringify(pool!.Properties.EmailConfiguration.SourceArn)).toContain(':identity/waw@district.example.org');
  });

  it("warns at synth, with Cognito's daily limit, when no sender is named, and sends through Cognito", () => {
    expect(COGNITO_EMAIL_WARNING).toContain('-c emailSender=');
    Annotations.fromStack(app.stacks.product).hasWarning('*', cognitoLimit);
    const [pool] = Object.values(app.product.findResources('AWS::Cognito::UserPool'));
    expect(pool!.Properties.EmailConfiguration?.EmailSendingAccount ?? 'COGNITO_DEFAULT').toBe('COGNITO_DEFAULT');
  });

  it('stops the synth on a sender that is neither an address nor a domain', () => {
    expect(() => contextOptions(new App({ context: { emailSender: 'not a sender' } }))).toThrow(/emailSender must be/);
    expect(contextOptions(new App()).emailSender).toBeUndefined();
  });
});

describe('the origin secret', () => {
  type Rule = {
    Name: string;
    Statement: { NotStatement: { Statement: { OrStatement: { Statements: Array<{ ByteMatchStatement: { SearchString: unknown } }> } } } };
  };
  const distributionOf = () => resourcesOf(app.product).find(([, resource]) => resource.Type === 'AWS::CloudFront::Distribution')!;
  const wafOf = () => resourcesOf(app.product).find(([, resource]) => resource.Type === 'AWS::WAFv2::WebACL')!;
  const sent = () => {
    const config = distributionOf()[1].Properties!.DistributionConfig as {
      Origins: Array<{ OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }> }>;
    };
    return config.Origins.flatMap((origin) => origin.OriginCustomHeaders ?? []).find(
      (header) => header.HeaderName === ORIGIN_VERIFY_HEADER,
    )!.HeaderValue;
  };
  const accepted = () => {
    const rules = wafOf()[1].Properties!.Rules as Rule[];
    return rules
      .find((rule) => rule.Name === 'from-cloudfront-only')!
      .Statement.NotStatement.Statement.OrStatement.Statements.map((s) => s.ByteMatchStatement.SearchString);
  };
  /** Every secretsmanager dynamic reference in a value: its JSON key and the version it names. */
  const references = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/\{\{resolve:secretsmanager:",\{"Ref":"(\w+)"\},":SecretString:(\w+)::",(\{"Ref":"\w+"\})/g)].map(
      ([, secret, key, version]) => ({ secret, key, version }),
    );

  it('is read by CloudFront and the WAF from one pinned version: every reference names the same version parameter', () => {
    const all = [...references(sent()), ...accepted().flatMap(references)];
    // CloudFront's `current`; the WAF's `current`, and `previous` or `current` again (before the first rotation).
    expect(all.map(({ key }) => key).sort()).toEqual(['current', 'current', 'current', 'previous']);
    expect(new Set(all.map(({ version }) => version))).toEqual(new Set([JSON.stringify({ Ref: ORIGIN_VERIFY_PARAMETER })]));
    expect(new Set(all.map(({ secret }) => secret)).size).toBe(1);
    expect(app.product.toJSON().Parameters[ORIGIN_VERIFY_PARAMETER]).toMatchObject({ Type: 'String', Default: '' });
    // No versionless reference anywhere in the stack: none that a deploy of something else would read anew.
    expect(JSON.stringify(app.product.toJSON())).not.toMatch(/:SecretString:::\}\}/);
  });

  it('is accepted by the WAF as the current and, once pinned, the previous value; the WAF changes before CloudFront', () => {
    const [first, second] = accepted();
    expect(first).toEqual(sent());
    expect(second).toEqual({ 'Fn::If': ['OriginVerifyPinned', expect.anything(), sent()] });
    expect(references((second as { 'Fn::If': unknown[] })['Fn::If'][1])[0]!.key).toBe('previous');
    expect(app.product.toJSON().Conditions.OriginVerifyPinned).toEqual({
      'Fn::Not': [{ 'Fn::Equals': [{ Ref: ORIGIN_VERIFY_PARAMETER }, ''] }],
    });
    expect(distributionOf()[1]).toMatchObject({ DependsOn: expect.arrayContaining([wafOf()[0]]) });
  });

  it('is named by an output for the rotation, and its value is nowhere in the template', () => {
    expect(app.product.toJSON().Outputs[ORIGIN_VERIFY_OUTPUT]).toEqual({ Value: { Ref: expect.stringMatching(/^TirOriginVerify/) } });
    app.product.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { GenerateStringKey: 'current', SecretStringTemplate: '{}', PasswordLength: 48, ExcludePunctuation: true },
    });
    const rotate = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    expect(JSON.parse(rotate).scripts['origin:rotate']).toBe('tsx scripts/rotate-origin-secret.ts');
  });
});

describe('destroying a stage', () => {
  type Cfn = { Type: string; DeletionPolicy?: string; Properties?: Record<string, unknown> };
  const all = () =>
    [app.data, app.identity, app.product].flatMap((template) => Object.entries(template.toJSON().Resources as Record<string, Cfn>));

  it('keeps exactly the data, the media, the admins and the account-wide API logging role; recordings and imports go', () => {
    const kept = all()
      .filter(([, resource]) => resource.DeletionPolicy === 'Retain')
      .map(([id, resource]) => `${resource.Type} ${id.replace(/[0-9A-F]{8}$/, '')}`)
      .sort();
    expect(kept).toEqual([
      'AWS::ApiGateway::Account TirApiAccount',
      'AWS::Cognito::UserPool AdminAuthAdmins',
      'AWS::DynamoDB::GlobalTable Table',
      'AWS::IAM::Role TirApiCloudWatchRole',
      'AWS::S3::Bucket DeliveryMedia',
    ]);
  });

  it('takes every log group with it, and every function of ours logs to one of them', () => {
    const groups = all().filter(([, resource]) => resource.Type === 'AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThanOrEqual(25);
    for (const [, group] of groups) {
      expect(group.DeletionPolicy).toBe('Delete');
      expect(group.Properties?.LogGroupName).toBeUndefined();
    }
    const ids = new Set(groups.map(([id]) => id));
    const functions = all().filter(([, resource]) => resource.Type === 'AWS::Lambda::Function');
    const unlogged = functions
      .filter(([, fn]) => !ids.has((fn.Properties?.LoggingConfig as { LogGroup?: { Ref?: string } } | undefined)?.LogGroup?.Ref ?? ''))
      .map(([id]) => id);
    // Only aws-cdk-lib's own handler that empties the site and log buckets, whose log group Lambda makes (Tear down).
    expect(unlogged).toEqual([expect.stringMatching(/^CustomS3AutoDeleteObjectsCustomResourceProviderHandler/)]);
  });

  it('names no secret, so the same stage can be deployed again while a deleted one waits out its recovery window', () => {
    for (const [, secret] of all().filter(([, resource]) => resource.Type === 'AWS::SecretsManager::Secret'))
      expect(secret.Properties?.Name).toBeUndefined();
  });
});

describe('deploying a destroyed stage again', () => {
  const KEPT_TABLE = 'waw-test';
  const KEPT_MEDIA = 'waw-test-media-123456789012-us-east-1';
  const KEPT_STREAM = 'arn:aws:dynamodb:us-east-1:123456789012:table/waw-test/stream/2026-11-29T22:40:00.000';
  let again: { stacks: ReturnType<typeof buildWaw>; product: Template };
  beforeAll(() => {
    const options = contextOptions(
      new App({ context: { stage: 'test', retainedTable: KEPT_TABLE, retainedTableStream: KEPT_STREAM, retainedMediaBucket: KEPT_MEDIA } }),
      '123456789012',
    );
    const next = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stacks = buildWaw(next, options);
    Validations.of(next).addPlugins(new AwsSolutionsChecks(next));
    next.synth(); // cdk-nag finds nothing unacknowledged here either, or this throws
    again = { stacks, product: Template.fromStack(stacks.product) };
  });

  it('uses the kept table by name instead of making one: no data stack, no table, grants on that table', () => {
    expect(again.stacks.data).toBeUndefined();
    again.product.resourceCountIs('AWS::DynamoDB::GlobalTable', 0);
    const policies = JSON.stringify(again.product.findResources('AWS::IAM::Policy'));
    expect(policies).toContain(`:table/${KEPT_TABLE}`);
    expect(policies).not.toContain('WawData');
    const seeder = Object.values(again.product.findResources('AWS::Lambda::Function')).find((fn) =>
      JSON.stringify(fn.Properties.Environment ?? {}).includes('TABLE_NAME'),
    );
    expect(seeder!.Properties.Environment.Variables.TABLE_NAME).toBe(KEPT_TABLE);
  });

  it("writes the class rows from the kept table's stream, and will not deploy the kept table without it", () => {
    again.product.hasResourceProperties('AWS::Lambda::EventSourceMapping', { EventSourceArn: KEPT_STREAM });
    expect(() =>
      buildWaw(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), { stage: 'test', region: 'us-east-1', retainedTable: KEPT_TABLE }),
    ).toThrow(/retainedTable needs retainedTableStream.*describe-table --table-name waw-test --query Table.LatestStreamArn/);
    expect(() => contextOptions(new App({ context: { retainedTableStream: 'waw-test' } }))).toThrow(/retainedTableStream must name/);
  });

  it('uses the kept media bucket by name, with a new policy: TLS only, and read by the new distribution alone', () => {
    const buckets = Object.values(again.product.findResources('AWS::S3::Bucket')).map((bucket) =>
      JSON.stringify(bucket.Properties.BucketName ?? ''),
    );
    expect(buckets.some((name) => name.includes('-media-'))).toBe(false);
    const [policy] = Object.values(again.product.findResources('AWS::S3::BucketPolicy')).filter(
      (resource) => resource.Properties.Bucket === KEPT_MEDIA,
    );
    const statements = JSON.stringify(policy!.Properties.PolicyDocument.Statement);
    expect(statements).toContain('"aws:SecureTransport":"false"');
    expect(statements).toContain('"Service":"cloudfront.amazonaws.com"');
    expect(statements).toMatch(/AWS:SourceArn.*distribution\/.*DeliveryDistribution/);
  });

  it('takes the kept names from the context and stops the synth on a malformed one', () => {
    expect(() => contextOptions(new App({ context: { retainedMediaBucket: 'Not A Bucket' } }))).toThrow(/retainedMediaBucket must name/);
    expect(contextOptions(new App())).toMatchObject({ retainedTable: undefined, retainedMediaBucket: undefined });
  });
});
