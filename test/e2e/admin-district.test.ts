import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { fitsAndPasses, launch, screenshot, signInAdmin, startCloud } from './harness.js';

/** A district admin lands on their schools, opens one by keyboard and sees its overview, at laptop and phone size. */
let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
}, 120_000);
afterAll(async () => {
  await stop?.();
});

const SIZES = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Presses Tab until the element has the focus (at most 40 times): the keyboard alone reaches it. */
const tabTo = async (page: Page, target: Locator) => {
  for (let tab = 0; tab < 40; tab += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached it');
};

describe.each(Object.keys(SIZES) as Array<keyof typeof SIZES>)('the district page at %s size', (size) => {
  it('a district admin lands on their schools, opens one with the keyboard and sees its overview', async () => {
    const { page, close } = await launch();
    try {
      await page.setViewportSize(SIZES[size]);
      await signInAdmin(page, cloud, 'district@demo.school', '**/admin/district');

      const schools = page.getByRole('list', { name: 'Schools' });
      await schools.waitFor();
      const oak = schools.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Open school OAK' }) });
      await oak.getByText(/^2 children in 2 classes/).waitFor();
      expect(await schools.getByRole('listitem').count()).toBe(2);
      await fitsAndPasses(page, 'the district page');
      await screenshot(page, `${size}-admin-district`);
      if (size === 'laptop') {
        // Just above the Menu button's 900 px, the eight places wrap under the name instead of running off the side.
        await page.setViewportSize({ width: 920, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(920);
        await page.setViewportSize(SIZES.laptop);
      }

      await tabTo(page, page.getByRole('link', { name: 'Open school OAK' }));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/admin/dashboard?school=OAK');
      await page.getByRole('heading', { level: 1, name: 'School OAK' }).waitFor();
      await page.getByRole('list', { name: 'Classes' }).waitFor();
      await fitsAndPasses(page, 'the school overview opened from the district');
      await screenshot(page, `${size}-admin-district-school`);

      await page.getByRole('link', { name: 'All schools' }).click();
      await page.waitForURL('**/admin/district');
      await schools.waitFor();
    } finally {
      await close();
    }
  }, 120_000);
});
