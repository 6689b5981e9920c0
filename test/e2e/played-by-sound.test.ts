/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_PAGES } from '@domain/content/index.js';
import { toPlayable, toRecord } from '@domain/module.js';
import { hintLine } from '@domain/narration/lines.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import { manifestKey } from '@functions/narration/narration.js';
import { testTaken } from '../domain/arbitraries.js';
import { TEST_NARRATION_ROOT, type TestCloud } from '../support/test-cloud.js';
import { accessibilityProblems, launch, screenshot, signIn, startCloud } from './harness.js';

/**
 * A device with no speech voice at all (issue 46): `speechSynthesis` removed from the browser, the child plays day 1's
 * learning, practice and beat (the last two without the network) and hears every line of them, whole, in the
 * narration's own voice: each audio file the page plays is recorded with whether it played to its end.
 */
const DAY = DAY_PAGES.find((page) => page.id === 'RESPA-day-1')!;
const GROUPS = ['app', DAY.id];

let test: TestCloud;

/** What each narration file says, from the manifests the cloud made. */
const textOf = (): Map<string, string> => {
  const texts = new Map<string, string>();
  for (const group of GROUPS) {
    const manifest = JSON.parse(readFileSync(join(TEST_NARRATION_ROOT, manifestKey(group)), 'utf8')) as Record<string, string>;
    for (const [text, path] of Object.entries(manifest)) texts.set(path, text);
  }
  return texts;
};

interface Played {
  src: string;
  event: 'play' | 'ended';
}

/** No voice in this browser; ears on every audio element instead. */
const earsWithoutVoice = async (context: BrowserContext) => {
  const played: Played[] = [];
  await context.exposeFunction('__played', (entry: Played) => void played.push(entry));
  await context.addInitScript(() => {
    const report = (window as unknown as { __played: (entry: Played) => void }).__played;
    delete (Window.prototype as { speechSynthesis?: unknown }).speechSynthesis;
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    const heard = new WeakSet<HTMLMediaElement>();
    const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')!.value as (this: HTMLMediaElement) => Promise<void>;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!heard.has(this)) {
        heard.add(this);
        // Capturing: heard before the page's own onended moves the element on to the next line.
        this.addEventListener('ended', () => report({ src: new URL(this.src).pathname, event: 'ended' }), { capture: true });
      }
      report({ src: new URL(this.src).pathname, event: 'play' });
      return play.call(this);
    };
  });
  return played;
};

beforeAll(async () => {
  test = await startCloud({ narration: GROUPS });
  // The narration job runs in the background; this test needs its lines made (at most a few minutes, once a machine).
  await test.cloud.narration;
  const { addStudent } = await import('../../functions/rosters/roster.js');
  const { findSignIn } = await import('../../functions/common/students-repository.js');
  const { listModules, saveModule } = await import('../../functions/modules/modules-repository.js');
  await addStudent({
    school_identifier: 'DEMO',
    username: 'sound.only',
    password: 'long-pass-sound',
    first_name: 'Noa',
    last_name: 'Bell',
    class_id: 'demo-class-1',
    grade: 'WAW',
    modules: ['RESPA'],
  });
  const studentId = (await findSignIn('DEMO', 'sound.only'))!.student_id;
  const stored = (await listModules(studentId)).find((module) => module.name === 'RESPA')!;
  const actions: GameAction[] = [
    { type: 'onboarded' },
    { type: 'preTest', result: testTaken(4) },
    { type: 'preEmotion', day: 1, emotion: 'happy' },
    { type: 'sing', day: 1, video: 'respa-day-1' },
  ];
  const played = actions.reduce(applyGameAction, toPlayable(stored));
  expect(await saveModule(studentId, { ...toRecord(played), version: stored.version + 1 }, stored.version)).toBe(true);
}, 600_000);
afterAll(async () => {
  await test?.stop();
});

describe('a day played by sound alone', () => {
  it('is heard whole from narration with speechSynthesis gone, online and then offline', async () => {
    const session = await launch({ viewport: 'small' });
    const played = await earsWithoutVoice(session.context);
    const texts = textOf();
    const { page, context } = session;
    /** The lines played to their end, in order. */
    const heardWhole = () => played.filter((entry) => entry.event === 'ended').map((entry) => texts.get(entry.src) ?? `?${entry.src}`);
    /** Waits until these lines have been heard to their end, one after the other, as a child listening would. */
    const hears = async (lines: string[], timeout = 60_000) => {
      await expect.poll(() => heardWhole().join('\n'), { timeout }).toContain(lines.join('\n'));
    };
    const next = (p: Page) => p.getByRole('button', { name: /^Next/ });
    try {
      await signIn(page, test.cloud.url, 'sound.only', 'long-pass-sound');
      // Into the day by a tap, as a child: the tap is what lets a browser play sound.
      await page.getByRole('link', { name: 'Play Day 1' }).click({ timeout: 60_000 });
      await page.waitForURL(/\/modules\/RESPA\/1\/learn$/, { timeout: 60_000 });
      expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(false);

      // Learn: each card's title and words (which stand for the step's instruction), before the child turns it.
      for (const [index, card] of DAY.lesson.entries()) {
        await hears([card.title, card.text]);
        if (index === 0) await screenshot(page, 'small-learn-by-sound');
        if (index < DAY.lesson.length - 1) await page.getByRole('button', { name: /^Next card/ }).click();
      }
      // The day's narration is on the device with the day before the network goes.
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
      const needed = [...texts.keys(), ...GROUPS.map((group) => `/${manifestKey(group)}`)];
      await expect
        .poll(
          async () => {
            const kept = await page.evaluate(async () =>
              (await (await caches.open('waw-media')).keys()).map((key) => new URL(key.url).pathname),
            );
            return needed.filter((path) => !kept.includes(path)).length;
          },
          { timeout: 120_000 },
        )
        .toBe(0);
      await context.setOffline(true);
      await page.getByRole('button', { name: /I learned it!/ }).click();

      // Practice, offline: the question and its answers, one wrong try and its hint, then the right one and praise.
      await page.waitForURL(/\/practice$/, { timeout: 60_000 });
      await hears(['Tap the right picture. You can always try again!']);
      for (const [index, question] of DAY.practice.entries()) {
        const round = page.getByRole('region', { name: `Question ${index + 1} of ${DAY.practice.length}` });
        await round.waitFor({ timeout: 60_000 });
        const labels = question.answers.map((answer) => answer.label);
        await hears([question.prompt, ...labels]);
        if (index === 0) {
          const wrong = question.answers.findIndex((answer, choice) => choice !== question.correct && !answer.also_good);
          await round.getByRole('button', { name: labels[wrong]!, exact: true }).click();
          await hears([labels[wrong]!, hintLine(question.hint)]);
        }
        await round.getByRole('button', { name: labels[question.correct]!, exact: true }).click();
        await hears([labels[question.correct]!, 'Yes! Great job!']);
      }
      await hears(['Great thinking!', 'You kept trying and found every answer.', `Remember: ${DAY.lesson[0]!.text}`, 'Tap next.']);
      await screenshot(page, 'small-practice-by-sound');
      await next(page).click();

      // The beat: its instruction, and the stars said as they are shown.
      await page.waitForURL(/\/followthebeat$/, { timeout: 60_000 });
      await hears(['Listen to the count. Then tap the drum, or clap, with every tock!']);
      await page.getByRole('button', { name: /Start the beat/ }).click();
      await page.locator('.beat-dot--now').waitFor({ timeout: 60_000 });
      for (let tap = 0; tap < 4; tap += 1) await page.getByRole('button', { name: 'Tap the drum' }).press('Space');
      const stars = await page.getByRole('img', { name: /of 3 stars/ }).getAttribute('aria-label', { timeout: 60_000 });
      const starWords = ['One star! Good try! Want to go again?', 'Two stars! Great clapping!', 'Three stars! Perfect rhythm!'];
      await hears([starWords[Number(/(\d) of 3 stars/.exec(stars!)![1]) - 1]!]);
      await next(page).click();
      await page.waitForURL(/\/celebrate$/, { timeout: 60_000 });
      await hears([DAY.celebration.message, 'Let’s celebrate!']);
      await screenshot(page, 'small-celebrate-by-sound');
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);

      // Every line was narration: nothing played that is not in a manifest.
      expect(heardWhole().filter((line) => line.startsWith('?'))).toEqual([]);
    } catch (error) {
      // What was heard so far, to tell a line never played from one cut short.
      console.log('played:', played.map((entry) => `${entry.event} ${texts.get(entry.src) ?? entry.src}`).join('\n'));
      throw error;
    } finally {
      await context.setOffline(false);
      await session.close();
    }
  }, 900_000);
});
