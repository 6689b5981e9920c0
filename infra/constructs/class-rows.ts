import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { CLASS_ROWS_STREAM, FUNCTIONS, handlerEntry } from '../../functions/routes.js';
import { TABLE_ACCESS } from '../../functions/table-access.js';
import { acknowledge } from './acknowledge.js';
import { grantTable } from './table-access.js';
import { WawFunction } from './waw-function.js';

export interface ClassRowsProps {
  stage: string;
  /** the product's table, with its stream (NEW_IMAGE) */
  table: ITableV2;
}

/**
 * The class rows, off the save's path: the table's stream feeds every module save to a function that writes the
 * child's row (CLASS_ROWS_STREAM in functions/routes.ts). The mapping's filter hands it module saves only; a record
 * that fails is retried, halves of its batch first, until it is written or expires with the stream (24 hours), and
 * what expired is described on a queue kept 14 days (the repair, `npm run summaries:rebuild`, writes any class again).
 */
export class ClassRows extends Construct {
  readonly worker: WawFunction;
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: ClassRowsProps) {
    super(scope, id);
    const config = CLASS_ROWS_STREAM;
    this.failures = new Queue(this, 'Failures', {
      queueName: `waw-${props.stage}-${config.failureQueue}`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.worker = new WawFunction(this, 'Worker', {
      entry: handlerEntry(config.function),
      functionName: `waw-${props.stage}-${config.function}`,
      limits: FUNCTIONS[config.function],
      environment: { TABLE_NAME: props.table.tableName },
    });
    grantTable(this.worker, props.table, TABLE_ACCESS[config.function]);
    this.worker.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: config.batchSize,
        maxBatchingWindow: Duration.seconds(config.batchingWindowSeconds),
        filters: [FilterCriteria.filter(config.filter)],
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        // Until it is written: a record is retried until the stream lets it go.
        retryAttempts: -1,
        onFailure: new SqsDlq(this.failures),
      }),
    );
    acknowledge(this.failures, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is the on-failure destination of a stream mapping: it holds descriptions of records, no messages to retry.',
      },
    ]);
  }
}
