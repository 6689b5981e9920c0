import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Request } from 'playwright-core';
import { CELEBRATE_PARTS, type CharacterCode } from '@domain/constants.js';
import { initialiseModule, toRecord } from '@domain/module.js';
import { DEFAULT_SETTINGS } from '@domain/settings.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { SITE_DIR, launch, signIn } from './harness.js';
import { onboard, playDay } from './play-day.js';
import { testTaken } from '../domain/arbitraries.js';

/** The module as the server has it, read from the table the API writes. */
export const storedModule = async (school: string, username: string, name: string) => {
  const { findSignIn } = await import('../../functions/common/students-repository.js');
  const { listModules } = await import('../../functions/modules/modules-repository.js');
  const signInRecord = (await findSignIn(school, username))!;
  const module = (await listModules(signInRecord.student_id)).find((candidate) => candidate.name === name)!;
  return { studentId: signInRecord.student_id, module };
};

/**
 * Day 1 played (the welcome and the screening too), written straight to the table as playing it leaves it: the
 * module, and the settings that remember the programme being played. The tests play day 2.
 */
export const dayOnePlayed = async (school: string, username: string, name: CharacterCode) => {
  const { saveModule } = await import('../../functions/modules/modules-repository.js');
  const { writeSettings } = await import('../../functions/settings/settings-repository.js');
  const { studentId, module } = await storedModule(school, username, name);
  const actions: GameAction[] = [
    { type: 'onboarded' },
    { type: 'preTest', result: testTaken(3) },
    { type: 'preEmotion', day: 1, emotion: 'happy' },
    { type: 'sing', day: 1, video: `${name.toLowerCase()}-day-1` },
    { type: 'learn', day: 1 },
    { type: 'practice', day: 1, correct_answers: 3, wrong_answers: 0 },
    { type: 'followthebeat', day: 1 },
    ...CELEBRATE_PARTS.map((part): GameAction => ({ type: 'celebrate', day: 1, part })),
    { type: 'postEmotion', day: 1, emotion: 'calm' },
  ];
  const played = actions.reduce(applyGameAction, initialiseModule(module));
  if (!(await saveModule(studentId, { ...toRecord(played), version: module.version + 1 }, module.version)))
    throw new Error(`${username}'s ${name} changed while day 1 was being written`);
  await writeSettings(studentId, { ...DEFAULT_SETTINGS, lastProgramme: name });
};

/** What a child's browser asked of the cloud while it played a day, sign-in included. */
export interface DayRequests {
  /**
   * every request the browser sent to the API named TIR, CORS preflights included (none while the API is on the
   * site's own origin): what the ≤ 12 goal counts, as "METHOD /path"
   */
  api: string[];
  /** calls to the other AWS services: Cognito (credentials) and Lambda Invoke (the media cookies) */
  aws: string[];
  /** how each save was answered: with its version alone (the module stored is the one sent), or the whole module */
  saveAnswers: Array<'minimal' | 'whole'>;
}

/**
 * Records, from this moment, every request the context's pages make to the API (on the site's /v3/*, or on the
 * API's own host should anything call it there) and to the AWS endpoints.
 */
export const recordRequests = (context: BrowserContext, cloud: LocalCloud): DayRequests => {
  const site = new URL(cloud.url).origin;
  const apiHost = new URL(cloud.config.apiSigningEndpoint);
  const recorded: DayRequests = { api: [], aws: [], saveAnswers: [] };
  const note = (request: Request) => {
    const url = new URL(request.url());
    const toApi = (url.origin === site && url.pathname.startsWith('/v3/')) || url.origin === apiHost.origin;
    const path = url.origin === apiHost.origin ? url.pathname.slice(apiHost.pathname.length) : url.pathname;
    if (toApi) recorded.api.push(`${request.method()} ${path}`);
    else if (url.pathname.startsWith('/_aws/')) recorded.aws.push(`${request.method()} ${url.pathname}`);
  };
  context.on('request', note);
  context.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'PUT' || !pathname.endsWith('/v3/waw/module') || !response.ok()) return;
    recorded.saveAnswers.push(response.headers()['preference-applied'] === 'return=minimal' ? 'minimal' : 'whole');
  });
  return recorded;
};

/**
 * Signs a child in with a fresh browser (a shared school device: nothing kept from before), goes to the day home
 * offers, plays it to the end, and answers what the browser asked of the cloud on the way.
 */
export const playedDayRequests = async (
  cloud: LocalCloud,
  {
    school = 'DEMO',
    username,
    password,
    character,
    day,
  }: { school?: string; username: string; password: string; character: string; day: number },
): Promise<DayRequests> => {
  const session = await launch({ viewport: 'phone' });
  try {
    const { context, page } = session;
    const recorded = recordRequests(context, cloud);
    await signIn(page, cloud.url, username, password, school);
    await page.getByRole('link', { name: `Play Day ${day}` }).click({ timeout: 60_000 });
    if (day === 1) await onboard(page, character);
    await playDay(page, { character, day });
    // A save still on its way is part of the day.
    await page.getByText('Saving when the internet is back').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    return recorded;
  } finally {
    await session.close();
  }
};

/** What `/` may load before the child types, gzipped (issue 15; docs/testing.md). */
export const SIGN_IN_PAGE_GOAL_KB = 120;

/**
 * The JS and CSS a child's browser loads on / until the sign-in form is there and the network is quiet: each file as
 * the built frontend/dist has it, gzipped (what CloudFront sends a browser that asks for gzip; brotli is smaller).
 */
export const signInPageBytes = async (url: string): Promise<{ bytes: number; files: string[] }> => {
  const session = await launch({ viewport: 'phone' });
  try {
    const { page } = session;
    const files = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/\.(js|css)$/.test(pathname)) files.add(pathname);
    });
    await page.goto(url);
    await page.getByLabel('School ID').waitFor();
    await page.waitForLoadState('networkidle');
    const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(SITE_DIR, file))).byteLength, 0);
    return { bytes, files: [...files].sort() };
  } finally {
    await session.close();
  }
};
