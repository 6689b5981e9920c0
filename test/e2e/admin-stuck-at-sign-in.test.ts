import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { CODES_PER_ADDRESS_PER_HOUR } from '../../infra/local/user-pool.js';
import { signIn as studentSignIn } from '../local/stock-client.js';
import { accessibilityProblems, addPasskeyAuthenticator, launch, screenshot, signInAdmin, startCloud } from './harness.js';

/**
 * Getting stuck at sign-in (issue 47), at phone and laptop size: an admin whose passkey is on their phone, not on
 * this computer, is offered the phone (a QR code, WebAuthn's hybrid transport) and told who can reset passkeys; and
 * Cognito's code limit reads as plain words with when to try again. The phone is Chromium's virtual authenticator on
 * the hybrid ("cable") transport, holding the passkey the admin set up elsewhere. A school admin on a laptop, a
 * district admin on a phone.
 */

let cloud: LocalCloud;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
});
afterAll(async () => {
  await stop?.();
});

/** From the school overview to Leo's page, where his password is set: an action that needs the passkey. */
const resetLeosPassword = async (page: Page, password: string) => {
  await page.getByRole('link', { name: 'Class demo-class-1' }).click();
  await page.getByRole('link', { name: 'Leo Park' }).click();
  await page.getByRole('heading', { level: 1, name: 'Leo Park' }).waitFor();
  await page.getByRole('button', { name: 'New password' }).click();
  await page.getByRole('textbox', { name: /New password/ }).fill(password);
  await page.getByRole('button', { name: 'Set password', exact: true }).click();
};

/** The admin's passkey moves from this computer to their phone: gone here, held by an authenticator on the hybrid transport. */
const passkeyToPhone = async (cdp: CDPSession, laptop: string) => {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: laptop });
  expect(credentials).toHaveLength(1);
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: laptop });
  return async () => {
    const { authenticatorId: phone } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'cable',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await cdp.send('WebAuthn.addCredential', { authenticatorId: phone, credential: credentials[0]! });
    return phone;
  };
};

/** A school admin at one size, a district admin (who opens the school first) at the other. */
const ADMINS = {
  laptop: { email: 'admin@demo.school', landing: '**/admin/dashboard' },
  phone: { email: 'district@demo.school', landing: '**/admin/district' },
} as const;

const signInTo = async (page: Page, viewport: keyof typeof ADMINS) => {
  const { email, landing } = ADMINS[viewport];
  await signInAdmin(page, cloud, email, landing);
  if (viewport === 'phone') await page.getByRole('link', { name: 'Open school DEMO' }).click();
};

describe('an admin whose passkey is on another device', () => {
  for (const viewport of ['laptop', 'phone'] as const) {
    it(`is offered the passkey on their phone and told who can reset passkeys (${viewport})`, async () => {
      const { context, page, close } = await launch({ viewport });
      try {
        const { cdp, authenticatorId } = await addPasskeyAuthenticator(context, page);
        // Set up on this computer first, as an admin does the first time.
        await signInTo(page, viewport);
        await resetLeosPassword(page, `set-up-here-${viewport}`);
        const step = page.getByRole('dialog', { name: 'A passkey is needed' });
        await step.getByRole('button', { name: 'Set up a passkey' }).click();
        await page.getByRole('status').filter({ hasText: "Leo's password is changed." }).waitFor();

        // Another day, the passkey is on the phone only; this computer has none.
        const phoneWithPasskey = await passkeyToPhone(cdp, authenticatorId);
        await cdp.send('WebAuthn.addVirtualAuthenticator', {
          options: {
            protocol: 'ctap2',
            transport: 'internal',
            hasResidentKey: true,
            hasUserVerification: true,
            isUserVerified: true,
            automaticPresenceSimulation: true,
          },
        });
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.waitForURL('**/admin/login');
        await signInTo(page, viewport);
        await resetLeosPassword(page, `from-my-phone-${viewport}`);
        await step.getByRole('button', { name: 'Use my passkey' }).click();
        await step
          .getByRole('alert')
          .filter({ hasText: 'The passkey step was cancelled or found no passkey on this device.' })
          .waitFor({ timeout: 90_000 });
        await step.getByText(/Is your passkey on your phone\? .* this browser shows a QR code/).waitFor();
        await step
          .getByText(
            'Lost the device with your passkey? Another admin of your school, or a district admin, can reset it: on the Admins page they remove you and invite you again, and you then set up a new passkey.',
          )
          .waitFor();
        await screenshot(page, `${viewport}-admin-passkey-elsewhere`);
        expect(await accessibilityProblems(page, { every: true })).toEqual([]);

        // The phone answers: the QR code's way, and the action goes through.
        await phoneWithPasskey();
        await step.getByRole('button', { name: 'Use a passkey from my phone' }).click();
        await page.getByRole('status').filter({ hasText: "Leo's password is changed." }).waitFor();
        expect((await studentSignIn(cloud.config, 'waw.friend', `from-my-phone-${viewport}`)).status).toBe(200);
      } finally {
        await close();
      }
    }, 300_000);
  }
});

describe('a teacher who asked for many codes', () => {
  it('reads in plain words that codes are paused, and when to try again (phone)', async () => {
    const { page, close } = await launch({ viewport: 'phone' });
    try {
      await page.goto(`${cloud.url}/admin/login`);
      for (let asked = 0; asked < CODES_PER_ADDRESS_PER_HOUR; asked += 1) {
        await page.getByLabel('E-mail').fill('admin@oak.school');
        await page.getByRole('button', { name: 'Send me a code' }).click();
        await page.getByRole('button', { name: 'Use another e-mail' }).click();
      }
      await page.getByLabel('E-mail').fill('admin@oak.school');
      const before = Date.now();
      await page.getByRole('button', { name: 'Send me a code' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      const text = (await alert.textContent()) ?? '';
      expect(text).not.toMatch(/Attempt limit exceeded/);
      expect(text).toMatch(
        /^Too many codes were asked for this e-mail in the last hour, so no new code can be sent for now\. Try again at (.+)\. A code can take a minute or two to arrive: look in your spam folder too\.$/,
      );
      // An hour from now, as this browser writes the time.
      const inAnHour = [before, Date.now()].map((at) =>
        page.evaluate((ms) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }), at + 3_600_000),
      );
      expect(await Promise.all(inAnHour)).toContain(/Try again at (.+?)\. /.exec(text)![1]);
      await screenshot(page, 'phone-admin-code-limit');
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
