/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file sees the DOM.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SoftAuthenticator } from '../support/soft-authenticator.js';
import { startTestCloud, type TestCloud, type TestCloudOptions } from '../support/test-cloud.js';

export const SITE_DIR = resolve('frontend/dist');
export const SCREENSHOT_DIR = resolve('.test-artifacts/screenshots');
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  /** the smallest phone the admin area is made for */
  small: { width: 375, height: 667 },
  tablet: { width: 820, height: 1180 },
  laptop: { width: 1366, height: 768 },
} as const;

/**
 * The local cloud on a free port, with its own data, serving the built app (over HTTPS too, given `tls`; with the
 * narration asked for, given `narration`; metering its table, given `meterTable`).
 */
export const startCloud = async (options: Omit<TestCloudOptions, 'siteDir'> = {}): Promise<TestCloud> => {
  if (!existsSync(join(SITE_DIR, 'index.html'))) throw new Error('frontend/dist is missing: run `npm run build` first (npm test does)');
  return startTestCloud({ siteDir: SITE_DIR, ...options });
};

/**
 * Debian's Chromium, headless, with a fresh profile; fake camera and microphone unless told otherwise. `fakeVideo`
 * is a y4m file the fake camera shows instead of its test pattern (looped), e.g. a sign-in card held up to it.
 */
export const launch = async (
  options: {
    allowMedia?: boolean;
    viewport?: keyof typeof VIEWPORTS;
    fakeVideo?: string;
    /** the public key hash of a run's own certificate (the local CloudFront's TLS side), trusted by this browser only */
    trustSpki?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> => {
  const profile = mkdtempSync(join(tmpdir(), 'waw-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: VIEWPORTS[options.viewport ?? 'phone'],
    // The open day bounces; with reduced motion (which the app honours) it holds still enough to click.
    reducedMotion: 'reduce',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      ...(options.allowMedia === false ? [] : ['--use-fake-ui-for-media-stream']),
      ...(options.fakeVideo ? [`--use-file-for-fake-video-capture=${options.fakeVideo}`] : []),
      ...(options.trustSpki ? [`--ignore-certificate-errors-spki-list=${options.trustSpki}`] : []),
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};

/**
 * An admin's passkey: the DevTools protocol's WebAuthn domain gives the page a platform authenticator with user
 * verification, always present. Its id lets a test read the credentials it holds.
 */
export const addPasskeyAuthenticator = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
};

/**
 * A virtual authenticator that already holds a passkey the test set up through the API (on "another device"), so the
 * browser steps up with the same key. A passkey's signature counter only moves on: one passkey per browser.
 */
export const holdPasskey = async (context: BrowserContext, page: Page, siteUrl: string, passkey: SoftAuthenticator) => {
  const { cdp, authenticatorId } = await addPasskeyAuthenticator(context, page);
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: passkey.credentialId.toString('base64'),
      isResidentCredential: false,
      rpId: new URL(siteUrl).hostname,
      privateKey: passkey.privateKeyPkcs8(),
      signCount: passkey.counter,
    },
  });
};

export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
};

/** Opens a place of the admin area from its navigation, through the Menu button where it is folded (a phone). */
export const openAdminPlace = async (page: Page, name: string) => {
  const menu = page.getByRole('button', { name: 'Menu' });
  const link = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });
  // The admin shell loads on demand: wait until it shows either the link or the button that unfolds it.
  await link.or(menu).first().waitFor();
  if (!(await link.isVisible())) await menu.click();
  await link.click();
};

/** The newest sign-in code the local mailbox holds for this address. */
export const codeFor = async (cloud: { url: string }, email: string): Promise<string> =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>).find(
    (mail) => mail.to === email && mail.code,
  )?.code ?? '';

/** An admin signs in as anyone does, with the code e-mailed to them, and lands where their role takes them. */
export const signInAdmin = async (page: Page, cloud: { url: string }, email: string, landing = '**/admin/dashboard') => {
  await page.goto(`${cloud.url}/admin/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Code').waitFor();
  await page.getByLabel('Code').fill(await codeFor(cloud, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(landing);
};

/** Once the page has loaded, nothing on it is wider than the screen and axe finds nothing of any impact. */
export const fitsAndPasses = async (page: Page, where: string) => {
  await page.waitForFunction(() => !document.querySelector('.spinner-wrap'));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is ${width} px wide`).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await accessibilityProblems(page, { every: true }), where).toEqual([]);
};

export const signIn = async (page: Page, url: string, username: string, password: string, school = 'DEMO') => {
  await page.goto(url);
  await page.getByLabel('School ID').fill(school);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** A grown-up reads the sum Log out asks, and taps the answer on the number pad. */
export const answerAsGrownUp = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  const [, a, b] = /what is (\d+) \+ (\d+)\?/.exec((await dialog.textContent()) ?? '') ?? [];
  for (const digit of String(Number(a) + Number(b))) await dialog.getByRole('button', { name: digit, exact: true }).click();
};

/** What the page's origin holds for a signed-in session: storage keys and cookie names. */
export const heldSecrets = async (context: BrowserContext, page: Page) => ({
  session: await page.evaluate(() => Object.keys(sessionStorage).sort()),
  local: await page.evaluate(() => Object.keys(localStorage).sort()),
  cookies: (await context.cookies()).map((cookie) => cookie.name).sort(),
});

/** Asks the server, not the browser's cache, whether this session may fetch a media file. */
export const mediaStatus = (page: Page, path = '/media/demo/star.svg') =>
  page.evaluate(async (p) => (await fetch(p, { cache: 'no-store' })).status, path);

const AXE_SOURCE = resolve('node_modules/axe-core/axe.min.js');

/**
 * axe-core's findings on the page as it stands (names, contrast, roles, keyboard): serious and critical ones, or
 * with `every`, all of them whatever their impact.
 */
export const accessibilityProblems = async (page: Page, { every = false }: { every?: boolean } = {}): Promise<string[]> => {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: Array<{ target: string[] }> };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => every || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};
