import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { adminCall, passkeyFor, setUpPasskey, signInAdmin, type AdminTokens } from '../local/admin-client.js';
import { accessibilityProblems, holdPasskey, launch, openAdminPlace, screenshot, signIn, startCloud } from './harness.js';
import { answerTest, shownForm } from './play-day.js';

/** Only district admins change the programme, with a passkey. */
const DISTRICT = 'district@demo.school';

let cloud: LocalCloud;
let stop: () => Promise<void>;
const NEW_TEXT = 'Look at them, wave, and say a big happy hello!';

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
});
afterAll(async () => {
  await stop?.();
});

const latestCode = async () =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>)[0]?.code ?? '';

/** The same district admin in another sign-in session (another device): publishes a change of the same page first. */
const otherAdminPublishes = async (other: AdminTokens, pageId: string) => {
  const page = (await adminCall(cloud, other.idToken, 'GET', `/v3/admin/page?id=${pageId}`)).body as {
    version: number;
    content: { title: string };
  };
  const saved = await adminCall(cloud, other.idToken, 'PUT', '/v3/admin/page', {
    id: pageId,
    version: page.version,
    revision: 0,
    content: { ...page.content, title: 'Hello, friends!' },
  });
  expect(saved.status).toBe(200);
  expect((await adminCall(cloud, other.idToken, 'POST', '/v3/admin/page/publish', { id: pageId, revision: 1 })).status).toBe(200);
};

describe('the admin area', () => {
  it('signs in with a code, publishes an edited lesson card with a passkey that children then see, and refuses a stale publish', async () => {
    // The district admin's passkey, set up on another device first: the browser holds the same key, so it steps up.
    const passkey = passkeyFor(cloud);
    const other = await signInAdmin(cloud, DISTRICT);
    expect((await setUpPasskey(cloud, other.idToken, passkey)).status).toBe(200);
    const adminBrowser = await launch({ viewport: 'laptop' });
    const { context, page } = adminBrowser;
    try {
      await holdPasskey(context, page, cloud.url, passkey);
      await page.goto(`${cloud.url}/admin/login`);
      await page.getByLabel('E-mail').fill('District@Demo.School');
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await page.getByText(`We sent a code to ${DISTRICT}.`).waitFor();
      await screenshot(page, 'laptop-admin-login');
      await page.getByLabel('Code').fill(await latestCode());
      await page.getByRole('button', { name: 'Sign in' }).click();
      // A district admin lands on their schools and opens one.
      await page.waitForURL('**/admin/district');
      await page.getByRole('link', { name: 'Open school DEMO' }).click();
      await page.waitForURL('**/admin/dashboard?school=DEMO');
      await page.getByRole('heading', { name: 'Class demo-class-1' }).waitFor();
      await screenshot(page, 'laptop-admin-dashboard');
      expect(await accessibilityProblems(page)).toEqual([]);

      await openAdminPlace(page, 'Programmes');
      await page.getByRole('link', { name: 'Edit RESPA-day-1', exact: true }).click();
      await page.waitForURL('**/admin/pages/edit/RESPA-day-1');
      await page.getByLabel('Card 1 text').fill(NEW_TEXT);
      await page.getByLabel('Preview, as a child sees it').getByText(NEW_TEXT).waitFor();
      await page.getByRole('button', { name: 'Save the draft' }).click();
      // A content write needs the passkey: the step is offered, and the save is made again once it is proved.
      await page.getByRole('dialog', { name: 'A passkey is needed' }).getByRole('button', { name: 'Use my passkey' }).click();
      await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
      await page.getByRole('button', { name: 'Publish the page' }).click();
      await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor();
      await screenshot(page, 'laptop-admin-editor');

      // Another admin publishes after this editor's page was opened: this admin's next publish is refused, not lost.
      await otherAdminPublishes(other, 'RESPA-day-1');
      await page.getByLabel('Card 2 title').fill('Names matter a lot');
      await page.getByRole('button', { name: 'Save the draft' }).click();
      await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
      await page.getByRole('button', { name: 'Publish the page' }).click();
      await page.getByRole('alert').filter({ hasText: 'Someone else published this page after your draft began.' }).waitFor();

      await page.getByRole('link', { name: 'Components' }).click();
      await page.getByRole('heading', { name: 'Lesson card' }).waitFor();
      await screenshot(page, 'laptop-admin-components');
    } finally {
      await adminBrowser.close();
    }

    const child = await launch();
    try {
      await signIn(child.page, cloud.url, 'waw.student', 'let-me-play-1');
      await child.page.waitForURL('**/home');
      await child.page.goto(`${cloud.url}/modules/RESPA/1`);
      await child.page.getByRole('button', { name: /I’m ready!/ }).click();
      await child.page.waitForURL('**/screening');
      await answerTest(child.page, await shownForm(child.page, 'RESPA'));
      await child.page.getByRole('button', { name: 'Happy' }).click();
      await child.page.getByRole('button', { name: /Play the song/ }).click();
      await child.page.getByRole('button', { name: /Next/ }).click({ timeout: 150_000 });
      await child.page.locator('.lesson__text').getByText(NEW_TEXT).waitFor();
    } finally {
      await child.close();
    }
    // Two admin sign-ins, a passkey step and a child's whole day on a machine shared with other work.
  }, 300_000);

  it('keeps a student out of the admin area', async () => {
    const { page, close } = await launch();
    try {
      await page.goto(`${cloud.url}/admin/dashboard`);
      await page.waitForURL('**/admin/login');
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await page.getByRole('alert').filter({ hasText: 'You must provide either an email or phone number.' }).waitFor();
    } finally {
      await close();
    }
  });
});
