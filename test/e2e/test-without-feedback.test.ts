import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENING_PAGES } from '@domain/content/index.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { launch, screenshot, signIn, startCloud } from './harness.js';
import { listen } from './listen.js';
import { shownForm } from './play-day.js';

/**
 * The test before day 1 measures: a child answers each item once, hears the same thank-you whatever they chose, and
 * hears no hint and no right or wrong, and at the end only thanks and its tokens. Played at phone size,
 * half the items answered wrong, with the ears of listen.ts on everything the game says.
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

describe('the test before day 1', () => {
  it('gives no hint, no retry and no right or wrong: a thank-you after each answer, tokens at the end', async () => {
    const { context, page, close } = await launch({ viewport: 'phone' });
    try {
      const ears = await listen(context);
      await signIn(page, cloud.url, 'waw.friend', 'let-me-play-2');
      await page.waitForURL('**/home');
      await page.goto(`${cloud.url}/modules/RESPA`);
      await page.getByRole('link', { name: 'Day 1, play now' }).click();
      await page.getByRole('button', { name: /I’m ready!/ }).click();
      await page.waitForURL('**/RESPA/1/screening');

      const heardLast = (lines: string[]) =>
        expect.poll(() => ears.saidOn('/screening').slice(-lines.length), { timeout: 15_000 }).toEqual(lines);
      // The child's id picks the form shown first; RESPA ships both.
      const shown = await shownForm(page, 'RESPA');
      for (const [index, item] of shown.entries()) {
        const round = page.getByRole('region', { name: `Question ${index + 1} of ${ITEMS}` });
        await round.waitFor();
        await heardLast([item.prompt, ...item.answers.map((answer) => answer.label)]);
        // Every other item answered wrong: the next item comes all the same, after the same words.
        const choice = index % 2 === 0 ? item.correct : (item.correct + 1) % item.answers.length;
        await round.getByRole('button', { name: item.answers[choice]!.label, exact: true }).click();
        await heardLast([item.answers[choice]!.label, 'Thank you!']);
        await expect.poll(() => round.getByRole('status').textContent()).toBe('Thank you!');
        if (index === 1) await screenshot(page, 'phone-test-item-answered');
        expect(await page.locator('.answer--right, .answer--missed, .feedback--hint, .feedback--right').count()).toBe(0);
      }

      const right = Math.ceil(ITEMS / 2);
      await page.getByRole('region', { name: 'Quiz done' }).waitFor();
      // Before day 1 there are "no wrong answers": thanks and tokens, no score (pre-test-feel.test.ts).
      await heardLast(['All done! Thank you for showing me what you think.', `You earned ${2 * right} tokens.`]);
      await screenshot(page, 'phone-test-done');

      // Nothing that tells right from wrong was said or shown during the test.
      const said = ears.saidOn('/screening');
      for (const giveaway of [
        'Nice try',
        'Great job',
        'Yes!',
        'Try again',
        ...SCREENING.questions.map((item) => item.hint),
        ...(SCREENING.form_b ?? []).map((item) => item.hint),
      ]) {
        expect(
          said.filter((line) => line.includes(giveaway)),
          giveaway,
        ).toEqual([]);
      }
      expect(said.filter((line) => line === 'Thank you!')).toHaveLength(ITEMS);

      await page.getByRole('link', { name: 'Start day 1' }).click();
      await page.waitForURL('**/RESPA/1/emotion');
      // Coming back to the test does not ask it again: it was answered once.
      await page.goto(`${cloud.url}/modules/RESPA/1/screening`);
      await page.waitForURL('**/RESPA/1/emotion');
    } finally {
      await close();
    }
  });
});
