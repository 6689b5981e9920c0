import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { STSClient } from '@aws-sdk/client-sts';
import { WAFV2Client } from '@aws-sdk/client-wafv2';
import { App } from 'aws-cdk-lib';
import { contextOptions } from '../infra/bin/app.js';
import { deployCheck, report } from './lib/deploy-check.js';

/**
 * npm run deploy:check -- [-c stage=prod] [-c region=us-east-1] [-c emailSender=…] [-c schoolNetworks=…]
 *     with the same context as `cdk deploy` (cdk.json's, then these), reads the account with your AWS credentials and
 *     says whether it is ready for a district's morning (docs/deploy.md, Before the first morning). Exit code 0 when
 *     every check passed, 1 when one failed, 2 when the command itself could not run.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
try {
  const { values } = parseArgs({ options: { context: { type: 'string', short: 'c', multiple: true, default: [] } } });
  const cdkJson = JSON.parse(readFileSync(new URL('../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };
  const context = { ...cdkJson.context };
  for (const pair of values.context) {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`-c takes key=value, not ${pair}`);
    context[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const options = contextOptions(new App({ context }));
  const region = options.region;
  const findings = await deployCheck(
    {
      sts: new STSClient({ region }),
      cloudFormation: new CloudFormationClient({ region }),
      ses: new SESv2Client({ region }),
      lambda: new LambdaClient({ region }),
      apiGateway: new APIGatewayClient({ region }),
      waf: new WAFV2Client({ region }),
    },
    options,
  );
  const { lines, exitCode } = report(findings);
  console.log(`WAW stage ${options.stage} in ${region}:\n${lines.join('\n')}`);
  process.exitCode = exitCode;
} catch (error) {
  console.error(`deploy:check could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
