import { HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { s3NarrationStore } from '@functions/narration/s3-store.js';

const s3 = mockClient(S3Client);
const BUCKET = 'waw-test-media';
const AUDIO = 'media/narration/0123456789abcdef0123456789abcdef.mp3';
const MANIFEST = 'media/narration/manifests/RESPA-day-1.json';
/** A HEAD answer has no body: the SDK can only give its status (a 403 is named "Unknown"). */
const headError = (status: number) =>
  new S3ServiceException({
    name: status === 404 ? 'NotFound' : 'Unknown',
    $fault: status >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode: status },
  });

beforeEach(() => {
  s3.reset();
});

describe('the S3 narration store', () => {
  it('finds a file with HeadObject on the media bucket, and reads 403 (no ListBucket) and 404 as missing', async () => {
    const store = s3NarrationStore(BUCKET);
    s3.on(HeadObjectCommand).resolves({});
    expect(await store.has(AUDIO)).toBe(true);
    expect(s3.commandCalls(HeadObjectCommand)[0]!.args[0].input).toEqual({ Bucket: BUCKET, Key: AUDIO });
    s3.on(HeadObjectCommand).rejects(headError(403));
    expect(await store.has(AUDIO)).toBe(false);
    s3.on(HeadObjectCommand).rejects(headError(404));
    expect(await store.has(AUDIO)).toBe(false);
  });

  it('does not take an S3 failure for a missing file: the job fails rather than pay Polly again', async () => {
    s3.on(HeadObjectCommand).rejects(headError(500));
    await expect(s3NarrationStore(BUCKET).has(AUDIO)).rejects.toThrow();
  });

  it('writes a line’s audio for the edges to keep a year, and a manifest for them to ask again each time', async () => {
    const store = s3NarrationStore(BUCKET);
    s3.on(PutObjectCommand).resolves({});
    await store.put(AUDIO, new Uint8Array([1, 2, 3]), 'audio/mpeg');
    await store.put(MANIFEST, '{"Hello":"/media/narration/a.mp3"}', 'application/json');
    const [audio, manifest] = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(audio).toEqual({
      Bucket: BUCKET,
      Key: AUDIO,
      Body: new Uint8Array([1, 2, 3]),
      ContentType: 'audio/mpeg',
      CacheControl: 'max-age=31536000, immutable',
    });
    expect(manifest).toMatchObject({ Key: MANIFEST, ContentType: 'application/json', CacheControl: 'no-cache' });
  });

  it('touches nothing outside media/narration/', async () => {
    const store = s3NarrationStore(BUCKET);
    await expect(store.has('media/uploads/picture.png')).rejects.toThrow('not under media/narration/');
    await expect(store.put('recordings/x.webm', 'x', 'video/webm')).rejects.toThrow('not under media/narration/');
    expect(s3.calls()).toHaveLength(0);
  });
});
