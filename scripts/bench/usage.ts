import type { BrowserContext, Request } from 'playwright-core';
import { API_ROUTES, CLASS_ROWS_STREAM, type FunctionName } from '../../functions/routes.js';
import type { ConsumedCapacity } from '../../infra/local/table-guard.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { dayOnePlayed } from '../../test/e2e/day-requests.js';
import { launch, signIn, startCloud } from '../../test/e2e/harness.js';
import { onboard, playDay } from '../../test/e2e/play-day.js';
import { adminCall, signInAdmin } from '../../test/local/admin-client.js';

/**
 * What the product measurably does, for the cost model to price (cost-model.ts): a child's played days in Chromium
 * against the local cloud serving the built app, and a grown-up's visit to the dashboard through the admin API, each
 * counted as it happens: every request and the bytes it moved, the functions it ran, and the read and write units its
 * table requests consumed (the local table guard's meter). Nothing here is a price or a guess: change the product and
 * these change by themselves.
 */
export interface FlowUsage {
  /** every API call (`/v3/*`), as "METHOD /path" */
  api: string[];
  /** the functions run: one per API call, and the media-cookie Lambda Invoke (the stream's are the saves') */
  invocations: Partial<Record<FunctionName, number>>;
  /** Cognito identity pool calls (credentials): free, counted for CloudFront */
  cognitoRequests: number;
  /** requests and bytes through CloudFront: the app's files, /media/*, and the API and AWS calls' answers */
  cloudFront: {
    staticRequests: number;
    staticBytes: number;
    mediaRequests: number;
    mediaBytes: number;
    apiRequests: number;
    apiBytes: number;
  };
  /** CloudFront's requests for files, by where and kind (`app .js`, `media .mp3`): what the requests line is made of */
  filesByType: Record<string, number>;
  /** read and write units of every table request, and of the saves' requests beside the module item itself */
  readUnits: number;
  writeUnits: number;
  saveExtraReadUnits: number;
  saveExtraWriteUnits: number;
  /** the module item's own write units per save */
  moduleWriteUnits: number;
  saves: number;
}

export interface MeasuredUsage {
  /** day 2 of a programme whose day 1 is played: sign-in, the day, its recording (a fresh browser: a shared device) */
  ordinaryDay: FlowUsage;
  /**
   * day 2 again, on a browser that had loaded the app before (a school device that keeps its cache between children:
   * a sign-out empties the child's session and media, not the app the service worker keeps)
   */
  ordinaryDayKept: FlowUsage;
  /** day 1 with the welcome and the test before it */
  firstDay: FlowUsage;
  /** a teacher or admin signing in and opening their school and a class */
  adminVisit: FlowUsage;
}

const COOKIE_FUNCTION: FunctionName = 'waw-get-signed-cookie-values';

const functionOf = (call: string): FunctionName | undefined => {
  const [method, path] = call.split(' ');
  return API_ROUTES.find((route) => route.method === method && route.path === path)?.function;
};

const sum = (entries: ConsumedCapacity[], unit: 'read' | 'write') => entries.reduce((total, entry) => total + entry[unit], 0);

/** The usage of a flow from its requests and the capacity consumed meanwhile. */
const usageOf = (
  api: string[],
  aws: string[],
  cloudFront: FlowUsage['cloudFront'],
  filesByType: Record<string, number>,
  capacity: ConsumedCapacity[],
): FlowUsage => {
  const invocations: Partial<Record<FunctionName, number>> = {};
  const count = (name: FunctionName) => (invocations[name] = (invocations[name] ?? 0) + 1);
  for (const call of api) {
    const name = functionOf(call);
    if (name) count(name);
  }
  for (const call of aws) if (call.includes('/_aws/lambda/')) count(COOKIE_FUNCTION);
  const saves = capacity.filter((entry) => entry.functionName === 'waw-module');
  const moduleWrites = saves.filter((entry) => entry.kind === 'STUDENT/MODULE' && entry.write > 0);
  const savesMade = api.filter((call) => call === 'PUT /v3/waw/module').length;
  // The class rows' function, fed by the table's stream, runs for the saves (how many share an invocation depends on
  // the district: cost-model.ts counts it). What it reads and writes is the saves' extra, beside any of their own.
  const extra = capacity.filter(
    (entry) =>
      (entry.functionName === 'waw-module' && entry.kind !== 'STUDENT/MODULE') || entry.functionName === CLASS_ROWS_STREAM.function,
  );
  return {
    api,
    invocations,
    cognitoRequests: aws.filter((call) => call.includes('/_aws/cognito-identity')).length,
    cloudFront,
    filesByType,
    readUnits: sum(capacity, 'read'),
    writeUnits: sum(capacity, 'write'),
    saveExtraReadUnits: sum(extra, 'read'),
    saveExtraWriteUnits: sum(extra, 'write'),
    moduleWriteUnits: moduleWrites.length > 0 ? sum(moduleWrites, 'write') / moduleWrites.length : 0,
    saves: savesMade,
  };
};

/** A file's kind, for the breakdown of CloudFront's requests: `app .js`, `media .webp`. */
const typeOf = (path: string, where: string) => `${where} ${/\.[a-z0-9]+$/i.exec(path)?.[0] ?? path}`;

/** Counts every request of a browser context, with the bytes each moved as the browser saw them (compressed). */
const recordTraffic = (context: BrowserContext, cloud: LocalCloud) => {
  const site = new URL(cloud.url).origin;
  const api: string[] = [];
  const aws: string[] = [];
  const cloudFront = { staticRequests: 0, staticBytes: 0, mediaRequests: 0, mediaBytes: 0, apiRequests: 0, apiBytes: 0 };
  const byType: Record<string, number> = {};
  const pending: Array<Promise<void>> = [];
  const finished = (request: Request) => {
    const url = new URL(request.url());
    // A presigned PUT goes to S3 itself in AWS, not through CloudFront (the model prices recordings by their uploads).
    if (url.pathname.startsWith('/_aws/s3')) return;
    if (url.origin !== site) return;
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => {
        // What the service worker answers from its cache never reaches CloudFront.
        if (response?.fromServiceWorker()) return;
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        // Nor does what the browser's own cache answers: the service worker precaching a file the page loaded a
        // moment earlier (immutable, so the browser keeps it) is a request with nothing received.
        if (bytes <= 0) return;
        if (url.pathname.startsWith('/v3/') || url.pathname.startsWith('/_aws/')) {
          if (url.pathname.startsWith('/v3/')) api.push(`${request.method()} ${url.pathname}`);
          else aws.push(`${request.method()} ${url.pathname}`);
          // Cognito's own endpoint answers the credentials in AWS; the API and the cookie Invoke come through the site.
          if (url.pathname.startsWith('/_aws/cognito')) return;
          cloudFront.apiRequests += 1;
          cloudFront.apiBytes += bytes + sizes.requestBodySize;
        } else if (url.pathname.startsWith('/media/')) {
          cloudFront.mediaRequests += 1;
          cloudFront.mediaBytes += bytes;
          byType[typeOf(url.pathname, 'media')] = (byType[typeOf(url.pathname, 'media')] ?? 0) + 1;
        } else {
          cloudFront.staticRequests += 1;
          cloudFront.staticBytes += bytes;
          byType[typeOf(url.pathname, 'app')] = (byType[typeOf(url.pathname, 'app')] ?? 0) + 1;
        }
      }),
    );
  };
  context.on('requestfinished', finished);
  return { api, aws, cloudFront, byType, settled: () => Promise.all(pending) };
};

/** A child signs in on a fresh browser, plays a day to its end (recording their message), and is counted. */
const playedDay = async (
  cloud: LocalCloud,
  child: { school: string; username: string; password: string; character: string; day: number },
  keptDevice = false,
): Promise<FlowUsage> => {
  const session = await launch({ viewport: 'phone' });
  try {
    const { context, page } = session;
    if (keptDevice) {
      // Another child used the device before: the app is installed, its service worker in charge.
      await page.goto(cloud.url);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.waitForLoadState('networkidle');
    }
    const from = cloud.tableCapacity().length;
    const traffic = recordTraffic(context, cloud);
    await signIn(page, cloud.url, child.username, child.password, child.school);
    await page.getByRole('link', { name: `Play Day ${child.day}` }).click({ timeout: 60_000 });
    if (child.day === 1) await onboard(page, child.character);
    await playDay(page, { character: child.character, day: child.day });
    await page.getByText('Saving when the internet is back').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await traffic.settled();
    // The day's saves are in their class rows too: the stream's function wrote them meanwhile, or does now.
    await cloud.streamSettled();
    return usageOf(traffic.api, traffic.aws, traffic.cloudFront, traffic.byType, cloud.tableCapacity().slice(from));
  } finally {
    await session.close();
  }
};

/** A grown-up signs in (an e-mailed code) and opens who they are, their school and a class, through the admin API. */
const adminVisit = async (cloud: LocalCloud): Promise<FlowUsage> => {
  const from = cloud.tableCapacity().length;
  const { idToken } = await signInAdmin(cloud, 'admin@demo.school');
  const api: string[] = [];
  let apiBytes = 0;
  for (const path of ['/v3/admin/me', '/v3/admin/school?school=DEMO', '/v3/admin/class?school=DEMO&class=demo-class-1']) {
    const answer = await adminCall(cloud, idToken, 'GET', path);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    api.push(`GET ${path.split('?')[0]}`);
    apiBytes += JSON.stringify(answer.body).length;
  }
  const cloudFront = { staticRequests: 0, staticBytes: 0, mediaRequests: 0, mediaBytes: 0, apiRequests: api.length, apiBytes };
  return usageOf(api, [], cloudFront, {}, cloud.tableCapacity().slice(from));
};

/** Measures the three flows on a local cloud of its own (the built app: `npm run build` first). */
export const measureUsage = async (): Promise<MeasuredUsage> => {
  const test = await startCloud({ meterTable: true });
  try {
    const { cloud } = test;
    await dayOnePlayed('DEMO', 'waw.friend', 'RESPA');
    await dayOnePlayed('OAK', 'oak.reader', 'RESPA');
    const day2 = { character: 'RESPA', day: 2 };
    const ordinaryDay = await playedDay(cloud, { ...day2, school: 'DEMO', username: 'waw.friend', password: 'let-me-play-2' });
    const ordinaryDayKept = await playedDay(cloud, { ...day2, school: 'OAK', username: 'oak.reader', password: 'let-me-play-4' }, true);
    const firstDay = await playedDay(cloud, {
      school: 'OAK',
      username: 'oak.climber',
      password: 'let-me-play-5',
      character: 'INROCK',
      day: 1,
    });
    return { ordinaryDay, ordinaryDayKept, firstDay, adminVisit: await adminVisit(cloud) };
  } finally {
    await test.stop();
  }
};
