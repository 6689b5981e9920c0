import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toFile } from 'qrcode';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { fakeCameraVideo } from './fake-camera.js';
import {
  SCREENSHOT_DIR,
  accessibilityProblems,
  addPasskeyAuthenticator,
  heldSecrets,
  launch,
  openAdminPlace,
  screenshot,
  startCloud,
} from './harness.js';

let cloud: LocalCloud;
let stop: () => Promise<void>;
let dir: string;

/** Seven more children in a class of their own, so the sheet holds ten cards: a whole printed page. */
const MORE_CHILDREN = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus'];

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
  dir = mkdtempSync(join(tmpdir(), 'waw-cards-'));
  // Added as the seed adds the demo school (the same functions, against this cloud's table), not through the
  // roster import, which is not what this test is about.
  const { addStudent } = await import('../../functions/rosters/roster.js');
  for (const name of MORE_CHILDREN) {
    const row = { school_identifier: 'DEMO', username: `${name.toLowerCase()}.k`, password: `long-pass-${name}` };
    await addStudent({ ...row, first_name: name, last_name: 'Kay', class_id: 'demo-class-3', grade: 'WAW', modules: ['INROCK'] });
  }
});
afterAll(async () => {
  await stop?.();
  rmSync(dir, { recursive: true, force: true });
});

const latestCode = async () =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>)[0]?.code ?? '';

/** A PDF's page count: Chromium writes one /Type /Page object per page. */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

/** The admin prints the whole school's cards in the admin area, then stops Leo's; returns pictures of two cards. */
const printCards = async () => {
  const { context, page, close } = await launch({ viewport: 'laptop' });
  try {
    // Printing is sensitive (aal2): the admin's passkey lives in a virtual authenticator.
    await addPasskeyAuthenticator(context, page);
    await page.goto(`${cloud.url}/admin/login`);
    await page.getByLabel('E-mail').fill('admin@demo.school');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByText('We sent a code to admin@demo.school.').waitFor();
    await page.getByLabel('Code').fill(await latestCode());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/dashboard');
    await openAdminPlace(page, 'Sign-in cards');
    await page.getByRole('heading', { name: 'Class DEMO · demo-class-1' }).waitFor();
    for (const section of await page.getByRole('region', { name: /^Class / }).all()) {
      await section.getByLabel('Choose the whole class').check();
    }
    await page.getByRole('button', { name: 'Print cards for 10 children' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('old card stops working').waitFor();
    await screenshot(page, 'laptop-admin-cards-confirm');
    await dialog.getByRole('button', { name: 'Make 10 new cards' }).click();
    // The first sensitive action of this sign-in asks for a passkey; with none yet, the admin sets one up.
    await page.getByRole('dialog', { name: 'A passkey is needed' }).getByRole('button', { name: 'Set up a passkey' }).click();
    await page.getByRole('status').filter({ hasText: '10 new cards are ready below' }).waitFor();
    expect(await page.getByRole('article', { name: /^Sign-in card for / }).count()).toBe(10);
    await screenshot(page, 'laptop-admin-cards-sheet');
    expect(await accessibilityProblems(page)).toEqual([]);

    // Ten cards make one page on either paper, and nothing but the cards is printed.
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, path: join(SCREENSHOT_DIR, `laptop-admin-cards-sheet-${format}.pdf`) });
      expect(pagesOf(pdf), `${format} pages`).toBe(1);
    }

    const maya = join(dir, 'maya.png');
    const leo = join(dir, 'leo.png');
    await page.getByRole('article', { name: 'Sign-in card for Maya' }).screenshot({ path: maya });
    await page.getByRole('article', { name: 'Sign-in card for Leo' }).screenshot({ path: leo });

    await page.getByRole('button', { name: "Stop Leo's card" }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop the card' }).click();
    await page.getByRole('status').filter({ hasText: "Leo's card is stopped" }).waitFor();
    await page.getByRole('article', { name: 'Sign-in card for Leo' }).waitFor({ state: 'detached' });
    return { maya, leo };
  } finally {
    await close();
  }
};

/** A child's browser whose camera sees this picture, at the sign-in page; it records every login call. */
const childWith = async (picture: string, name: string) => {
  const child = await launch({ fakeVideo: fakeCameraVideo(picture, dir, name) });
  const logins: string[] = [];
  child.page.on('request', (request) => {
    if (request.url().endsWith('/v3/waw/login')) logins.push(request.postData() ?? '');
  });
  await child.page.goto(cloud.url);
  await child.page.getByRole('button', { name: 'Scan my card' }).waitFor();
  return { ...child, logins };
};

const scan = async (page: Page) => {
  await page.getByRole('button', { name: 'Scan my card' }).click();
  await page.getByRole('dialog', { name: 'Scan my card' }).waitFor();
};

describe('sign-in cards', () => {
  let cards: { maya: string; leo: string };

  it('prints a page of ten cards for A4 or Letter in the admin area, and stops a lost one', async () => {
    cards = await printCards();
  });

  it("signs a child in with the card the admin printed, and sees the child's home", async () => {
    const { page, context, close, logins } = await childWith(cards.maya, 'maya');
    try {
      await screenshot(page, 'phone-login-with-card');
      expect(await accessibilityProblems(page)).toEqual([]);

      // A School ID typed on this device binds the scanner to it: another school's card is refused before any call.
      await page.getByLabel('School ID').fill('ELSEWHERE');
      await scan(page);
      await page.getByRole('alert').filter({ hasText: 'That card is from another school.' }).waitFor();
      await screenshot(page, 'phone-card-other-school');
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'Stop' }).click();
      expect(logins).toEqual([]);

      await page.getByLabel('School ID').fill('');
      await scan(page);
      await page.waitForURL('**/home');
      await expect.poll(() => page.getByRole('heading', { name: 'Hi, Maya!' }).isVisible()).toBe(true);
      expect(logins).toHaveLength(1);
      expect(JSON.parse(logins[0]!)).toEqual({ school_identifier: 'DEMO', card: expect.stringMatching(/^WAW1:DEMO:/) });
      expect((await heldSecrets(context, page)).session).toContain('token');
    } finally {
      await close();
    }
  });

  it('refuses a stopped card with a kind message, and signs nobody in', async () => {
    const { page, context, close, logins } = await childWith(cards.leo, 'leo');
    try {
      await scan(page);
      await page.getByRole('alert').filter({ hasText: 'This card did not work. Ask your teacher for a new card.' }).waitFor();
      await screenshot(page, 'phone-card-refused');
      expect(logins).toHaveLength(1);
      expect(page.url()).toBe(`${cloud.url}/`);
      expect(await heldSecrets(context, page)).toEqual({ session: [], local: [], cookies: [] });
    } finally {
      await close();
    }
  });

  it("refuses a stranger's QR code without calling the login", async () => {
    const stranger = join(dir, 'stranger.png');
    await toFile(stranger, 'https://example.org/free-games', { margin: 4, scale: 10 });
    const { page, close, logins } = await childWith(stranger, 'stranger');
    try {
      await scan(page);
      await page.getByRole('alert').filter({ hasText: 'That is not a WAW card.' }).waitFor();
      await screenshot(page, 'phone-card-not-a-card');
      expect(logins).toEqual([]);
      expect(page.url()).toBe(`${cloud.url}/`);
    } finally {
      await close();
    }
  });
});
