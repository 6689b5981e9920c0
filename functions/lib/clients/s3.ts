import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * The one S3 client of a function's environment. The local cloud serves buckets path-style (S3_FORCE_PATH_STYLE);
 * checksums only where S3 requires them, or a presigned upload would carry the checksum of an empty body and S3
 * would refuse the real file.
 */
export const s3 = new S3Client({
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

// Size and type are signed into an upload's URL, so S3 takes exactly the file approved and nothing larger.
const SIGNED_UPLOAD_HEADERS = new Set(['content-type', 'content-length']);

/**
 * A URL that lets its holder GET or PUT one object until it expires. The presigner is loaded on the first URL
 * made, so only the calls that hand out URLs pay for it.
 */
export const presignUrl = async (request: {
  method: 'GET' | 'PUT';
  bucket: string;
  key: string;
  expiresIn: number;
  contentType?: string;
  size?: number;
}): Promise<string> => {
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const { bucket: Bucket, key: Key } = request;
  const command =
    request.method === 'GET'
      ? new GetObjectCommand({ Bucket, Key })
      : new PutObjectCommand({ Bucket, Key, ContentType: request.contentType, ContentLength: request.size });
  return getSignedUrl(s3, command, {
    expiresIn: request.expiresIn,
    ...(request.method === 'PUT' ? { signableHeaders: SIGNED_UPLOAD_HEADERS } : {}),
  });
};
