import {
  CloudFormationClient,
  DescribeStacksCommand,
  UpdateStackCommand,
  type Parameter,
  type StackStatus,
} from '@aws-sdk/client-cloudformation';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_OUTPUT, ORIGIN_VERIFY_PARAMETER } from '../../infra/constructs/viewer-address.js';
import { newOriginValue, rotateOriginSecret } from '../../scripts/lib/rotate-origin-secret.js';

const cloudFormation = mockClient(CloudFormationClient);
const secrets = mockClient(SecretsManagerClient);
const clients = { cloudFormation: new CloudFormationClient({}), secrets: new SecretsManagerClient({}) };
const SECRET = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:TirOriginVerify-abc';
const STACK = 'WawApp-test';

/** The stack as CloudFormation describes it: the pinned version, and a status after each update. */
const stackWith = (pinned: string | undefined, statuses: StackStatus[] = ['UPDATE_COMPLETE']) => {
  const parameters: Parameter[] = [
    { ParameterKey: 'BootstrapVersion', ParameterValue: '/cdk-bootstrap/hnb659fds/version' },
    ...(pinned === undefined ? [] : [{ ParameterKey: ORIGIN_VERIFY_PARAMETER, ParameterValue: pinned }]),
  ];
  const describe = (StackStatus: StackStatus) => ({
    Stacks: [
      {
        StackName: STACK,
        StackStatus,
        CreationTime: new Date(),
        Parameters: parameters,
        Outputs: [{ OutputKey: ORIGIN_VERIFY_OUTPUT, OutputValue: SECRET }],
      },
    ],
  });
  const mock = cloudFormation.on(DescribeStacksCommand).resolvesOnce(describe('UPDATE_COMPLETE'));
  for (const status of statuses) mock.resolvesOnce(describe(status));
};
const written = () => secrets.commandCalls(PutSecretValueCommand).map((call) => JSON.parse(call.args[0].input.SecretString!) as unknown);
const pinnedBy = () =>
  cloudFormation.commandCalls(UpdateStackCommand).map((call) => {
    const input = call.args[0].input;
    expect(input).toMatchObject({ StackName: STACK, UsePreviousTemplate: true });
    expect(input.Parameters).toContainEqual({ ParameterKey: 'BootstrapVersion', UsePreviousValue: true });
    return input.Parameters!.find((parameter) => parameter.ParameterKey === ORIGIN_VERIFY_PARAMETER)!.ParameterValue;
  });

beforeEach(() => {
  cloudFormation.reset();
  secrets.reset();
  cloudFormation.on(UpdateStackCommand).resolves({});
  secrets.on(PutSecretValueCommand).resolvesOnce({ VersionId: 'v2' }).resolvesOnce({ VersionId: 'v3' });
});

describe('rotating the origin secret', () => {
  it('has the WAF accept the old and the new value while CloudFront changes, then the new one only', async () => {
    stackWith('v1', ['UPDATE_COMPLETE', 'UPDATE_COMPLETE']);
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET, VersionId: 'v1' })
      .resolves({ SecretString: '{"current":"OLD","previous":"OLDER"}' });

    await expect(rotateOriginSecret(clients, { stackName: STACK, newValue: 'NEW' })).resolves.toBe('v3');

    expect(written()).toEqual([
      { current: 'NEW', previous: 'OLD' },
      { current: 'NEW', previous: 'NEW' },
    ]);
    expect(pinnedBy()).toEqual(['v2', 'v3']);
  });

  it('starts, before any rotation, from the version the deployment made (AWSCURRENT)', async () => {
    stackWith('', ['UPDATE_COMPLETE', 'UPDATE_COMPLETE']);
    secrets.on(GetSecretValueCommand, { SecretId: SECRET, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: '{"current":"FIRST"}' });

    await rotateOriginSecret(clients, { stackName: STACK, newValue: 'NEW' });

    expect(written()[0]).toEqual({ current: 'NEW', previous: 'FIRST' });
  });

  it('stops after an update that failed, and a new run carries over what CloudFront still sends, not the newest version', async () => {
    stackWith('v1', ['UPDATE_ROLLBACK_COMPLETE']);
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET, VersionId: 'v1' })
      .resolves({ SecretString: '{"current":"OLD","previous":"OLD"}' });
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET, VersionStage: 'AWSCURRENT' })
      .resolves({ SecretString: '{"current":"NEW","previous":"OLD"}' });

    await expect(rotateOriginSecret(clients, { stackName: STACK, newValue: 'NEW' })).rejects.toThrow();
    expect(written()).toEqual([{ current: 'NEW', previous: 'OLD' }]);

    // The rollback left v1 pinned; the next run starts from it, not from the newest version.
    cloudFormation.reset();
    secrets.reset();
    cloudFormation.on(UpdateStackCommand).resolves({});
    secrets.on(PutSecretValueCommand).resolvesOnce({ VersionId: 'v4' }).resolvesOnce({ VersionId: 'v5' });
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET, VersionId: 'v1' })
      .resolves({ SecretString: '{"current":"OLD","previous":"OLD"}' });
    secrets.on(GetSecretValueCommand, { SecretId: SECRET, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: '{"current":"NEW"}' });
    stackWith('v1', ['UPDATE_COMPLETE', 'UPDATE_COMPLETE']);
    await rotateOriginSecret(clients, { stackName: STACK, newValue: 'AGAIN' });
    expect(written()[0]).toEqual({ current: 'AGAIN', previous: 'OLD' });
  });

  it('refuses a stack deployed before the secret had versions to pin, and changes nothing', async () => {
    stackWith(undefined);
    await expect(rotateOriginSecret(clients, { stackName: STACK })).rejects.toThrow(/deploy this version of WAW first/);
    expect(secrets.commandCalls(PutSecretValueCommand)).toEqual([]);
    expect(cloudFormation.commandCalls(UpdateStackCommand)).toEqual([]);
  });

  it('makes a new value of 48 letters and digits, different each time', () => {
    const values = new Set(Array.from({ length: 50 }, newOriginValue));
    expect(values.size).toBe(50);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9]{48}$/);
  });
});
