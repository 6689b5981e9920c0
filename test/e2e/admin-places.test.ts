import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { SCREENING_PAGES } from '@domain/content/index.js';
import { toPlayable, toRecord } from '@domain/module.js';
import type { TestForm, TestResult } from '@domain/test-forms.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import { playDay } from '../domain/arbitraries.js';
import { VIEWPORTS, accessibilityProblems, launch, openAdminPlace, screenshot, startCloud } from './harness.js';

let cloud: LocalCloud;
let stop: () => Promise<void>;
const CLASS = 'e2e-class-30';
/** A name a spreadsheet would run as a formula: the export must hand it over as text. */
const FORMULA_NAME = '=SUM(1+1)';

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
  // A class of 30, added as the seed adds the demo school (the roster import has its own e2e).
  const { addStudent } = await import('../../functions/rosters/roster.js');
  for (let n = 1; n <= 30; n += 1) {
    await addStudent({
      school_identifier: 'DEMO',
      username: `class30.kid${n}`,
      password: `long-pass-${n}`,
      first_name: n === 1 ? FORMULA_NAME : `Kid${n}`,
      last_name: `Thirty${String(n).padStart(2, '0')}`,
      class_id: CLASS,
      grade: 'WAW',
      modules: ['RESPA'],
    });
  }
  // Twelve of them played all ten days and took both tests, half on each form first: the class page's gain.
  const { findSignIn } = await import('../../functions/common/students-repository.js');
  const { listModules, saveModule } = await import('../../functions/modules/modules-repository.js');
  const { recordInClass } = await import('../../functions/summaries/class-row.js');
  const items = SCREENING_PAGES.find((page) => page.character === 'RESPA')!.questions;
  const taken = (form: TestForm, right: number): TestResult => ({
    form,
    items: items.map((item, index) => ({ competency: item.competency, right: index < right })),
  });
  for (let n = 1; n <= 12; n += 1) {
    const studentId = (await findSignIn('DEMO', `class30.kid${n}`))!.student_id;
    const stored = (await listModules(studentId))[0]!;
    const [first, second]: [TestForm, TestForm] = n % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    const actions: GameAction[] = [
      { type: 'onboarded' },
      { type: 'preTest', result: taken(first, 2 + (n % 3)) },
      ...Array.from({ length: 10 }, (_, day) => playDay(day + 1)).flat(),
      { type: 'postTest', result: taken(second, 4 + (n % 4)) },
    ];
    const played = toRecord({ ...actions.reduce(applyGameAction, toPlayable(stored)), version: stored.version + 1 });
    const at = Date.now();
    expect(await saveModule(studentId, played, stored.version, at)).toBe(true);
    await recordInClass(studentId, played, at);
  }
}, 120_000);
afterAll(async () => {
  await stop?.();
});

const latestCode = async () =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>)[0]?.code ?? '';

const signInAdmin = async (page: Page) => {
  await page.goto(`${cloud.url}/admin/login`);
  await page.getByLabel('E-mail').fill('admin@demo.school');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Code').waitFor();
  await page.getByLabel('Code').fill(await latestCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
};

/** Nothing on the page is wider than the screen (no sideways scrolling), and axe finds nothing of any impact. */
const fitsAndPasses = async (page: Page, where: string) => {
  await page.waitForFunction(() => !document.querySelector('.spinner-wrap'));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is ${width} px wide`).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await accessibilityProblems(page, { every: true }), where).toEqual([]);
};

/** Presses Tab until the element has the focus (at most 40 times): the keyboard alone reaches it. */
const tabTo = async (page: Page, target: Locator) => {
  for (let tab = 0; tab < 40; tab += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached it');
};

describe.each(['laptop', 'small'] as Array<keyof typeof VIEWPORTS>)('the admin area’s places at %s size', (viewport) => {
  it('a school admin opens the overview, a class of 30, a child, searches by keyboard and exports the class', async () => {
    const { page, close } = await launch({ viewport });
    try {
      await signInAdmin(page);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Class ${CLASS}` }) });
      await card.getByText(/^30 children/).waitFor();
      await fitsAndPasses(page, 'the overview');
      await screenshot(page, `${viewport}-admin-overview`);

      await page.getByRole('link', { name: `Class ${CLASS}` }).click();
      const children = page.getByRole('list', { name: `Children of class ${CLASS}` });
      await children.waitFor();
      expect(await children.getByRole('listitem').count()).toBe(30);
      await fitsAndPasses(page, 'the class page');
      const elements = await page.evaluate(() => document.querySelectorAll('*').length);
      // The goal for a class page: under 2,500 elements.
      expect(elements).toBeLessThan(2500);
      console.log(`${viewport}: a class page of 30 children has ${elements} elements`);
      await screenshot(page, `${viewport}-admin-class-30`);
      // What the test shows: the gain of the twelve with both tests, how sure it is, and by competency.
      const shows = page.getByRole('region', { name: 'What the test shows' });
      expect(await shows.textContent()).toMatch(/of 8 items \(95% interval [+−±][\d.]+ to [+−±][\d.]+\), from 12 children/);
      expect(await shows.getByRole('row').count()).toBe(6);
      await shows.screenshot({ path: `.test-artifacts/screenshots/${viewport}-admin-class-test-gain.png` });

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toBe(`DEMO-${CLASS}.csv`);
      const csv = readFileSync(await download.path(), 'utf8');
      const lines = csv.split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(31);
      // The formula is handed over as text: a spreadsheet shows it, never runs it.
      expect(csv).toContain(`'${FORMULA_NAME}`);
      expect(csv).not.toMatch(/(^|,)"?=SUM/m);
      await page
        .getByRole('status')
        .filter({ hasText: `DEMO-${CLASS}.csv is downloaded.` })
        .waitFor();

      await openAdminPlace(page, 'School');
      await tabTo(page, page.getByLabel('Find a child (name or username)'));
      await page.keyboard.type('le');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/admin/search?school=DEMO&q=le');
      await page.getByRole('link', { name: 'Leo Park' }).waitFor();
      await fitsAndPasses(page, 'the search results');
      await screenshot(page, `${viewport}-admin-search`);
      await tabTo(page, page.getByRole('link', { name: 'Leo Park' }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Leo Park' }).waitFor();
      await page.getByRole('region', { name: 'Programme RESPA' }).waitFor();
      await fitsAndPasses(page, 'the child page');
      await screenshot(page, `${viewport}-admin-child`);
    } finally {
      await close();
    }
  }, 180_000);
});
