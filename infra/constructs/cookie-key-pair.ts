import { CustomResource, RemovalPolicy, type CfnElement } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { WawFunction, stackLogGroup } from './waw-function.js';
import { LAMBDA_BASIC_EXECUTION, acknowledge, nagRef } from './acknowledge.js';

/** The signed-cookie key pair: generated at deploy time, private half in Secrets Manager, public half out. */
export class CookieKeyPair extends Construct {
  readonly secret: Secret;
  readonly publicKeyPem: string;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    // Named by CloudFormation: a deleted secret keeps its name for its recovery window, so a fixed name would stop the
    // stage from deploying again after `cdk destroy`. The cookie function finds it by ARN (COOKIE_KEY_SECRET_ID).
    this.secret = new Secret(this, 'PrivateKey', {
      description: 'Private key that signs the CloudFront media cookies (written by the key pair custom resource).',
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const generator = new WawFunction(this, 'Generator', {
      entry: 'infra/custom-resources/cookie-key-pair/handler.ts',
      functionName: `waw-${props.stage}-cookie-key-pair`,
      limits: { timeoutSeconds: 30, memoryMb: 256 },
    });
    this.secret.grantRead(generator.function);
    this.secret.grantWrite(generator.function);
    const provider = new Provider(this, 'Provider', {
      onEventHandler: generator.function,
      logGroup: stackLogGroup(this, 'ProviderLogs', RetentionDays.ONE_MONTH),
    });
    const resource = new CustomResource(this, 'KeyPair', {
      serviceToken: provider.serviceToken,
      properties: { SecretId: this.secret.secretArn },
    });
    this.publicKeyPem = resource.getAttString('PublicKey');
    acknowledge(this.secret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'CloudFront trusts the matching public key; rotating means a new key group entry, done by redeploying with a new key, not by Secrets Manager rotation.',
      },
    ]);
    acknowledge(provider, [
      {
        id: LAMBDA_BASIC_EXECUTION,
        reason: 'The CDK custom resource provider framework writes only its own logs through AWSLambdaBasicExecutionRole.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${nagRef(generator.function.node.defaultChild as CfnElement, 'Arn')}:*]`,
        reason: 'The provider framework may invoke only the generator function and its versions (the :* suffix).',
      },
    ]);
  }
}
