/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees the DOM.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toPlayable } from '@domain/module.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { dayOnePlayed, storedModule } from './day-requests.js';
import { SITE_DIR, launch, signIn } from './harness.js';

/**
 * Issue 15: a new deployment takes over cleanly. The site is a copy of the build, so this test can deploy a new
 * version into it while a child plays: a changed index.html and the worker that precaches it, as `cdk deploy`
 * puts them in the bucket.
 */

let cloud: LocalCloud;
let stop: () => Promise<void>;
let site: string;
beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'waw-site-'));
  cpSync(SITE_DIR, site, { recursive: true });
  ({ cloud, stop } = await startTestCloud({ siteDir: site }));
});
afterAll(async () => {
  await stop?.();
  rmSync(site, { recursive: true, force: true });
});

/** A new deployment into the site: a changed index.html, and the worker that precaches it, as `cdk deploy` puts them. */
const deploy = (version: number) => {
  const index = readFileSync(join(site, 'index.html'), 'utf8');
  writeFileSync(
    join(site, 'index.html'),
    index.replace(/(<meta name="waw-deployment" content="\d+" \/>)?<\/head>/, `${deployed(version)}</head>`),
  );
  const worker = readFileSync(join(site, 'sw.js'), 'utf8');
  const next = worker.replace(/(url:"index\.html",revision:")[^"]+"/, `$1deployment-${version}"`);
  if (next === worker) throw new Error('sw.js no longer lists index.html with a revision: update this test');
  writeFileSync(join(site, 'sw.js'), next);
};
const deployed = (version: number) => `<meta name="waw-deployment" content="${version}" />`;
const deploymentOf = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name=waw-deployment]')?.getAttribute('content') ?? null);

/** What an open tab does every hour, now: asks for a new version, and waits until it is installed. */
const checkForUpdate = async (page: Page) => {
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 60_000 })
    .toBe(true);
};
const controlled = (page: Page) =>
  expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
/**
 * What the page did about its workers, recorded from before any of its scripts run: each SKIP_WAITING it posted (the
 * only message that lets a waiting Workbox worker take over) and each controllerchange it saw.
 */
const watchWorkers = (page: Page) =>
  page.context().addInitScript(() => {
    const seen = { skipWaiting: 0, controllerChanges: 0 };
    (window as unknown as { workers: typeof seen }).workers = seen;
    const post = Object.getOwnPropertyDescriptor(ServiceWorker.prototype, 'postMessage')!.value as (
      this: ServiceWorker,
      ...args: unknown[]
    ) => void;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: Parameters<ServiceWorker['postMessage']>) {
      if ((args[0] as { type?: string } | null)?.type === 'SKIP_WAITING') seen.skipWaiting += 1;
      post.apply(this, args);
    } as ServiceWorker['postMessage'];
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      seen.controllerChanges += 1;
    });
  });
const workersSeen = (page: Page) =>
  page.evaluate(async () => {
    // Whatever the page queued in answer to what it last saw runs before this reads it.
    await new Promise((done) => setTimeout(done, 0));
    return (window as unknown as { workers: { skipWaiting: number; controllerChanges: number } }).workers;
  });
/** A mark on the page's window: gone once the page was loaded again. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { before: boolean }).before = true;
  });
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { before?: boolean }).before === true);

it('a new deployment waits while a step is on the screen, takes over at the next screen, and keeps what the child did', async () => {
  await dayOnePlayed('DEMO', 'waw.friend', 'RESPA');
  const session = await launch({ viewport: 'phone' });
  try {
    const { page } = session;
    await watchWorkers(page);
    await signIn(page, cloud.url, 'waw.friend', 'let-me-play-2');
    await page.getByRole('link', { name: 'Play Day 2' }).click({ timeout: 60_000 });
    await page.waitForURL(/\/modules\/RESPA\/2\/emotion$/, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Happy' }).waitFor({ timeout: 60_000 });
    await controlled(page);

    deploy(2);
    await checkForUpdate(page);
    // The new version waits: the page has seen it waiting and has not asked it to take over (only SKIP_WAITING
    // could), so the step stays on the screen, not reloaded under the child's finger.
    await mark(page);
    expect((await workersSeen(page)).skipWaiting).toBe(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
    expect(await stillMarked(page)).toBe(true);
    expect(await deploymentOf(page)).toBeNull();
    expect(await page.getByRole('button', { name: 'Happy' }).isVisible()).toBe(true);

    // The child picks a feeling (it waits, unsent, to go with the song) and moves on: the new version takes over.
    await page.getByRole('button', { name: 'Happy' }).click();
    await expect.poll(() => deploymentOf(page), { timeout: 60_000 }).toBe('2');
    expect(new URL(page.url()).pathname).toBe('/modules/RESPA/2/sing');
    await page.getByRole('button', { name: /Play the song/ }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

    // What the child did under the old version survived the page load, and the new version sends it.
    await expect
      .poll(async () => toPlayable((await storedModule('DEMO', 'waw.friend', 'RESPA')).module).game_details.progress.day_2?.pre_emotion, {
        timeout: 30_000,
      })
      .toBe('happy');
  } finally {
    await session.close();
  }
}, 300_000);

it('a new version that one tab let in takes over the other tab at its next move, not in the middle of its screen', async () => {
  await dayOnePlayed('DEMO', 'waw.student', 'RESPA');
  const session = await launch({ viewport: 'phone' });
  try {
    const first = session.page;
    await watchWorkers(first);
    const second = await session.context.newPage();
    // Two tabs of one child (each signs in: a tab's session is its own).
    for (const tab of [first, second]) {
      await signIn(tab, cloud.url, 'waw.student', 'let-me-play-1');
      await tab.getByRole('link', { name: 'Play Day 2' }).waitFor({ timeout: 60_000 });
      await controlled(tab);
    }
    await first.getByRole('link', { name: 'Play Day 2' }).click();
    await first.getByRole('button', { name: 'Happy' }).waitFor({ timeout: 60_000 });

    const opened = await deploymentOf(second);
    deploy(3);
    await checkForUpdate(first);
    await mark(first);
    await mark(second);

    // The first tab moves on: the new version takes over there, and with it the worker of both tabs.
    await first.getByRole('button', { name: 'Happy' }).click();
    await expect.poll(() => deploymentOf(first), { timeout: 60_000 }).toBe('3');
    await first.getByRole('button', { name: /Play the song/ }).waitFor({ timeout: 60_000 });
    await expect
      .poll(() => second.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null), { timeout: 30_000 })
      .toBeNull();

    // The second tab's screen stays as it was until the child moves there, then opens under the new version: it has
    // seen the new worker take control, and whatever it did about that has run, without reloading it.
    await expect.poll(async () => (await workersSeen(second)).controllerChanges, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await stillMarked(second)).toBe(true);
    expect(await deploymentOf(second)).toBe(opened);
    await second.getByRole('link', { name: 'Play Day 2' }).click();
    await expect.poll(() => deploymentOf(second), { timeout: 60_000 }).toBe('3');
    expect(await stillMarked(second)).toBe(false);
    expect(new URL(second.url()).pathname).toMatch(/^\/modules\/RESPA\/2/);
  } finally {
    await session.close();
  }
}, 300_000);
