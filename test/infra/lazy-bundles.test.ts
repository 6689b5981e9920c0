import { App, Stack } from 'aws-cdk-lib';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTIONS, handlerEntry } from '../../functions/routes.js';
import { WawFunction } from '../../infra/constructs/waw-function.js';

/**
 * What `cdk deploy` uploads for a function, bundled for real by the CDK (aws-lambda-nodejs with its afterBundling
 * hook): the S3 SDK beside index.mjs for a function that uses S3, and nothing beside it for one that does not.
 */
const cache = resolve('node_modules/.cache');
mkdirSync(cache, { recursive: true });
const outdir = mkdtempSync(join(cache, 'waw-cdk-bundles-'));

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const assetOf = (name: 'waw-recordings' | 'waw-modules') => {
  const app = new App({ outdir });
  const stack = new Stack(app, `Lazy-${name}`);
  new WawFunction(stack, 'Fn', { entry: handlerEntry(name), functionName: name, limits: FUNCTIONS[name] });
  const assembly = app.synth();
  const template = assembly.getStackByName(stack.stackName).template as {
    Resources: Record<string, { Type: string; Properties: { Code?: { S3Key?: string } } }>;
  };
  const code = Object.values(template.Resources).find((resource) => resource.Type === 'AWS::Lambda::Function')!.Properties.Code!;
  return join(outdir, `asset.${code.S3Key!.replace(/\.zip$/, '')}`);
};

describe('a function as the CDK bundles it', () => {
  it('carries the S3 SDK as a file of its own, which index.mjs imports by name, only when it uses S3', () => {
    const recordings = assetOf('waw-recordings');
    const index = readFileSync(join(recordings, 'index.mjs'), 'utf8');
    // The S3 SDK's own request routes, in the lazy file and not in the one every start parses.
    const s3Route = 'x-id=GetObject';
    expect(index.includes('import("./s3-sdk.mjs")')).toBe(true);
    expect(index.includes(s3Route)).toBe(false);
    expect(readFileSync(join(recordings, 's3-sdk.mjs'), 'utf8').includes(s3Route)).toBe(true);
    const modules = assetOf('waw-modules');
    expect(existsSync(join(modules, 'index.mjs'))).toBe(true);
    expect(existsSync(join(modules, 's3-sdk.mjs'))).toBe(false);
  }, 180_000);
});
