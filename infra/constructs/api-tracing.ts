import { CfnSamplingRule } from 'aws-cdk-lib/aws-xray';
import type { Construct } from 'constructs';

/**
 * Which of the API stage's calls X-Ray traces. Its default rule (every account's) traces the first call each second
 * and 5% of the rest: in a district's school day that first-each-second share is most of the traces, and of the
 * bill. This rule, matched first, traces a fixed 5% and keeps no reservoir: a school of 100 children still leaves
 * about 50 traces of a played day, and a district pays for a twentieth of its calls. The cost model prices it.
 */
export const API_TRACE_SAMPLING = { reservoirPerSecond: 0, fixedRate: 0.05 } as const;

/** The sampling rule for the REST API's stage `stageName` of the API named `apiName`. */
export const apiSamplingRule = (scope: Construct, id: string, apiName: string, stageName: string): CfnSamplingRule =>
  new CfnSamplingRule(scope, id, {
    samplingRule: {
      // At most 32 characters, unique in the account and region: one per deployment's stage.
      ruleName: `waw-${stageName}-api`.slice(0, 32),
      // Matched before the default rule (10000) and any broader rule an account adds later.
      priority: 1000,
      fixedRate: API_TRACE_SAMPLING.fixedRate,
      reservoirSize: API_TRACE_SAMPLING.reservoirPerSecond,
      // API Gateway names a stage's traces {api name}/{stage}.
      serviceName: `${apiName}/${stageName}`,
      serviceType: 'AWS::ApiGateway::Stage',
      host: '*',
      httpMethod: '*',
      urlPath: '*',
      resourceArn: '*',
      version: 1,
    },
  });
