import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippedContentHash } from '../../infra/constructs/content-seed.js';
import { synthWaw } from './synth.js';

let app: ReturnType<typeof synthWaw>;
beforeAll(() => {
  app = synthWaw();
});

type Resource = { Type: string; Properties: Record<string, unknown> };
const seederPolicies = () =>
  Object.entries(app.product.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter(([id]) =>
    id.startsWith('ContentSeedSeeder'),
  );

describe('the deployment seeds the programme', () => {
  it('through a custom resource that carries the hash of the shipped content, so new content seeds again', () => {
    app.product.hasResourceProperties('Custom::WawContentSeed', { ContentHash: shippedContentHash() });
    expect(shippedContentHash()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('with a function that has the time and memory for every page', () => {
    app.product.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'waw-test-content-seed',
      Timeout: 300,
      MemorySize: 256,
      Environment: { Variables: Match.objectLike({ TABLE_NAME: Match.anyValue() }) },
    });
  });

  it('which may only update page items of the table, and queue the narration job', () => {
    const policies = seederPolicies();
    expect(policies).toHaveLength(1);
    const statements = (policies[0]![1].Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement;
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Resource: expect.anything() as unknown,
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PAGE#*'] } },
      },
      { Effect: 'Allow', Action: 'sqs:SendMessage', Resource: { 'Fn::GetAtt': [expect.stringMatching(/^NarrationQueue/), 'Arn'] } },
    ]);
    expect(JSON.stringify(statements[0]!.Resource)).toContain('ExportsOutputFnGetAttTable');
    expect(JSON.stringify(statements[0]!.Resource)).not.toContain('*');
  });
});
