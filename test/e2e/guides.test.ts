import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDES } from '../../domain/content/guides/index.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { SCREENSHOT_DIR, accessibilityProblems, launch, openAdminPlace, screenshot, startCloud } from './harness.js';

let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
});
afterAll(async () => {
  await stop?.();
});

const latestCode = async () =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>)[0]?.code ?? '';

const signInAdmin = async (page: Page) => {
  await page.goto(`${cloud.url}/admin/login`);
  await page.getByLabel('E-mail').fill('admin@demo.school');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Code').waitFor();
  await page.getByLabel('Code').fill(await latestCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
};

/**
 * Prints the page at A4 and Letter and turns each printed page into a PNG beside the PDF (poppler's pdftoppm), for a
 * person to look at; returns the page count per format.
 */
const printBoth = async (page: Page, name: string): Promise<Record<'A4' | 'Letter', number>> => {
  const counts = { A4: 0, Letter: 0 };
  for (const format of ['A4', 'Letter'] as const) {
    const base = `laptop-${name}-${format}`;
    await page.pdf({ format, path: join(SCREENSHOT_DIR, `${base}.pdf`) });
    execFileSync('pdftoppm', ['-png', '-r', '60', join(SCREENSHOT_DIR, `${base}.pdf`), join(SCREENSHOT_DIR, base)]);
    counts[format] = readdirSync(SCREENSHOT_DIR).filter((file) => file.startsWith(`${base}-`) && file.endsWith('.png')).length;
  }
  return counts;
};

describe('the teacher guide and the home note', () => {
  it('open from the programme pages, pass axe, and print on A4 and Letter', async () => {
    const { page, close } = await launch({ viewport: 'laptop' });
    try {
      await signInAdmin(page);
      await openAdminPlace(page, 'Programmes');
      await page.getByRole('link', { name: 'Teacher guide and home notes of Respa' }).click();
      await page.getByRole('heading', { level: 1, name: 'Teacher guide: Respect with Respa' }).waitFor();
      expect(await page.getByRole('region', { name: /^Day \d+: / }).count()).toBe(10);
      // Each day says what a child can do by its end, and what it asks, with the answers.
      const day2 = page.getByRole('region', { name: /^Day 2: / });
      await day2.getByText(`a child can ${GUIDES.RESPA[2].objective}`).waitFor();
      await day2.getByText(GUIDES.RESPA[2].prompts[1]).waitFor();
      expect(await day2.getByText(/^Best:/).count()).toBeGreaterThanOrEqual(3);
      await page.getByRole('region', { name: 'If a child tells you something worrying' }).waitFor();
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      await screenshot(page, 'laptop-admin-guide');
      const guidePages = await printBoth(page, 'admin-guide-RESPA');
      // Ten days with their questions and answers, the routine, what to do on a disclosure and the test fit about a
      // sheet a day on either paper; nothing of the admin area is printed.
      expect(guidePages.A4).toBeGreaterThanOrEqual(4);
      expect(guidePages.A4).toBeLessThanOrEqual(12);
      expect(guidePages.Letter).toBeLessThanOrEqual(12);

      await page.getByRole('link', { name: 'Home note for day 3' }).click();
      await page.getByLabel('Class (printed on the note)').fill('demo-class-1');
      await page.getByRole('article', { name: 'A note from school' }).getByText('Class demo-class-1').waitFor();
      // Titled in a parent's plain words, not by the game's name for the day.
      await page.getByRole('heading', { level: 2, name: `Today: ${GUIDES.RESPA[3].homeTitle}` }).waitFor();
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      await screenshot(page, 'laptop-admin-home-note');
      // One note is one sheet, on either paper.
      expect(await printBoth(page, 'admin-home-note-RESPA-3')).toEqual({ A4: 1, Letter: 1 });

      // The school prints the same note in Spanish, then both languages on one family's sheet.
      await page.getByRole('radio', { name: 'Spanish (Español)' }).check();
      const spanish = page.getByRole('article', { name: 'Una nota de la escuela' });
      await spanish.getByText('Clase demo-class-1 · Respeto con Respa, día 3').waitFor();
      expect(await spanish.getAttribute('lang')).toBe('es');
      await spanish.getByText(GUIDES.RESPA[3].atHomeEs).waitFor();
      expect(await page.getByRole('article', { name: 'A note from school' }).count()).toBe(0);
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      expect(await printBoth(page, 'admin-home-note-RESPA-3-es')).toEqual({ A4: 1, Letter: 1 });
      await page.getByRole('radio', { name: 'English and Spanish on one sheet' }).check();
      await page.getByRole('article', { name: 'A note from school' }).waitFor();
      expect(await spanish.getAttribute('lang')).toBe('es');
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      await screenshot(page, 'laptop-admin-home-note-both');
      expect(await printBoth(page, 'admin-home-note-RESPA-3-both')).toEqual({ A4: 1, Letter: 1 });

      await page.goto(`${cloud.url}/admin/guides/INROCK/home/10`);
      await page.getByRole('article', { name: 'A note from school' }).waitFor();
      expect(await printBoth(page, 'admin-home-note-INROCK-10')).toEqual({ A4: 1, Letter: 1 });
      await page.goto(`${cloud.url}/admin/guides/INROCK`);
      await page.getByRole('heading', { level: 1, name: 'Teacher guide: Inner strength with Inrock' }).waitFor();
      await printBoth(page, 'admin-guide-INROCK');
    } finally {
      await close();
    }
  }, 240_000);

  it('work at the smallest phone size (375 px) from the keyboard alone', async () => {
    const { page, close } = await launch({ viewport: 'small' });
    try {
      await signInAdmin(page);
      await page.goto(`${cloud.url}/admin/guides/RESPA`);
      await page.getByRole('heading', { level: 1, name: 'Teacher guide: Respect with Respa' }).waitFor();
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      // The guide is no wider than the phone: nothing in it scrolls sideways.
      expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'phone-admin-guide');
      // The programme list is reached with Tab and changed with the arrow keys.
      const select = page.getByLabel('Programme');
      for (let tab = 0; tab < 20 && !(await select.evaluate((element) => element === document.activeElement)); tab += 1)
        await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await page.getByRole('heading', { level: 1, name: 'Teacher guide: Inner strength with Inrock' }).waitFor();
      await page.goto(`${cloud.url}/admin/guides/INROCK/home/2`);
      await page.getByRole('article', { name: 'A note from school' }).waitFor();
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
      expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'phone-admin-home-note');
    } finally {
      await close();
    }
  }, 240_000);
});
