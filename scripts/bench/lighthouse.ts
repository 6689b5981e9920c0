import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { build } from 'vite';
import { REPO_ROOT } from '../../infra/constructs/waw-function.js';
import { dayOnePlayed } from '../../test/e2e/day-requests.js';
import { SITE_DIR, startCloud } from '../../test/e2e/harness.js';
import { selfSignedLocalhost } from '../../test/support/self-signed.js';
import { median, type Figure, type FigureGroup } from './figures.js';

const GOAL = 95;
/** Lighthouse's score moves a few points from run to run on a busy machine: the median of a few runs counts. */
const RUNS = 3;
/** Where the reference page is built: inside the site, so the local CloudFront serves it as it serves the app. */
const REFERENCE_PATH = '/bench-reference/';

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

interface Run {
  score: number;
  lcp: string;
  tbt: number;
  /** the long tasks behind the total blocking time: the script (or page) each is attributed to, in ms */
  longTasks: Array<{ url: string; ms: number }>;
}

/**
 * Lighthouse's mobile performance score (its default: a mid-range phone, throttled network and CPU) on / and on a
 * day's first step, the built app served by the local cloud as CloudFront serves it: compressed, over HTTP/2 and TLS
 * (the CDK's HTTP2_AND_3), and for comparison from the plain HTTP/1.1 port. Debian's Chromium,
 * driven by puppeteer-core (Lighthouse's own driver); nothing is downloaded. The day step is measured in the tab
 * the child signed in with (the session lives in that tab's session storage), reloaded as Lighthouse loads a page.
 */
const performance = async (page: Page, url: string): Promise<Run> => {
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { score } = result.lhr.categories.performance!;
  if (score === null) throw new Error(`Lighthouse could not score ${url}: ${result.lhr.runtimeError?.message ?? 'unknown'}`);
  const { audits } = result.lhr;
  const details = audits['long-tasks']?.details as { items?: Array<{ url: string; duration: number }> } | undefined;
  return {
    score: Math.round(score * 100),
    lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    longTasks: (details?.items ?? []).map((task) => ({ url: task.url.replace(/^https?:\/\/[^/]+/, ''), ms: Math.round(task.duration) })),
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
  /** the median over the pairs of the page's score ÷ the reference's, each pair measured back to back */
  ratio: number;
}

/** RUNS pairs of the reference then the page, back to back: a busy moment lowers both halves of a pair alike. */
const paired = async (page: Page, origin: string, path: string): Promise<Paired> => {
  const pages: Run[] = [];
  const references: Run[] = [];
  const ratios: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const reference = await performance(page, `${origin}${REFERENCE_PATH}index.html`);
    const measured = await performance(page, `${origin}${path}`);
    references.push(reference);
    pages.push(measured);
    ratios.push(measured.score / reference.score);
  }
  return { page: medianRun(pages), reference: medianRun(references), ratio: median(ratios) };
};

/**
 * `/` and the day step against the reference page, from one origin; the day step in a tab signed in there (signed
 * in, `/` would send the child on to their home, so `/` is measured first).
 */
const measureAgainstReference = async (page: Page, origin: string) => {
  const signInPage = await paired(page, origin, '/');
  await signInAt(page, origin);
  const dayStep = await paired(page, origin, DAY_STEP);
  return { signInPage, dayStep };
};

const signInAt = async (page: Page, origin: string) => {
  await page.goto(`${origin}/`);
  await page.waitForSelector('input[name=school_identifier]');
  await page.type('input[name=school_identifier]', 'DEMO');
  await page.type('input[name=username]', 'waw.friend');
  await page.type('input[name=password]', 'let-me-play-2');
  await page.click('button[type=submit]');
  await page.waitForFunction(() => location.pathname === '/home', { timeout: 60_000 });
};

const DAY_STEP = '/modules/RESPA/2/emotion';

/** `/` and the day step, each the median of RUNS, from one origin; the day step in a tab signed in there. */
const measureOrigin = async (page: Page, origin: string) => {
  const signInPage: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) signInPage.push(await performance(page, `${origin}/`));

  await signInAt(page, origin);
  const dayStep: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) dayStep.push(await performance(page, `${origin}${DAY_STEP}`));
  return { signInPage: medianRun(signInPage), dayStep: medianRun(dayStep) };
};

/** The long tasks of a run, longest first, each with the script it ran in. */
const longTasks = ({ longTasks: tasks }: Run) =>
  tasks.length === 0
    ? 'no long tasks'
    : [...tasks]
        .sort((a, b) => b.ms - a.ms)
        .map((task) => `${task.ms} ms ${task.url || '(unattributed)'}`)
        .join(', ');

/**
 * Held to GOAL against the reference: the page scores at least GOAL % of what the minimal React page scores in the
 * same moments, which on a quiet machine (the reference at 100) is a score of GOAL or more.
 */
const againstReference = (name: string, { page, reference, ratio }: Paired): Figure[] => [
  {
    name,
    value: `${page.score} against the reference's ${reference.score}: ${ratio.toFixed(2)}× (LCP ${page.lcp}, TBT ${Math.round(page.tbt)} ms)`,
    goal: `≥ ${(GOAL / 100).toFixed(2)}× the reference (${GOAL} when it scores 100)`,
    met: ratio >= GOAL / 100,
  },
  {
    name: `  its long tasks (the reference's: ${longTasks(reference)})`,
    value: longTasks(page),
    goal: 'report them',
    met: null,
  },
];

const figure = (name: string, { score, lcp }: Run): Figure => ({ name, value: `${score} (LCP ${lcp})`, goal: 'report it', met: null });

export const lighthouseScores: FigureGroup = {
  id: 'lighthouse',
  title: `Lighthouse mobile performance, the median of ${RUNS} runs, each paired with a minimal React page's served the same way (run \`npm run build\` first)`,
  measure: async () => {
    // CloudFront's side as the CDK sets it up (HTTP/2 over TLS), with a certificate made for this run and trusted
    // by this browser alone.
    const tls = selfSignedLocalhost();
    const test = await startCloud(tls);
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
      await dayOnePlayed('DEMO', 'waw.friend', 'RESPA');
      const page = await browser.newPage();
      const cloudFront = await measureAgainstReference(page, test.cloud.url);
      // The same app from the plain port: what HTTP/1.1's six connections to one origin would make of it.
      const plain = await measureOrigin(page, test.cloud.plainUrl);
      return [
        ...againstReference('Lighthouse mobile on / (the sign-in page), HTTP/2 as CloudFront serves it', cloudFront.signInPage),
        ...againstReference(`Lighthouse mobile on a day step (${DAY_STEP}), HTTP/2`, cloudFront.dayStep),
        figure('the same on /, HTTP/1.1 from the plain port', plain.signInPage),
        figure('the same on the day step, HTTP/1.1 from the plain port', plain.dayStep),
      ];
    } finally {
      removeReference();
      await browser.close();
      await test.stop();
    }
  },
};
