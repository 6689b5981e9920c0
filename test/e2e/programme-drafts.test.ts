import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_PAGES } from '@domain/content/index.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { passkeyFor, registerPasskey, setUpPasskey, signInAdmin as signInAdminByApi } from '../local/admin-client.js';
import { credentialsFor, signedFetch } from '../local/stock-client.js';
import { accessibilityProblems, holdPasskey, launch, screenshot, signIn, signInAdmin, startCloud } from './harness.js';
import { onboard } from './play-day.js';

/** Only district admins change the programme, with a passkey. */
const DISTRICT = 'district@demo.school';

let cloud: LocalCloud;
let stop: () => Promise<void>;
/** One passkey per browser: a passkey's signature counter only moves on, so two browsers cannot share one. */
let passkeys: Record<string, ReturnType<typeof passkeyFor>>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
  // The district admin's passkey, set up on another device first: the browser holds the same key, so it steps up.
  passkeys = { laptop: passkeyFor(cloud), phone: passkeyFor(cloud) };
  const other = await signInAdminByApi(cloud, DISTRICT);
  expect((await setUpPasskey(cloud, other.idToken, passkeys.laptop!)).status).toBe(200);
  expect((await registerPasskey(cloud, other.idToken, passkeys.phone!)).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await stop?.();
});

/** Moves the keyboard's focus forward with Tab until it is on `target`: what a keyboard user does to reach it. */
const tabTo = async (page: Page, target: Locator, most = 400) => {
  await target.waitFor();
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
};
/** Reaches a control by Tab and presses Enter on it. */
const press = async (page: Page, target: Locator) => {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
};

const axeClean = async (page: Page, where: string) => expect(await accessibilityProblems(page), where).toEqual([]);

/** The song's title is the heading of the sing step, the second screen of a day: what a child sees of the edit. */
const CASES = [
  { viewport: 'laptop', character: 'INROCK', child: ['waw.student', 'let-me-play-1'] },
  { viewport: 'phone', character: 'RESPA', child: ['waw.friend', 'let-me-play-2'] },
] as const;

describe('a programme edit: draft, preview, publish, a child sees it, restore', () => {
  for (const { viewport, character, child } of CASES) {
    it(`on a ${viewport}, by keyboard alone`, async () => {
      const pageId = `${character}-day-1`;
      const shipped = DAY_PAGES.find((page) => page.id === pageId)!;
      const title = `Our ${viewport} song`;
      const admin = await launch({ viewport });
      const { context, page } = admin;
      const passkey = passkeys[viewport]!;
      try {
        await holdPasskey(context, page, cloud.url, passkey);
        await signInAdmin(page, cloud, DISTRICT, '**/admin/district');
        await page.goto(`${cloud.url}/admin/pages/edit/${pageId}`);

        // Edit: the song's title, typed.
        const songTitle = page.getByLabel('Song title');
        await tabTo(page, songTitle);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(title);
        await press(page, page.getByRole('button', { name: 'Save the draft' }));
        // A content write needs the passkey: the step is offered, and the save is made again once it is proved.
        await press(page, page.getByRole('dialog', { name: 'A passkey is needed' }).getByRole('button', { name: 'Use my passkey' }));
        await page.getByRole('status').filter({ hasText: 'Draft saved. Children still see version 1 until you publish.' }).waitFor();
        await axeClean(page, 'the editor with a saved draft');
        await screenshot(page, `${viewport}-drafts-saved`);

        // Preview: the draft played by the child's own screens.
        await press(page, page.getByRole('link', { name: 'Preview as a child' }));
        await page.waitForURL(`**/admin/pages/preview/${pageId}`);
        await page.getByText(`Preview of the draft of ${pageId}: children still see version 1.`).waitFor();
        await press(page, page.getByRole('button', { name: 'Happy' }));
        await page.getByRole('heading', { name: title }).waitFor();
        await axeClean(page, 'the preview');
        await screenshot(page, `${viewport}-drafts-preview`);

        // Publish.
        await press(page, page.getByRole('button', { name: 'Back to the editor' }));
        await page.waitForURL(`**/admin/pages/edit/${pageId}`);
        await press(page, page.getByRole('button', { name: 'Publish the page' }));
        await page.getByRole('status').filter({ hasText: 'Published. Every school’s children see version 2 now.' }).waitFor();
        const history = page.getByRole('region', { name: 'Published versions' });
        await history.getByText(/Version 2 \(children see this one\): district@demo\.school/).waitFor();
        await axeClean(page, 'the editor after publishing');
        await screenshot(page, `${viewport}-drafts-published`);

        // A child sees it: the day's song is the published one.
        const kid = await launch({ viewport });
        try {
          await signIn(kid.page, cloud.url, child[0], child[1]);
          await kid.page.waitForURL('**/home');
          await kid.page.goto(`${cloud.url}/modules/${character}/1`);
          await onboard(kid.page, character);
          await kid.page.getByRole('button', { name: 'Happy' }).click();
          await kid.page.getByRole('heading', { name: title }).waitFor();
          await screenshot(kid.page, `${viewport}-drafts-child-sees`);
        } finally {
          await kid.close();
        }

        // Restore: version 1 becomes the draft, then is published again as version 3.
        await press(page, history.getByRole('button', { name: 'Restore version 1' }));
        await page.getByRole('status').filter({ hasText: 'Version 1 is the draft now' }).waitFor();
        await expect.poll(() => songTitle.inputValue()).toBe(shipped.song.title);
        await press(page, page.getByRole('button', { name: 'Publish the page' }));
        await page.getByRole('status').filter({ hasText: 'Published. Every school’s children see version 3 now.' }).waitFor();
        await axeClean(page, 'the editor after restoring');
        await screenshot(page, `${viewport}-drafts-restored`);
      } finally {
        await admin.close();
      }
      // A child's next read has the restored song.
      const credentials = await credentialsFor(cloud.config, child[0], child[1]);
      const read = await signedFetch(cloud.config, credentials, { method: 'GET', path: `/v3/waw/page?id=${pageId}` });
      expect(read.body).toMatchObject({ version: 3, content: { song: { title: shipped.song.title } } });
      // Two sign-ins, a passkey step and a child's pre-test on a machine shared with other work.
    }, 300_000);
  }
});
