import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import {
  VIEWPORTS,
  addPasskeyAuthenticator,
  fitsAndPasses,
  launch,
  openAdminPlace,
  screenshot,
  signInAdmin,
  startCloud,
} from './harness.js';

const SIZES: Array<keyof typeof VIEWPORTS> = ['laptop', 'phone'];
let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
  // An admin of DEMO for each size, made as `npm run admins:create` makes one: each browser holds its own passkey.
  const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { createUserStore, ensureAdmin } = await import('../../infra/local/user-store.js');
  const store = createUserStore(DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB })));
  for (const viewport of SIZES) await ensureAdmin(store, `head.${viewport}@demo.school`, ['school:DEMO:admin']);
});
afterAll(async () => {
  await stop?.();
});

describe.each(SIZES)('a teacher at %s size', (viewport) => {
  it('is given a class by a school admin, signs in and sees that class only', async () => {
    const teacher = `teacher.${viewport}@demo.school`;
    const { context, page, close } = await launch({ viewport });
    try {
      await addPasskeyAuthenticator(context, page);
      await signInAdmin(page, cloud, `head.${viewport}@demo.school`);
      await openAdminPlace(page, 'Admins');
      const people = page.getByRole('region', { name: 'Admins and teachers of DEMO' });
      await people.getByLabel('Invite by e-mail').fill(teacher);
      await people.getByLabel('As').selectOption('teacher');
      await people.getByRole('checkbox', { name: 'Class demo-class-2' }).check();
      await people.getByRole('button', { name: 'Invite' }).click();
      // Giving a role is sensitive: the first time, the admin sets up a passkey, and the invitation goes on.
      await page.getByRole('dialog', { name: 'A passkey is needed' }).getByRole('button', { name: 'Set up a passkey' }).click();
      await people
        .getByRole('status')
        .filter({ hasText: `${teacher} is invited as a teacher of demo-class-2` })
        .waitFor();
      await people.getByRole('listitem').filter({ hasText: teacher }).getByText('classes demo-class-2').waitFor();
      await screenshot(page, `${viewport}-teacher-assigned`);
      await fitsAndPasses(page, 'the admins place');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/admin/login');

      await signInAdmin(page, cloud, teacher);
      await page.getByRole('heading', { level: 1, name: 'Your classes at DEMO' }).waitFor();
      await page.getByRole('link', { name: 'Class demo-class-2' }).waitFor();
      expect(await page.getByRole('link', { name: 'Class demo-class-1' }).count()).toBe(0);
      await page.getByText('1 child in 1 class.').waitFor();
      await fitsAndPasses(page, "the teacher's overview");
      await screenshot(page, `${viewport}-teacher-overview`);
      for (const place of ['Admins', 'Add students', 'Sign-in cards', 'School']) {
        expect(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: place, exact: true }).count()).toBe(0);
      }

      await page.getByRole('link', { name: 'Class demo-class-2' }).click();
      const children = page.getByRole('list', { name: 'Children of class demo-class-2' });
      await children.getByRole('link', { name: 'Nia Stone' }).waitFor();
      expect(await children.getByRole('listitem').count()).toBe(1);
      await fitsAndPasses(page, "the teacher's class");
      await screenshot(page, `${viewport}-teacher-class`);

      // A teacher may reset a day, set a password and print a card for their child, and is offered nothing else.
      await children.getByRole('link', { name: 'Nia Stone' }).click();
      await page.getByRole('heading', { level: 1, name: 'Nia Stone' }).waitFor();
      for (const allowed of ['New password', 'Print a sign-in card', /^Reset a day of /]) {
        await page.getByRole('button', { name: allowed }).first().waitFor();
      }
      for (const refused of ['Remove Nia', 'Move to another class', 'Export data']) {
        expect(await page.getByRole('button', { name: refused }).count(), refused).toBe(0);
      }
      await fitsAndPasses(page, "the teacher's child page");
      await screenshot(page, `${viewport}-teacher-child`);

      // The school admins' places, opened by their address, say what the teacher can do instead and never load.
      for (const [path, title, name] of [
        ['/admin/roster', 'Add students', 'roster'],
        ['/admin/cards', 'Sign-in cards', 'cards'],
        ['/admin/admins', 'Admins and teachers', 'admins'],
      ] as const) {
        await page.goto(`${cloud.url}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByText("is for the school's admins.").waitFor();
        await page.getByRole('link', { name: 'your classes' }).waitFor();
        expect(await page.locator('input[type=file], select, [role=alert]').count(), path).toBe(0);
        await fitsAndPasses(page, `the ${name} place for a teacher`);
        await screenshot(page, `${viewport}-teacher-${name}`);
      }

      // Until the server has said who this is, the menu offers no place at all (never a school admin's first).
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/v3/admin/me', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${cloud.url}/admin/programmes`);
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Admin' });
      expect(await nav.count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
      answer();
      // On a phone the links are folded away behind Menu: look for them hidden or not.
      const links = page.locator('#admin-nav');
      await links.getByRole('link', { name: 'My classes', exact: true, includeHidden: true }).waitFor({ state: 'attached' });
      expect(await links.getByRole('link', { name: 'Add students', exact: true, includeHidden: true }).count()).toBe(0);
      await page.unroute('**/v3/admin/me');

      // Another class is as absent as one that never was.
      await page.goto(`${cloud.url}/admin/classes/DEMO/demo-class-1`);
      await page.getByRole('alert').filter({ hasText: 'Class not found' }).waitFor();
      await openAdminPlace(page, 'My classes');
      await page.getByRole('heading', { level: 1, name: 'Your classes at DEMO' }).waitFor();
    } finally {
      await close();
    }
  }, 180_000);
});
