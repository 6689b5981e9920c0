import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CredentialAuthority, Principal } from './credentials.js';
import type { Faults } from './faults.js';
import { RequestTooLarge, readBody } from './http.js';
import * as clock from '../../functions/common/clock.js';
import { verifyPresignedUrl, verifySigV4, type SigV4Result } from './sigv4.js';

export const MAX_RECORDING_BYTES = 50 * 1024 * 1024;

const xml = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
};
const xmlError = (response: ServerResponse, status: number, code: string, message: string) =>
  xml(response, status, `<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const walk = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(join(folder, entry.name)) : Promise.resolve([join(folder, entry.name)]))),
  );
  return files.flat().filter((file) => !file.endsWith('.uploading'));
};

/**
 * The buckets as the product uses S3: presigned PUT and GET from the browser, and GetObject, PutObject,
 * ListObjectsV2 and DeleteObject from the functions, all SigV4-verified as S3 does and allowed to the functions'
 * role only. Objects are files under the data dir; no key can leave its bucket's prefix. A missing key is 403
 * AccessDenied, as S3 answers callers without list permission.
 */
export const createS3 = (
  region: string,
  authority: CredentialAuthority,
  buckets: Record<string, string | readonly string[]>,
  dataDir: string,
  /** faults on demand (faults.ts): S3 asks a share of signed requests to slow down, before doing anything */
  faults?: Faults,
) => {
  const lookup = (id: string, token: string | undefined) => authority.lookup(id, token);

  const authorise = async (request: IncomingMessage, rawUrl: string, body: Buffer): Promise<SigV4Result<Principal>> => {
    const received = { method: request.method ?? 'GET', rawUrl, rawHeaders: request.rawHeaders, body };
    return rawUrl.includes('X-Amz-Signature=')
      ? // A presigned URL lives its X-Amz-Expires on the product's clock, which signed it (functions/common/clients/s3.ts).
        verifyPresignedUrl(received, { region, service: 's3', lookup, now: clock.now() })
      : verifySigV4(received, { region, service: 's3', s3: true, lookup });
  };

  /** Each bucket takes keys under its prefixes only (recordings/, media/uploads/, …), and none can climb out. */
  const fileFor = (bucket: string, key: string): string | null => {
    const root = resolve(dataDir, bucket);
    const file = resolve(join(root, key));
    const prefixes = [buckets[bucket] ?? []].flat();
    return prefixes.some((prefix) => key.startsWith(prefix)) && file.startsWith(root + sep) ? file : null;
  };

  /** Writes an object: from the request as it streams in (a presigned upload), or from a body already read. */
  const put = async (request: IncomingMessage, response: ServerResponse, file: string, body?: Buffer) => {
    if (Number(request.headers['content-length'] ?? 0) > MAX_RECORDING_BYTES)
      return xmlError(response, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.uploading`;
    let size = 0;
    try {
      await pipeline(
        body ? Readable.from([body]) : request,
        async function* (chunks) {
          for await (const chunk of chunks) {
            size += (chunk as Buffer).byteLength;
            if (size > MAX_RECORDING_BYTES) throw new Error('too large');
            yield chunk as Buffer;
          }
        },
        createWriteStream(partial),
      );
      await rename(partial, file);
    } catch {
      await rm(partial, { force: true });
      return xmlError(response, 400, 'IncompleteBody', 'The upload did not complete');
    }
    response.writeHead(200, { etag: `"${size}"` });
    response.end();
  };

  const get = async (request: IncomingMessage, response: ServerResponse, file: string) => {
    const info = await stat(file).catch(() => null);
    // As S3 answers a caller without s3:ListBucket on the bucket, which no role of ours has for reading objects (the
    // recordings function's list grant is narrowed to a prefix, which a GetObject does not carry): a missing key
    // looks like one the caller may not read, so no one learns which keys exist.
    if (!info?.isFile()) return xmlError(response, 403, 'AccessDenied', 'Access Denied');
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
    const types: Record<string, string> = {
      mp4: 'video/mp4',
      webm: 'video/webm',
      png: 'image/png',
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      webp: 'image/webp',
      svg: 'image/svg+xml',
      mp3: 'audio/mpeg',
    };
    const headers = {
      'content-type': types[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
      'accept-ranges': 'bytes',
      'content-length': end - start + 1,
    };
    response.writeHead(range ? 206 : 200, range ? { ...headers, 'content-range': `bytes ${start}-${end}/${info.size}` } : headers);
    createReadStream(file, { start, end }).pipe(response);
  };

  /** One page of a bucket's keys under a prefix, in order; a truncated page names where the next one starts, as S3 does. */
  const list = async (response: ServerResponse, bucket: string, prefix: string, maxKeys: number, after: string) => {
    const root = resolve(dataDir, bucket);
    const files = await walk(root);
    const objects = await Promise.all(
      files
        .map((file) => relative(root, file).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix) && key > after)
        .map(async (key) => ({ key, info: await stat(join(root, key)) })),
    );
    objects.sort((a, b) => (a.key < b.key ? -1 : 1));
    const page = objects.slice(0, maxKeys);
    const truncated = page.length < objects.length;
    const next =
      truncated && page.length > 0
        ? `<NextContinuationToken>${Buffer.from(page.at(-1)!.key).toString('base64url')}</NextContinuationToken>`
        : '';
    const contents = page
      .map(
        ({ key, info }) =>
          `<Contents><Key>${escapeXml(key)}</Key><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${info.size}"</ETag><Size>${info.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    xml(
      response,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  };

  return async (request: IncomingMessage, response: ServerResponse, path: string, rawUrl: string): Promise<void> => {
    const match = /^\/([^/]+)(?:\/(.*))?$/.exec(path);
    const bucket = match?.[1] ?? '';
    if (!match || !(bucket in buckets)) return xmlError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    let key: string;
    try {
      key = decodeURIComponent(match[2] ?? '');
    } catch {
      return xmlError(response, 400, 'InvalidURI', "Couldn't parse the specified URI.");
    }
    // A presigned upload streams to disk; anything signed in its headers (a function's PutObject too) is read first,
    // because its signature covers the body's hash.
    const presigned = rawUrl.includes('X-Amz-Signature=');
    let body: Buffer = Buffer.alloc(0);
    try {
      if (request.method !== 'PUT' || !presigned)
        body = await readBody(request, request.method === 'PUT' ? MAX_RECORDING_BYTES : undefined);
    } catch (error) {
      if (!(error instanceof RequestTooLarge)) throw error;
      return request.method === 'PUT'
        ? xmlError(response, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size')
        : xmlError(response, 400, 'MaxMessageLengthExceeded', 'Your request was too big.');
    }
    const verified = await authorise(request, rawUrl, body);
    if (!verified.ok) return xmlError(response, 403, 'AccessDenied', verified.message);
    if (verified.principal.role !== 'function') return xmlError(response, 403, 'AccessDenied', 'Access Denied');
    if (faults?.roll('s3.slowDown')) return xmlError(response, 503, 'SlowDown', 'Please reduce your request rate.');

    if (key === '') {
      const query = new URL(rawUrl, 'http://local').searchParams;
      if (request.method !== 'GET' || query.get('list-type') !== '2')
        return xmlError(response, 405, 'MethodNotAllowed', 'Only ListObjectsV2 is supported on the bucket');
      const maxKeys = Number(query.get('max-keys') ?? 1000);
      if (!Number.isInteger(maxKeys) || maxKeys < 0)
        return xmlError(response, 400, 'InvalidArgument', 'Provided max-keys not an integer or within integer range');
      // The token is opaque to clients; here it is the last key of the page before.
      const token = query.get('continuation-token');
      const after = token === null ? '' : Buffer.from(token, 'base64url').toString('utf8');
      return list(response, bucket, query.get('prefix') ?? '', Math.min(maxKeys, 1000), after);
    }
    const file = fileFor(bucket, key);
    if (!file) return xmlError(response, 403, 'AccessDenied', 'Access Denied');
    if (request.method === 'PUT') return put(request, response, file, presigned ? undefined : body);
    if (request.method === 'GET' || request.method === 'HEAD') return get(request, response, file);
    if (request.method === 'DELETE') {
      // A key naming a folder of others ("recordings/id/") is simply a key with no object: S3 answers 204.
      if ((await stat(file).catch(() => null))?.isFile()) await rm(file, { force: true });
      response.writeHead(204);
      response.end();
      return;
    }
    return xmlError(response, 405, 'MethodNotAllowed', 'Method not allowed');
  };
};
