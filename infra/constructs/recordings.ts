import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Children's recordings are kept this long, then S3 deletes them (docs/student-app.md, "Recordings"). */
export const RECORDING_RETENTION_DAYS = 30;

/**
 * The students' private recordings: written only through presigned URLs for keys under the writer's own identity,
 * never public, deleted after the retention period.
 */
export class Recordings extends Construct {
  /** Named up front, so the site's CSP can name the bucket before it exists (no dependency cycle). */
  static nameFor(stage: string, region: string): string {
    return `waw-${stage}-recordings-${Aws.ACCOUNT_ID}-${region}`;
  }

  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: { bucketName: string; logBucket: IBucket; siteOrigin: string }) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'recordings-bucket/',
      lifecycleRules: [
        { prefix: 'recordings/', expiration: Duration.days(RECORDING_RETENTION_DAYS) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      cors: [
        {
          allowedOrigins: [props.siteOrigin],
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
          allowedHeaders: ['content-type'],
          maxAge: 3000,
        },
      ],
      // Gone with the stack: recordings live 30 days anyway, and a bucket kept under this fixed name would stop the
      // stage from deploying again.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
  }
}
