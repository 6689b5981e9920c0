import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { rosterOf } from '../local/import-client.js';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  SCREENSHOT_DIR,
  accessibilityProblems,
  addPasskeyAuthenticator,
  launch,
  openAdminPlace,
  screenshot,
  startCloud,
} from './harness.js';

let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
});
afterAll(async () => {
  await stop?.();
});

/** The whole page, and the import card alone. */
const shoot = async (page: Page, name: string) => {
  await screenshot(page, name);
  await page.getByRole('region', { name: 'Add students' }).screenshot({ path: join(SCREENSHOT_DIR, `${name}-card.png`) });
};

const latestCode = async () =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>)[0]?.code ?? '';

describe('a roster import from its place in the admin area', () => {
  // Each school's own admin imports into their school, each with a passkey of their own.
  it.each([
    ['laptop', 'admin@demo.school', 'DEMO'],
    ['phone', 'admin@oak.school', 'OAK'],
  ] as const)(
    'on a %s: uploads a class, follows its progress, survives leaving the page and shows every row',
    async (viewport, email, school) => {
      const admin = await launch({ viewport });
      const { context, page } = admin;
      try {
        // Importing is sensitive (aal2): the admin's passkey lives in a virtual authenticator.
        await addPasskeyAuthenticator(context, page);
        await page.goto(`${cloud.url}/admin/login`);
        await page.getByLabel('E-mail').fill(email);
        await page.getByRole('button', { name: 'Send me a code' }).click();
        await page.getByText(`We sent a code to ${email}.`).waitFor();
        await page.getByLabel('Code').fill(await latestCode());
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL('**/admin/dashboard');
        await openAdminPlace(page, 'Add students');

        const prefix = `e2e.${viewport}`;
        await page
          .getByLabel('Roster file')
          .setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from(rosterOf(10, prefix, school)) });
        // Importing is a sensitive action: the page asks for a passkey first, and this admin sets one up.
        await page.getByRole('dialog', { name: 'A passkey is needed' }).getByRole('button', { name: 'Set up a passkey' }).click();
        await page.getByRole('progressbar', { name: 'Students imported' }).waitFor();
        await shoot(page, `${viewport}-admin-import-running`);
        // Leave, and come back: the job went on without the page, and the page picks it up again.
        await openAdminPlace(page, 'Components');
        await page.getByRole('heading', { name: 'Lesson card' }).waitFor();
        await page.goBack();
        await page.getByText(/Import finished: 10 added, 0 already there, 0 not imported\./).waitFor({ timeout: 120_000 });
        expect(await page.getByRole('progressbar', { name: 'Students imported' }).getAttribute('aria-valuenow')).toBe('10');
        // Followed to its end the rows show at once; a job that ended while away offers them behind a button.
        const more = page.getByRole('button', { name: 'Show every row' });
        if (await more.isVisible()) await more.click();
        const table = page.getByRole('table', { name: 'Every row of the file' });
        await table.waitFor();
        expect(await table.getByRole('row').count()).toBe(11);
        await shoot(page, `${viewport}-admin-import-done`);
        expect(await accessibilityProblems(page)).toEqual([]);
        // The new class is on the school's page, with its ten children.
        await openAdminPlace(page, 'School');
        await page
          .getByRole('listitem')
          .filter({ hasText: `Class ${prefix}-class` })
          .getByText(/^10 children/)
          .waitFor();
        await openAdminPlace(page, 'Add students');

        // A file with a wrong row: the lines to fix, and nothing imported.
        const wrong = `${rosterOf(1, `${prefix}.bad`, school)}\n${school},short.pass,abc,A,B,c,WAW,RESPA`;
        await page.getByLabel('Roster file').setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from(wrong) });
        await page.getByRole('alert').filter({ hasText: 'Nothing was imported. Fix these rows and try again.' }).waitFor();
        await page.getByText(/^Line 3:/).waitFor();
        await shoot(page, `${viewport}-admin-import-refused`);
      } finally {
        await admin.close();
      }
    },
    240_000,
  );
});
