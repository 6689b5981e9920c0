/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees the DOM.
import type { Page } from 'playwright-core';
import { launch } from '../../test/e2e/harness.js';
import type { LocalCloud } from '../../infra/local/server.js';

/** What one admin page holds once its read has come: every element, and the elements of each card on it. */
export interface PageElements {
  elements: number;
  /** elements of each class or school card, in order */
  cards: number[];
}

const latestCode = async (cloud: LocalCloud, email: string) =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>).find(
    (mail) => mail.to === email && mail.code,
  )?.code ?? '';

const countOn = async (page: Page, url: string, ready: string): Promise<PageElements> => {
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.spinner-wrap'));
  return page.evaluate(() => ({
    elements: document.querySelectorAll('*').length,
    cards: Array.from(document.querySelectorAll('.class-card'), (card) => card.querySelectorAll('*').length),
  }));
};

/**
 * The admin pages as a browser renders them, in headless Chromium at phone size against the local cloud serving
 * frontend/dist: signs the admin in by e-mail code as a person does, then opens each page and counts what it holds.
 */
export const adminPageElements = async (
  cloud: LocalCloud,
  email: string,
  pages: Record<string, { path: string; ready: string }>,
): Promise<Record<string, PageElements>> => {
  const { page, close } = await launch({ viewport: 'phone' });
  try {
    await page.goto(`${cloud.url}/admin/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('Code').waitFor();
    await page.getByLabel('Code').fill(await latestCode(cloud, email));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/(dashboard|district)/);
    const counts: Record<string, PageElements> = {};
    for (const [name, { path, ready }] of Object.entries(pages)) counts[name] = await countOn(page, `${cloud.url}${path}`, ready);
    return counts;
  } finally {
    await close();
  }
};
