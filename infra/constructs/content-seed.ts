import { createHash } from 'node:crypto';
import { CustomResource, type CfnElement } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { DAY_PAGES, SCREENING_PAGES } from '../../domain/content/index.js';
import { APP_LINES, COUNT_LINES } from '../../domain/narration/lines.js';
import { POLLY_ENGINE, POLLY_RATE, POLLY_SAMPLE_RATE, POLLY_VOICE } from '../../functions/narration/polly.js';
import type { Narration } from './narration.js';
import { LAMBDA_BASIC_EXECUTION, acknowledge, nagRef } from './acknowledge.js';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { WawFunction, stackLogGroup } from './waw-function.js';

/**
 * The pages' partition keys all start so (`keys.page` in functions/common/table.ts, which a test holds to this; that
 * module needs a function's environment to load): the seeder may write those items and no others.
 */
export const PAGE_KEY_PREFIX = 'PAGE#';

/** A hash of every shipped page: a deployment whose content changed updates the resource, which seeds again. */
export const shippedContentHash = (): string =>
  createHash('sha256')
    .update(JSON.stringify([...DAY_PAGES, ...SCREENING_PAGES]))
    .digest('hex');

/**
 * A hash of what decides the app's own narration (its lines, the voice and its settings): a deployment that changes
 * one runs the seed again, which queues the narration; pages' lines are in the content hash already.
 */
export const narrationHash = (): string =>
  createHash('sha256')
    .update(JSON.stringify([APP_LINES, COUNT_LINES, POLLY_VOICE, POLLY_ENGINE, POLLY_RATE, POLLY_SAMPLE_RATE]))
    .digest('hex');

/**
 * Seeds the programme as part of the deployment, so the first child of a new school plays day 1 at once. About 165
 * conditional writes one after another take a few seconds; the 5 minutes leave room for a throttled table. Then it
 * queues the programme's narration (a message per group), which the narration job makes after the deployment.
 */
export class ContentSeed extends Construct {
  readonly seeder: WawFunction;

  constructor(scope: Construct, id: string, props: { stage: string; table: ITableV2; narration: Pick<Narration, 'grantQueue'> }) {
    super(scope, id);
    this.seeder = new WawFunction(this, 'Seeder', {
      entry: 'infra/custom-resources/content-seed.ts',
      functionName: `waw-${props.stage}-content-seed`,
      limits: { timeoutSeconds: 300, memoryMb: 256 },
      environment: { TABLE_NAME: props.table.tableName },
    });
    // seedPage is one conditional UpdateItem per page, on page items only (IAM checks each item's partition key).
    this.seeder.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${PAGE_KEY_PREFIX}*`] } },
      }),
    );
    props.narration.grantQueue(this.seeder.function);
    const provider = new Provider(this, 'Provider', {
      onEventHandler: this.seeder.function,
      logGroup: stackLogGroup(this, 'ProviderLogs', RetentionDays.ONE_MONTH),
    });
    new CustomResource(this, 'Pages', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::WawContentSeed',
      properties: { ContentHash: shippedContentHash(), NarrationHash: narrationHash() },
    });
    acknowledge(provider, [
      {
        id: LAMBDA_BASIC_EXECUTION,
        reason: 'The CDK custom resource provider framework writes only its own logs through AWSLambdaBasicExecutionRole.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${nagRef(this.seeder.function.node.defaultChild as CfnElement, 'Arn')}:*]`,
        reason: 'The provider framework may invoke only the seeder function and its versions (the :* suffix).',
      },
    ]);
  }
}
