/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees the DOM.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { launch, screenshot, startCloud } from './harness.js';

/** The built app on a slow network: the page itself says 'Loading...' until the app's code has come and rendered. */
let cloud: LocalCloud;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
});
afterAll(async () => {
  await stop?.();
});

it('paints Loading... with the page, before any of the app’s code has run, and the first screen replaces it', async () => {
  const { page, close } = await launch();
  try {
    // Every script of the app is held on its way, as on a slow network: what shows is the page's own HTML and CSS.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let scriptsAsked = 0;
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      scriptsAsked += 1;
      await held;
      await route.continue();
    });
    await page.goto(cloud.url, { waitUntil: 'commit' });
    const loading = page.getByRole('status');
    await loading.waitFor();
    expect(await loading.textContent()).toBe('Loading...');
    expect(await loading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('800');
    expect(scriptsAsked).toBeGreaterThan(0);
    await screenshot(page, 'phone-first-paint');

    release();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Loading...').count()).toBe(0);
  } finally {
    await close();
  }
});
