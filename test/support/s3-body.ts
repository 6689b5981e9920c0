import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';

/** An object's body as the S3 client hands it back: a stream that reads out as this text. */
export const s3Body = (text: string): GetObjectCommandOutput['Body'] => {
  const bytes = Buffer.from(text, 'utf8');
  return Object.assign(new Blob([bytes]).stream(), {
    transformToString: async (encoding?: string) => bytes.toString(encoding as BufferEncoding | undefined),
    transformToByteArray: async () => new Uint8Array(bytes),
    transformToWebStream: () => new Blob([bytes]).stream(),
  });
};
