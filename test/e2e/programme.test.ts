import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@domain/content/schema.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { accessibilityProblems, launch, screenshot, signIn, startCloud } from './harness.js';
import { DAY_PAGES, SCREENING_PAGES } from '@domain/content/index.js';

const RESPA_PAGES = DAY_PAGES.filter((page) => page.character === 'RESPA');
const SCREENING_PAGE = SCREENING_PAGES.find((page) => page.character === 'RESPA')!;

let cloud: LocalCloud;
let stop: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  ({ cloud, stop, dataDir } = await startCloud());
});
afterAll(async () => {
  await stop?.();
});

const day1 = RESPA_PAGES[0]!;

/** What the server has stored for a student's module, read straight from the table. */
const storedModule = async (username: string, name: string) => {
  const { findSignIn } = await import('../../functions/lib/students-repository.js');
  const { listModules } = await import('../../functions/lib/modules-repository.js');
  const signInRecord = await findSignIn('DEMO', username);
  const module = (await listModules(signInRecord!.student_id)).find((m) => m.name === name)!;
  return {
    ...module,
    details: JSON.parse(module.game_details ?? '{}') as {
      inventory: { balance: number };
      progress: Record<string, { pre_emotion: string }>;
    },
  };
};

const answerAll = async (page: Page, questions: Question[]) => {
  for (const question of questions) {
    await page.getByText(question.prompt).waitFor();
    await page.getByRole('button', { name: question.answers[question.correct]!.label, exact: true }).click();
    await page.getByText('Yes! Great job!').waitFor();
  }
};

const startDay1 = async (page: Page, username: string, password: string) => {
  await signIn(page, cloud.url, username, password);
  await page.waitForURL('**/home');
  await page.goto(`${cloud.url}/modules/RESPA`);
  await page.getByRole('link', { name: 'Day 1, play now' }).click();
  await page.getByRole('heading', { name: /Hi! I am Respa/ }).waitFor();
};

describe('a day of the programme, then the tokens', () => {
  let session: Awaited<ReturnType<typeof launch>>;
  beforeAll(async () => {
    session = await launch();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('plays RESPA day 1 through every step, resumes after a reload, and opens day 2', async () => {
    const { page } = session;
    {
      await startDay1(page, 'waw.student', 'let-me-play-1');
      await screenshot(page, 'phone-welcome');
      await page.getByRole('button', { name: /Check my camera/ }).click();
      await page.getByText('I can see you!').waitFor();
      await page.getByRole('button', { name: /I’m ready!/ }).click();

      await page.waitForURL('**/RESPA/1/screening');
      await screenshot(page, 'phone-screening');
      await answerAll(page, SCREENING_PAGE.questions);

      await page.waitForURL('**/RESPA/1/emotion');
      await screenshot(page, 'phone-emotion');
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.getByRole('button', { name: 'Happy' }).click();

      await page.waitForURL('**/RESPA/1/sing');
      await page.getByRole('button', { name: /Play the song/ }).click();
      await page.locator('.word--now').first().waitFor();
      await screenshot(page, 'phone-sing');
      await page.getByRole('button', { name: /Next/ }).click({ timeout: 40_000 });

      await page.waitForURL('**/RESPA/1/learn');
      await screenshot(page, 'phone-learn');
      expect(await accessibilityProblems(page)).toEqual([]);
      for (let card = 1; card < day1.lesson.length; card += 1) await page.getByRole('button', { name: /Next card/ }).click();
      await page.getByRole('button', { name: /I learned it!/ }).click();

      // Leave in the middle and come back: the day resumes at the step not yet finished.
      await page.waitForURL('**/RESPA/1/practice');
      await page.goto(`${cloud.url}/modules/RESPA/1`);
      await page.waitForURL('**/RESPA/1/practice');
      await page
        .getByRole('button', {
          name: day1.practice[0]!.answers[(day1.practice[0]!.correct + 1) % day1.practice[0]!.answers.length]!.label,
          exact: true,
        })
        .click();
      await page.getByText(`Nice try! ${day1.practice[0]!.hint}`).waitFor();
      await screenshot(page, 'phone-practice-hint');
      await answerAll(page, day1.practice);
      await page.getByRole('button', { name: /Next/ }).click();

      await page.waitForURL('**/RESPA/1/followthebeat');
      await page.getByRole('button', { name: /Start the beat/ }).click();
      const drum = page.getByRole('button', { name: 'Tap the drum' });
      await drum.waitFor();
      for (let tap = 0; tap < 6; tap += 1) {
        await page.waitForTimeout(650);
        await drum.press('Space').catch(() => undefined);
      }
      await page.getByLabel(/of 3 stars/).waitFor({ timeout: 20_000 });
      await screenshot(page, 'phone-beat');
      await page.getByRole('button', { name: /^Next/ }).click();

      await page.waitForURL('**/RESPA/1/celebrate');
      await page.getByRole('button', { name: /Play the song/ }).click();
      await page.getByRole('button', { name: /Open the camera/ }).click();
      await page.getByRole('button', { name: /Record my message/ }).click();
      await page.waitForTimeout(1_500);
      await page.getByRole('button', { name: /Stop/ }).click();
      await page.getByText('Your video is saved!').waitFor({ timeout: 15_000 });
      await page.locator('video.influencer').evaluate((video: HTMLVideoElement) => video.play());
      await screenshot(page, 'phone-celebrate');
      await page.getByRole('button', { name: /^Next/ }).click({ timeout: 45_000 });

      await page.waitForURL('**/RESPA/1/emotion');
      await page.getByRole('heading', { name: 'How do you feel now?' }).waitFor();
      await page.getByRole('button', { name: 'Calm' }).click();

      await page.getByRole('heading', { name: 'Day 1 done!' }).waitFor();
      await expect.poll(() => page.getByRole('status').count()).toBe(0); // nothing left waiting to save
      await screenshot(page, 'phone-summary');
      expect(await accessibilityProblems(page)).toEqual([]);
      const shownBalance = Number(await page.locator('.summary strong').textContent());
      await expect
        .poll(async () => (await storedModule('waw.student', 'RESPA')).details.inventory.balance, { timeout: 10_000 })
        .toBe(shownBalance);
      const stored = await storedModule('waw.student', 'RESPA');
      expect(stored).toMatchObject({ day_completed: 1, step_completed: 'celebrate' });
      expect(shownBalance).toBe(15 + 2 * 5);

      const identityId = await page.evaluate(() => sessionStorage.getItem('identity_id'));
      const folder = join(dataDir, 's3', 'waw-local-recordings', 'recordings', identityId!);
      expect(existsSync(folder) && readdirSync(folder).some((file) => file.endsWith('.webm'))).toBe(true);

      await page.getByRole('link', { name: /Day 2/ }).click();
      await page.waitForURL('**/RESPA/2/emotion');
      await page.goto(`${cloud.url}/modules/RESPA`);
      await page.getByLabel('Day 1, done').waitFor();
      expect(await page.getByRole('link', { name: 'Day 2, play now' }).isVisible()).toBe(true);
    }
  });

  it('spends tokens in the shop and gets them back, decorates the sticker board, and manages the recording', async () => {
    const { page } = session;
    const balanceShown = async () => Number(await page.locator('.balance strong').textContent());
    const stored = () => storedModule('waw.student', 'RESPA');

    await page.goto(`${cloud.url}/shop`);
    await page.getByRole('button', { name: 'Buy the hat' }).click();
    await page.getByRole('dialog').getByText('Buy the hat for 4 tokens?').waitFor();
    await page.getByRole('button', { name: 'Yes, buy it' }).click();
    await expect.poll(balanceShown).toBe(21);
    await expect.poll(async () => (await stored()).details.inventory.balance, { timeout: 10_000 }).toBe(21);
    await screenshot(page, 'phone-shop');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Buy the glasses' }).click();
    await page.getByText('You need 29 more tokens for the glasses.').waitFor();
    await screenshot(page, 'phone-shop-not-enough');
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: 'Return the hat' }).click();
    await page.getByRole('button', { name: 'Yes, return it' }).click();
    await expect.poll(balanceShown).toBe(25);
    await expect.poll(async () => (await stored()).details.inventory.balance, { timeout: 10_000 }).toBe(25);

    await page.goto(`${cloud.url}/rewards`);
    await page.getByText('Earned').waitFor();
    await screenshot(page, 'phone-rewards');

    await page.goto(`${cloud.url}/stickers`);
    await page.getByRole('button', { name: 'Add the Day 1 badge' }).click();
    const placed = page.getByRole('button', { name: /^Day 1 badge, row 1, column 1/ });
    await placed.press('r');
    await page.getByRole('button', { name: 'Turn right' }).click();
    await page.getByRole('button', { name: 'Bigger' }).click();
    await placed.press('ArrowRight');
    await page.getByRole('button', { name: 'Day 1 badge, row 1, column 2, turned 30 degrees' }).waitFor();
    await screenshot(page, 'phone-stickers');
    expect(await accessibilityProblems(page)).toEqual([]);
    await expect
      .poll(async () => Object.values(((await stored()).details as unknown as { stickers: Record<string, unknown> }).stickers), {
        timeout: 10_000,
      })
      .toEqual([expect.objectContaining({ src: 'day-1', row: 0, col: 1, rotation: 30, scale: 1.25 })]);
    await page.reload();
    await page.getByRole('button', { name: 'Day 1 badge, row 1, column 2, turned 30 degrees' }).waitFor();

    // Dragged with a pointer, as most children will: from its cell to the one in row 4, column 5.
    const board = (await page.getByRole('group', { name: 'Sticker board' }).boundingBox())!;
    const from = (await page.getByRole('button', { name: /^Day 1 badge/ }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(board.x + (board.width / 6) * 4.5, board.y + (board.height / 8) * 3.5, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Day 1 badge, row 4, column 5, turned 30 degrees' }).waitFor();
    await expect
      .poll(async () => Object.values(((await stored()).details as unknown as { stickers: Record<string, unknown> }).stickers), {
        timeout: 10_000,
      })
      .toEqual([expect.objectContaining({ row: 3, col: 4 })]);

    await page.goto(`${cloud.url}/photos`);
    const video = page.locator('video').first();
    await video.waitFor();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, 'phone-photos');
    const identityId = await page.evaluate(() => sessionStorage.getItem('identity_id'));
    const folder = join(dataDir, 's3', 'waw-local-recordings', 'recordings', identityId!);
    await page.getByRole('button', { name: /^Delete the video/ }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.getByText('No videos yet. You record one when you celebrate a day!').waitFor();
    expect(readdirSync(folder).filter((file) => file.endsWith('.webm'))).toEqual([]);

    await page.goto(`${cloud.url}/settings`);
    await page.getByRole('switch', { name: 'Read to me' }).uncheck();
    await screenshot(page, 'phone-settings');
  });
});

describe('a save while the network is down', () => {
  it('keeps the step through a reload and saves it when the network returns', async () => {
    const { page, close } = await launch();
    try {
      await startDay1(page, 'waw.friend', 'let-me-play-2');
      await page.getByRole('button', { name: /I’m ready!/ }).click();
      await page.waitForURL('**/screening');
      await answerAll(page, SCREENING_PAGE.questions);
      await page.waitForURL('**/RESPA/1/emotion');

      await page.route('**/api/v3/waw/module', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Nervous' }).click();
      await page.waitForURL('**/RESPA/1/sing');
      await page.getByText('Saving when the internet is back. Keep playing!').waitFor({ timeout: 15_000 });
      await screenshot(page, 'phone-offline');
      expect((await storedModule('waw.friend', 'RESPA')).details.progress.day_1?.pre_emotion).toBe('');

      await page.reload();
      await page.getByRole('button', { name: /Play the song/ }).waitFor();
      await page.unroute('**/api/v3/waw/module');
      await expect
        .poll(async () => (await storedModule('waw.friend', 'RESPA')).details.progress.day_1?.pre_emotion, { timeout: 20_000 })
        .toBe('nervous');
    } finally {
      await close();
    }
  });
});
