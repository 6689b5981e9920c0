import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { toPlayable, toRecord, type ModuleRecord } from '@domain/module.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultPlan, FaultReport } from '../../infra/local/faults.js';
import { IMPORTS_BUCKET } from '../../infra/local/server.js';
import { startTestCloud, type TestCloud } from '../support/test-cloud.js';
import { credentialsFor, signApiRequest, signedFetch, type AwsCredentialIdentity } from './stock-client.js';

/**
 * Faults on demand in the local cloud (issue 44, item 1): each kind switched on through /_local/faults fails a call
 * as AWS fails it, and a fault after the write leaves the write made.
 */
let test: TestCloud;
let credentials: AwsCredentialIdentity;

const control = async (method: 'GET' | 'PUT', body?: unknown) => {
  const response = await fetch(`${test.cloud.plainUrl}/_local/faults`, {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as FaultReport & { message?: string } };
};
const plan = async (faults: Omit<FaultPlan, 'seed'> | null) => {
  const answer = await control('PUT', faults === null ? 'null' : { seed: 44, ...faults });
  expect(answer.status).toBe(200);
};

const api = (method: string, path: string, body?: unknown) =>
  signedFetch(test.cloud.config, credentials, { method, path, ...(body === undefined ? {} : { body }) });
const respa = async (): Promise<ModuleRecord> => {
  const { body } = await api('GET', '/v3/waw/modules');
  return (body.modules as ModuleRecord[]).find((module) => module.name === 'RESPA')!;
};
const STEPS: GameAction[] = [
  { type: 'onboarded' },
  { type: 'preEmotion', day: 1, emotion: 'happy' },
  { type: 'sing', day: 1, video: 'respa-day-1' },
];
const nextSave = async () => {
  const module = await respa();
  const step = STEPS.find((action) => {
    try {
      applyGameAction(toPlayable(module), action);
      return true;
    } catch {
      return false;
    }
  })!;
  return { before: module, body: toRecord(applyGameAction(toPlayable(module), step)) };
};

beforeAll(async () => {
  test = await startTestCloud();
  credentials = await credentialsFor(test.cloud.config, 'waw.student', 'let-me-play-1');
}, 120_000);
afterAll(async () => {
  await test?.stop();
});

describe('the fault control at /_local/faults', () => {
  it('is off unless asked, takes a plan, refuses one that is not, and turns off again', async () => {
    expect((await control('GET')).body).toMatchObject({ plan: null, retries: { attempts: 0, succeeded: 0 } });
    const wrong = await control('PUT', { dynamodb: { throttle: 2 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/dynamodb\.throttle/);
    expect((await control('PUT', { sqs: { often: 1 } })).status).toBe(400);
    expect((await control('PUT', '{')).status).toBe(400);
    expect((await control('GET')).body.plan).toBeNull();
    const set = await control('PUT', { seed: 7, s3: { slowDown: 0.5 } });
    expect(set.body.plan).toEqual({ seed: 7, s3: { slowDown: 0.5 } });
    await plan(null);
    expect((await control('GET')).body.plan).toBeNull();
  });
});

describe('faults after the write', () => {
  it.each([
    ['crash', 502],
    ['timeout', 502],
    ['lostAnswer', 504],
  ] as const)('a Lambda %s answers %i, and the save it ran is stored', async (kind, status) => {
    const { before, body } = await nextSave();
    await plan({ lambda: { [kind]: 1 } });
    const answer = await api('PUT', '/v3/waw/module', body);
    const report = (await control('GET')).body;
    await plan(null);
    expect(answer.status).toBe(status);
    // At least the save's invocation: the stream's consumer, invoked for the save meanwhile, may have met the fault too.
    expect(report.injected[`lambda.${kind}`]).toBeGreaterThanOrEqual(1);
    expect((await respa()).version).toBe(before.version + 1);
  });

  it('a cut network loses the answer of a save that is stored', async () => {
    const { before, body } = await nextSave();
    await plan({ api: { cut: 1 } });
    const {
      url,
      headers,
      body: sent,
    } = await signApiRequest(test.cloud.config, credentials, { method: 'PUT', path: '/v3/waw/module', body });
    delete headers.host;
    const failure = await fetch(url, { method: 'PUT', headers, body: sent ?? null }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((await control('GET')).body.injected['api.cut']).toBe(1);
    await plan(null);
    expect(failure).toBeInstanceOf(TypeError);
    expect((await respa()).version).toBe(before.version + 1);
  });
});

describe('faults before anything is done', () => {
  it('DynamoDB throttling every call fails a call after the SDK retried it, and writes nothing', async () => {
    const { before, body } = await nextSave();
    await plan({ dynamodb: { throttle: 1 } });
    const answer = await api('PUT', '/v3/waw/module', body);
    const report = (await control('GET')).body;
    await plan(null);
    expect(answer.status).toBe(500);
    // The function's client tried more than once, and every attempt was refused.
    expect(report.injected['dynamodb.throttle']).toBeGreaterThan(1);
    expect(report.retries.attempts).toBeGreaterThan(0);
    expect(report.retries.succeeded).toBe(0);
    expect((await respa()).version).toBe(before.version);
  });

  it('S3 asks a function to slow down with 503 SlowDown', async () => {
    // The test process holds the functions' shared credentials and endpoints (server.ts).
    const s3 = new S3Client({ forcePathStyle: true, maxAttempts: 1 });
    const read = () =>
      s3.send(new GetObjectCommand({ Bucket: IMPORTS_BUCKET, Key: 'roster-imports/none.csv' })).then(
        () => null,
        (error: Error & { $metadata?: { httpStatusCode?: number } }) => ({ name: error.name, status: error.$metadata?.httpStatusCode }),
      );
    await plan({ s3: { slowDown: 1 } });
    const slowed = await read();
    await plan(null);
    expect(slowed).toEqual({ name: 'SlowDown', status: 503 });
    expect(await read()).toEqual({ name: 'AccessDenied', status: 403 });
    s3.destroy();
  });
});
