import { toPlayable, toRecord, type ModuleRecord } from '@domain/module.js';
import { applyGameAction } from '@domain/transitions.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultPlan, FaultReport } from '../../infra/local/faults.js';
import { startTestCloud, type TestCloud } from '../support/test-cloud.js';
import { adminCall, signInAdmin } from './admin-client.js';
import { credentialsFor, signedFetch, type AwsCredentialIdentity } from './stock-client.js';

/**
 * What the teacher sees when a class's partition is throttled (issue 44, item 4): DynamoDB refuses every write of
 * demo-class-1's rows. A child's save is one write of their own module, so it lands; their row, written from the
 * table's stream, cannot be. The class page says that child is still catching up, and stops saying it once the
 * stream's retry writes the row.
 */
let test: TestCloud;
let credentials: AwsCredentialIdentity;
let teacher: string;

const HOT: FaultPlan = { seed: 44, dynamodb: { throttle: 1, partition: 'CLASS#DEMO#demo-class-1', writesOnly: true } };
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
  it('marks the child as still catching up on the class page until the stream writes the row', async () => {
    const before = await respa();
    const body = toRecord(applyGameAction(toPlayable(before), { type: 'onboarded' }));
    await test.cloud.streamSettled();
    expect(await shown()).toMatchObject({ 'waw.friend': false, 'waw.student': false });

    await setFaults(HOT);
    const saved = await api('PUT', '/v3/waw/module', body);
    expect(saved.status).toBe(200);
    expect((await respa()).version).toBe(before.version + 1);
    // The row's writes are refused, after the SDK's retries: the class's item is marked, the record fails.
    const deadline = Date.now() + 60_000;
    while (!(await shown())['waw.friend'] && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const report = await faultReport();
    expect(report.injected['dynamodb.throttle']).toBeGreaterThan(1);
    expect(report.retries.succeeded).toBe(0);
    expect(await shown()).toMatchObject({ 'waw.friend': true, 'waw.student': false });

    // The partition takes writes again: the mapping sends the record again, the row is written, the mark is gone.
    await setFaults(null);
    await test.cloud.streamSettled();
    expect(await shown()).toMatchObject({ 'waw.friend': false, 'waw.student': false });
  }, 120_000);
});
