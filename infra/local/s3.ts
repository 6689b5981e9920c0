import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { CredentialAuthority } from './credentials.js';
import { verifyPresignedUrl } from './sigv4.js';

export const MAX_RECORDING_BYTES = 50 * 1024 * 1024;

const xmlError = (response: ServerResponse, status: number, code: string, message: string) => {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

/**
 * The recordings bucket: PUT through a presigned URL the functions' role signed, as S3 verifies it, into files
 * under the data dir. Keys must stay under recordings/ and inside the bucket.
 */
export const createS3 = (region: string, authority: CredentialAuthority, bucket: string, dataDir: string) =>
  async (request: IncomingMessage, response: ServerResponse, path: string, rawUrl: string): Promise<void> => {
    const match = /^\/([^/]+)\/(.+)$/.exec(path);
    if (!match || match[1] !== bucket) return xmlError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (request.method !== 'PUT') return xmlError(response, 405, 'MethodNotAllowed', 'The local bucket accepts presigned uploads only');
    const key = decodeURIComponent(match[2]!);
    const verified = verifyPresignedUrl(
      { method: 'PUT', rawUrl, rawHeaders: request.rawHeaders, body: Buffer.alloc(0) },
      { region, service: 's3', lookup: (id, token) => authority.lookup(id, token) },
    );
    if (!verified.ok) return xmlError(response, 403, 'AccessDenied', verified.message);
    if (verified.principal.role !== 'function') return xmlError(response, 403, 'AccessDenied', 'Access Denied');
    const root = resolve(dataDir, bucket);
    const file = resolve(join(root, key));
    if (!key.startsWith('recordings/') || !file.startsWith(root + sep)) return xmlError(response, 403, 'AccessDenied', 'Access Denied');
    if (Number(request.headers['content-length'] ?? 0) > MAX_RECORDING_BYTES) return xmlError(response, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.uploading`;
    let size = 0;
    try {
      await pipeline(
        request,
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
