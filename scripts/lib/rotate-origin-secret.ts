import { randomBytes } from 'node:crypto';
import {
  CloudFormationClient,
  DescribeStacksCommand,
  UpdateStackCommand,
  waitUntilStackUpdateComplete,
  type Stack,
} from '@aws-sdk/client-cloudformation';
import { GetSecretValueCommand, PutSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ORIGIN_VERIFY_KEYS, ORIGIN_VERIFY_OUTPUT, ORIGIN_VERIFY_PARAMETER } from '../../infra/constructs/viewer-address.js';

/** 48 letters and digits, as the stack's first value is: about 285 bits. */
export const newOriginValue = (): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let value = '';
  while (value.length < 48) {
    const [byte] = randomBytes(1);
    // 248 is the largest multiple of 62 below 256: no letter is likelier than another.
    if (byte! < 248) value += alphabet[byte! % alphabet.length];
  }
  return value;
};

export interface RotationClients {
  cloudFormation: CloudFormationClient;
  secrets: SecretsManagerClient;
}

export interface RotationOptions {
  stackName: string;
  /** how long one stack update may take; a CloudFront update takes minutes */
  maxWaitSeconds?: number;
  log?: (line: string) => void;
  newValue?: string;
}

type OriginSecret = { [ORIGIN_VERIFY_KEYS.current]: string; [ORIGIN_VERIFY_KEYS.previous]?: string };

const describe = async (cloudFormation: CloudFormationClient, stackName: string): Promise<Stack> => {
  const stack = (await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }))).Stacks?.[0];
  if (!stack) throw new Error(`stack ${stackName} not found`);
  return stack;
};

/**
 * Rotates the secret CloudFront sends to the API, with no moment in which the WAF refuses what CloudFront sends:
 *
 * 1. A new version holds the new value as `current` and the value CloudFront sends now (read from the version the
 *    stack pins, not from whatever is newest) as `previous`. The stack is updated to pin it, with its own template:
 *    the WAF, on which the distribution depends, accepts both values first; then CloudFront sends the new one, and
 *    CloudFormation waits until every edge has it.
 * 2. A second version holds the new value alone (as both keys); pinning it makes the WAF refuse the old value, so
 *    whoever read the distribution's configuration before holds nothing that works.
 *
 * If an update fails, CloudFormation rolls it back to the version pinned before, and a new run starts again from
 * the value that version holds.
 */
export const rotateOriginSecret = async (clients: RotationClients, options: RotationOptions): Promise<string> => {
  const { stackName, log = () => {}, maxWaitSeconds = 3600 } = options;
  const { cloudFormation, secrets } = clients;
  const stack = await describe(cloudFormation, stackName);
  const secretId = stack.Outputs?.find((output) => output.OutputKey === ORIGIN_VERIFY_OUTPUT)?.OutputValue;
  if (!secretId) throw new Error(`stack ${stackName} has no ${ORIGIN_VERIFY_OUTPUT} output: deploy this version of WAW first`);
  if (!stack.Parameters?.some((parameter) => parameter.ParameterKey === ORIGIN_VERIFY_PARAMETER))
    throw new Error(`stack ${stackName} has no ${ORIGIN_VERIFY_PARAMETER} parameter: deploy this version of WAW first`);
  const pinned = stack.Parameters.find((parameter) => parameter.ParameterKey === ORIGIN_VERIFY_PARAMETER)?.ParameterValue ?? '';

  const inUse = await secrets.send(
    new GetSecretValueCommand({ SecretId: secretId, ...(pinned ? { VersionId: pinned } : { VersionStage: 'AWSCURRENT' }) }),
  );
  const sent = (JSON.parse(inUse.SecretString ?? '{}') as Partial<OriginSecret>).current;
  if (!sent) throw new Error(`the origin secret's version ${pinned || 'AWSCURRENT'} has no "${ORIGIN_VERIFY_KEYS.current}" value`);

  const next = options.newValue ?? newOriginValue();
  const pin = async (secret: OriginSecret, step: string): Promise<string> => {
    const { VersionId } = await secrets.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: JSON.stringify(secret) }));
    if (!VersionId) throw new Error('Secrets Manager returned no version id');
    log(`${step}: version ${VersionId}; updating ${stackName} (CloudFront takes a few minutes)…`);
    await cloudFormation.send(
      new UpdateStackCommand({
        StackName: stackName,
        UsePreviousTemplate: true,
        Parameters: stack.Parameters!.map(({ ParameterKey }) =>
          ParameterKey === ORIGIN_VERIFY_PARAMETER ? { ParameterKey, ParameterValue: VersionId } : { ParameterKey, UsePreviousValue: true },
        ),
        Capabilities: ['CAPABILITY_IAM', 'CAPABILITY_NAMED_IAM', 'CAPABILITY_AUTO_EXPAND'],
      }),
    );
    await waitUntilStackUpdateComplete(
      { client: cloudFormation, maxWaitTime: maxWaitSeconds, minDelay: 15, maxDelay: 60 },
      { StackName: stackName },
    );
    return VersionId;
  };
  await pin({ current: next, previous: sent }, '1/2 the WAF accepts the old and the new value, CloudFront sends the new one');
  const done = await pin({ current: next, previous: next }, '2/2 the WAF accepts the new value only');
  log(`Rotated: ${stackName} sends and accepts version ${done} only.`);
  return done;
};
