import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_PAGES } from '@domain/content/index.js';
import { dayLines } from '@domain/narration/lines.js';
import { manifestKey, narrationKey } from '@functions/narration/narration.js';
import { espeakEngine, espeakVersion } from '../../infra/local/espeak.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { credentialsFor, type AwsCredentialIdentity } from './stock-client.js';
import { adminCall, passkeyFor, setUpPasskey, signInAdmin } from './admin-client.js';

/**
 * Narration on `npm start` (issue 46): the local cloud's job speaks a page's lines with Debian's espeak-ng into the
 * media bucket, writes the page's manifest, and its CloudFront serves both under /media/narration/ to a signed-in
 * child's cookies only.
 */
const DAY = DAY_PAGES.find((page) => page.id === 'RESPA-day-1')!;

let cloud: LocalCloud;
let stop: () => Promise<void>;
let student: AwsCredentialIdentity;

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud({ narration: [DAY.id] }));
  student = await credentialsFor(cloud.config, 'waw.student', 'let-me-play-1');
}, 120_000);
afterAll(async () => {
  await stop?.();
});

const cookies = async (): Promise<string> => {
  const lambda = new LambdaClient({ region: cloud.config.region, endpoint: cloud.config.endpoints.lambda, credentials: student });
  const result = await lambda.send(
    new InvokeCommand({
      FunctionName: cloud.config.cookieFunctionName,
      Payload: Buffer.from(JSON.stringify({ domain: cloud.config.mediaDomain })),
    }),
  );
  const payload = JSON.parse(Buffer.from(result.Payload ?? []).toString('utf8')) as Record<string, string>;
  return Object.entries(payload)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
};

/** How long an MP3 plays, by ffprobe. */
const seconds = (audio: ArrayBuffer): number => {
  const dir = mkdtempSync(join(tmpdir(), 'waw-narration-'));
  try {
    const file = join(dir, 'line.mp3');
    writeFileSync(file, Buffer.from(audio));
    const probe = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' });
    return Number(probe.stdout.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('local narration', () => {
  it('makes every line of the day with espeak-ng and lists each in the day’s manifest', async () => {
    const result = await cloud.narration;
    const lines = [...new Set(dayLines(DAY))];
    expect(result!.made + result!.kept).toBe(lines.length);
    const response = await fetch(`${cloud.url}/${manifestKey(DAY.id)}`, { headers: { cookie: await cookies() } });
    expect(response.status).toBe(200);
    // A publish rewrites a manifest: the browser asks again each time.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const manifest = (await response.json()) as Record<string, string>;
    expect(Object.keys(manifest)).toEqual(lines);
    const engine = espeakEngine(espeakVersion()!);
    for (const line of lines) expect(manifest[line]).toBe(`/${narrationKey(line, engine)}`);
  }, 300_000);

  it('serves a line’s audio as speech as long as its words, to a signed-in child only', async () => {
    await cloud.narration;
    const short = `/${narrationKey('Respect', espeakEngine(espeakVersion()!))}`;
    const long = `/${narrationKey(DAY.practice[0]!.prompt, espeakEngine(espeakVersion()!))}`;
    expect((await fetch(`${cloud.url}${short}`)).status).toBe(403);
    const cookie = await cookies();
    const [a, b] = await Promise.all([short, long].map((path) => fetch(`${cloud.url}${path}`, { headers: { cookie } })));
    expect(a!.status).toBe(200);
    expect(a!.headers.get('content-type')).toBe('audio/mpeg');
    // A line's file is named by what it says: kept a year, never asked again.
    expect(a!.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const word = seconds(await a!.arrayBuffer());
    const sentence = seconds(await b!.arrayBuffer());
    // One word is under two seconds of speech; a 60-character question at a child's pace is several times longer.
    expect(word).toBeGreaterThan(0.3);
    expect(word).toBeLessThan(2);
    expect(sentence).toBeGreaterThan(word * 3);
  });
});

describe('a published page’s narration', () => {
  type Opened = { version: number; content: typeof DAY; draft: { revision: number } | null };
  const runsOf = (group: string) => cloud.narrationRuns().filter((run) => run.group === group);
  const manifest = async () =>
    (await (await fetch(`${cloud.url}/${manifestKey(DAY.id)}`, { headers: { cookie: await cookies() } })).json()) as Record<string, string>;

  it('is made again by the job the publish queues, through the local queue: only the edited line, the others kept', async () => {
    await cloud.narration;
    const admin = (await signInAdmin(cloud, 'district@demo.school')).idToken;
    expect((await setUpPasskey(cloud, admin, passkeyFor(cloud))).status).toBe(200);
    const publishTitle = async (title: string) => {
      const page = (await adminCall(cloud, admin, 'GET', `/v3/admin/page?id=${DAY.id}`)).body as Opened;
      const saved = await adminCall(cloud, admin, 'PUT', '/v3/admin/page', {
        id: DAY.id,
        version: page.version,
        revision: page.draft?.revision ?? 0,
        content: { ...page.content, title },
      });
      expect(saved.status).toBe(200);
      const runs = runsOf(DAY.id).length;
      expect((await adminCall(cloud, admin, 'POST', '/v3/admin/page/publish', { id: DAY.id, revision: saved.body.revision })).status).toBe(
        200,
      );
      await expect.poll(() => runsOf(DAY.id).length, { timeout: 60_000 }).toBe(runs + 1);
      return runsOf(DAY.id).at(-1)!;
    };
    const lines = [...new Set(dayLines(DAY))];
    // A title no earlier run has spoken: the shared narration directory keeps every file made.
    const title = `Respect, take ${Date.now() % 100_000}`;
    expect(await publishTitle(title)).toEqual({ group: DAY.id, made: 1, kept: lines.length - 1 });
    const edited = await manifest();
    expect(Object.keys(edited)).toContain(title);
    expect(Object.keys(edited)).not.toContain(DAY.title);
    expect(edited[title]).toBe(`/${narrationKey(title, espeakEngine(espeakVersion()!))}`);
    // Back to the shipped title: every file is there already, and the manifest is the shipped day's again.
    expect(await publishTitle(DAY.title)).toEqual({ group: DAY.id, made: 0, kept: lines.length });
    expect(Object.keys(await manifest())).toEqual(lines);
  }, 300_000);
});
