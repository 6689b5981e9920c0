import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '../../infra/constructs/cache-control.js';
import { startTestCloud, type TestCloud } from '../support/test-cloud.js';

/** The built app as the local CloudFront serves it: compressed like CloudFront, with the CDK's cache headers. */
let test: TestCloud;
let site: string;
const script = `export const greet = () => ${JSON.stringify('hello '.repeat(400))};\n`;
const page = `<!doctype html><title>WAW</title>${'<p>a page long enough to be worth compressing</p>'.repeat(40)}`;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'waw-site-'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), page);
  writeFileSync(join(site, 'assets', 'index-3f9a1c.js'), script);
  writeFileSync(join(site, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(site, 'assets', 'photo-77aa.png'), Buffer.alloc(4000, 7));
  test = await startTestCloud({ siteDir: site });
});

afterAll(async () => {
  await test?.stop();
  rmSync(site, { recursive: true, force: true });
});

/** A raw request, so that Accept-Encoding is exactly what the test says (fetch would add and undo its own). */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${test.cloud.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the local CloudFront compresses as CloudFront does', () => {
  it('answers brotli when the viewer takes it, gzip when it takes only gzip, and says it varies by Accept-Encoding', async () => {
    const br = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(br.body.byteLength).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
  });

  it('sends the file as it is to a viewer that takes no compression, or refuses one with q=0', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/index-3f9a1c.js', accept ? { 'accept-encoding': accept } : {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    }
    expect((await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('leaves alone what CloudFront leaves alone: files under 1,000 bytes, types it does not list, ranges', async () => {
    const small = await get('/robots.txt', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const picture = await get('/assets/photo-77aa.png', { 'accept-encoding': 'br' });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers.vary).toBeUndefined();
    const range = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.toString()).toBe(script.slice(0, 10));
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const head = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'br' });
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.body.byteLength).toBe(0);
  });
});

describe('the local CloudFront sends the cache headers the CDK gives CloudFront', () => {
  it('keeps hashed assets for a year and has the browser ask again for the page, its routes and its configuration', async () => {
    expect((await get('/assets/index-3f9a1c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/photo-77aa.png')).headers['cache-control']).toBe(CACHE_CONTROL.hashedAsset);
    for (const path of ['/', '/modules/RESPA/1', '/robots.txt', '/config.json']) {
      expect((await get(path)).headers['cache-control']).toBe('no-cache');
    }
  });
});
