/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees the DOM.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  ({ cloud, stop } = await startTestCloud(site));
});
afterAll(async () => {
  await stop?.();
  rmSync(site, { recursive: true, force: true });
});

const DEPLOYED = '<meta name="waw-deployment" content="2" />';

const deployNewVersion = () => {
  const index = readFileSync(join(site, 'index.html'), 'utf8');
  writeFileSync(join(site, 'index.html'), index.replace('</head>', `${DEPLOYED}</head>`));
  const worker = readFileSync(join(site, 'sw.js'), 'utf8');
  const next = worker.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1deployment-2"');
  if (next === worker) throw new Error('sw.js no longer lists index.html with a revision: update this test');
  writeFileSync(join(site, 'sw.js'), next);
};

it('a new deployment waits while a step is on the screen, takes over at the next screen, and keeps what the child did', async () => {
  await dayOnePlayed('DEMO', 'waw.friend', 'RESPA');
  const session = await launch({ viewport: 'phone' });
  try {
    const { page } = session;
    await signIn(page, cloud.url, 'waw.friend', 'let-me-play-2');
    await page.getByRole('link', { name: 'Play Day 2' }).click({ timeout: 60_000 });
    await page.waitForURL(/\/modules\/RESPA\/2\/emotion$/, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Happy' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
    const deployed = page.locator('meta[name=waw-deployment]');

    deployNewVersion();
    // An open tab asks for a new version every hour; this one asks now.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 60_000 })
      .toBe(true);
    // The new version waits: a while later the step is still on the screen, not reloaded under the child's finger.
    await page.evaluate(() => {
      (window as unknown as { before: boolean }).before = true;
    });
    await new Promise((wait) => setTimeout(wait, 3_000));
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
    expect(await deployed.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Happy' }).isVisible()).toBe(true);

    // The child picks a feeling (it waits, unsent, to go with the song) and moves on: the new version takes over.
    await page.getByRole('button', { name: 'Happy' }).click();
    await expect.poll(() => deployed.count(), { timeout: 60_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/modules/RESPA/2/sing');
    await page.getByRole('button', { name: /Play the song/ }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

    // What the child did under the old version survived the reload, and is saved by the new one.
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect
      .poll(async () => toPlayable((await storedModule('DEMO', 'waw.friend', 'RESPA')).module).game_details.progress.day_2?.pre_emotion, {
        timeout: 30_000,
      })
      .toBe('happy');
  } finally {
    await session.close();
  }
}, 300_000);
