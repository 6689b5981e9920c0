import { App } from 'aws-cdk-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REGION, contextOptions } from '../../infra/bin/app.js';
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
