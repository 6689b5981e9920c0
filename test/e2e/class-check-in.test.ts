import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toPlayable, toRecord, type ModuleRecord, type PlayableModule } from '@domain/module.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { credentialsFor, signedFetch } from '../local/stock-client.js';
import { VIEWPORTS, fitsAndPasses, launch, screenshot, signInAdmin, startCloud } from './harness.js';
import { testTaken } from '../domain/arbitraries.js';

/**
 * The class page opens on who may need a check-in today: Maya felt sad before her first day; a week and a day later
 * (the browser's clock moved on) Leo, who started, has stopped playing too. Its text is 12 px or more at phone and
 * laptop size, and a child moves to a class picked from a list.
 */
const SIZES: Array<keyof typeof VIEWPORTS> = ['phone', 'laptop'];
let cloud: LocalCloud;
let stop: () => Promise<void>;

/** A child plays as the app does: each step saved by a signed PUT on the version read. */
const play = async (username: string, password: string, actions: GameAction[]) => {
  const credentials = await credentialsFor(cloud.config, username, password);
  const api = (method: string, path: string, body?: unknown) =>
    signedFetch(cloud.config, credentials, { method, path, ...(body === undefined ? {} : { body }) });
  const modules = (await api('GET', '/v3/waw/modules')).body.modules as ModuleRecord[];
  let held = modules.find((module) => module.name === 'RESPA')!;
  for (const action of actions) {
    const next: PlayableModule = applyGameAction(toPlayable(held), action);
    const saved = await api('PUT', '/v3/waw/module', toRecord(next));
    expect(saved.status).toBe(200);
    held = saved.body as unknown as ModuleRecord;
  }
};

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
  await play('waw.student', 'let-me-play-1', [
    { type: 'onboarded' },
    { type: 'preTest', result: testTaken(3) },
    { type: 'preEmotion', day: 1, emotion: 'sad' },
  ]);
  await play('waw.friend', 'let-me-play-2', [
    { type: 'onboarded' },
    { type: 'preTest', result: testTaken(4) },
    { type: 'preEmotion', day: 1, emotion: 'happy' },
  ]);
  // Their class rows follow from the table's stream (within its batching window, which a test need not wait out).
  await cloud.streamSettled();
}, 180_000);
afterAll(async () => {
  await stop?.();
});

/** Every piece of text on the page as drawn: an SVG's text scaled as its picture is. */
const smallestText = (page: Page) =>
  page.evaluate(() => {
    let smallest = { size: Infinity, text: '' };
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (!node.textContent?.trim() || element.closest('[aria-hidden="true"]:not(svg):not(.day-strip__day)')) continue;
      if (element.getClientRects().length === 0) continue;
      let size = parseFloat(getComputedStyle(element).fontSize);
      const svg = element.closest('svg');
      if (svg) size *= svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      if (size < smallest.size) smallest = { size, text: node.textContent.trim() };
    }
    return smallest;
  });

describe.each(SIZES)('a class page at %s size', (viewport) => {
  it('opens on who may need a check-in, in text of 12 px or more, and moves a child by a picker', async () => {
    const { page, close } = await launch({ viewport });
    try {
      await signInAdmin(page, cloud, 'admin@demo.school');
      await page.goto(`${cloud.url}/admin/classes/DEMO/demo-class-1`);
      const checkIn = page.getByRole('region', { name: 'May need a check-in today' });
      await checkIn.waitFor();
      expect(await checkIn.getByRole('listitem').allTextContents()).toEqual(['Maya Rivers felt sad before day 1']);
      // It comes first: above the class's own actions and figures.
      const exportCsv = page.getByRole('button', { name: 'Export CSV' });
      expect((await checkIn.boundingBox())!.y).toBeLessThan((await exportCsv.boundingBox())!.y);
      const children = page.getByRole('list', { name: 'Children of class demo-class-1' });
      expect(await children.getByRole('link').allTextContents()).toEqual(['Leo Park', 'Maya Rivers']);
      const smallest = await smallestText(page);
      expect(smallest.size, `"${smallest.text}" is drawn at ${smallest.size.toFixed(1)} px`).toBeGreaterThanOrEqual(12);
      await fitsAndPasses(page, 'the class page');
      await screenshot(page, `${viewport}-class-check-in`);

      // A week and a day on, Leo (who started) has stopped playing; Maya has too, and still felt sad last.
      await page.clock.setFixedTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
      await page.reload();
      await checkIn.waitFor();
      expect(await checkIn.getByRole('listitem').allTextContents()).toEqual([
        'Leo Park has not played for 8 days',
        'Maya Rivers felt sad before day 1, and has not played for 8 days',
      ]);
      await screenshot(page, `${viewport}-class-check-in-later`);

      await children.getByRole('link', { name: 'Leo Park' }).click();
      await page.getByRole('button', { name: 'Move to another class' }).click();
      const dialog = page.getByRole('dialog', { name: 'Move Leo to another class' });
      const picker = dialog.getByRole('combobox', { name: 'New class' });
      await picker.waitFor();
      expect(await picker.getByRole('option').allTextContents()).toEqual(['Choose a class', 'Class demo-class-2']);
      await picker.selectOption('demo-class-2');
      await dialog.getByRole('button', { name: 'Move to class demo-class-2' }).waitFor();
      await fitsAndPasses(page, 'the move dialog');
      await screenshot(page, `${viewport}-class-move-picker`);
    } finally {
      await close();
    }
  }, 180_000);
});
