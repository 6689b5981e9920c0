/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees the DOM.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { initialiseModule, toRecord } from '@domain/module.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { testTaken } from '../domain/arbitraries.js';
import { storedModule } from './day-requests.js';
import { launch, signIn, startCloud } from './harness.js';

/**
 * Issue 48: a day reloaded at its lesson, as the built app loads it. Vite's preload helper put a
 * `<link rel=modulepreload>` in the page for every chunk a lazy screen imports, about 40 on a day step then, and
 * inserting them was the largest single piece of the step's main-thread work: the build inserts none, the browser
 * fetches a chunk's imports as it reads it, and the lesson still shows. Counted, never timed (`npm run bench -- lighthouse`
 * measures the time).
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
  const { saveModule } = await import('../../functions/modules/modules-repository.js');
  const { studentId, module } = await storedModule('DEMO', 'waw.friend', 'RESPA');
  const actions: GameAction[] = [
    { type: 'onboarded' },
    { type: 'preTest', result: testTaken(3) },
    { type: 'preEmotion', day: 1, emotion: 'happy' },
    { type: 'sing', day: 1, video: 'respa-day-1' },
  ];
  await saveModule(
    studentId,
    { ...toRecord(actions.reduce(applyGameAction, initialiseModule(module))), version: module.version + 1 },
    module.version,
  );
});
afterAll(async () => {
  await stop?.();
});

it('loads a day step’s code with no modulepreload link put in the page, and shows the lesson', async () => {
  const { page, close } = await launch();
  try {
    await signIn(page, cloud.url, 'waw.friend', 'let-me-play-2');
    await page.waitForURL('**/home', { timeout: 60_000 });
    await page.goto(`${cloud.url}/modules/RESPA/1`);
    await page.getByRole('heading', { name: 'Learn' }).waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/modules/RESPA/1/learn');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    // The day's code came as its one chunk, fetched as the entry read it; a fresh browser's day is a handful of files,
    // each a CloudFront request (issue 42: the first page, the day and the code they share).
    expect(scripts.filter((path) => /^\/assets\/day-[\w-]+\.js$/.test(path))).toHaveLength(1);
    expect(scripts.length).toBeLessThanOrEqual(10);
    expect(await page.evaluate(() => document.querySelectorAll('link[rel=modulepreload]').length)).toBe(0);
  } finally {
    await close();
  }
});
