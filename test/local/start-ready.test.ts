import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startLocalCloud, type FrontendConfig, type LocalCloud } from '../../infra/local/server.js';
import { credentialsFor, signIn, signedFetch } from './stock-client.js';

/**
 * `npm start` on fresh data: whatever answers during the start is "still starting" (503, Retry-After), and from the
 * first moment the site's configuration answers, the demo school can sign in and the programme's days are there.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'waw-start-'));
let cloud: LocalCloud | undefined;
afterAll(async () => {
  await cloud?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = async (): Promise<number> => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
};

it('answers nothing but "still starting" until the demo school and the programme are in the table', async () => {
  const port = await freePort();
  let started = false;
  const starting = startLocalCloud({ port, dataDir, siteDir: join(dataDir, 'no-site'), mediaDir: resolve('media') }).then((ready) => {
    started = true;
    cloud = ready;
    return ready;
  });
  const refusals: Array<{ status: number; retryAfter: string | null }> = [];
  let config: FrontendConfig | undefined;
  while (!config) {
    const answer = await fetch(`http://localhost:${port}/config.json`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (answer?.status === 200) {
      config = (await answer.json()) as FrontendConfig;
      break;
    }
    if (answer) refusals.push({ status: answer.status, retryAfter: answer.headers.get('retry-after') });
    else if (started) throw new Error('the local cloud started but its port does not answer');
    // As a browser would come back: the start runs in this same process, so never ask in a tight loop.
    await new Promise((done) => setTimeout(done, 250));
  }
  // The moment the configuration answers, everything a child and the site need is there.
  expect((await signIn(config, 'waw.student', 'let-me-play-1')).status).toBe(200);
  const student = await credentialsFor(config, 'waw.student', 'let-me-play-1');
  expect((await signedFetch(config, student, { method: 'GET', path: '/v3/waw/page?id=RESPA-day-1' })).status).toBe(200);
  // Seeding fresh data takes seconds: the port answered during it, and said to come back.
  expect(refusals.length).toBeGreaterThan(0);
  expect(refusals.every((refusal) => refusal.status === 503 && refusal.retryAfter === '2')).toBe(true);
  expect((await starting).seeded).toBe(true);
}, 180_000);
