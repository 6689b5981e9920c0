import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { addPasskeyAuthenticator, accessibilityProblems, launch, screenshot, signInAdmin, startCloud } from './harness.js';

/**
 * A school admin exports a child's data for a parent on the smallest phone, with the keyboard alone: the passkey,
 * the export's progress, then the download link. (test/local/student-export.test.ts opens the zip itself.)
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
}, 120_000);
afterAll(async () => {
  await stop?.();
});

describe("exporting a child's data", () => {
  it('asks for the passkey, shows the progress, then a download link: at 375 px, by keyboard, axe clean', async () => {
    const { context, page, close } = await launch({ viewport: 'small' });
    try {
      await addPasskeyAuthenticator(context, page);
      await signInAdmin(page, cloud, 'admin@demo.school');
      const { studentIdFor } = await import('../../functions/rosters/roster.js');
      await page.goto(`${cloud.url}/admin/students/DEMO/${studentIdFor('DEMO', 'waw.friend')}`);

      const open = page.getByRole('button', { name: "Export Leo's data" });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: "Export Leo Park's data?" });
      await dialog.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      await dialog.getByRole('button', { name: 'Export' }).focus();
      await page.keyboard.press('Enter');

      // The first sensitive action of this sign-in asks for a passkey; with none yet, the admin sets one up.
      const passkey = page.getByRole('dialog', { name: 'A passkey is needed' }).getByRole('button', { name: 'Set up a passkey' });
      await passkey.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('progressbar', { name: 'Export' }).waitFor();
      const link = page.getByRole('link', { name: "Download Leo's data" });
      await link.waitFor({ timeout: 60_000 });
      await screenshot(page, 'small-admin-export-child-ready');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      const zip = await fetch((await link.getAttribute('href'))!);
      expect(zip.status).toBe(200);
      expect(
        Buffer.from(await zip.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
    } finally {
      await close();
    }
  }, 180_000);
});
