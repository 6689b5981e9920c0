import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { LocalCloud } from '../../infra/local/server.js';
import { VIEWPORTS, fitsAndPasses, launch, screenshot, signInAdmin, startCloud } from './harness.js';

/**
 * What cannot be undone looks dangerous and stands apart: removing a child and deleting a school are red, no wider
 * than an ordinary action, below every ordinary action in a zone of their own; a school's card opens the school first.
 */
const SIZES: Array<keyof typeof VIEWPORTS> = ['phone', 'laptop'];
const RED = 'rgb(185, 28, 28)';
let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
}, 120_000);
afterAll(async () => {
  await stop?.();
});

const box = async (locator: Locator) => (await locator.boundingBox())!;
const colour = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

describe.each(SIZES)('destructive actions at %s size', (viewport) => {
  it("a child's Remove is red, narrow and below every other action", async () => {
    const { page, close } = await launch({ viewport });
    try {
      await signInAdmin(page, cloud, 'admin@demo.school');
      const { studentIdFor } = await import('../../functions/rosters/roster.js');
      await page.goto(`${cloud.url}/admin/students/DEMO/${studentIdFor('DEMO', 'waw.friend')}`);
      const remove = page.getByRole('region', { name: 'Remove Leo from the school' }).getByRole('button', { name: 'Remove Leo' });
      await remove.waitFor();
      expect(await colour(remove)).toBe(RED);
      const ordinary = page.locator('.student-actions .button');
      expect(await ordinary.count()).toBeGreaterThan(2);
      expect(await page.locator('.student-actions').getByRole('button', { name: 'Remove Leo' }).count()).toBe(0);
      const removeBox = await box(remove);
      for (const button of await ordinary.all()) {
        const other = await box(button);
        expect(await colour(button)).not.toBe(RED);
        expect(removeBox.y, 'Remove sits below every ordinary action').toBeGreaterThan(other.y + other.height);
      }
      const newPassword = await box(page.getByRole('button', { name: 'New password' }));
      expect(removeBox.width).toBeLessThanOrEqual(newPassword.width);
      await fitsAndPasses(page, "a child's page");
      await screenshot(page, `${viewport}-danger-child`);

      await remove.click();
      const confirm = page.getByRole('dialog', { name: 'Remove Leo Park?' }).getByRole('button', { name: 'Remove Leo' });
      expect(await confirm.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(RED);
      await screenshot(page, `${viewport}-danger-child-dialog`);
    } finally {
      await close();
    }
  }, 120_000);

  it("a school's card opens the school first, and Delete stands apart in red", async () => {
    const { page, close } = await launch({ viewport });
    try {
      await signInAdmin(page, cloud, 'district@demo.school', '**/admin/district');
      const oak = page.getByRole('list', { name: 'Schools' }).getByRole('listitem').filter({ hasText: 'School OAK' });
      const open = oak.getByRole('link', { name: 'Open school OAK' });
      const remove = oak.getByRole('button', { name: 'Delete school OAK' });
      await open.waitFor();
      const actions = oak.locator('.button');
      expect(await actions.first().textContent()).toBe('Open school OAK');
      expect(await colour(remove)).toBe(RED);
      expect(await colour(open)).not.toBe(RED);
      const openBox = await box(open);
      const removeBox = await box(remove);
      expect(removeBox.y).toBeGreaterThan(openBox.y + openBox.height + 16);
      await fitsAndPasses(page, 'the schools');
      await screenshot(page, `${viewport}-danger-schools`);
      await open.click();
      await page.getByRole('heading', { level: 1, name: 'School OAK' }).waitFor();
    } finally {
      await close();
    }
  }, 120_000);
});
