import { Aws, Duration, RemovalPolicy, type CfnElement } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { FUNCTIONS, ROSTER_IMPORT_QUEUE, handlerEntry, type FunctionName } from '../../functions/routes.js';
import { IMPORTS_PREFIX } from '../../functions/rosters/import-files.js';
import { EXPORT_DAYS, EXPORTS_PREFIX } from '../../functions/export/export-files.js';
import { acknowledge, nagRef } from './acknowledge.js';
import { TABLE_ACCESS } from '../../functions/table-access.js';
import { grantTable } from './table-access.js';
import { WawFunction } from './waw-function.js';

/** A roster file (it holds passwords) lives a day at most, whatever happens to its job. */
export const IMPORT_FILE_DAYS = 1;

export interface RosterImportsProps {
  stage: string;
  bucketName: string;
  table: ITableV2;
  logBucket: IBucket;
  /** the site's origin: the admin's browser uploads the CSV from it */
  siteOrigin: string;
}

/**
 * The roster import as a job on AWS's own machinery: a private bucket prefix for the uploaded CSV, an SQS queue of
 * chunk messages (a job id and a row range, never a password) feeding a worker function through an event source
 * mapping with partial batch responses and a cap on concurrency, and a dead-letter queue whose own function
 * reports the rows that never got through, so that every job ends.
 */
export class RosterImports extends Construct {
  /** Named up front, so the site's CSP can name the bucket before it exists (no dependency cycle). */
  static nameFor(stage: string, region: string): string {
    return `waw-${stage}-imports-${Aws.ACCOUNT_ID}-${region}`;
  }

  readonly bucket: Bucket;
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly worker: WawFunction;
  readonly deadLetterWorker: WawFunction;

  constructor(scope: Construct, id: string, props: RosterImportsProps) {
    super(scope, id);
    const config = ROSTER_IMPORT_QUEUE;
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'imports-bucket/',
      lifecycleRules: [
        { prefix: IMPORTS_PREFIX, expiration: Duration.days(IMPORT_FILE_DAYS) },
        // A child's data export (functions/export/export-files.ts) is a download for a day, never an archive.
        { prefix: EXPORTS_PREFIX, expiration: Duration.days(EXPORT_DAYS) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      cors: [{ allowedOrigins: [props.siteOrigin], allowedMethods: [HttpMethods.PUT], allowedHeaders: ['content-type'], maxAge: 3000 }],
      // Gone with the stack: its files live a day anyway, and a bucket kept under this fixed name would stop the stage
      // from deploying again.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    this.deadLetters = new Queue(this, 'DeadLetters', {
      queueName: `waw-${props.stage}-${config.deadLetters.queue}`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      visibilityTimeout: Duration.seconds(config.deadLetters.visibilityTimeoutSeconds),
    });
    this.queue = new Queue(this, 'Queue', {
      queueName: `waw-${props.stage}-${config.queue}`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(config.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: config.maxReceiveCount },
    });

    this.worker = this.consumer('Worker', config.function, props, ['s3:GetObject', 's3:DeleteObject']);
    this.worker.function.addEventSource(
      new SqsEventSource(this.queue, { batchSize: config.batchSize, maxConcurrency: config.maxConcurrency, reportBatchItemFailures: true }),
    );
    // It fails a dead chunk's rows by line, without reading the file, so it only ever deletes the job's files.
    this.deadLetterWorker = this.consumer('DeadLetterWorker', config.deadLetters.function, props, ['s3:DeleteObject']);
    this.deadLetterWorker.function.addEventSource(
      new SqsEventSource(this.deadLetters, {
        batchSize: config.deadLetters.batchSize,
        maxConcurrency: config.deadLetters.maxConcurrency,
        reportBatchItemFailures: true,
      }),
    );
    acknowledge(this.deadLetters, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This is the dead-letter queue of the roster import queue; its own consumer reports its chunks as failed.',
      },
    ]);
  }

  /**
   * A function of the queues: reading a job's checked CSV (the worker) and deleting the job's files when it ends,
   * nothing else in the bucket. No s3:ListBucket: a missing file is then AccessDenied, which the functions read as
   * missing (isMissingObject), rather than a grant that would show every job's files.
   */
  private consumer(id: string, name: FunctionName, props: RosterImportsProps, s3Actions: string[]): WawFunction {
    const fn = new WawFunction(this, id, {
      entry: handlerEntry(name),
      functionName: `waw-${props.stage}-${name}`,
      limits: FUNCTIONS[name],
      environment: { TABLE_NAME: props.table.tableName, IMPORTS_BUCKET: this.bucket.bucketName },
    });
    fn.function.addToRolePolicy(new PolicyStatement({ actions: s3Actions, resources: [this.bucket.arnForObjects(`${IMPORTS_PREFIX}*`)] }));
    grantTable(fn, props.table, TABLE_ACCESS[name]);
    acknowledge(fn.function, [
      {
        id: `AwsSolutions-IAM5[Resource::${nagRef(this.bucket.node.defaultChild as CfnElement, 'Arn')}/${IMPORTS_PREFIX}*]`,
        reason: `Every import has its own key under roster-imports/{job}/, so no narrower ARN exists; only ${s3Actions.join(' and ')} are granted.`,
      },
    ]);
    return fn;
  }
}
