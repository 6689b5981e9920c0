import { Duration } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { IDENTITY_POOL_ACCESS } from '../../functions/identity-pool-access.js';
import type { FunctionName } from '../../functions/routes.js';

/**
 * A child job's queue and its dead-letter queue (the removals' and the exports'), made in the job's own construct so
 * their ids are its own: both encrypted and TLS-only, the dead letters kept 14 days for a look.
 */
export const jobQueues = (
  scope: Construct,
  stage: string,
  config: { queue: string; deadLetterQueue: string; visibilityTimeoutSeconds: number; maxReceiveCount: number },
): { queue: Queue; deadLetters: Queue } => {
  const deadLetters = new Queue(scope, 'DeadLetters', {
    queueName: `waw-${stage}-${config.deadLetterQueue}`,
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  const queue = new Queue(scope, 'Queue', {
    queueName: `waw-${stage}-${config.queue}`,
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    visibilityTimeout: Duration.seconds(config.visibilityTimeoutSeconds),
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: config.maxReceiveCount },
  });
  return { queue, deadLetters };
};

/**
 * What every job over a child's data needs to find it: the identity-pool calls its function is allowed
 * (functions/identity-pool-access.ts), and a list of recordings/ (the child's videos are under their identity).
 */
export const grantChildLookup = (
  role: IGrantable & { addToRolePolicy: (statement: PolicyStatement) => unknown },
  name: FunctionName,
  props: { identityPoolArn: string; recordingsBucket: IBucket },
): void => {
  role.addToRolePolicy(
    new PolicyStatement({
      actions: (IDENTITY_POOL_ACCESS[name] ?? []).map((action) => `cognito-identity:${action}`),
      resources: [props.identityPoolArn],
    }),
  );
  role.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [props.recordingsBucket.bucketArn],
      conditions: { StringLike: { 's3:prefix': ['recordings/*'] } },
    }),
  );
};
