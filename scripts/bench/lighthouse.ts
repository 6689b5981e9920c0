import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { build } from 'vite';
import { initialiseModule, toRecord } from '@domain/module.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import { REPO_ROOT } from '../../infra/constructs/waw-function.js';
import { storedModule } from '../../test/e2e/day-requests.js';
import { SITE_DIR, startCloud } from '../../test/e2e/harness.js';
import { selfSignedLocalhost } from '../../test/support/self-signed.js';
import { testTaken } from '../../test/domain/arbitraries.js';
import { median, type Figure, type FigureGroup } from './figures.js';
import { PROFILER_CATEGORY, longTasksOf, type LongTask, type TraceEvent } from './lighthouse-tasks.js';

const GOAL = 95;
/** Lighthouse's score moves a few points from run to run on a busy machine: the median of a few rounds counts. */
const ROUNDS = 3;
/** Where the reference page is built: inside the site, so the local CloudFront serves it as it serves the app. */
const REFERENCE_PATH = '/bench-reference/';
/** A day as a child opens it: the day's address, which sends them on to the step they are at (here the lesson). */
const DAY_STEP = '/modules/RESPA/1';
const DEMO = { school: 'DEMO', username: 'waw.friend', password: 'let-me-play-2', programme: 'RESPA' } as const;

/**
 * frontend/bench-reference, a minimal React page, built with the app's Vite and React plugin into the built site for
 * this run (and removed after it). A quiet machine scores it 100; a busy one lowers it as it lowers the app's pages.
 */
const buildReference = async (): Promise<() => void> => {
  const outDir = join(SITE_DIR, REFERENCE_PATH);
  await build({
    configFile: false,
    logLevel: 'warn',
    root: resolve(REPO_ROOT, 'frontend/bench-reference'),
    base: REFERENCE_PATH,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return () => rmSync(outDir, { recursive: true, force: true });
};

/** The demo child partway through day 1, at its lesson: welcomed, the test before taken, feelings and song done. */
const atTheLesson = async () => {
  const { saveModule } = await import('../../functions/modules/modules-repository.js');
  const { studentId, module } = await storedModule(DEMO.school, DEMO.username, DEMO.programme);
  const actions: GameAction[] = [
    { type: 'onboarded' },
    { type: 'preTest', result: testTaken(3) },
    { type: 'preEmotion', day: 1, emotion: 'happy' },
    { type: 'sing', day: 1, video: `${DEMO.programme.toLowerCase()}-day-1` },
  ];
  const played = actions.reduce(applyGameAction, initialiseModule(module));
  if (!(await saveModule(studentId, { ...toRecord(played), version: module.version + 1 }, module.version)))
    throw new Error(`${DEMO.username}'s ${DEMO.programme} changed while it was being written`);
};

interface Run {
  score: number;
  lcp: string;
  tbt: number;
  /** the main thread's long tasks on the emulated phone, each with the functions that ran in it */
  longTasks: LongTask[];
}

/**
 * Lighthouse's mobile performance score (its default: a mid-range phone, throttled network and CPU), the page loaded
 * in the tab given (the day step's tab holds the child's session in its session storage). The trace also records
 * the CPU profiler, so each long task is put down to the functions that ran in it.
 */
const measure = async (page: Page, url: string): Promise<Run> => {
  await page.bringToFront();
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], additionalTraceCategories: PROFILER_CATEGORY },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { score } = result.lhr.categories.performance!;
  if (score === null) throw new Error(`Lighthouse could not score ${url}: ${result.lhr.runtimeError?.message ?? 'unknown'}`);
  const { audits } = result.lhr;
  const traceEvents = result.artifacts.Trace.traceEvents as unknown as TraceEvent[];
  return {
    score: Math.round(score * 100),
    lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    longTasks: longTasksOf(traceEvents, result.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1),
  };
};

/** The run with the median score (the first of them), so its long tasks are those of a typical run. */
const medianRun = (runs: Run[]): Run => {
  const score = median(runs.map((run) => run.score));
  return runs.find((run) => run.score === score) ?? runs[0]!;
};

interface Paired {
  page: Run;
  reference: Run;
  /** the median over the rounds of the page's score ÷ the reference's in the same round */
  ratio: number;
}

const signIn = async (page: Page, origin: string) => {
  await page.goto(`${origin}/`);
  await page.waitForSelector('input[name=school_identifier]');
  await page.type('input[name=school_identifier]', DEMO.school);
  await page.type('input[name=username]', DEMO.username);
  await page.type('input[name=password]', DEMO.password);
  await page.click('button[type=submit]');
  await page.waitForFunction(() => location.pathname === '/home', { timeout: 60_000 });
};

/**
 * ROUNDS rounds of the reference, `/` and the day step, one after another: a busy moment lowers all three of a round
 * alike, and each page is read against the reference of its own round. `/` has a tab of its own, never signed in
 * (signed in, `/` sends the child on to their home); the day step is measured in the tab the child signed in with.
 */
const measureRounds = async (browser: Browser, origin: string) => {
  const guest = await browser.newPage();
  const child = await browser.newPage();
  await signIn(child, origin);
  const rounds: Array<{ reference: Run; signInPage: Run; dayStep: Run }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push({
      reference: await measure(guest, `${origin}${REFERENCE_PATH}index.html`),
      signInPage: await measure(guest, `${origin}/`),
      dayStep: await measure(child, `${origin}${DAY_STEP}`),
    });
  }
  const paired = (which: 'signInPage' | 'dayStep'): Paired => ({
    page: medianRun(rounds.map((round) => round[which])),
    reference: medianRun(rounds.map((round) => round.reference)),
    ratio: median(rounds.map((round) => round[which].score / round.reference.score)),
  });
  return { signInPage: paired('signInPage'), dayStep: paired('dayStep') };
};

/** A run's long tasks, longest first, each with the three functions it spent most in. */
const longTasks = ({ longTasks: tasks }: Run) =>
  tasks.length === 0
    ? 'no long tasks'
    : [...tasks]
        .sort((a, b) => b.ms - a.ms)
        .map(
          (task) =>
            `${task.ms} ms [${task.spentIn
              .slice(0, 3)
              .map((part) => `${part.what} ${part.ms} ms`)
              .join('; ')}]`,
        )
        .join(', ');

/**
 * Held to GOAL against the reference: the page scores at least GOAL % of what the minimal React page scores in the
 * same rounds, which on a quiet machine (the reference at 100) is a score of GOAL or more.
 */
const againstReference = (name: string, { page, reference, ratio }: Paired): Figure[] => [
  {
    name,
    value: `${page.score} against the reference's ${reference.score}: ${ratio.toFixed(2)}× (LCP ${page.lcp}, TBT ${Math.round(page.tbt)} ms)`,
    goal: `≥ ${(GOAL / 100).toFixed(2)}× the reference (${GOAL} when it scores 100)`,
    met: ratio >= GOAL / 100,
  },
  { name: '  its long tasks on the emulated phone, and where the time went', value: longTasks(page), goal: 'report them', met: null },
  { name: '  the reference’s in the same run', value: longTasks(reference), goal: 'report them', met: null },
];

export const lighthouseScores: FigureGroup = {
  id: 'lighthouse',
  title: `Lighthouse mobile performance, the median of ${ROUNDS} rounds of a minimal React page, / and a day step, served alike (run \`npm run build\` first)`,
  measure: async () => {
    // CloudFront's side as the CDK sets it up (HTTP/2 over TLS), with a certificate made for this run and trusted
    // by this browser alone.
    const tls = selfSignedLocalhost();
    const test = await startCloud({ tls });
    const browser = await puppeteer.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      // The sign-in checks for a camera and a microphone: Chromium's fake ones, allowed without asking.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--ignore-certificate-errors-spki-list=${tls.spki}`,
      ],
    });
    const removeReference = await buildReference();
    try {
      await atTheLesson();
      const { signInPage, dayStep } = await measureRounds(browser, test.cloud.url);
      return [
        ...againstReference('Lighthouse mobile on / (the sign-in page), HTTP/2 as CloudFront serves it', signInPage),
        ...againstReference(`Lighthouse mobile on a day step (${DAY_STEP}, at the lesson), HTTP/2`, dayStep),
      ];
    } finally {
      removeReference();
      await browser.close();
      await test.stop();
    }
  },
};
