/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CELEBRATE_PARTS } from '@domain/constants.js';
import { DAY_PAGES } from '@domain/content/index.js';
import { toPlayable, toRecord, type ModuleRecord } from '@domain/module.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import type { StoredModule } from '../../functions/modules/modules-repository.js';
import type { FaultPlan } from '../../infra/local/faults.js';
import { testTaken } from '../domain/arbitraries.js';
import { credentialsFor, signedFetch } from '../local/stock-client.js';
import type { TestCloud } from '../support/test-cloud.js';
import { answerRound } from './play-day.js';
import { launch, screenshot, signIn, startCloud } from './harness.js';

/**
 * What a child sees when AWS misbehaves (issue 44, item 4): at the smallest phone, each of a day's steps is saved
 * while the local cloud fails the save one way (its answer lost after the write, the function dying after it, every
 * DynamoDB call throttled, the connection cut on the way back). The child is never shown an error for it and plays
 * on; with the faults off, the step reaches the server, and in the end every step is stored exactly once.
 */
const DAY = DAY_PAGES.find((page) => page.id === 'RESPA-day-1')!;
const USERNAME = 'fault.child';
const PASSWORD = 'long-pass-faults';
/** What the child had done before this test's steps: the welcome, the screening, and day 1's feeling and song. */
const BEFORE: GameAction[] = [
  { type: 'onboarded' },
  { type: 'preTest', result: testTaken(4) },
  { type: 'preEmotion', day: 1, emotion: 'happy' },
  { type: 'sing', day: 1, video: 'respa-day-1' },
];
/** The steps the child plays here, each answered right at once. */
const STEPS: GameAction[] = [
  { type: 'learn', day: 1 },
  { type: 'practice', day: 1, correct_answers: DAY.practice.length, wrong_answers: 0 },
  { type: 'followthebeat', day: 1 },
  ...CELEBRATE_PARTS.map((part): GameAction => ({ type: 'celebrate', day: 1, part })),
  { type: 'postEmotion', day: 1, emotion: 'calm' },
];

let test: TestCloud;
let studentId: string;
let before: StoredModule;

beforeAll(async () => {
  test = await startCloud();
  const { addStudent } = await import('../../functions/rosters/roster.js');
  const { findSignIn } = await import('../../functions/common/students-repository.js');
  const { listModules, saveModule } = await import('../../functions/modules/modules-repository.js');
  await addStudent({
    school_identifier: 'DEMO',
    username: USERNAME,
    password: PASSWORD,
    first_name: 'Ada',
    last_name: 'Storm',
    class_id: 'demo-class-1',
    grade: 'WAW',
    modules: ['RESPA'],
  });
  studentId = (await findSignIn('DEMO', USERNAME))!.student_id;
  const stored = (await listModules(studentId)).find((module) => module.name === 'RESPA')!;
  before = { ...toRecord(BEFORE.reduce(applyGameAction, toPlayable(stored))), version: stored.version + 1 };
  expect(await saveModule(studentId, before, stored.version)).toBe(true);
}, 300_000);
afterAll(async () => {
  await test?.stop();
});

/** The fault plan, set as anyone would set it while the cloud runs: PUT /_local/faults (null: off). */
const setFaults = async (plan: FaultPlan | null) => {
  const answer = await fetch(`${test.cloud.url}/_local/faults`, { method: 'PUT', body: JSON.stringify(plan) });
  expect(answer.status).toBe(200);
};

/** The child's RESPA as the API gives it to them. */
const storedModule = async (): Promise<ModuleRecord> => {
  const credentials = await credentialsFor(test.cloud.config, USERNAME, PASSWORD);
  const { status, body } = await signedFetch(test.cloud.config, credentials, { method: 'GET', path: '/v3/waw/modules' });
  expect(status).toBe(200);
  return (body.modules as ModuleRecord[]).find((module) => module.name === 'RESPA')!;
};

/** What the module is after these steps, each once. */
const expected = (steps: readonly GameAction[]) => {
  const { game_details, day_completed, step_completed } = steps.reduce(applyGameAction, toPlayable(before));
  return { game_details, day_completed, step_completed };
};
const asStored = (stored: ModuleRecord) => {
  const { game_details, day_completed, step_completed } = toPlayable(stored);
  return { game_details, day_completed, step_completed };
};

/** How each save the page sent ended: a status, or `cut` where the connection dropped before an answer. */
const watchSaves = (page: Page) => {
  const ends: Array<number | 'cut'> = [];
  const isSave = (url: string, method: string) => method === 'PUT' && new URL(url).pathname === '/v3/waw/module';
  page.on('response', (response) => {
    if (isSave(response.url(), response.request().method())) ends.push(response.status());
  });
  page.on('requestfailed', (request) => {
    if (isSave(request.url(), request.method())) ends.push('cut');
  });
  return {
    /** where the saves stand now */
    mark: () => ends.length,
    /** waits for a save sent after `from` that ends as `end` says */
    wait: async (from: number, end: (status: number | 'cut') => boolean, what: string) => {
      await expect
        .poll(() => ends.slice(from).some(end), { timeout: 120_000, message: `a save ${what}: ${JSON.stringify(ends)}` })
        .toBe(true);
    },
  };
};

/** Nothing on the screen says something went wrong: no error screen, no alert, no dialog. */
const noErrorShown = async (page: Page, where: string) => {
  const shown = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="alert"], [role="alertdialog"], dialog[open], .message--error'))
      .map((element) => (element.offsetParent === null ? '' : (element.textContent ?? '').trim()))
      .filter((text) => text !== ''),
  );
  expect(shown, where).toEqual([]);
  expect(await page.getByText(/Oops|went wrong|error/i).count(), where).toBe(0);
};

/** The faults are off and the app sends what waits now rather than at the end of its back-off. */
const faultsOffAndSent = async (page: Page, steps: readonly GameAction[]) => {
  await setFaults(null);
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await expect.poll(async () => asStored(await storedModule()), { timeout: 120_000 }).toEqual(expected(steps));
  await expect.poll(() => page.locator('.save-status').count(), { timeout: 60_000 }).toBe(0);
  await noErrorShown(page, 'after the save got through');
};

describe('a day saved while AWS fails', () => {
  it('shows the child no error at 375 px while a save is retried, and stores every step exactly once', async () => {
    const { page, close } = await launch({ viewport: 'small' });
    const saves = watchSaves(page);
    const next = () => page.getByRole('button', { name: /^Next/ });
    try {
      await signIn(page, test.cloud.url, USERNAME, PASSWORD);
      await page.getByRole('link', { name: 'Play Day 1' }).click({ timeout: 60_000 });
      await page.waitForURL(/\/modules\/RESPA\/1\/learn$/, { timeout: 60_000 });
      // The lesson is kept to go with the practice: one step, one save.
      for (let card = 1; card < DAY.lesson.length; card += 1) await page.getByRole('button', { name: /^Next card/ }).click();
      await page.getByRole('button', { name: /I learned it!/ }).click();

      // Practice (with the lesson): the save is made, but its answer never comes back (API Gateway's 504).
      await answerRound(page, DAY.practice);
      await setFaults({ seed: 44, lambda: { lostAnswer: 1 } });
      let from = saves.mark();
      await next().click();
      await saves.wait(from, (status) => status === 504, 'whose answer was lost');
      await page.getByRole('button', { name: /Start the beat/ }).waitFor({ timeout: 60_000 });
      await screenshot(page, 'small-save-answer-lost');
      await noErrorShown(page, 'the practice, its answer lost');
      await faultsOffAndSent(page, STEPS.slice(0, 2));

      // The beat, saved as it is scored: the function makes the write and dies before answering (502).
      await setFaults({ seed: 44, lambda: { crash: 1 } });
      from = saves.mark();
      await page.getByRole('button', { name: /Start the beat/ }).click();
      await page.locator('.beat-dot--now').waitFor({ timeout: 60_000 });
      for (let tap = 0; tap < 4; tap += 1) await page.getByRole('button', { name: 'Tap the drum' }).press('Space');
      await page.getByRole('img', { name: /of 3 stars/ }).waitFor({ timeout: 60_000 });
      await saves.wait(from, (status) => status === 502, 'whose function crashed after the write');
      await screenshot(page, 'small-save-crashed');
      await noErrorShown(page, 'the beat, its function crashed');
      await next().click();
      await page.waitForURL(/\/celebrate$/, { timeout: 60_000 });
      await noErrorShown(page, 'the celebration, the beat not saved yet');
      await faultsOffAndSent(page, STEPS.slice(0, 3));

      // The celebration, saved with its last part: every DynamoDB call throttled (the SDK's retries run out, 5xx),
      // then the connection cut on the way back, while the child is already on the feeling after the day.
      await page.getByRole('button', { name: /Play the song/ }).click();
      await page.getByRole('button', { name: /Open the camera/ }).click({ timeout: 60_000 });
      await page.getByRole('button', { name: /Record my message/ }).click();
      await page.waitForTimeout(1_000);
      await page.getByRole('button', { name: /Stop/ }).click();
      // The friend's video comes once the child's own is uploaded, before the faults (a failed upload is not this test's).
      await page.getByRole('button', { name: /Watch/ }).waitFor({ timeout: 60_000 });
      await setFaults({ seed: 44, dynamodb: { throttle: 1 } });
      from = saves.mark();
      await page.getByRole('button', { name: /Watch/ }).click();
      await saves.wait(from, (status) => status !== 'cut' && status >= 500, 'refused by a throttled table');
      await screenshot(page, 'small-save-throttled');
      await noErrorShown(page, 'the celebration, its table throttled');
      await next().click();
      await page.getByRole('heading', { name: 'How do you feel now?' }).waitFor({ timeout: 60_000 });
      await noErrorShown(page, 'the feeling after the day, the celebration not saved yet');
      await setFaults({ seed: 44, api: { cut: 1 } });
      from = saves.mark();
      await page.evaluate(() => dispatchEvent(new Event('online')));
      await saves.wait(from, (status) => status === 'cut', 'cut on its way back');
      await screenshot(page, 'small-save-cut');
      await noErrorShown(page, 'the celebration, its answer cut');
      await faultsOffAndSent(page, STEPS.slice(0, 6));

      // The child played on meanwhile, and ends the day.
      await page.getByRole('button', { name: 'Calm' }).click();
      await page.getByRole('heading', { name: 'Day 1 done!' }).waitFor({ timeout: 60_000 });
      await faultsOffAndSent(page, STEPS);
      // Exactly once: the stored module is the day's steps each played once (tokens paid once), nothing more.
      expect(asStored(await storedModule())).toEqual(expected(STEPS));
    } finally {
      await setFaults(null);
      await close();
    }
  }, 600_000);
});
