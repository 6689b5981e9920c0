import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/**
 * The S3 client every function shares. Locally the endpoint is path-style; a presigned URL must not carry a
 * checksum of an empty body, or S3 refuses the real upload.
 */
export const s3 = new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true', requestChecksumCalculation: 'WHEN_REQUIRED' });

/** Size and type are signed into the URL, so S3 takes exactly the file approved and nothing larger. */
const SIGNED_UPLOAD_HEADERS = new Set(['content-type', 'content-length']);

export const presignUpload = (upload: {
  bucket: string;
  key: string;
  contentType: string;
  size: number;
  expiresIn: number;
}): Promise<string> =>
  getSignedUrl(
    s3,
    new PutObjectCommand({ Bucket: upload.bucket, Key: upload.key, ContentType: upload.contentType, ContentLength: upload.size }),
    {
      expiresIn: upload.expiresIn,
      signableHeaders: SIGNED_UPLOAD_HEADERS,
    },
  );
