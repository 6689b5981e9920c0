import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_FUNCTIONS, FUNCTIONS, ROSTER_IMPORT_QUEUE } from '../../functions/routes.js';
import { synthWaw } from './synth.js';

type Synth = ReturnType<typeof synthWaw>;
let app: Synth;

beforeAll(() => {
  app = synthWaw();
});

type Resource = { Type: string; Properties: Record<string, unknown> };
const resources = (type: string) => Object.entries(app.product.findResources(type)) as Array<[string, Resource]>;
const policyOf = (logicalIdStart: string) =>
  JSON.stringify(resources('AWS::IAM::Policy').find(([id]) => id.startsWith(logicalIdStart))?.[1].Properties.PolicyDocument ?? null);

describe('every function', () => {
  it.each(Object.entries(FUNCTIONS))('%s gets the timeout and memory of the function table', (name, limits) => {
    // The cookie function is deployed under the name the frontend invokes.
    const deployed = DIRECT_FUNCTIONS.find((direct) => direct.function === name)?.name ?? name;
    const fn = resources('AWS::Lambda::Function').find(([, f]) => JSON.stringify(f.Properties.FunctionName ?? '').includes(deployed));
    expect(fn?.[1].Properties).toMatchObject({ Timeout: limits.timeoutSeconds, MemorySize: limits.memoryMb });
  });
});

describe('the roster import job', () => {
  it('queues chunks with a visibility timeout six times the worker’s and a dead-letter queue after 3 receives', () => {
    expect(ROSTER_IMPORT_QUEUE.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * FUNCTIONS[ROSTER_IMPORT_QUEUE.function].timeoutSeconds);
    app.product.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'waw-test-roster-imports',
      VisibilityTimeout: ROSTER_IMPORT_QUEUE.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 3 },
    });
    app.product.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'waw-test-roster-imports-dlq',
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
  });

  it('refuses anything but TLS on every queue, its own two among them', () => {
    const policies = resources('AWS::SQS::QueuePolicy').map(([, p]) => JSON.stringify(p.Properties));
    expect(policies).toHaveLength(resources('AWS::SQS::Queue').length);
    expect(policies.filter((policy) => policy.includes('RosterImports'))).toHaveLength(2);
    for (const policy of policies) expect(policy).toContain('"aws:SecureTransport":"false"');
  });

  it('feeds the worker 2 chunks at a time, at most 10 invocations at once, with partial batch responses', () => {
    app.product.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: Match.objectLike({ Ref: Match.stringLikeRegexp('^RosterImportsWorker') }),
      BatchSize: 2,
      ScalingConfig: { MaximumConcurrency: 10 },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    app.product.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: Match.objectLike({ Ref: Match.stringLikeRegexp('^RosterImportsDeadLetterWorker') }),
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('keeps rosters in a private, TLS-only bucket that deletes them after a day and takes uploads from the site only', () => {
    app.product.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('^waw-test-imports-')])]) }),
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'roster-imports/', ExpirationInDays: 1 })]) },
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['PUT'] })] },
    });
  });

  it('lets the admin imports function write rosters and send messages, and nothing more', () => {
    const policy = policyOf('Tiradminimports');
    expect(policy).toContain('sqs:SendMessage');
    expect(policy).not.toMatch(/sqs:(ReceiveMessage|DeleteMessage|\*)/);
    expect(policy).toMatch(
      /"s3:PutObject","s3:GetObject","s3:DeleteObject"\],"Effect":"Allow","Resource":\{"Fn::Join":\["",\[\{"Fn::GetAtt":\["RosterImportsBucket[0-9A-F]+","Arn"\]\},"\/roster-imports\/\*"\]\]\}/,
    );
  });

  it('lets the workers read and delete rosters, never write them, and consume their own queue only', () => {
    const worker = policyOf('RosterImportsWorker');
    expect(worker).toContain('sqs:ReceiveMessage');
    expect(worker).toContain('"s3:GetObject","s3:DeleteObject"');
    expect(worker).not.toContain('s3:PutObject');
    expect(worker).not.toContain('DeadLetters');
    const deadLetters = policyOf('RosterImportsDeadLetterWorker');
    expect(deadLetters).toContain('RosterImportsDeadLetters');
    expect(deadLetters).not.toContain('s3:PutObject');
    // A dead chunk fails its rows without reading the file: the dead-letter worker may only delete the job's files.
    expect(deadLetters).toMatch(
      /"Action":"s3:DeleteObject","Effect":"Allow","Resource":\{"Fn::Join":\["",\[\{"Fn::GetAtt":\["RosterImportsBucket[0-9A-F]+","Arn"\]\},"\/roster-imports\/\*"\]\]\}/,
    );
    expect(deadLetters).not.toContain('s3:GetObject');
  });

  it('grants no one list on the imports bucket: a missing file is AccessDenied, which the functions read as missing', () => {
    for (const role of ['Tiradminimports', 'RosterImportsWorker', 'RosterImportsDeadLetterWorker']) {
      expect(policyOf(role)).toContain('RosterImportsBucket');
      expect(policyOf(role)).not.toMatch(/s3:List|s3:\*/);
    }
  });

  it("lets the admin's browser upload to the imports bucket (the site's CSP)", () => {
    const policy = JSON.stringify(resources('AWS::CloudFront::ResponseHeadersPolicy')[0]?.[1].Properties);
    expect(policy).toMatch(/connect-src[^;]*waw-test-imports-/);
    expect(policy).not.toMatch(/media-src[^;]*waw-test-imports-/);
  });
});
