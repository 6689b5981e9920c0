import type { Page } from 'playwright-core';
import { DAY_PAGES, SCREENING_PAGES } from '@domain/content/index.js';
import type { Question } from '@domain/content/schema.js';

/**
 * A child playing a whole day by tapping, as quickly as the day lets them (songs and the beat still play in real
 * time): the shared driver of the request count (`npm run bench`), its e2e assertion and the offline e2e. Answers
 * come from the day's own content; anything the app shows is found by its role and name, as a child's tap would.
 */

const STEP_TIMEOUT = 60_000;
/** An eight-line song taught by echo (each line said, played, then the child's turn) lasts about three minutes. */
const SONG_TIMEOUT = 240_000;

/** Each question: the right picture, by its label. */
export const answerRound = async (page: Page, questions: readonly Question[]) => {
  for (const [index, question] of questions.entries()) {
    const round = page.getByRole('region', { name: `Question ${index + 1} of ${questions.length}` });
    await round.waitFor({ timeout: STEP_TIMEOUT });
    await round.getByRole('button', { name: question.answers[question.correct]!.label, exact: true }).click();
    await page.getByText('Yes! Great job!').waitFor({ timeout: STEP_TIMEOUT });
  }
};

const next = (page: Page) => page.getByRole('button', { name: /^Next/ });

/** A test: each item's right picture, answered once (each is thanked, never marked), then the way on from its end. */
export const answerTest = async (page: Page, questions: readonly Question[]) => {
  for (const [index, question] of questions.entries()) {
    const round = page.getByRole('region', { name: `Question ${index + 1} of ${questions.length}` });
    await round.waitFor({ timeout: STEP_TIMEOUT });
    await round.getByRole('button', { name: question.answers[question.correct]!.label, exact: true }).click();
  }
  await page.getByRole('region', { name: 'Quiz done' }).getByRole('link').click({ timeout: STEP_TIMEOUT });
};

/**
 * The form of a programme's test the child is shown: a child's id picks form A or B (domain/test-forms.ts), so the
 * driver reads the first item's prompt rather than assume form A.
 */
const shownForm = async (page: Page, character: string): Promise<readonly Question[]> => {
  const screening = SCREENING_PAGES.find((test) => test.character === character)!;
  if (!screening.form_b) return screening.questions;
  const first = page.getByRole('region', { name: `Question 1 of ${screening.questions.length}` });
  await first.waitFor({ timeout: STEP_TIMEOUT });
  const prompt = await first.locator('.question__prompt').textContent();
  return prompt === screening.form_b[0]!.prompt ? screening.form_b : screening.questions;
};

/** The welcome and the screening that come before day 1, from the day's own screen. */
export const onboard = async (page: Page, character: string) => {
  await page.waitForURL(/\/welcome/, { timeout: STEP_TIMEOUT });
  await page.getByRole('button', { name: /I’m ready!/ }).click();
  await page.waitForURL(/\/screening$/, { timeout: STEP_TIMEOUT });
  await answerTest(page, await shownForm(page, character));
};

export type DayPart = 'emotion' | 'sing' | 'learn' | 'practice' | 'followthebeat' | 'celebrate' | 'after';

/**
 * Plays a day from the screen the app sends the child to, each step as a child would, and stops after `until` if
 * given (the offline e2e goes offline after the first step). Ends on the day's "done" screen.
 */
export const playDay = async (
  page: Page,
  { character, day, from = 'emotion', after }: { character: string; day: number; from?: DayPart; after?: (part: DayPart) => Promise<void> },
) => {
  const content = DAY_PAGES.find((candidate) => candidate.id === `${character}-day-${day}`)!;
  const base = new RegExp(`/modules/${character}/${day}`);
  const parts: Array<[DayPart, () => Promise<void>]> = [
    [
      'emotion',
      async () => {
        await page.waitForURL(new RegExp(`${base.source}/emotion$`), { timeout: STEP_TIMEOUT });
        await page.getByRole('button', { name: 'Happy' }).click();
      },
    ],
    [
      'sing',
      async () => {
        await page.waitForURL(new RegExp(`${base.source}/sing$`), { timeout: STEP_TIMEOUT });
        await page.getByRole('button', { name: /Play the song/ }).click();
        // The song is taught by echo, line by line, then sung whole: Next comes when it ends.
        await next(page).click({ timeout: SONG_TIMEOUT });
      },
    ],
    [
      'learn',
      async () => {
        await page.waitForURL(new RegExp(`${base.source}/learn$`), { timeout: STEP_TIMEOUT });
        for (let card = 1; card < content.lesson.length; card += 1) await page.getByRole('button', { name: /^Next card/ }).click();
        await page.getByRole('button', { name: /I learned it!/ }).click();
      },
    ],
    [
      'practice',
      async () => {
        await page.waitForURL(new RegExp(`${base.source}/practice$`), { timeout: STEP_TIMEOUT });
        await answerRound(page, content.practice);
        await next(page).click({ timeout: STEP_TIMEOUT });
      },
    ],
    [
      'followthebeat',
      async () => {
        await page.waitForURL(new RegExp(`${base.source}/followthebeat$`), { timeout: STEP_TIMEOUT });
        await page.getByRole('button', { name: /Start the beat/ }).click();
        const drum = page.getByRole('button', { name: 'Tap the drum' });
        await page.locator('.beat-dot--now').waitFor({ timeout: STEP_TIMEOUT });
        // Every round earns a star, so a few taps anywhere finish it.
        for (let tap = 0; tap < 4; tap += 1) await drum.press('Space');
        await page.getByRole('img', { name: /of 3 stars/ }).waitFor({ timeout: STEP_TIMEOUT });
        await next(page).click({ timeout: STEP_TIMEOUT });
      },
    ],
    [
      'celebrate',
      async () => {
        await page.waitForURL(new RegExp(`${base.source}/celebrate$`), { timeout: STEP_TIMEOUT });
        await page.getByRole('button', { name: /Play the song/ }).click();
        await page.getByRole('button', { name: /Open the camera/ }).click({ timeout: STEP_TIMEOUT });
        await page.getByRole('button', { name: /Record my message/ }).click();
        await page.waitForTimeout(1_000);
        await page.getByRole('button', { name: /Stop/ }).click();
        await page.getByRole('button', { name: /Watch/ }).click({ timeout: STEP_TIMEOUT });
        await next(page).click({ timeout: STEP_TIMEOUT });
      },
    ],
    [
      'after',
      async () => {
        await page.waitForURL(new RegExp(`${base.source}/emotion$`), { timeout: STEP_TIMEOUT });
        await page.getByRole('heading', { name: 'How do you feel now?' }).waitFor({ timeout: STEP_TIMEOUT });
        await page.getByRole('button', { name: 'Calm' }).click();
      },
    ],
  ];
  for (const [part, play] of parts.slice(parts.findIndex(([name]) => name === from))) {
    await play();
    await after?.(part);
  }
  await page.getByRole('heading', { name: `Day ${day} done!` }).waitFor({ timeout: STEP_TIMEOUT });
};
