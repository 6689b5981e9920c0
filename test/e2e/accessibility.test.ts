import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPlayable, toRecord } from '@domain/module.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { accessibilityProblems, launch, screenshot, signIn, startCloud, type VIEWPORTS } from './harness.js';
import { testTaken } from '../domain/arbitraries.js';

/**
 * axe on every route, at phone and tablet size, counting findings of every impact (minor ones too): the child's
 * screens in the states a child meets them (a day done, the next one half played, locked and unknown days, the
 * shop's question, the grown-up's sum), and the admin area.
 */

let cloud: LocalCloud;
let stop: () => Promise<void>;
let findSignIn: (typeof import('../../functions/common/students-repository.js'))['findSignIn'];
beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
  // waw.friend: day 1 celebrated, day 2 played up to celebrate, so every step of day 2 can be opened.
  ({ findSignIn } = await import('../../functions/common/students-repository.js'));
  const { listModules, saveModule } = await import('../../functions/modules/modules-repository.js');
  const studentId = (await findSignIn('DEMO', 'waw.friend'))!.student_id;
  const stored = (await listModules(studentId)).find((module) => module.name === 'RESPA')!;
  const day = (n: number): GameAction[] => [
    { type: 'preEmotion', day: n, emotion: 'happy' },
    { type: 'sing', day: n, video: `respa-day-${n}` },
    { type: 'learn', day: n },
    { type: 'practice', day: n, correct_answers: 3, wrong_answers: 0 },
    { type: 'followthebeat', day: n },
    { type: 'celebrate', day: n, part: 'sing' },
    { type: 'celebrate', day: n, part: 'recorded_message' },
    { type: 'celebrate', day: n, part: 'influencer_video' },
    { type: 'postEmotion', day: n, emotion: 'calm' },
  ];
  const actions: GameAction[] = [{ type: 'onboarded' }, { type: 'preTest', result: testTaken(4) }, ...day(1), ...day(2).slice(0, 5)];
  const played = actions.reduce(applyGameAction, toPlayable(stored));
  expect(await saveModule(studentId, { ...toRecord(played), version: stored.version + 1 }, stored.version)).toBe(true);
});
afterAll(async () => {
  await stop?.();
});

const STUDENT_ROUTES = [
  '/home',
  '/modules',
  '/modules/RESPA',
  '/modules/RESPA/1',
  '/modules/RESPA/2/emotion',
  '/modules/RESPA/2/sing',
  '/modules/RESPA/2/learn',
  '/modules/RESPA/2/practice',
  '/modules/RESPA/2/followthebeat',
  '/modules/RESPA/2/celebrate',
  '/modules/RESPA/9',
  '/modules/RESPA/NaN/sing',
  '/modules/COUR',
  '/welcome',
  '/rewards',
  '/stickers',
  '/shop',
  '/review',
  '/review/learn/RESPA/1',
  '/review/practice/RESPA/1',
  '/photos',
  '/settings',
  '/no/such/page',
];

/** The screen has drawn its content: nothing loading, a heading in its main landmark, the first speech queued. */
const settled = async (page: Page) => {
  await page.waitForFunction(() => !document.querySelector('.loading, .spinner-wrap') && !!document.querySelector('main h1, main h2'));
  await page.waitForTimeout(150);
};

const latestCode = async () =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>)[0]?.code ?? '';

describe.each(['phone', 'tablet'] as Array<keyof typeof VIEWPORTS>)('axe at %s size: no finding of any impact', (viewport) => {
  it('on every route of the child’s, with its dialogs', async () => {
    const { page, close } = await launch({ viewport });
    const found: string[] = [];
    const check = async (where: string) => {
      for (const problem of await accessibilityProblems(page, { every: true })) found.push(`${where}: ${problem}`);
    };
    try {
      await page.goto(cloud.url);
      await page.getByLabel('School ID').waitFor();
      await check('/');
      await signIn(page, cloud.url, 'waw.friend', 'let-me-play-2');
      await page.waitForURL('**/home');
      for (const route of STUDENT_ROUTES) {
        await page.goto(`${cloud.url}${route}`);
        await settled(page);
        await check(route);
        await screenshot(page, `${viewport}-axe${route.replaceAll('/', '-')}`);
      }
      await page.goto(`${cloud.url}/shop`);
      await page.getByRole('button', { name: 'Buy the hat' }).click();
      await page.getByRole('dialog').waitFor();
      await check('/shop, buying');
      await page.goto(`${cloud.url}/home`);
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('dialog').waitFor();
      await check('/home, logging out');
      await screenshot(page, `${viewport}-axe-grown-up`);
    } finally {
      await close();
    }
    expect(found).toEqual([]);
  }, 240_000);

  it('on every route of the admin area', async () => {
    const leo = (await findSignIn('DEMO', 'waw.friend'))!.student_id;
    const { page, close } = await launch({ viewport });
    const found: string[] = [];
    const check = async (where: string) => {
      for (const problem of await accessibilityProblems(page, { every: true })) found.push(`${where}: ${problem}`);
    };
    try {
      await page.goto(`${cloud.url}/admin/login`);
      await page.getByLabel('E-mail').waitFor();
      await check('/admin/login');
      await page.getByLabel('E-mail').fill('admin@demo.school');
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await page.getByLabel('Code').waitFor();
      await page.getByLabel('Code').fill(await latestCode());
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/admin/dashboard');
      await page.getByRole('heading', { name: 'Class demo-class-1' }).waitFor();
      await check('/admin/dashboard');
      await screenshot(page, `${viewport}-axe-admin-dashboard`);
      await page.getByRole('button', { name: 'Menu' }).click();
      await check('/admin/dashboard, the menu open');
      for (const route of [
        '/admin/classes/DEMO/demo-class-1',
        `/admin/students/DEMO/${leo}`,
        '/admin/search?school=DEMO&q=le',
        '/admin/search?school=DEMO&q=nobody',
        '/admin/roster',
        '/admin/admins',
        '/admin/programmes',
        '/admin/account',
        '/admin/inactive/DEMO',
      ]) {
        await page.goto(`${cloud.url}${route}`);
        await settled(page);
        await check(route);
        await screenshot(page, `${viewport}-axe${route.replaceAll(/[/?&=]/g, '-')}`);
      }
      // The dialogs of a child's and a class's life at school: a move, a promotion.
      for (const [route, button] of [
        [`/admin/students/DEMO/${leo}`, 'Move to another class'],
        ['/admin/classes/DEMO/demo-class-1', 'Promote class'],
      ] as const) {
        await page.goto(`${cloud.url}${route}`);
        await page.getByRole('button', { name: button }).click();
        await page.getByRole('dialog').waitFor();
        await settled(page);
        await check(`${route}, ${button}`);
        await screenshot(page, `${viewport}-axe-${button.replaceAll(' ', '-').toLowerCase()}`);
      }
      await page.goto(`${cloud.url}/admin/pages/edit/RESPA-day-1`);
      await page.getByLabel('Card 1 text').waitFor();
      await check('/admin/pages/edit/RESPA-day-1');
      await page.getByLabel('Card 1 text').fill('');
      await page.getByRole('alert').waitFor();
      await check('/admin/pages/edit/RESPA-day-1, a problem');
      await screenshot(page, `${viewport}-axe-admin-editor`);
      await page.goto(`${cloud.url}/admin/components`);
      await page.getByRole('heading', { name: 'Lesson card' }).waitFor();
      await check('/admin/components');
    } finally {
      await close();
    }
    expect(found).toEqual([]);
  }, 120_000);
});
