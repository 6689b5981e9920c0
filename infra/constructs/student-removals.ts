import type { CfnElement } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EXPORTS_PREFIX } from '../../functions/export/export-files.js';
import { FUNCTIONS, STUDENT_REMOVAL_QUEUE, handlerEntry } from '../../functions/routes.js';
import { TABLE_ACCESS } from '../../functions/table-access.js';
import { acknowledge, nagRef } from './acknowledge.js';
import { grantChildLookup, jobQueues } from './job-queues.js';
import type { SignInKey } from './sign-in-key.js';
import { grantTable } from './table-access.js';
import { WawFunction } from './waw-function.js';

export interface StudentRemovalsProps {
  stage: string;
  table: ITableV2;
  recordingsBucket: IBucket;
  /** where children's export zips are (under exports/): a removal deletes the child's */
  exportsBucket: IBucket;
  identityPoolId: string;
  identityPoolArn: string;
  /** the key the child's sign-in counters are named by */
  signInKey: SignInKey;
}

/**
 * Children's removals as jobs: an SQS queue of job ids (never a name) feeding a worker that deletes everything of a
 * child, each step idempotent, and queues its own job again with a delay while it must wait. A message that keeps
 * failing rests in the dead-letter queue; the admin's "Remove" asked again queues the job anew.
 */
export class StudentRemovals extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly worker: WawFunction;

  constructor(scope: Construct, id: string, props: StudentRemovalsProps) {
    super(scope, id);
    const config = STUDENT_REMOVAL_QUEUE;
    ({ queue: this.queue, deadLetters: this.deadLetters } = jobQueues(this, props.stage, config));
    this.worker = new WawFunction(this, 'Worker', {
      entry: handlerEntry(config.function),
      functionName: `waw-${props.stage}-${config.function}`,
      limits: FUNCTIONS[config.function],
      environment: {
        TABLE_NAME: props.table.tableName,
        RECORDINGS_BUCKET: props.recordingsBucket.bucketName,
        IDENTITY_POOL_ID: props.identityPoolId,
        REMOVAL_QUEUE_URL: this.queue.queueUrl,
      },
    });
    const role = this.worker.function;
    grantTable(this.worker, props.table, TABLE_ACCESS[config.function]);
    props.signInKey.grantTo(this.worker);
    grantChildLookup(role, config.function, props);
    // The child's videos: listed and deleted under recordings/ only, never read.
    role.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [props.recordingsBucket.arnForObjects('recordings/*')] }),
    );
    // The child's export zips: deleted under exports/ only, never read.
    role.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [props.exportsBucket.arnForObjects(`${EXPORTS_PREFIX}*`)] }),
    );
    // It queues its own job again when it must wait (SQS's DelaySeconds).
    role.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] }));
    role.addEventSource(
      new SqsEventSource(this.queue, { batchSize: config.batchSize, maxConcurrency: config.maxConcurrency, reportBatchItemFailures: true }),
    );
    acknowledge(role, [
      {
        id: `AwsSolutions-IAM5[Resource::${nagRef(props.recordingsBucket.node.defaultChild as CfnElement, 'Arn')}/recordings/*]`,
        reason: "A child's videos are under recordings/{their identity}/, known only when the job runs; only DeleteObject is granted.",
      },
      {
        id: `AwsSolutions-IAM5[Resource::${nagRef(props.exportsBucket.node.defaultChild as CfnElement, 'Arn')}/${EXPORTS_PREFIX}*]`,
        reason: "A child's exports are under exports/{job}/, known only when the job runs; only DeleteObject is granted.",
      },
    ]);
    acknowledge(this.deadLetters, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This is the dead-letter queue of the removal queue; asking for the removal again queues its job anew.',
      },
    ]);
  }
}
