import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { dayOnePlayed } from '../../test/e2e/day-requests.js';
import { startCloud } from '../../test/e2e/harness.js';
import { selfSignedLocalhost } from '../../test/support/self-signed.js';
import { median, type Figure, type FigureGroup } from './figures.js';

const GOAL = 95;
/** Lighthouse's score moves a few points from run to run on a busy machine: the median of a few runs counts. */
const RUNS = 3;

/**
 * Lighthouse's mobile performance score (its default: a mid-range phone, throttled network and CPU) on / and on a
 * day's first step, the built app served by the local cloud as CloudFront serves it: compressed, over HTTP/2 and TLS
 * (the CDK's HTTP2_AND_3), and for comparison from the plain HTTP/1.1 port. Debian's Chromium,
 * driven by puppeteer-core (Lighthouse's own driver); nothing is downloaded. The day step is measured in the tab
 * the child signed in with (the session lives in that tab's session storage), reloaded as Lighthouse loads a page.
 */
const performance = async (page: Page, url: string): Promise<{ score: number; lcp: string }> => {
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { score } = result.lhr.categories.performance!;
  if (score === null) throw new Error(`Lighthouse could not score ${url}: ${result.lhr.runtimeError?.message ?? 'unknown'}`);
  return { score: Math.round(score * 100), lcp: result.lhr.audits['largest-contentful-paint']?.displayValue ?? '?' };
};

const medianRun = async (runs: Array<{ score: number; lcp: string }>) => {
  const score = median(runs.map((run) => run.score));
  return { score, lcp: runs.find((run) => run.score === score)?.lcp ?? runs[0]!.lcp };
};

/** `/` and the day step, each the median of RUNS, from one origin; the day step in a tab signed in there. */
const measureOrigin = async (page: Page, origin: string) => {
  const signInPage: Array<{ score: number; lcp: string }> = [];
  for (let run = 0; run < RUNS; run += 1) signInPage.push(await performance(page, `${origin}/`));

  await page.goto(`${origin}/`);
  await page.waitForSelector('input[name=school_identifier]');
  await page.type('input[name=school_identifier]', 'DEMO');
  await page.type('input[name=username]', 'waw.friend');
  await page.type('input[name=password]', 'let-me-play-2');
  await page.click('button[type=submit]');
  await page.waitForFunction(() => location.pathname === '/home', { timeout: 60_000 });
  const dayStep: Array<{ score: number; lcp: string }> = [];
  for (let run = 0; run < RUNS; run += 1) dayStep.push(await performance(page, `${origin}/modules/RESPA/2/emotion`));
  return { signInPage: await medianRun(signInPage), dayStep: await medianRun(dayStep) };
};

const figure = (name: string, { score, lcp }: { score: number; lcp: string }, goal: boolean): Figure => ({
  name,
  value: `${score} (LCP ${lcp})`,
  goal: goal ? `≥ ${GOAL}` : 'report it',
  met: goal ? score >= GOAL : null,
});

export const lighthouseScores: FigureGroup = {
  id: 'lighthouse',
  title: `Lighthouse mobile performance, the median of ${RUNS} runs (run \`npm run build\` first)`,
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
    try {
      await dayOnePlayed('DEMO', 'waw.friend', 'RESPA');
      const page = await browser.newPage();
      const cloudFront = await measureOrigin(page, test.cloud.url);
      // The same app from the plain port: what HTTP/1.1's six connections to one origin would make of it.
      const plain = await measureOrigin(page, test.cloud.plainUrl);
      return [
        figure('Lighthouse mobile on / (the sign-in page), HTTP/2 as CloudFront serves it', cloudFront.signInPage, true),
        figure('Lighthouse mobile on a day step (day 2, how do you feel), HTTP/2', cloudFront.dayStep, true),
        figure('the same on /, HTTP/1.1 from the plain port', plain.signInPage, false),
        figure('the same on the day step, HTTP/1.1 from the plain port', plain.dayStep, false),
      ];
    } finally {
      await browser.close();
      await test.stop();
    }
  },
};
