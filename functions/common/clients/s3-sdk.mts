/**
 * The part of the S3 SDK the functions use, named one by one. `clients/s3.ts` imports it on the first call that
 * needs S3, and the deployed functions carry it as a file of its own beside index.mjs (LAZY_BUNDLES in
 * infra/constructs/waw-function.ts): bundled into index.mjs, its 230 KB would be parsed by every cold start,
 * S3 or not, even though it runs only when called. Named imports, because esbuild cannot tree-shake a package
 * namespace handed out by a dynamic import: `import('@aws-sdk/client-s3')` would keep every command of S3.
 */
export {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
