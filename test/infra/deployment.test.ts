import { App } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REGION, contextOptions } from '../../infra/bin/app.js';
import { COGNITO_EMAIL_WARNING } from '../../infra/constructs/admin-auth.js';
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
