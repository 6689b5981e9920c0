import { createVerify } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import * as clock from '../../functions/common/clock.js';
import { CACHE_CONTROL, HASHED_ASSETS_PATH, mediaCacheControl } from '../constructs/cache-control.js';

/**
 * CloudFront as the product uses it: the SPA from the site bucket (unknown paths answered with index.html), and
 * /media/* only for a viewer whose signed cookies hold: a trusted key pair, a valid RSA-SHA1 signature over the
 * policy, a policy whose resource matches the URL and whose DateLessThan has not passed. Files go out with the
 * Cache-Control of their behaviour and compressed as CloudFront compresses them.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const fromCloudFrontBase64 = (value: string) => Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

export const parseCookies = (header: string | undefined): Map<string, string> => {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
};

/** CloudFront's wildcards: * is any run of characters, ? exactly one. */
const resourceMatches = (pattern: string, url: string): boolean => {
  const regex = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${regex}$`, 's').test(url);
};

interface PolicyStatement {
  Resource?: string;
  Condition?: {
    DateLessThan?: { 'AWS:EpochTime'?: number };
    DateGreaterThan?: { 'AWS:EpochTime'?: number };
    IpAddress?: unknown;
  };
}

export interface TrustedKey {
  keyPairId: string;
  publicKeyPem: string;
}

export type CookieVerdict = { ok: true } | { ok: false; code: 'MissingKey' | 'AccessDenied'; message: string };

export const verifySignedCookies = (
  cookieHeader: string | undefined,
  url: string,
  trusted: TrustedKey,
  // Signed cookies live their policy's time on the product's clock, which the cookie function signed them by.
  now = clock.now(),
): CookieVerdict => {
  const cookies = parseCookies(cookieHeader);
  const keyPairId = cookies.get('CloudFront-Key-Pair-Id');
  const signature = cookies.get('CloudFront-Signature');
  const encodedPolicy = cookies.get('CloudFront-Policy');
  const expires = cookies.get('CloudFront-Expires');
  if (!keyPairId || !signature || (!encodedPolicy && !expires)) {
    return { ok: false, code: 'MissingKey', message: 'Missing Key-Pair-Id query parameter or cookie value' };
  }
  const denied: CookieVerdict = { ok: false, code: 'AccessDenied', message: 'Access denied' };
  if (keyPairId !== trusted.keyPairId) return denied;
  // A canned policy is implied by CloudFront-Expires; a custom one travels in CloudFront-Policy.
  const policy = encodedPolicy
    ? fromCloudFrontBase64(encodedPolicy).toString('utf8')
    : JSON.stringify({ Statement: [{ Resource: url, Condition: { DateLessThan: { 'AWS:EpochTime': Number(expires) } } }] });
  const signatureValid = createVerify('RSA-SHA1').update(policy).verify(trusted.publicKeyPem, fromCloudFrontBase64(signature));
  if (!signatureValid) return denied;
  let statement: PolicyStatement | undefined;
  try {
    statement = (JSON.parse(policy) as { Statement?: PolicyStatement[] }).Statement?.[0];
  } catch {
    return denied;
  }
  const lessThan = statement?.Condition?.DateLessThan?.['AWS:EpochTime'];
  const greaterThan = statement?.Condition?.DateGreaterThan?.['AWS:EpochTime'];
  const seconds = now / 1000;
  if (typeof lessThan !== 'number' || seconds >= lessThan) return denied;
  if (typeof greaterThan === 'number' && seconds <= greaterThan) return denied;
  if (statement?.Condition?.IpAddress !== undefined) return denied; // our policies never restrict by address
  if (statement?.Resource !== undefined && !resourceMatches(statement.Resource, url)) return denied;
  return { ok: true };
};

const sendXmlError = (response: ServerResponse, status: number, code: string, message: string) => {
  response.writeHead(status, { 'content-type': 'text/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

/**
 * CloudFront's automatic compression, as its developer guide describes it: only for a viewer whose Accept-Encoding
 * names gzip or br (br preferred), only for the text-like types it lists, only for objects of 1,000 to 10,000,000
 * bytes, and never for a range. The compressed copy is kept like an edge's cached one, per file version.
 */
const COMPRESSIBLE_TYPES = new Set([
  'text/html',
  'text/javascript',
  'text/css',
  'text/plain',
  'application/json',
  'image/svg+xml',
  'image/x-icon',
]);
const COMPRESSIBLE_BYTES = { min: 1_000, max: 10_000_000 };
type Encoding = 'br' | 'gzip';
const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  // CloudFront does not publish its levels; middle ones keep a first request quick.
  br: (data) => promisify(brotliCompress)(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (data) => promisify(gzip)(data, { level: 6 }),
};
const compressed = new Map<string, Promise<Buffer>>();

const isCompressible = (contentType: string, size: number) =>
  COMPRESSIBLE_TYPES.has(contentType.split(';')[0]!.trim()) && size >= COMPRESSIBLE_BYTES.min && size <= COMPRESSIBLE_BYTES.max;

/** The encoding a viewer accepts, br before gzip; `q=0` refuses one. */
export const acceptedEncoding = (header: string | undefined): Encoding | null => {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
};

const compressedCopy = (file: { path: string; size: number; modified: number }, encoding: Encoding): Promise<Buffer> => {
  const key = `${encoding} ${file.modified} ${file.size} ${file.path}`;
  let copy = compressed.get(key);
  if (!copy) {
    copy = readFile(file.path).then(compressors[encoding]);
    compressed.set(key, copy);
  }
  return copy;
};

/** A file strictly inside root, or null: no path can climb out of its bucket. */
const fileIn = async (root: string, urlPath: string): Promise<{ path: string; size: number; modified: number } | null> => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const base = resolve(root);
  const path = resolve(join(base, normalize(decoded)));
  if (path !== base && !path.startsWith(base + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, modified: info.mtimeMs } : null;
  } catch {
    return null;
  }
};

/** Serves a file, compressed when CloudFront would, honouring a single byte range so that video and audio can seek. */
const serveFile = async (
  request: IncomingMessage,
  response: ServerResponse,
  file: { path: string; size: number; modified: number },
  cacheControl: string,
) => {
  const contentType = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const compressible = isCompressible(contentType, file.size);
  const headers: Record<string, string | number> = {
    'content-type': contentType,
    'accept-ranges': 'bytes',
    'cache-control': cacheControl,
    // The answer depends on Accept-Encoding, so no cache between may hand one viewer's copy to another.
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  const encoding = compressible && !range ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (encoding) {
    const body = await compressedCopy(file, encoding);
    response.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.byteLength });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  let start = 0;
  let end = file.size - 1;
  if (range && (range[1] || range[2])) {
    if (range[1]) {
      start = Number(range[1]);
      end = range[2] ? Math.min(Number(range[2]), file.size - 1) : file.size - 1;
    } else {
      start = Math.max(0, file.size - Number(range[2]));
    }
    if (start > end || start >= file.size) {
      response.writeHead(416, { 'content-range': `bytes */${file.size}` });
      response.end();
      return;
    }
    response.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${file.size}`, 'content-length': end - start + 1 });
  } else {
    response.writeHead(200, { ...headers, 'content-length': file.size });
  }
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file.path, { start, end }).pipe(response);
};

export interface CloudFrontSettings {
  siteDir: string;
  mediaDirs: string[];
  trusted: TrustedKey;
  /** shown at / while the frontend has not been built */
  placeholder: () => string;
}

export const createCloudFront =
  (settings: CloudFrontSettings) =>
  async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendXmlError(response, 405, 'MethodNotAllowed', 'Method not allowed');
    if (url.pathname.startsWith('/media/')) {
      // The viewer's URL as CloudFront sees it: always HTTPS, whatever the local transport.
      const viewerUrl = `https://${request.headers.host ?? ''}${url.pathname}${url.search}`;
      const verdict = verifySignedCookies(request.headers.cookie, viewerUrl, settings.trusted);
      if (!verdict.ok) return sendXmlError(response, 403, verdict.code, verdict.message);
      let file: Awaited<ReturnType<typeof fileIn>> = null;
      for (const dir of settings.mediaDirs) file ??= await fileIn(dir, url.pathname.slice('/media/'.length));
      if (!file) return sendXmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      return serveFile(request, response, file, mediaCacheControl(url.pathname));
    }
    const file = url.pathname === '/' ? null : await fileIn(settings.siteDir, url.pathname);
    if (file)
      return serveFile(
        request,
        response,
        file,
        url.pathname.startsWith(HASHED_ASSETS_PATH) ? CACHE_CONTROL.hashedAsset : CACHE_CONTROL.revalidate,
      );
    const index = await fileIn(settings.siteDir, 'index.html');
    if (index) return serveFile(request, response, index, CACHE_CONTROL.revalidate);
    const page = settings.placeholder();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_CONTROL.revalidate });
    response.end(request.method === 'HEAD' ? undefined : page);
  };
