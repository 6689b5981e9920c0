import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { accessibilityProblems, answerAsGrownUp, heldSecrets, launch, mediaStatus, screenshot, signIn, startCloud } from './harness.js';

let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
});
afterAll(async () => {
  await stop?.();
});

describe.each(['phone', 'laptop'] as const)('a child on a %s', (viewport) => {
  it('signs in, finds their programmes and RESPA’s days, stays signed in on reload, and logs out for good', async () => {
    const { context, page, close } = await launch({ viewport });
    try {
      await page.goto(cloud.url);
      await page.getByLabel('School ID').waitFor();
      await screenshot(page, `${viewport}-login`);
      expect(await accessibilityProblems(page)).toEqual([]);

      await signIn(page, cloud.url, 'waw.student', 'let-me-play-1');
      await page.waitForURL('**/home');
      await expect.poll(() => page.getByRole('heading', { name: 'Hi, Maya!' }).isVisible()).toBe(true);
      await screenshot(page, `${viewport}-home`);
      expect(await accessibilityProblems(page)).toEqual([]);
      expect(await mediaStatus(page)).toBe(200);
      // Spec section 9: the delivery cookies last 86400 seconds, for /media only.
      const media = (await context.cookies()).filter((cookie) => cookie.name.startsWith('CloudFront-'));
      expect(media.map((cookie) => cookie.path)).toEqual(['/media', '/media', '/media']);
      for (const cookie of media) expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(86_400 - 120);
      for (const cookie of media) expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(86_400);

      await page.getByRole('link', { name: /My programmes/ }).click();
      await page.getByRole('link', { name: /Respa/ }).waitFor();
      expect(await page.getByRole('link', { name: /Inrock/ }).isVisible()).toBe(true);
      await page.getByRole('img', { name: 'Respa' }).first().waitFor();
      await screenshot(page, `${viewport}-modules`);
      expect(await accessibilityProblems(page)).toEqual([]);

      await page.getByRole('link', { name: /Respa/ }).click();
      await page.getByRole('link', { name: 'Day 1, play now' }).waitFor();
      expect(await page.getByLabel('Day 2, locked').isVisible()).toBe(true);
      await screenshot(page, `${viewport}-days`);
      expect(await accessibilityProblems(page)).toEqual([]);

      await page.reload();
      await page.getByRole('link', { name: 'Day 1, play now' }).waitFor();
      expect(page.url()).toMatch(/\/modules\/RESPA$/);

      await page.getByRole('button', { name: 'Log out' }).click();
      await answerAsGrownUp(page);
      await page.waitForURL(`${cloud.url}/`);
      // Nothing of the session is kept; the device token is, for this device's next sign-in (never without the password).
      expect(await heldSecrets(context, page)).toEqual({ session: [], local: ['waw-device-tokens'], cookies: [] });
      expect(await mediaStatus(page)).toBe(403);

      await page.goBack();
      await page.waitForURL(`${cloud.url}/`);
      await page.goto(`${cloud.url}/home`);
      await page.waitForURL(`${cloud.url}/`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    } finally {
      await close();
    }
  });
});

describe('sign-in refusals', () => {
  it("shows 'Login failed' for a wrong password and keeps nothing", async () => {
    const { context, page, close } = await launch();
    try {
      await signIn(page, cloud.url, 'waw.student', 'not-my-password');
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Login failed');
      await screenshot(page, 'phone-login-failed');
      expect(await heldSecrets(context, page)).toEqual({ session: [], local: [], cookies: [] });
    } finally {
      await close();
    }
  });

  it('tells a student of another grade they are not assigned, and signs them out', async () => {
    const { context, page, close } = await launch();
    try {
      await signIn(page, cloud.url, 'other.student', 'let-me-play-3');
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Student not assigned to WAW. Please contact your support team.');
      expect(await heldSecrets(context, page)).toEqual({ session: [], local: [], cookies: [] });
      expect(page.url()).toBe(`${cloud.url}/`);
    } finally {
      await close();
    }
  });

  it('asks for the camera and microphone when the browser refuses them', async () => {
    const { page, close } = await launch({ allowMedia: false });
    try {
      await signIn(page, cloud.url, 'waw.student', 'let-me-play-1');
      await expect
        .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
        .toBe('Camera and microphone access is required for the game to work. Please allow access when prompted and try again.');
      await screenshot(page, 'phone-camera-refused');
    } finally {
      await close();
    }
  });
});

describe('routes', () => {
  it('sends a signed-in route without a session back to the login', async () => {
    const { page, close } = await launch();
    try {
      await page.goto(`${cloud.url}/modules/RESPA`);
      await page.waitForURL(`${cloud.url}/`);
      await page.getByLabel('School ID').waitFor();
    } finally {
      await close();
    }
  });

  it("answers any other path with '404 - Page Not Found'", async () => {
    const { page, close } = await launch({ viewport: 'laptop' });
    try {
      await page.goto(`${cloud.url}/no/such/place`);
      await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
      await screenshot(page, 'laptop-404');
    } finally {
      await close();
    }
  });
});
