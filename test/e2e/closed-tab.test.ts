import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { dayOnePlayed, storedModule } from './day-requests.js';
import { answerAsGrownUp, launch, signIn, startCloud } from './harness.js';

/**
 * Issue 32, item 9: the feeling before a day waits to go with the next step's save. A child who picks it and closes
 * the tab at once (or whose device sleeps) must not lose it: it goes as the page goes, or, if it cannot (no
 * network), from the device's IndexedDB when the child signs in again.
 */

let cloud: LocalCloud;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
});
afterAll(async () => {
  await stop?.();
});

const preEmotion = async (school: string, username: string) => {
  const { module } = await storedModule(school, username, 'RESPA');
  return (JSON.parse(module.game_details!) as { progress: { day_2?: { pre_emotion?: string } } }).progress.day_2?.pre_emotion ?? '';
};

/** Signs in, opens day 2 and picks a feeling; answers once the app moved on to the song (the feeling is played). */
const pickFeeling = async (page: Page, school: string, username: string, password: string) => {
  await signIn(page, cloud.url, username, password, school);
  await page.getByRole('link', { name: 'Play Day 2' }).click({ timeout: 60_000 });
  await page.waitForURL(/\/modules\/RESPA\/2\/emotion$/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Happy' }).click();
  await page.waitForURL(/\/modules\/RESPA\/2\/sing$/, { timeout: 60_000 });
};

/** How many pending saves the page's origin keeps in IndexedDB (0 when the database was never made). */
const pendingInIndexedDb = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('waw-pending-saves');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve(0);
        request.onsuccess = () => {
          const database = request.result;
          if (!database.objectStoreNames.contains('saves')) return resolve(0);
          const count = database.transaction('saves').objectStore('saves').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(new Error(String(count.error)));
        };
      }),
  );

describe('a closed tab', () => {
  it('sends the feeling just picked as the page closes', async () => {
    await dayOnePlayed('DEMO', 'waw.friend', 'RESPA');
    const session = await launch({ viewport: 'phone' });
    try {
      const { page } = session;
      await pickFeeling(page, 'DEMO', 'waw.friend', 'let-me-play-2');
      expect(await preEmotion('DEMO', 'waw.friend')).toBe('');
      // The child closes the tab right away: nothing else of the app runs after this.
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => preEmotion('DEMO', 'waw.friend'), { timeout: 15_000 }).toBe('happy');
    } finally {
      await session.close();
    }
  }, 300_000);

  it('keeps the feeling on the device when the tab dies without a word, sends it at the next sign-in, and forgets it at sign-out', async () => {
    await dayOnePlayed('OAK', 'oak.reader', 'RESPA');
    const session = await launch({ viewport: 'phone' });
    try {
      const { context, page } = session;
      await pickFeeling(page, 'OAK', 'oak.reader', 'let-me-play-4');
      await expect.poll(() => pendingInIndexedDb(page)).toBe(1);
      // Same device, a new tab (opened first: closing a browser's last page closes the browser).
      const again = await context.newPage();
      // The tab's process dies (a device out of battery, a crash): no pagehide, nothing sent as it goes.
      const crashed = new Promise((resolve) => page.once('crash', resolve));
      // The protocol never answers a crash: its own page is gone.
      void (await context.newCDPSession(page)).send('Page.crash').catch(() => undefined);
      await crashed;
      await page.close();
      expect(await preEmotion('OAK', 'oak.reader')).toBe('');

      // Its session storage is empty: the child signs in again.
      await signIn(again, cloud.url, 'oak.reader', 'let-me-play-4', 'OAK');
      await again.getByRole('link', { name: 'Play Day 2' }).waitFor({ timeout: 60_000 });
      await expect.poll(() => preEmotion('OAK', 'oak.reader'), { timeout: 30_000 }).toBe('happy');
      await expect.poll(() => pendingInIndexedDb(again)).toBe(0);

      // Something waits again (the server answers every save with a 503 now: kept to retry), then sign-out.
      await context.route('**/v3/waw/module', (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
      );
      await again.getByRole('link', { name: 'Play Day 2' }).click();
      await again.waitForURL(/\/modules\/RESPA\/2\/sing$/, { timeout: 60_000 });
      await again.getByRole('button', { name: /Play the song/ }).click();
      await again.getByRole('button', { name: /^Next/ }).click({ timeout: 150_000 });
      await expect.poll(() => pendingInIndexedDb(again)).toBe(1);
      await again.getByRole('button', { name: 'Log out' }).click();
      await answerAsGrownUp(again);
      await again.waitForURL(`${cloud.url}/`, { timeout: 30_000 });
      // The sign-out waited its 5 s for a save the server never took, and then left nothing on the device.
      expect(await pendingInIndexedDb(again)).toBe(0);
    } finally {
      await session.close();
    }
  }, 300_000);
});
