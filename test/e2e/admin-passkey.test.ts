import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { signIn as studentSignIn } from '../local/stock-client.js';
import { accessibilityProblems, addPasskeyAuthenticator, launch, openAdminPlace, screenshot, startCloud } from './harness.js';

let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
});
afterAll(async () => {
  await stop?.();
});

const codeFor = async (email: string) =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>).find(
    (m) => m.to === email && m.code,
  )?.code ?? '';

const adminSignIn = async (page: Page, email: string) => {
  await page.goto(`${cloud.url}/admin/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Code').waitFor();
  await page.getByLabel('Code').fill(await codeFor(email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
};

/** From the school overview to Leo's page (his class, then him), where his password is set. */
const resetLeosPassword = async (page: Page, password: string) => {
  await page.getByRole('link', { name: 'Class demo-class-1' }).click();
  await page.getByRole('link', { name: 'Leo Park' }).click();
  await page.getByRole('heading', { level: 1, name: 'Leo Park' }).waitFor();
  await page.getByRole('button', { name: 'New password' }).click();
  await page.getByLabel('New password (at least 8 characters)').fill(password);
  await page.getByRole('button', { name: 'Set password', exact: true }).click();
};

describe('sensitive admin actions with a passkey', () => {
  it('registers a passkey in Chromium’s virtual authenticator, steps up with it, and resets a password', async () => {
    const browser = await launch({ viewport: 'phone' });
    const { context, page } = browser;
    try {
      const { cdp, authenticatorId } = await addPasskeyAuthenticator(context, page);

      await adminSignIn(page, 'admin@demo.school');
      await page.getByRole('heading', { name: 'Class demo-class-1' }).waitFor();
      await screenshot(page, 'phone-admin-dashboard-tenancy');
      await openAdminPlace(page, 'Admins');
      await page.getByRole('heading', { name: 'Admins and teachers of DEMO' }).waitFor();
      await openAdminPlace(page, 'School');

      // At aal1 the API refuses; the screen offers the passkey step, and with none yet it sets one up.
      await resetLeosPassword(page, 'passkey-proved-1');
      const step = page.getByRole('dialog', { name: 'A passkey is needed' });
      await step.getByRole('button', { name: 'Set up a passkey' }).waitFor();
      await screenshot(page, 'phone-admin-passkey-needed');
      expect(await accessibilityProblems(page)).toEqual([]);
      await step.getByRole('button', { name: 'Set up a passkey' }).click();
      await page.getByRole('status').filter({ hasText: "Leo's password is changed." }).waitFor();
      expect((await studentSignIn(cloud.config, 'waw.friend', 'passkey-proved-1')).status).toBe(200);
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      await openAdminPlace(page, 'Account');
      await page.getByText(/Passkey confirmed: you can reset passwords/).waitFor();

      // A new sign-in starts at aal1 again: the same action now asks for the passkey, which steps up.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/admin/login');
      await adminSignIn(page, 'admin@demo.school');
      await page.getByRole('heading', { name: 'Class demo-class-1' }).waitFor();
      await resetLeosPassword(page, 'stepped-up-2');
      await step.getByRole('button', { name: 'Use my passkey' }).click();
      await page.getByRole('status').filter({ hasText: "Leo's password is changed." }).waitFor();
      expect((await studentSignIn(cloud.config, 'waw.friend', 'stepped-up-2')).status).toBe(200);
      const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(used.credentials[0]?.signCount).toBeGreaterThan(0);
      await screenshot(page, 'phone-admin-after-step-up');
    } finally {
      await browser.close();
    }
  });

  it('shows an admin of the other school only that school, and changes their display name', async () => {
    const browser = await launch({ viewport: 'laptop' });
    const { page } = browser;
    try {
      await adminSignIn(page, 'admin@oak.school');
      await page.getByRole('heading', { name: 'Class oak-class-1' }).waitFor();
      expect(await page.getByRole('heading', { name: /demo-class/ }).count()).toBe(0);
      expect(await page.getByText('Maya').count()).toBe(0);
      await screenshot(page, 'laptop-admin-oak-dashboard');
      await openAdminPlace(page, 'Account');
      await page.getByLabel('Your name, as other admins see it').fill('Ms Oak');
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByRole('status').filter({ hasText: 'Your name is saved.' }).waitFor();
      await page.getByRole('banner').getByText('Ms Oak').waitFor();
    } finally {
      await browser.close();
    }
  });
});
