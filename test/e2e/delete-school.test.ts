import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { addPasskeyAuthenticator, accessibilityProblems, launch, screenshot, signInAdmin, startCloud } from './harness.js';

/**
 * A district admin deletes a school on the smallest phone, with the keyboard alone: the typed school ID, the passkey,
 * then the job's progress. (The deletion itself takes minutes by design; test/local/school-deletion.test.ts follows
 * it to its end.)
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
}, 120_000);
afterAll(async () => {
  await stop?.();
});

describe('deleting a school', () => {
  it('asks for the school ID, then the passkey, then shows the children removed: at 375 px, by keyboard, axe clean', async () => {
    const { context, page, close } = await launch({ viewport: 'small' });
    try {
      await addPasskeyAuthenticator(context, page);
      await signInAdmin(page, cloud, 'district@demo.school', '**/admin/district');

      const open = page.getByRole('button', { name: 'Delete school OAK' });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete school OAK?' });
      const field = dialog.getByRole('textbox', { name: 'To confirm, type the school ID: OAK' });
      await field.focus();
      await page.keyboard.type('oak');
      expect(await dialog.getByRole('button', { name: 'Delete school OAK' }).isDisabled()).toBe(true);
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('OAK');
      await screenshot(page, 'small-admin-delete-school-confirm');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');

      // The first sensitive action of this sign-in asks for a passkey; with none yet, the admin sets one up.
      const passkey = page.getByRole('dialog', { name: 'A passkey is needed' }).getByRole('button', { name: 'Set up a passkey' });
      await passkey.focus();
      await page.keyboard.press('Enter');
      const progress = page.getByRole('progressbar', { name: 'Children removed' });
      await progress.waitFor();
      expect(await progress.getAttribute('aria-valuetext')).toMatch(/^0 of \d children removed$/);
      await screenshot(page, 'small-admin-delete-school-progress');
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      // OAK's children can no longer sign in, from this moment.
      const login = await fetch(`${cloud.config.apiEndpoint}/v3/waw/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ school_identifier: 'OAK', username: 'oak.reader', password: 'let-me-play-4' }),
      });
      expect(login.status).toBe(401);
    } finally {
      await close();
    }
  }, 120_000);
});
