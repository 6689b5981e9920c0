import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { addPasskeyAuthenticator, accessibilityProblems, launch, screenshot, signInAdmin, startCloud } from './harness.js';

/**
 * A school admin removes a child on the smallest phone, with the keyboard alone: the typed name, the passkey, then
 * the removal's progress. (The removal itself takes minutes by design; test/local/student-removal.test.ts follows it
 * to its end.)
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
}, 120_000);
afterAll(async () => {
  await stop?.();
});

describe('removing a child', () => {
  it('asks for the name as shown, then the passkey, then shows the progress: at 375 px, by keyboard, axe clean', async () => {
    const { context, page, close } = await launch({ viewport: 'small' });
    try {
      await addPasskeyAuthenticator(context, page);
      await signInAdmin(page, cloud, 'admin@demo.school');
      const { studentIdFor } = await import('../../functions/rosters/roster.js');
      await page.goto(`${cloud.url}/admin/students/DEMO/${studentIdFor('DEMO', 'waw.friend')}`);

      const open = page.getByRole('button', { name: 'Remove Leo' });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Remove Leo Park?' });
      const field = dialog.getByRole('textbox', { name: 'To confirm, type their name: Leo Park' });
      await field.focus();
      await page.keyboard.type('leo park');
      await screenshot(page, 'small-admin-remove-child-confirm');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');

      // The first sensitive action of this sign-in asks for a passkey; with none yet, the admin sets one up.
      const passkey = page.getByRole('dialog', { name: 'A passkey is needed' }).getByRole('button', { name: 'Set up a passkey' });
      await passkey.focus();
      await page.keyboard.press('Enter');
      const progress = page.getByRole('progressbar', { name: 'Removal' });
      await progress.waitFor();
      expect(await progress.getAttribute('aria-valuenow')).toBe('1');
      await screenshot(page, 'small-admin-remove-child-progress');
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      // Leo can no longer sign in, from this moment.
      const login = await fetch(`${cloud.config.apiEndpoint}/v3/waw/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ school_identifier: 'DEMO', username: 'waw.friend', password: 'let-me-play-2' }),
      });
      expect(login.status).toBe(401);
    } finally {
      await close();
    }
  }, 120_000);
});
