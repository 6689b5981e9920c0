import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { fitsAndPasses, launch, openAdminPlace, screenshot, signInAdmin, startCloud } from './harness.js';

/**
 * A school admin names the school's classes on a phone: the name then stands for the class on the class page, the
 * school overview, the move-to-another-class picker and the choice of a teacher's classes.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
}, 120_000);
afterAll(async () => {
  await stop?.();
});

describe('class names, at phone size', () => {
  it('are set on the class page and shown instead of the ids everywhere a class is chosen or listed', async () => {
    const { page, close } = await launch({ viewport: 'phone' });
    try {
      await signInAdmin(page, cloud, 'admin@demo.school');
      for (const [classId, name] of [
        ['demo-class-1', 'Rainbows'],
        ['demo-class-2', 'Busy Bees'],
      ] as const) {
        await page.goto(`${cloud.url}/admin/classes/DEMO/${classId}`);
        const field = page.getByRole('textbox', { name: /Class name/ });
        await field.fill(name);
        await page.getByRole('button', { name: 'Save the name' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: `The class is called ${name} now.` })
          .waitFor();
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await page.getByText(`Class ID ${classId}`).waitFor();
      }
      await fitsAndPasses(page, 'a named class page');
      await screenshot(page, 'phone-class-named');

      // The school overview lists the classes by name, in the order of their names.
      await openAdminPlace(page, 'School');
      await page.getByRole('link', { name: 'Busy Bees' }).waitFor();
      const headings = await page.locator('.class-card h2').allTextContents();
      expect(headings).toEqual(['Busy Bees', 'Rainbows']);
      await fitsAndPasses(page, 'the school overview with named classes');
      await screenshot(page, 'phone-class-names-overview');

      // Moving Maya offers the other class by its name.
      await page.getByRole('link', { name: 'Rainbows' }).click();
      await page.getByRole('link', { name: 'Maya Rivers' }).first().click();
      await page.getByRole('button', { name: 'Move to another class' }).click();
      const picker = page.getByRole('dialog').getByRole('combobox', { name: 'New class' });
      await picker.waitFor();
      expect(await picker.locator('option').allTextContents()).toEqual(['Choose a class', 'Busy Bees']);
      await picker.selectOption('demo-class-2');
      await page.getByRole('button', { name: 'Move to Busy Bees' }).waitFor();
      await screenshot(page, 'phone-class-names-move');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      // Choosing a new teacher's classes: by name too.
      await openAdminPlace(page, 'Admins');
      await page.getByLabel('As').selectOption('teacher');
      const classes = page.getByRole('group', { name: 'Their classes' });
      await classes.getByRole('checkbox', { name: 'Busy Bees' }).waitFor();
      await classes.getByRole('checkbox', { name: 'Rainbows' }).waitFor();
      await fitsAndPasses(page, 'a teacher’s classes by name');
      await screenshot(page, 'phone-class-names-teacher');
    } finally {
      await close();
    }
  }, 240_000);
});
