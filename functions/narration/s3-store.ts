import { s3 } from '../common/clients/s3.js';
import { NARRATION_EDGE_CACHE, NARRATION_PREFIX, type NarrationStore } from './narration.js';

/**
 * Whether a HeadObject said the object is not there. A HEAD answer has no body, so the SDK cannot name its error
 * (a 403 is "Unknown"): the status is what tells. Our role has no s3:ListBucket on the media bucket, so S3 answers a
 * missing key with 403 rather than 404. A 403 that really meant "not allowed" is not hidden by this: the PutObject
 * that follows is refused too, and the job fails.
 */
const isMissing = (error: unknown): boolean => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 403 || status === 404;
};

/**
 * The media bucket as the narration job's store: HeadObject and PutObject under media/narration/ and nowhere else.
 * Each object carries the Cache-Control CloudFront's edges keep it by (browsers get theirs from the distribution).
 */
export const s3NarrationStore = (bucket: string): NarrationStore => {
  const within = (key: string) => {
    if (!key.startsWith(NARRATION_PREFIX)) throw new Error(`${key} is not under ${NARRATION_PREFIX}`);
    return key;
  };
  return {
    has: async (key) => {
      const { client, sdk } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: within(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    put: async (key, body, contentType) => {
      const { client, sdk } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: within(key),
          Body: body,
          ContentType: contentType,
          CacheControl: key.endsWith('.json') ? NARRATION_EDGE_CACHE.manifest : NARRATION_EDGE_CACHE.audio,
        }),
      );
    },
  };
};
