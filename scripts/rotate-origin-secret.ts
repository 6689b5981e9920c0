import { parseArgs } from 'node:util';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DEFAULT_REGION } from '../infra/bin/app.js';
import { rotateOriginSecret } from './lib/rotate-origin-secret.js';

/**
 * npm run origin:rotate -- [--stage prod] [--region us-east-1]
 *     rotates the secret CloudFront sends to the API and the API's WAF checks, with your AWS credentials (the ones you
 *     deploy with), in two stack updates that leave no moment in which a call is refused (scripts/lib/rotate-origin-secret.ts).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const { values } = parseArgs({
  options: { stage: { type: 'string', default: 'prod' }, region: { type: 'string', default: DEFAULT_REGION } },
});
const region = values.region;
try {
  await rotateOriginSecret(
    { cloudFormation: new CloudFormationClient({ region }), secrets: new SecretsManagerClient({ region }) },
    { stackName: `WawApp-${values.stage}`, log: (line) => console.log(line) },
  );
} catch (error) {
  console.error(`Rotation stopped: ${error instanceof Error ? error.message : String(error)}`);
  console.error('CloudFormation rolls a failed update back to the version pinned before: once the stack is stable again, run this again.');
  process.exitCode = 1;
}
