import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPlayable, toRecord, type ModuleRecord } from '@domain/module.js';
import { applyGameAction } from '@domain/transitions.js';
import type { FaultPlan } from '../../infra/local/faults.js';
import { credentialsFor, signedFetch, type AwsCredentialIdentity } from '../local/stock-client.js';
import type { TestCloud } from '../support/test-cloud.js';
import { fitsAndPasses, launch, screenshot, signInAdmin, startCloud } from './harness.js';

/**
 * What a teacher sees when AWS misbehaves (issue 44, item 4): demo-class-1's partition refuses writes while Leo saves
 * a step, so his module is stored but his row of the class summary, written from the table's stream, is not. On the
 * smallest phone, the class page says his figures are still catching up, readable and announced (and the school page
 * says it of his class), and stops saying it once the stream's retry has written the row.
 */
let test: TestCloud;
let credentials: AwsCredentialIdentity;

const HOT: FaultPlan = { seed: 44, dynamodb: { throttle: 1, partition: 'CLASS#DEMO#demo-class-1', writesOnly: true } };
const setFaults = async (plan: FaultPlan | null) => {
  const answer = await fetch(`${test.cloud.url}/_local/faults`, { method: 'PUT', body: JSON.stringify(plan) });
  expect(answer.status).toBe(200);
};
const api = (method: string, path: string, body?: unknown) =>
  signedFetch(test.cloud.config, credentials, { method, path, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  test = await startCloud();
  credentials = await credentialsFor(test.cloud.config, 'waw.friend', 'let-me-play-2');
}, 300_000);
afterAll(async () => {
  await test?.stop();
});

describe('a class page while a child’s figures are catching up', () => {
  it('says “Still catching up” beside that child at 375 px, and no longer once the row is written', async () => {
    const { body: modules } = await api('GET', '/v3/waw/modules');
    const respa = (modules.modules as ModuleRecord[]).find((module) => module.name === 'RESPA')!;
    const save = toRecord(applyGameAction(toPlayable(respa), { type: 'onboarded' }));
    await setFaults(HOT);
    // The save is one write of Leo's own module: it lands. His row is the stream's to write, and it cannot.
    expect((await api('PUT', '/v3/waw/module', save)).status).toBe(200);

    const { page, close } = await launch({ viewport: 'small' });
    try {
      await signInAdmin(page, test.cloud, 'admin@demo.school');
      const leo = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Leo Park' }) });
      const maya = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Maya Rivers' }) });
      // The stream's consumer gives up on the row after the SDK's retries and marks Leo: the teacher opens the page
      // (again) until it says so, as a teacher would look again.
      const deadline = Date.now() + 60_000;
      for (;;) {
        await page.goto(`${test.cloud.url}/admin/classes/DEMO/demo-class-1`);
        await leo.waitFor();
        if ((await leo.getByText('Still catching up').count()) > 0 || Date.now() > deadline) break;
        await page.waitForTimeout(1000);
      }
      await leo.getByText('Still catching up').waitFor();
      // What a screen reader reads in Leo's row, and Maya's row says nothing of it.
      expect(await leo.textContent()).toContain('Still catching up: a step Leo saved is not in these figures yet');
      expect(await maya.textContent()).not.toContain('catching up');
      await fitsAndPasses(page, 'the class page with a child catching up at 375 px');
      await leo.scrollIntoViewIfNeeded();
      await screenshot(page, 'class-catching-up-375');
      // The school's page says it of the class, on its card.
      await page.goto(`${test.cloud.url}/admin/dashboard`);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Class demo-class-1' }) });
      await card.getByText('Some figures still catching up').waitFor();
      await fitsAndPasses(page, 'the school page with a class catching up at 375 px');
      await screenshot(page, 'school-catching-up-375');

      // The class's partition takes writes again: the stream's retry writes Leo's row.
      await setFaults(null);
      await test.cloud.streamSettled();
      await page.goto(`${test.cloud.url}/admin/classes/DEMO/demo-class-1`);
      await leo.waitFor();
      await page.waitForFunction(() => !document.querySelector('.spinner-wrap'));
      expect(await page.getByText(/catching up/).count()).toBe(0);
    } finally {
      await close();
    }
  });
});
