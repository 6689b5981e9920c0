import type { S3Client } from '@aws-sdk/client-s3';
import * as clock from '../clock.js';
import { retryStrategy } from './retries.js';

let client: S3Client | undefined;

/**
 * The S3 SDK and the one S3 client of a function's environment, loaded by the first call that needs S3 and kept for
 * every later one: S3 is on few of a function's paths, and its SDK would otherwise be a fifth of every start (see
 * s3-sdk.mts for why it is a file of its own in a deployed function). The
 * local cloud serves buckets path-style (S3_FORCE_PATH_STYLE); checksums only where S3 requires them, or a
 * presigned upload would carry the checksum of an empty body and S3 would refuse the real file.
 */
export const s3 = async () => {
  const sdk = await import('./s3-sdk.mjs');
  client ??= new sdk.S3Client({
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    retryStrategy: retryStrategy(),
  });
  return { client, sdk };
};

// Size and type are signed into an upload's URL, so S3 takes exactly the file approved and nothing larger.
const SIGNED_UPLOAD_HEADERS = new Set(['content-type', 'content-length']);

/** A URL that lets its holder GET or PUT one object until it expires. */
export const presignUrl = async (request: {
  method: 'GET' | 'PUT';
  bucket: string;
  key: string;
  expiresIn: number;
  contentType?: string;
  size?: number;
}): Promise<string> => {
  const { client, sdk } = await s3();
  const { bucket: Bucket, key: Key } = request;
  const command =
    request.method === 'GET'
      ? new sdk.GetObjectCommand({ Bucket, Key })
      : new sdk.PutObjectCommand({ Bucket, Key, ContentType: request.contentType, ContentLength: request.size });
  // Signed at the product's clock, so a link lives its lifetime on the clock the tests can move (common/clock.ts).
  return sdk.getSignedUrl(client, command, {
    expiresIn: request.expiresIn,
    signingDate: new Date(clock.now()),
    ...(request.method === 'PUT' ? { signableHeaders: SIGNED_UPLOAD_HEADERS } : {}),
  });
};

/**
 * Whether S3 said that an object we named is not there. Our roles have no s3:ListBucket on the buckets they read
 * (listing would show them every other job's files), and to such a caller S3 answers a missing key with 403
 * AccessDenied rather than 404 NoSuchKey, so as not to tell it which keys exist. Use it only for a key the function
 * built itself under a prefix its role may read (the template assertions prove the grant): there AccessDenied
 * means the object is missing.
 */
export const isMissingObject = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'AccessDenied');
