import type { CfnElement } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EXPORTS_PREFIX } from '../../functions/export/export-files.js';
import { FUNCTIONS, STUDENT_EXPORT_QUEUE, handlerEntry } from '../../functions/routes.js';
import { TABLE_ACCESS } from '../../functions/table-access.js';
import { acknowledge, nagRef } from './acknowledge.js';
import { grantChildLookup, jobQueues } from './job-queues.js';
import type { SignInKey } from './sign-in-key.js';
import { grantTable } from './table-access.js';
import { WawFunction } from './waw-function.js';

export interface StudentExportsProps {
  stage: string;
  table: ITableV2;
  recordingsBucket: IBucket;
  /** the roster import's private bucket: its lifecycle rule deletes exports/ after a day */
  exportsBucket: IBucket;
  identityPoolId: string;
  identityPoolArn: string;
  /** the key the child's sign-in counters are named by */
  signInKey: SignInKey;
}

/**
 * Children's data exports as jobs: an SQS queue of job ids (never a name) feeding a worker that reads everything of
 * one child and writes one zip under exports/. A message that keeps failing rests in the dead-letter queue; the
 * admin asks for a new export.
 */
export class StudentExports extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly worker: WawFunction;

  constructor(scope: Construct, id: string, props: StudentExportsProps) {
    super(scope, id);
    const config = STUDENT_EXPORT_QUEUE;
    ({ queue: this.queue, deadLetters: this.deadLetters } = jobQueues(this, props.stage, config));
    this.worker = new WawFunction(this, 'Worker', {
      entry: handlerEntry(config.function),
      functionName: `waw-${props.stage}-${config.function}`,
      limits: FUNCTIONS[config.function],
      environment: {
        TABLE_NAME: props.table.tableName,
        RECORDINGS_BUCKET: props.recordingsBucket.bucketName,
        EXPORTS_BUCKET: props.exportsBucket.bucketName,
        IDENTITY_POOL_ID: props.identityPoolId,
      },
    });
    const role = this.worker.function;
    grantTable(this.worker, props.table, TABLE_ACCESS[config.function]);
    props.signInKey.grantTo(this.worker);
    grantChildLookup(role, config.function, props);
    // The child's videos: listed and read under recordings/ only, never changed.
    role.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:GetObject'], resources: [props.recordingsBucket.arnForObjects('recordings/*')] }),
    );
    // The zip: written under exports/ only, and deleted when the child's removal took its job meanwhile.
    role.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: [props.exportsBucket.arnForObjects(`${EXPORTS_PREFIX}*`)],
      }),
    );
    role.addEventSource(
      new SqsEventSource(this.queue, { batchSize: config.batchSize, maxConcurrency: config.maxConcurrency, reportBatchItemFailures: true }),
    );
    acknowledge(role, [
      {
        id: `AwsSolutions-IAM5[Resource::${nagRef(props.recordingsBucket.node.defaultChild as CfnElement, 'Arn')}/recordings/*]`,
        reason: "A child's videos are under recordings/{their identity}/, known only when the job runs; only GetObject is granted.",
      },
      {
        id: `AwsSolutions-IAM5[Resource::${nagRef(props.exportsBucket.node.defaultChild as CfnElement, 'Arn')}/${EXPORTS_PREFIX}*]`,
        reason:
          'Every export has its own key under exports/{job}/, so no narrower ARN exists; only PutObject and DeleteObject are granted.',
      },
    ]);
    acknowledge(this.deadLetters, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This is the dead-letter queue of the export queue; the admin asks for a new export.',
      },
    ]);
  }
}
