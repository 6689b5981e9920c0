import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { NARRATION_PREFIX } from '../../functions/narration/narration.js';
import { FUNCTIONS, NARRATION_QUEUE, handlerEntry } from '../../functions/routes.js';
import { TABLE_ACCESS } from '../../functions/table-access.js';
import { acknowledge, nagBucketArn } from './acknowledge.js';
import { jobQueues } from './job-queues.js';
import { grantTable } from './table-access.js';
import { WawFunction } from './waw-function.js';

export interface NarrationProps {
  stage: string;
  table: ITableV2;
  /** the media bucket: the job writes under media/narration/, served by CloudFront at /media/narration/ */
  mediaBucket: IBucket;
}

/**
 * The narration job (issue 46): an SQS queue of group names feeding a worker that reads each group's lines (the app's
 * from the code, a page's from the table), asks Polly for the lines whose files are missing and writes them and the
 * group's manifest to the media bucket. Queued by the content seed at deploy and by a district admin's publish.
 */
export class Narration extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly worker: WawFunction;

  constructor(scope: Construct, id: string, props: NarrationProps) {
    super(scope, id);
    const config = NARRATION_QUEUE;
    ({ queue: this.queue, deadLetters: this.deadLetters } = jobQueues(this, props.stage, config));
    this.worker = new WawFunction(this, 'Worker', {
      entry: handlerEntry(config.function),
      functionName: `waw-${props.stage}-${config.function}`,
      limits: FUNCTIONS[config.function],
      environment: { TABLE_NAME: props.table.tableName, MEDIA_BUCKET: props.mediaBucket.bucketName },
    });
    const role = this.worker.function;
    grantTable(this.worker, props.table, TABLE_ACCESS[config.function]);
    // Speech, and nothing else of Polly. SynthesizeSpeech names no resource but the lexicons it may use (none here).
    role.addToRolePolicy(new PolicyStatement({ actions: ['polly:SynthesizeSpeech'], resources: ['*'] }));
    // HeadObject is allowed by s3:GetObject. No s3:ListBucket: a missing file answers 403, which the store reads so.
    role.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: [props.mediaBucket.arnForObjects(`${NARRATION_PREFIX}*`)],
      }),
    );
    role.addEventSource(
      new SqsEventSource(this.queue, { batchSize: config.batchSize, maxConcurrency: config.maxConcurrency, reportBatchItemFailures: true }),
    );
    acknowledge(role, [
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'polly:SynthesizeSpeech has no resource of its own (only lexicons, which the product does not use); it is the only action granted on *.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${nagBucketArn(props.mediaBucket)}/${NARRATION_PREFIX}*]`,
        reason:
          'Every line has its own file under media/narration/, named by its text; only GetObject (HEAD) and PutObject are granted there.',
      },
    ]);
    acknowledge(this.deadLetters, [
      {
        id: 'AwsSolutions-SQS3',
        reason: "This is the dead-letter queue of the narration queue; a page's next publish or the next deploy queues its group again.",
      },
    ]);
  }

  /** Lets a function queue narration: the URL in its environment and SendMessage on this queue only. */
  grantQueue(
    fn: IGrantable & { addEnvironment: (key: string, value: string) => unknown; addToRolePolicy: (statement: PolicyStatement) => unknown },
  ): void {
    fn.addEnvironment('NARRATION_QUEUE_URL', this.queue.queueUrl);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] }));
  }
}
