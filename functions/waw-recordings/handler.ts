import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod';
import { parseBody } from '../lib/body.js';
import { callerWawStudent } from '../lib/caller.js';
import { requireEnv } from '../lib/env.js';
import { forbidden } from '../lib/http-error.js';
import { httpHandler, json } from '../lib/middleware.js';

const BUCKET = requireEnv('RECORDINGS_BUCKET');
export const UPLOAD_URL_SECONDS = 300;
export const RECORDINGS_PREFIX = 'recordings/';

// The presigned URL must not carry a checksum of an empty body, or S3 refuses the real upload.
const s3 = new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true', requestChecksumCalculation: 'WHEN_REQUIRED' });

const bodySchema = z.strictObject({ contentType: z.enum(['video/webm', 'video/mp4']) });

/** A short-lived upload URL for one recording, under the caller's own identity and nobody else's. */
export const handler = httpHandler(async (event) => {
  const { contentType } = parseBody(event, bodySchema);
  await callerWawStudent(event);
  const identityId = event.requestContext.identity.cognitoIdentityId;
  if (!identityId) throw forbidden('This call needs a signed-in student');
  const key = `${RECORDINGS_PREFIX}${identityId}/${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.${contentType === 'video/webm' ? 'webm' : 'mp4'}`;
  const url = await getSignedUrl(s3, new PutObjectCommand({ Bucket: BUCKET, Key: key, ContentType: contentType }), { expiresIn: UPLOAD_URL_SECONDS });
  return json(200, { url, key, contentType, expiresIn: UPLOAD_URL_SECONDS });
});
