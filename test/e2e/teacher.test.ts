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
