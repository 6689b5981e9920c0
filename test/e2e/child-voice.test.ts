import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_PAGES } from '@domain/content/index.js';
import { plainLyric } from '@domain/content/score.js';
import { toPlayable, toRecord } from '@domain/module.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { accessibilityProblems, launch, screenshot, signIn, startCloud } from './harness.js';
import { testTaken } from '../domain/arbitraries.js';
import { listen } from './listen.js';

/**
 * A child who cannot read (issue 47): every sign-in outcome, the end of practice, the song's "your turn", the
 * programme and day lists, the message to record and the friend's video are heard as well as shown, at phone size,
 * with axe finding nothing.
 */

let cloud: LocalCloud;
let stop: () => Promise<void>;

const DAY_1 = DAY_PAGES.find((page) => page.id === 'RESPA-day-1')!;

/** RESPA day 1 played up to (and including) these actions, for a child of their own. */
const DAY_1_ACTIONS: GameAction[] = [
  { type: 'onboarded' },
  { type: 'preTest', result: testTaken(4) },
  { type: 'preEmotion', day: 1, emotion: 'happy' },
  { type: 'sing', day: 1, video: 'respa-day-1' },
  { type: 'learn', day: 1 },
  { type: 'practice', day: 1, correct_answers: 3, wrong_answers: 0 },
  { type: 'followthebeat', day: 1 },
  { type: 'celebrate', day: 1, part: 'sing' },
  { type: 'celebrate', day: 1, part: 'recorded_message' },
];
const upTo = (type: GameAction['type'], part?: string) =>
  DAY_1_ACTIONS.slice(
    0,
    DAY_1_ACTIONS.findIndex((action) => action.type === type && (!part || ('part' in action && action.part === part))) + 1,
  );

/** A child in the demo school whose RESPA day 1 stands after these actions. */
const childAt = async (username: string, actions: GameAction[]) => {
  const { addStudent } = await import('../../functions/rosters/roster.js');
  const { findSignIn } = await import('../../functions/common/students-repository.js');
  const { listModules, saveModule } = await import('../../functions/modules/modules-repository.js');
  await addStudent({
    school_identifier: 'DEMO',
    username,
    password: 'long-pass-voice',
    first_name: 'Ivy',
    last_name: 'Lane',
    class_id: 'demo-class-1',
    grade: 'WAW',
    modules: ['RESPA'],
  });
  const studentId = (await findSignIn('DEMO', username))!.student_id;
  const stored = (await listModules(studentId)).find((module) => module.name === 'RESPA')!;
  const played = actions.reduce(applyGameAction, toPlayable(stored));
  expect(await saveModule(studentId, { ...toRecord(played), version: stored.version + 1 }, stored.version)).toBe(true);
};

beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
  await childAt('voice.practice', upTo('learn'));
  await childAt('voice.sing', upTo('preEmotion'));
  await childAt('voice.record', upTo('celebrate', 'sing'));
  await childAt('voice.friend', upTo('celebrate', 'recorded_message'));
}, 120_000);
afterAll(async () => {
  await stop?.();
});

/** A phone with ears: what was said, on which path. */
const phone = async () => {
  const session = await launch({ viewport: 'phone' });
  const ears = await listen(session.context);
  const heard = (path: string, lines: string[], timeout = 20_000) =>
    expect.poll(() => ears.saidOn(path).join('\n'), { timeout }).toContain(lines.join('\n'));
  return { ...session, ears, heard };
};

const axeClean = async (page: Page) => expect(await accessibilityProblems(page, { every: true })).toEqual([]);

describe('sign-in: every outcome said aloud, the spec’s words on screen', () => {
  it('a wrong password, another grade and no network are each heard in a child’s words', async () => {
    const { page, close, heard } = await phone();
    try {
      await signIn(page, cloud.url, 'waw.student', 'not-my-password');
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 }).toBe('Login failed');
      await heard('/', [
        'Oops! That did not work. Let’s check the school, the name and the password, and try again. Your teacher can help.',
      ]);
      await screenshot(page, 'phone-login-failed-heard');
      await axeClean(page);

      await signIn(page, cloud.url, 'other.student', 'let-me-play-3');
      await expect
        .poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 })
        .toBe('Student not assigned to WAW. Please contact your support team.');
      await heard('/', ['WAW is not ready for you yet. Please ask your teacher.']);
      await screenshot(page, 'phone-login-not-assigned-heard');
      await axeClean(page);

      // The network gone as the child presses Sign in.
      await page.goto(cloud.url);
      await page.route('**/v3/waw/login', (route) => route.abort('internetdisconnected'));
      await signIn(page, cloud.url, 'waw.student', 'let-me-play-1');
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 }).toBe('Login failed');
      await heard('/', ['We could not reach WAW. Ask a grown-up to check the internet, then try again.']);
      await axeClean(page);
    } finally {
      await close();
    }
  }, 180_000);
});

describe('the child’s screens say what to do', () => {
  it('the programme and day lists speak when they arrive', async () => {
    const { page, close, heard } = await phone();
    try {
      await signIn(page, cloud.url, 'waw.student', 'let-me-play-1');
      await page.waitForURL('**/home', { timeout: 60_000 });
      await page.goto(`${cloud.url}/modules`);
      await page.getByRole('link', { name: /Respa/ }).waitFor();
      await heard('/modules', ['My programmes!', 'Tap a friend to play with them.']);
      await screenshot(page, 'phone-modules-heard');
      await axeClean(page);

      await page.getByRole('link', { name: /Respa/ }).click();
      await page.getByRole('link', { name: 'Day 1, play now' }).waitFor();
      await heard('/modules/RESPA', ['Respa’s days!', 'Tap day 1 to play.']);
      await screenshot(page, 'phone-days-heard');
      await axeClean(page);
    } finally {
      await close();
    }
  }, 180_000);

  it('the end of practice praises the thinking and says the lesson again, counting no misses', async () => {
    const { page, close, heard, ears } = await phone();
    try {
      await signIn(page, cloud.url, 'voice.practice', 'long-pass-voice');
      await page.waitForURL('**/home', { timeout: 60_000 });
      await page.goto(`${cloud.url}/modules/RESPA/1`);
      await page.waitForURL(/\/practice$/, { timeout: 30_000 });
      for (const [index, question] of DAY_1.practice.entries()) {
        const round = page.getByRole('region', { name: `Question ${index + 1} of ${DAY_1.practice.length}` });
        await round.waitFor({ timeout: 30_000 });
        // A wrong picture first each time: the child needed every hint.
        const wrong = question.answers.findIndex((_, choice) => choice !== question.correct);
        await round.getByRole('button', { name: question.answers[wrong]!.label, exact: true }).click();
        await round.getByText(`Nice try! ${question.hint}`).waitFor();
        await round.getByRole('button', { name: question.answers[question.correct]!.label, exact: true }).click();
        await page.getByText('Yes! Great job!').waitFor();
      }
      const card = page.locator('main .card--center');
      await card.getByRole('heading', { name: 'Great thinking!' }).waitFor({ timeout: 30_000 });
      const remember = `Remember: ${DAY_1.lesson[0]!.text}`;
      expect(await card.textContent()).toContain('You kept trying and found every answer.');
      expect(await card.textContent()).toContain(remember);
      await heard('/practice', ['Great thinking!', 'You kept trying and found every answer.', remember, 'Tap next.']);
      // Nothing on screen or in the voice counts what the child got wrong.
      expect(await page.locator('main').textContent()).not.toMatch(/first try|\d+ of \d+/);
      expect(ears.saidOn('/practice').join('\n')).not.toMatch(/first try|\d+ of \d+/);
      await screenshot(page, 'phone-practice-end');
      await axeClean(page);
    } finally {
      await close();
    }
  }, 240_000);

  it('the song says “Your turn! Sing it back!” before the child sings each line', async () => {
    const { page, close, heard, ears: heardSoFar } = await phone();
    try {
      await signIn(page, cloud.url, 'voice.sing', 'long-pass-voice');
      await page.waitForURL('**/home', { timeout: 60_000 });
      await page.goto(`${cloud.url}/modules/RESPA/1`);
      await page.waitForURL(/\/sing$/, { timeout: 30_000 });
      await page.getByRole('button', { name: /Play the song/ }).click();
      const [first, second] = DAY_1.song.lines;
      await page.getByRole('status').filter({ hasText: 'Your turn! Sing it back!' }).waitFor({ timeout: 60_000 });
      await heard('/sing', [plainLyric(first!.lyric), 'Your turn! Sing it back!']);
      await screenshot(page, 'phone-sing-your-turn');
      await axeClean(page);
      // The next line's words come only after the child's turn was announced, line after line.
      await heard('/sing', [plainLyric(first!.lyric), 'Your turn! Sing it back!', plainLyric(second!.lyric)], 90_000);
      await heard('/sing', [plainLyric(second!.lyric), 'Your turn! Sing it back!'], 90_000);
      expect(heardSoFar.saidOn('/sing').filter((line) => line === 'Your turn! Sing it back!').length).toBeGreaterThanOrEqual(2);
    } finally {
      await close();
    }
  }, 300_000);

  it('celebrate gives an idea of what to record, and the friend’s words are large, whole and heard', async () => {
    {
      const { page, close, heard } = await phone();
      try {
        await signIn(page, cloud.url, 'voice.record', 'long-pass-voice');
        await page.waitForURL('**/home', { timeout: 60_000 });
        await page.goto(`${cloud.url}/modules/RESPA/1`);
        await page.waitForURL(/\/celebrate$/, { timeout: 30_000 });
        const part = page.getByRole('region', { name: 'Record a message to yourself' });
        await part.waitFor({ timeout: 30_000 });
        expect(await part.textContent()).toContain('Say one thing you learned today, and something kind to yourself, like “I can do it!”');
        await heard('/celebrate', [
          'Record a message to yourself! Say one thing you learned today, and something kind to yourself, like I can do it! Open the camera, then tap record.',
        ]);
        await screenshot(page, 'phone-celebrate-record-idea');
        await axeClean(page);
      } finally {
        await close();
      }
    }
    const { page, close, heard } = await phone();
    try {
      await signIn(page, cloud.url, 'voice.friend', 'long-pass-voice');
      await page.waitForURL('**/home', { timeout: 60_000 });
      await page.goto(`${cloud.url}/modules/RESPA/1`);
      await page.waitForURL(/\/celebrate$/, { timeout: 30_000 });
      const part = page.getByRole('region', { name: /says well done$/ });
      await part.waitFor({ timeout: 30_000 });
      await heard('/celebrate', ['has a message for you. Tap watch!']);
      await part.getByRole('button', { name: /Watch/ }).click();
      const words = part.locator('.influencer__words');
      await expect.poll(() => words.textContent(), { timeout: 30_000 }).toMatch(/\w+ \w+/);
      // Read at the page's size, not a caption's: at least 20 px on a phone.
      expect(await words.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(20);
      // Long enough to say its words whole (the old clips were cut at five seconds, mid-sentence).
      expect(await part.locator('video').evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(6);
      await screenshot(page, 'phone-celebrate-friend');
      await axeClean(page);
      await page.getByRole('button', { name: /^Next/ }).waitFor({ timeout: 30_000 });
    } finally {
      await close();
    }
  }, 300_000);
});
