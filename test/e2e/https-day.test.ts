import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { selfSignedLocalhost, type SelfSigned } from '../support/self-signed.js';
import { dayOnePlayed, recordRequests, storedModule } from './day-requests.js';
import { launch, signIn, startCloud } from './harness.js';
import { playDay } from './play-day.js';

/**
 * The app as a child's browser meets it in AWS: through CloudFront's HTTPS side, over HTTP/2. The rest of the e2e
 * suite plays on the plain port; this plays a whole day through the TLS side, so what HTTPS changes (a secure
 * origin for the service worker and the media cookies, the Host the API's signature covers) is played too.
 */

let cloud: LocalCloud;
let stop: () => Promise<void>;
let tls: SelfSigned;
beforeAll(async () => {
  tls = selfSignedLocalhost();
  ({ cloud, stop } = await startCloud({ tls }));
});
afterAll(async () => {
  await stop?.();
});

describe('a day played over HTTPS', () => {
  it('signs in, plays the song and the whole day over HTTP/2, in the same calls, and stores every step', async () => {
    await dayOnePlayed('DEMO', 'waw.friend', 'RESPA');
    const session = await launch({ viewport: 'phone', trustSpki: tls.spki });
    try {
      const { context, page } = session;
      const recorded = recordRequests(context, cloud);
      const media: Array<{ path: string; status: number }> = [];
      context.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/media/')) media.push({ path: url.pathname, status: response.status() });
      });
      await signIn(page, cloud.url, 'waw.friend', 'let-me-play-2');
      await page.getByRole('link', { name: 'Play Day 2' }).click({ timeout: 60_000 });
      expect(
        await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol),
      ).toBe('h2');
      await playDay(page, { character: 'RESPA', day: 2 });
      await page.getByText('Saving when the internet is back').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');

      expect(recorded.api.length, recorded.api.join('\n')).toBeLessThanOrEqual(12);
      // The day's media came through the TLS side with the signed cookies it handed out: the song among them.
      expect(media.filter((file) => file.path.endsWith('.mp4')).length).toBeGreaterThan(0);
      expect(media.filter((file) => file.status !== 200 && file.status !== 206)).toEqual([]);
      const { module } = await storedModule('DEMO', 'waw.friend', 'RESPA');
      expect(module.day_completed).toBe(2);
    } finally {
      await session.close();
    }
  }, 480_000);
});
