import { readFileSync } from 'node:fs';
import { APIGatewayClient, GetAccountCommand, GetStageCommand } from '@aws-sdk/client-api-gateway';
import { CloudFormationClient, DescribeStacksCommand, ListStackResourcesCommand } from '@aws-sdk/client-cloudformation';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand as GetSesAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { GetIPSetCommand, GetWebACLCommand, WAFV2Client } from '@aws-sdk/client-wafv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WawAppOptions } from '../../infra/bin/app.js';
import { LAMBDA_CONCURRENCY_NEEDED, deployCheck, report, type Finding } from '../../scripts/lib/deploy-check.js';
import { awsError } from '../support/aws-error.js';

const sts = mockClient(STSClient);
const cloudFormation = mockClient(CloudFormationClient);
const ses = mockClient(SESv2Client);
const lambda = mockClient(LambdaClient);
const apiGateway = mockClient(APIGatewayClient);
const waf = mockClient(WAFV2Client);
const clients = {
  sts: new STSClient({}),
  cloudFormation: new CloudFormationClient({}),
  ses: new SESv2Client({}),
  lambda: new LambdaClient({}),
  apiGateway: new APIGatewayClient({}),
  waf: new WAFV2Client({}),
};
const OPTIONS: WawAppOptions = {
  stage: 'prod',
  region: 'us-east-1',
  emailSender: { address: 'no-reply@schools.example.org', domain: 'schools.example.org' },
  schoolNetworks: ['203.0.113.7/32'],
};
const rateRule = (Name: string, Limit: number) => ({
  Name,
  Priority: 1,
  Statement: { RateBasedStatement: { Limit, AggregateKeyType: 'IP' as const } },
  VisibilityConfig: undefined as never,
  Action: { Block: {} },
});

/** An account ready for the morning, with the stage deployed as this code and OPTIONS would deploy it. */
const readyAccount = () => {
  sts.on(GetCallerIdentityCommand).resolves({ Account: '123456789012', Arn: 'arn:aws:iam::123456789012:user/ops' });
  cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).resolves({
    Stacks: [
      {
        StackName: 'CDKToolkit',
        StackStatus: 'UPDATE_COMPLETE',
        CreationTime: new Date(),
        Outputs: [{ OutputKey: 'BootstrapVersion', OutputValue: '28' }],
      },
    ],
  });
  cloudFormation.on(DescribeStacksCommand, { StackName: 'WawApp-prod' }).resolves({
    Stacks: [{ StackName: 'WawApp-prod', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() }],
  });
  cloudFormation.on(ListStackResourcesCommand).resolves({
    StackResourceSummaries: [
      {
        ResourceType: 'AWS::ApiGateway::RestApi',
        PhysicalResourceId: 'abc123',
        LogicalResourceId: 'Api',
        ResourceStatus: 'CREATE_COMPLETE',
        LastUpdatedTimestamp: new Date(),
      },
      {
        ResourceType: 'AWS::WAFv2::WebACL',
        PhysicalResourceId: 'waw-prod-api|acl-1|REGIONAL',
        LogicalResourceId: 'Acl',
        ResourceStatus: 'CREATE_COMPLETE',
        LastUpdatedTimestamp: new Date(),
      },
      {
        ResourceType: 'AWS::WAFv2::IPSet',
        PhysicalResourceId: 'waw-prod-school-networks-ipv4|set-1|REGIONAL',
        LogicalResourceId: 'Set',
        ResourceStatus: 'CREATE_COMPLETE',
        LastUpdatedTimestamp: new Date(),
      },
    ],
  });
  ses.on(GetSesAccountCommand).resolves({ ProductionAccessEnabled: true, SendQuota: { Max24HourSend: 50000 } });
  ses.on(GetEmailIdentityCommand, { EmailIdentity: 'schools.example.org' }).resolves({ VerifiedForSendingStatus: true });
  lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000, UnreservedConcurrentExecutions: 1000 } });
  apiGateway.on(GetAccountCommand).resolves({ throttleSettings: { rateLimit: 10000, burstLimit: 5000 } });
  apiGateway.on(GetStageCommand, { restApiId: 'abc123', stageName: 'prod' }).resolves({
    methodSettings: {
      '*/*': { throttlingRateLimit: 500, throttlingBurstLimit: 1000 },
      'v3~1waw~1login/POST': { throttlingRateLimit: 150, throttlingBurstLimit: 300 },
    },
  });
  waf.on(GetWebACLCommand, { Name: 'waw-prod-api', Id: 'acl-1', Scope: 'REGIONAL' }).resolves({
    WebACL: {
      Name: 'waw-prod-api',
      Id: 'acl-1',
      ARN: 'arn',
      DefaultAction: { Allow: {} },
      VisibilityConfig: undefined as never,
      Rules: [
        rateRule('login-rate-limit', 1000),
        rateRule('login-network-rate-limit', 2000),
        rateRule('school-network-login-rate-limit', 20000),
      ],
    },
  });
  waf.on(GetIPSetCommand, { Name: 'waw-prod-school-networks-ipv4', Id: 'set-1', Scope: 'REGIONAL' }).resolves({
    IPSet: { Name: 'n', Id: 'set-1', ARN: 'arn', IPAddressVersion: 'IPV4', Addresses: ['203.0.113.7/32'] },
  });
};
const statusOf = (findings: Finding[], check: string) => findings.find((finding) => finding.check === check);
const failures = (findings: Finding[]) => findings.filter((finding) => finding.status === 'fail').map((finding) => finding.check);

beforeEach(() => {
  for (const mock of [sts, cloudFormation, ses, lambda, apiGateway, waf]) mock.reset();
  readyAccount();
});

describe('npm run deploy:check', () => {
  it('passes an account ready for the morning, and exits 0', async () => {
    const findings = await deployCheck(clients, OPTIONS);
    expect(failures(findings)).toEqual([]);
    expect(findings.map((finding) => finding.check)).toEqual([
      'account',
      'CDK bootstrap',
      'SES production access',
      'e-mail sender',
      'Lambda concurrency',
      'API Gateway account throttle',
      'API throttles',
      'WAF limits',
      'school networks',
    ]);
    const { lines, exitCode } = report(findings);
    expect(exitCode).toBe(0);
    expect(lines.at(-1)).toBe('Ready for the morning.');
  });

  it('fails a region that is not bootstrapped, and says the command', async () => {
    cloudFormation
      .on(DescribeStacksCommand, { StackName: 'CDKToolkit' })
      .rejects(awsError('ValidationError', 'Stack with id CDKToolkit does not exist'));
    const findings = await deployCheck(clients, OPTIONS);
    expect(statusOf(findings, 'CDK bootstrap')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('npx cdk bootstrap aws://<account>/us-east-1'),
    });
    expect(report(findings).exitCode).toBe(1);
  });

  it("fails SES's sandbox, an unverified sender, and a deployment that names none", async () => {
    ses.on(GetSesAccountCommand).resolves({ ProductionAccessEnabled: false });
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false });
    expect(failures(await deployCheck(clients, OPTIONS))).toEqual(['SES production access', 'e-mail sender']);
    ses.on(GetEmailIdentityCommand).rejects(awsError('NotFoundException', 'no such identity'));
    expect(statusOf(await deployCheck(clients, OPTIONS), 'e-mail sender')?.detail).toContain('is not an SES identity');
    const { emailSender: _none, ...withoutSender } = OPTIONS;
    expect(statusOf(await deployCheck(clients, withoutSender), 'e-mail sender')?.detail).toContain('50 a day');
  });

  it("fails a Lambda concurrency quota below the capacity section's figures, as a new account's is", async () => {
    expect(LAMBDA_CONCURRENCY_NEEDED).toBe(150 + 50 + 10 + 2 + 5 + 2);
    expect(readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8')).toContain(
      `covers the ${LAMBDA_CONCURRENCY_NEEDED} Lambdas`,
    );
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10, UnreservedConcurrentExecutions: 10 } });
    expect(failures(await deployCheck(clients, OPTIONS))).toEqual(['Lambda concurrency']);
    lambda
      .on(GetAccountSettingsCommand)
      .resolves({ AccountLimit: { ConcurrentExecutions: 1000, UnreservedConcurrentExecutions: LAMBDA_CONCURRENCY_NEEDED } });
    expect(failures(await deployCheck(clients, OPTIONS))).toEqual([]);
  });

  it('fails WAF limits and school networks that differ from the context, and API throttles that differ from the code', async () => {
    const { schoolNetworks: _none, ...noNetworks } = OPTIONS;
    expect(failures(await deployCheck(clients, noNetworks))).toEqual(['WAF limits', 'school networks']);
    expect(failures(await deployCheck(clients, { ...OPTIONS, schoolNetworks: ['198.51.100.0/24'] }))).toEqual(['school networks']);
    apiGateway.on(GetStageCommand).resolves({ methodSettings: { '*/*': { throttlingRateLimit: 100, throttlingBurstLimit: 200 } } });
    apiGateway.on(GetAccountCommand).resolves({ throttleSettings: { rateLimit: 100, burstLimit: 200 } });
    expect(failures(await deployCheck(clients, OPTIONS))).toEqual(['API Gateway account throttle', 'API throttles']);
  });

  it('checks the account before the first deploy, and leaves the stage checks for after it', async () => {
    cloudFormation
      .on(DescribeStacksCommand, { StackName: 'WawApp-prod' })
      .rejects(awsError('ValidationError', 'Stack with id WawApp-prod does not exist'));
    const findings = await deployCheck(clients, OPTIONS);
    expect(failures(findings)).toEqual([]);
    expect(findings.at(-1)).toMatchObject({ status: 'skip', detail: expect.stringContaining('not deployed') });
    expect(waf.commandCalls(GetWebACLCommand)).toEqual([]);
  });
});
