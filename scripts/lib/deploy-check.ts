import { APIGatewayClient, GetAccountCommand, GetStageCommand } from '@aws-sdk/client-api-gateway';
import {
  CloudFormationClient,
  DescribeStacksCommand,
  paginateListStackResources,
  type StackResourceSummary,
} from '@aws-sdk/client-cloudformation';
import { GetAccountSettingsCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand as GetSesAccountCommand, GetEmailIdentityCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCallerIdentityCommand, type STSClient } from '@aws-sdk/client-sts';
import { GetIPSetCommand, GetWebACLCommand, type Rule, type WAFV2Client } from '@aws-sdk/client-wafv2';
import type { WawAppOptions } from '../../infra/bin/app.js';
import {
  LOGIN_RATE_LIMIT_PER_ADDRESS,
  LOGIN_RATE_LIMIT_PER_NETWORK,
  LOGIN_RATE_LIMIT_PER_SCHOOL_ADDRESS,
} from '../../infra/constructs/waf-limits.js';
import { LOGIN_THROTTLE, STAGE_THROTTLE } from '../../infra/constructs/tir-api.js';
import { ROSTER_IMPORT_QUEUE, STUDENT_EXPORT_QUEUE, STUDENT_REMOVAL_QUEUE } from '../../functions/routes.js';

/** The bootstrap version the templates require (their CheckBootstrapVersion rule). */
export const MIN_BOOTSTRAP_VERSION = 6;

/**
 * Lambdas the district's morning holds at once (docs/deploy.md, Capacity): the sign-in's 150 a second of about 1 s
 * each, a few dozen for the other calls (270 a second of tens of ms: 50 leaves room), and every queue's workers at
 * their cap. A new account's quota can be far below this; the default is 1,000.
 */
export const LAMBDA_CONCURRENCY_NEEDED =
  LOGIN_THROTTLE.rateLimit * 1 +
  50 +
  ROSTER_IMPORT_QUEUE.maxConcurrency +
  ROSTER_IMPORT_QUEUE.deadLetters.maxConcurrency +
  STUDENT_REMOVAL_QUEUE.maxConcurrency +
  STUDENT_EXPORT_QUEUE.maxConcurrency;

export interface CheckClients {
  sts: STSClient;
  cloudFormation: CloudFormationClient;
  ses: SESv2Client;
  lambda: LambdaClient;
  apiGateway: APIGatewayClient;
  waf: WAFV2Client;
}

/** One finding: passed, failed (with what to do), or not applicable yet (the stage is not deployed). */
export type Finding = { check: string; status: 'ok' | 'fail' | 'skip'; detail: string };

const errorName = (error: unknown): string => (error as { name?: string }).name ?? '';
const ok = (check: string, detail: string): Finding => ({ check, status: 'ok', detail });
const fail = (check: string, detail: string): Finding => ({ check, status: 'fail', detail });

const describeStack = async (cloudFormation: CloudFormationClient, name: string) => {
  try {
    return (await cloudFormation.send(new DescribeStacksCommand({ StackName: name }))).Stacks?.[0];
  } catch (error) {
    // CloudFormation answers a stack that does not exist with a ValidationError.
    if (errorName(error) === 'ValidationError') return undefined;
    throw error;
  }
};

const checkBootstrap = async ({ cloudFormation }: CheckClients, region: string): Promise<Finding> => {
  const check = 'CDK bootstrap';
  const toolkit = await describeStack(cloudFormation, 'CDKToolkit');
  if (!toolkit) return fail(check, `${region} is not bootstrapped: npx cdk bootstrap aws://<account>/${region}`);
  const version = Number(toolkit.Outputs?.find((output) => output.OutputKey === 'BootstrapVersion')?.OutputValue ?? 0);
  if (!toolkit.StackStatus?.endsWith('_COMPLETE') || toolkit.StackStatus.includes('ROLLBACK'))
    return fail(check, `the CDKToolkit stack in ${region} is ${toolkit.StackStatus}: fix or bootstrap again`);
  if (version < MIN_BOOTSTRAP_VERSION)
    return fail(check, `bootstrap version ${version} in ${region} is below ${MIN_BOOTSTRAP_VERSION}: npx cdk bootstrap again`);
  return ok(check, `${region}, version ${version}`);
};

const checkEmail = async ({ ses }: CheckClients, options: WawAppOptions): Promise<Finding[]> => {
  const account = await ses.send(new GetSesAccountCommand({}));
  const sandbox = account.ProductionAccessEnabled
    ? ok('SES production access', `out of the sandbox, ${account.SendQuota?.Max24HourSend ?? '?'} e-mails a day`)
    : fail(
        'SES production access',
        `SES in ${options.region} is in the sandbox (verified recipients only, 200 a day): request production access (docs/deploy.md, E-mail)`,
      );
  const sender = options.emailSender;
  if (!sender)
    return [
      sandbox,
      fail('e-mail sender', "no -c emailSender: admins' codes go through Cognito's own e-mail, 50 a day for the whole account"),
    ];
  const identity = sender.domain ?? sender.address;
  try {
    const verified = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
    return [
      sandbox,
      verified.VerifiedForSendingStatus
        ? ok('e-mail sender', `${identity} is verified in SES`)
        : fail('e-mail sender', `${identity} is not verified yet in SES in ${options.region} (docs/deploy.md, E-mail)`),
    ];
  } catch (error) {
    if (errorName(error) !== 'NotFoundException') throw error;
    return [sandbox, fail('e-mail sender', `${identity} is not an SES identity in ${options.region}: aws sesv2 create-email-identity`)];
  }
};

const checkConcurrency = async ({ lambda }: CheckClients): Promise<Finding> => {
  const check = 'Lambda concurrency';
  const settings = await lambda.send(new GetAccountSettingsCommand({}));
  const quota = settings.AccountLimit?.ConcurrentExecutions ?? 0;
  const unreserved = settings.AccountLimit?.UnreservedConcurrentExecutions ?? quota;
  if (unreserved < LAMBDA_CONCURRENCY_NEEDED)
    return fail(
      check,
      `${unreserved} unreserved of a quota of ${quota}, below the ${LAMBDA_CONCURRENCY_NEEDED} a district's morning needs: ask Service Quotas for "Concurrent executions" (L-B99A9384)`,
    );
  return ok(check, `${unreserved} unreserved of ${quota}, ${LAMBDA_CONCURRENCY_NEEDED} needed`);
};

const checkApiAccount = async ({ apiGateway }: CheckClients): Promise<Finding> => {
  const check = 'API Gateway account throttle';
  const { throttleSettings } = await apiGateway.send(new GetAccountCommand({}));
  const rate = throttleSettings?.rateLimit ?? 0;
  const burst = throttleSettings?.burstLimit ?? 0;
  if (rate < STAGE_THROTTLE.rateLimit || burst < STAGE_THROTTLE.burstLimit)
    return fail(
      check,
      `the account allows ${rate} a second, bursts of ${burst}: below the stage's ${STAGE_THROTTLE.rateLimit} and ${STAGE_THROTTLE.burstLimit}`,
    );
  return ok(check, `${rate} a second, bursts of ${burst}`);
};

/** The deployed stage's own throttles and WAF rules, against what this code and the context would deploy. */
const checkDeployed = async (clients: CheckClients, options: WawAppOptions): Promise<Finding[]> => {
  const stackName = `WawApp-${options.stage}`;
  const stack = await describeStack(clients.cloudFormation, stackName);
  if (!stack)
    return [
      {
        check: 'deployed limits',
        status: 'skip',
        detail: `${stackName} is not deployed in ${options.region} yet: its WAF and API are checked after the first deploy`,
      },
    ];
  const resources: StackResourceSummary[] = [];
  for await (const page of paginateListStackResources({ client: clients.cloudFormation }, { StackName: stackName }))
    resources.push(...(page.StackResourceSummaries ?? []));
  const physical = (type: string) =>
    resources.filter((resource) => resource.ResourceType === type).map((resource) => resource.PhysicalResourceId ?? '');

  const findings: Finding[] = [];
  const [restApiId] = physical('AWS::ApiGateway::RestApi');
  const stage = await clients.apiGateway.send(new GetStageCommand({ restApiId, stageName: options.stage }));
  const settings = Object.entries(stage.methodSettings ?? {});
  const all = settings.find(([key]) => key === '*/*')?.[1];
  const login = settings.find(([key]) => key.endsWith('login/POST'))?.[1];
  const throttles = `stage ${all?.throttlingRateLimit}/${all?.throttlingBurstLimit}, sign-in ${login?.throttlingRateLimit}/${login?.throttlingBurstLimit}`;
  findings.push(
    all?.throttlingRateLimit === STAGE_THROTTLE.rateLimit &&
      all.throttlingBurstLimit === STAGE_THROTTLE.burstLimit &&
      login?.throttlingRateLimit === LOGIN_THROTTLE.rateLimit &&
      login.throttlingBurstLimit === LOGIN_THROTTLE.burstLimit
      ? ok('API throttles', throttles)
      : fail(
          'API throttles',
          `${throttles}; this code deploys stage ${STAGE_THROTTLE.rateLimit}/${STAGE_THROTTLE.burstLimit}, sign-in ${LOGIN_THROTTLE.rateLimit}/${LOGIN_THROTTLE.burstLimit}: deploy again`,
        ),
  );

  const [aclId] = physical('AWS::WAFv2::WebACL');
  const [Name, Id] = (aclId ?? '').split('|');
  const { WebACL } = await clients.waf.send(new GetWebACLCommand({ Name, Id, Scope: 'REGIONAL' }));
  const limitOf = (rules: Rule[] | undefined, name: string) =>
    rules?.find((rule) => rule.Name === name)?.Statement?.RateBasedStatement?.Limit;
  const expected: Record<string, number | undefined> = {
    'login-rate-limit': LOGIN_RATE_LIMIT_PER_ADDRESS,
    'login-network-rate-limit': LOGIN_RATE_LIMIT_PER_NETWORK,
    'school-network-login-rate-limit': (options.schoolNetworks ?? []).length > 0 ? LOGIN_RATE_LIMIT_PER_SCHOOL_ADDRESS : undefined,
  };
  const wrong = Object.entries(expected).filter(([name, limit]) => limitOf(WebACL?.Rules, name) !== limit);
  findings.push(
    wrong.length === 0
      ? ok(
          'WAF limits',
          Object.entries(expected)
            .filter(([, limit]) => limit !== undefined)
            .map(([name, limit]) => `${name} ${limit}`)
            .join(', '),
        )
      : fail(
          'WAF limits',
          wrong
            .map(([name, limit]) => `${name} is ${limitOf(WebACL?.Rules, name) ?? 'absent'}, the context wants ${limit ?? 'none'}`)
            .join('; ') + ': deploy with this context',
        ),
  );

  const deployedNetworks: string[] = [];
  for (const set of physical('AWS::WAFv2::IPSet')) {
    const [setName, setId] = set.split('|');
    const { IPSet } = await clients.waf.send(new GetIPSetCommand({ Name: setName, Id: setId, Scope: 'REGIONAL' }));
    deployedNetworks.push(...(IPSet?.Addresses ?? []));
  }
  const wanted = [...(options.schoolNetworks ?? [])].map((network) => network.toLowerCase()).sort();
  const deployed = deployedNetworks.map((network) => network.toLowerCase()).sort();
  findings.push(
    JSON.stringify(wanted) === JSON.stringify(deployed)
      ? ok('school networks', wanted.length > 0 ? wanted.join(', ') : 'none named, none deployed')
      : fail(
          'school networks',
          `deployed ${deployed.join(', ') || 'none'}, the context names ${wanted.join(', ') || 'none'}: deploy with this context`,
        ),
  );
  return findings;
};

/** Every check of `npm run deploy:check`, in the order the morning needs them. */
export const deployCheck = async (clients: CheckClients, options: WawAppOptions): Promise<Finding[]> => {
  const identity = await clients.sts.send(new GetCallerIdentityCommand({}));
  return [
    ok('account', `${identity.Account} (${identity.Arn})`),
    await checkBootstrap(clients, options.region),
    ...(await checkEmail(clients, options)),
    await checkConcurrency(clients),
    await checkApiAccount(clients),
    ...(await checkDeployed(clients, options)),
  ];
};

/** The report, one line a check, and the exit code: 1 when anything failed. */
export const report = (findings: readonly Finding[]): { lines: string[]; exitCode: number } => {
  const mark = { ok: 'ok  ', fail: 'FAIL', skip: '--  ' } as const;
  const lines = findings.map((finding) => `${mark[finding.status]} ${finding.check}: ${finding.detail}`);
  const failed = findings.filter((finding) => finding.status === 'fail').length;
  lines.push(failed === 0 ? 'Ready for the morning.' : `${failed} check${failed === 1 ? '' : 's'} failed.`);
  return { lines, exitCode: failed === 0 ? 0 : 1 };
};
