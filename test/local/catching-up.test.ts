import { toPlayable, toRecord, type ModuleRecord } from '@domain/module.js';
import { applyGameAction } from '@domain/transitions.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultPlan, FaultReport } from '../../infra/local/faults.js';
import { startTestCloud, type TestCloud } from '../support/test-cloud.js';
import { adminCall, signInAdmin } from './admin-client.js';
import { credentialsFor, signedFetch, type AwsCredentialIdentity } from './stock-client.js';

/**
 * What the teacher sees when a class's partition is throttled (issue 44, item 4): DynamoDB refuses every write of
 * demo-class-1's rows, so a child's save stores its module but not its row and answers 5xx. The class page says that
 * child is still catching up, and stops saying it once the child's app sends the save again.
 */
let test: TestCloud;
let credentials: AwsCredentialIdentity;
let teacher: string;

const HOT: FaultPlan = { seed: 44, dynamodb: { throttle: 1, partition: 'CLASS#DEMO#demo-class-1' } };
const setFaults = async (plan: FaultPlan | null) => {
  const answer = await fetch(`${test.cloud.plainUrl}/_local/faults`, { method: 'PUT', body: JSON.stringify(plan) });
  expect(answer.status).toBe(200);
  return (await answer.json()) as FaultReport;
};
const faultReport = async () => (await (await fetch(`${test.cloud.plainUrl}/_local/faults`)).json()) as FaultReport;
const api = (method: string, path: string, body?: unknown) =>
  signedFetch(test.cloud.config, credentials, { method, path, ...(body === undefined ? {} : { body }) });
const respa = async (): Promise<ModuleRecord> => {
  const { body } = await api('GET', '/v3/waw/modules');
  return (body.modules as ModuleRecord[]).find((module) => module.name === 'RESPA')!;
};
const shown = async () => {
  const { status, body } = await adminCall(test.cloud, teacher, 'GET', '/v3/admin/class?school=DEMO&class=demo-class-1');
  expect(status).toBe(200);
  const children = body.children as Array<{ username: string; catching_up: boolean }>;
  return Object.fromEntries(children.map((child) => [child.username, child.catching_up]));
};

beforeAll(async () => {
  test = await startTestCloud();
  credentials = await credentialsFor(test.cloud.config, 'waw.friend', 'let-me-play-2');
  teacher = (await signInAdmin(test.cloud, 'admin@demo.school')).idToken;
}, 120_000);
afterAll(async () => {
  await test?.stop();
});

describe("a class's partition throttled while a child saves", () => {
  it('marks the child as still catching up on the class page until the resent save writes the row', async () => {
    const before = await respa();
    const body = toRecord(applyGameAction(toPlayable(before), { type: 'onboarded' }));
    expect(await shown()).toMatchObject({ 'waw.friend': false, 'waw.student': false });

    await setFaults(HOT);
    const failed = await api('PUT', '/v3/waw/module', body);
    const report = await faultReport();
    await setFaults(null);
    expect(failed.status).toBe(500);
    // Only the class's rows were refused, after the SDK's retries: the module is stored, the class's item is marked.
    expect(report.injected['dynamodb.throttle']).toBeGreaterThan(1);
    expect(report.retries.succeeded).toBe(0);
    expect((await respa()).version).toBe(before.version + 1);
    expect(await shown()).toMatchObject({ 'waw.friend': true, 'waw.student': false });

    // The child's app sends the same save again: 409 with the stored copy, the row written, the mark gone.
    const again = await api('PUT', '/v3/waw/module', body);
    expect(again.status).toBe(409);
    expect(await shown()).toMatchObject({ 'waw.friend': false, 'waw.student': false });
  });
});
