import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { header } from '../local/import-client.js';
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

/**
 * The forms check what the server checks, in the server's own plain words: a new password too short is refused in the
 * dialog before anything is sent, a roster row the sign-in would refuse (grade "Grade 2") is refused at import, and an
 * invitation to half an address or a class name too long is refused in the form.
 */
const SIZES: Array<keyof typeof VIEWPORTS> = ['phone', 'laptop'];
let cloud: LocalCloud;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
}, 120_000);
afterAll(async () => {
  await stop?.();
});

describe.each(SIZES)('plain refusals at %s size', (viewport) => {
  it('refuses a short new password in the dialog, and a roster row of another grade, in plain words', async () => {
    const { context, page, close } = await launch({ viewport });
    try {
      await addPasskeyAuthenticator(context, page);
      await signInAdmin(page, cloud, viewport === 'phone' ? 'admin@demo.school' : 'admin@oak.school');
      const school = viewport === 'phone' ? 'DEMO' : 'OAK';
      const { studentIdFor } = await import('../../functions/rosters/roster.js');
      await page.goto(`${cloud.url}/admin/students/${school}/${studentIdFor(school, school === 'DEMO' ? 'waw.friend' : 'oak.reader')}`);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/v3/admin/students/password')) sent.push(request.url());
      });
      await page.getByRole('button', { name: 'New password' }).click();
      const dialog = page.getByRole('dialog', { name: /^New password for / });
      await dialog.getByLabel('New password (at least 8 characters)').fill('abc');
      await dialog.getByRole('button', { name: 'Set password' }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: /^A password needs at least 8 characters\.$/ })
        .waitFor();
      expect(sent).toEqual([]);
      await fitsAndPasses(page, 'the new-password dialog');
      await screenshot(page, `${viewport}-plain-password`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await openAdminPlace(page, 'Add students');
      const file = [
        header,
        `${school},grade.two,secret-pass-9,Ada,Two,${school}-class-9,Grade 2,RESPA`,
        `${school},bad.code,secret-pass-8,Bo,Three,${school}-class-9,WAW,DRAGON`,
      ].join('\n');
      await page.getByLabel('Roster file').setInputFiles({ name: 'grades.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      const passkey = page.getByRole('dialog', { name: 'A passkey is needed' }).getByRole('button', { name: 'Set up a passkey' });
      const refused = page.getByRole('alert').filter({ hasText: 'Nothing was imported. Fix these rows and try again.' });
      await passkey.or(refused).first().waitFor();
      if (await passkey.isVisible()) await passkey.click();
      await refused.waitFor();
      await page.getByText('Line 2: The grade is "Grade 2", but only grade WAW may play: write WAW.', { exact: true }).waitFor();
      await page.getByText('Line 3: "DRAGON" is not a programme: write codes such as RESPA;INROCK.', { exact: true }).waitFor();
      expect(await page.getByText(/Invalid request|modules\.0|grade:/).count()).toBe(0);
      await fitsAndPasses(page, 'the refused roster');
      await screenshot(page, `${viewport}-plain-roster`);

      // An invitation to half an address, and a class name too long to keep: refused in the form, in the words the
      // server's rule (domain/admin-forms.ts) would answer with, before anything is sent.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/\/v3\/admin\/(admins|class\/promote)$/.test(new URL(request.url()).pathname) && request.method() === 'POST')
          asked.push(request.url());
      });
      await openAdminPlace(page, 'Admins');
      await page.getByLabel('Invite by e-mail').fill('bob@school');
      await page.getByRole('button', { name: 'Invite' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /^Write a whole e-mail address, such as name@school\.org\.$/ })
        .waitFor();
      await fitsAndPasses(page, 'the refused invitation');
      await screenshot(page, `${viewport}-plain-invite`);

      await page.goto(`${cloud.url}/admin/classes/${school}/${school === 'DEMO' ? 'demo-class-1' : 'oak-class-1'}`);
      await page.getByRole('button', { name: 'Promote class' }).click();
      const promote = page.getByRole('dialog', { name: /^Promote class / });
      await promote.getByLabel(/Next class/).fill('x'.repeat(70));
      await promote.getByRole('button', { name: /^Promote to / }).click();
      await promote
        .getByRole('alert')
        .filter({ hasText: /^A class ID has 64 characters at most\.$/ })
        .waitFor();
      await fitsAndPasses(page, 'the refused promotion');
      await screenshot(page, `${viewport}-plain-promote`);
      expect(asked).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);
});
