import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMBDA_ENVIRONMENT } from '../../infra/constructs/waw-function.js';
import { handlerEntry, type FunctionName } from '../../functions/routes.js';
import { bundleFunction } from '../../scripts/lambda-bundle.js';
import { apiEvent, lambdaContext } from '../functions/events.js';
import { signIn } from '../local/stock-client.js';
import { startTestCloud, type TestCloud } from '../support/test-cloud.js';

/**
 * The functions as `cdk deploy` bundles them (LAMBDA_BUNDLING: the packages' ES module builds, minified, no source
 * maps), run in a Node process of their own against the local cloud: every other test runs the sources.
 */
let test: TestCloud;
let dir: string;

beforeAll(async () => {
  test = await startTestCloud();
  mkdirSync(resolve('node_modules/.cache'), { recursive: true });
  dir = mkdtempSync(join(resolve('node_modules/.cache'), 'waw-bundles-'));
  writeFileSync(
    join(dir, 'invoke.mjs'),
    `const { handler } = await import(process.argv[2]);
const result = await handler(JSON.parse(process.argv[3]), JSON.parse(process.argv[4]));
process.stdout.write(JSON.stringify(result));
`,
  );
});

afterAll(async () => {
  await test?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Bundles a handler and invokes it once in a fresh process with the environment its stack gives it. */
const invokeBundled = async (name: FunctionName, event: unknown): Promise<{ statusCode: number; body: string; lazy: string[] }> => {
  const { file, lazy } = await bundleFunction(handlerEntry(name), join(dir, name, 'index.mjs'));
  const settings = Object.fromEntries(
    [
      'AWS_REGION',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
      'AWS_SESSION_TOKEN',
      'AWS_ENDPOINT_URL_DYNAMODB',
      'AWS_ENDPOINT_URL_COGNITO_IDENTITY',
      'AWS_ENDPOINT_URL_S3',
      'AWS_ENDPOINT_URL_SECRETS_MANAGER',
      'S3_FORCE_PATH_STYLE',
      'RECORDINGS_BUCKET',
      'TABLE_NAME',
      'IDENTITY_POOL_ID',
      'DEVELOPER_PROVIDER_NAME',
      'SIGN_IN_KEY_SECRET_ID',
    ].map((key) => [key, process.env[key]]),
  );
  // Asynchronously: the local cloud (DynamoDB, Cognito) answers the child from this very process.
  const result = await promisify(execFile)(
    process.execPath,
    [join(dir, 'invoke.mjs'), file, JSON.stringify(event), JSON.stringify(lambdaContext)],
    {
      env: {
        PATH: process.env.PATH,
        ...LAMBDA_ENVIRONMENT,
        ...settings,
        POWERTOOLS_LOG_LEVEL: 'SILENT',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      encoding: 'utf8',
    },
  );
  return { ...(JSON.parse(result.stdout) as { statusCode: number; body: string }), lazy: lazy.map((bundle) => basename(bundle.file)) };
};

describe('the deployed bundles', () => {
  it('sign a student in: scrypt, the DynamoDB and Cognito clients, from one minified file', async () => {
    const body = { school_identifier: 'DEMO', username: 'waw.student', password: 'let-me-play-1' };
    const answer = await invokeBundled('waw-login', apiEvent({ method: 'POST', path: '/v3/waw/login', body }));
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ identity_id: expect.stringMatching(/^us-east-1:/), token: expect.any(String) });
    const wrong = await invokeBundled(
      'waw-login',
      apiEvent({ method: 'POST', path: '/v3/waw/login', body: { ...body, username: 'nobody' } }),
    );
    expect(wrong.statusCode).toBe(401);
  });

  it("answer a signed-in student's modules from the table", async () => {
    const { body } = await signIn(test.cloud.config, 'waw.student', 'let-me-play-1');
    const answer = await invokeBundled('waw-modules', apiEvent({ identityId: body.identity_id! }));
    expect(answer.statusCode).toBe(200);
    expect((JSON.parse(answer.body) as { modules: Array<{ name: string }> }).modules.map((module) => module.name).sort()).toEqual([
      'INROCK',
      'RESPA',
    ]);
  });

  it('load the S3 SDK from the file beside index.mjs on the first call that needs it, and only the functions that use S3', async () => {
    const { body } = await signIn(test.cloud.config, 'waw.student', 'let-me-play-1');
    const upload = { contentType: 'video/webm', size: 1000 };
    const answer = await invokeBundled(
      'waw-recordings',
      apiEvent({ method: 'POST', path: '/v3/waw/recordings', identityId: body.identity_id!, body: upload }),
    );
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ url: expect.stringContaining('X-Amz-Signature='), contentType: 'video/webm' });
    expect(answer.lazy).toEqual(['s3-sdk.mjs']);
    const { lazy } = await invokeBundled('waw-modules', apiEvent({ identityId: body.identity_id! }));
    expect(lazy).toEqual([]);
  });
});
