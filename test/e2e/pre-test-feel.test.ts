import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENING_PAGES } from '@domain/content/index.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { accessibilityProblems, launch, screenshot, signIn, startCloud } from './harness.js';
import { listen } from './listen.js';
import { shownForm } from './play-day.js';

/**
 * The test before day 1 does not feel like an exam (issue 47): a child who cannot read hears what it is in their
 * own words, sees dots that move on with each answer, and hears no score at the end. At phone size, axe clean.
 */

const SCREENING = SCREENING_PAGES.find((page) => page.character === 'RESPA')!;
const ITEMS = SCREENING.questions.length;

let cloud: LocalCloud;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ cloud, stop } = await startCloud());
});
afterAll(async () => {
  await stop?.();
});

/** The dots at the top of the step as a child sees them: how many, how many done, which is now, and their size. */
const dots = (page: Page) =>
  page.locator('.step__top .step-dot').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return {
        done: item.classList.contains('step-dot--done'),
        now: item.classList.contains('step-dot--now'),
        seen: getComputedStyle(item).visibility === 'visible' && box.width >= 12 && box.height >= 12,
      };
    }),
  );

describe('the test before day 1, as a child meets it', () => {
  it('says what it is in a child’s words, shows progress that moves with each answer, and counts no score', async () => {
    const { context, page, close } = await launch({ viewport: 'phone' });
    try {
      const ears = await listen(context);
      await signIn(page, cloud.url, 'waw.friend', 'let-me-play-2');
      await page.waitForURL('**/home');
      await page.goto(`${cloud.url}/modules/RESPA`);
      await page.getByRole('link', { name: 'Day 1, play now' }).click();
      await page.getByRole('button', { name: /I’m ready!/ }).click();
      await page.waitForURL('**/RESPA/1/screening');

      // The form this child is given (their id picks A or B), as the first item shows it.
      const items = await shownForm(page, 'RESPA');
      // Heard first, before the first question, and shown as the step's instruction.
      const framing = ['Before we play, some questions.', 'No wrong answers! Just show me what you think.', 'Listen, then tap a picture.'];
      const first = items[0]!;
      await expect
        .poll(() => ears.saidOn('/screening').slice(0, framing.length + 1), { timeout: 15_000 })
        .toEqual([...framing, first.prompt]);
      expect(await page.locator('.step__instruction').textContent()).toBe(framing.join(' '));

      for (const [index, item] of items.entries()) {
        const round = page.getByRole('region', { name: `Question ${index + 1} of ${ITEMS}` });
        await round.waitFor();
        // One dot per item, each big enough to see; those answered are done and this one is now.
        await expect
          .poll(() => dots(page))
          .toEqual(Array.from({ length: ITEMS }, (_, dot) => ({ done: dot < index, now: dot === index, seen: true })));
        expect(await page.getByRole('list', { name: `Question ${index + 1} of ${ITEMS}` }).count()).toBe(1);
        if (index === 0) {
          await screenshot(page, 'phone-pre-test-start');
          expect(await accessibilityProblems(page, { every: true })).toEqual([]);
        }
        if (index === 3) await screenshot(page, 'phone-pre-test-item-4');
        const choice = index % 2 === 0 ? item.correct : (item.correct + 1) % item.answers.length;
        await round.getByRole('button', { name: item.answers[choice]!.label, exact: true }).click();
      }

      // The end: thanks and tokens, every dot done, and no score heard or shown.
      const done = page.getByRole('region', { name: 'Quiz done' });
      await done.waitFor();
      const right = Math.ceil(ITEMS / 2);
      await expect
        .poll(() => ears.saidOn('/screening').slice(-2), { timeout: 15_000 })
        .toEqual(['All done! Thank you for showing me what you think.', `You earned ${2 * right} tokens.`]);
      expect(await done.textContent()).toContain(`+${2 * right} tokens`);
      expect(await page.locator('main').textContent()).not.toMatch(/\d+ ?(\/|of) ?\d+|right/);
      expect(ears.saidOn('/screening').filter((line) => /\d+ of \d+|right\./.test(line))).toEqual([]);
      expect(await dots(page)).toEqual(Array.from({ length: ITEMS }, () => ({ done: true, now: false, seen: true })));
      await screenshot(page, 'phone-pre-test-done');
      expect(await accessibilityProblems(page, { every: true })).toEqual([]);
    } finally {
      await close();
    }
  });
});
