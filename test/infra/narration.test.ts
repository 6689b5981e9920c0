import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_PAGES, SCREENING_PAGES } from '@domain/content/index.js';
import { APP_LINES, COUNT_LINES, dayLines, screeningLines, uniqueLines } from '@domain/narration/lines.js';
import { NARRATION_EDGE_CACHE } from '../../functions/narration/narration.js';
import { CACHE_CONTROL, mediaCacheControl } from '../../infra/constructs/cache-control.js';
import { narrationHash } from '../../infra/constructs/content-seed.js';
import { synthWaw } from './synth.js';

/** The narration job as deployed (issue 46): its queue, its worker and what the worker may do, and how its files are served. */
let app: ReturnType<typeof synthWaw>;
beforeAll(() => {
  app = synthWaw();
});

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };
const resources = (type: string) => Object.entries(app.product.findResources(type)) as Array<[string, Resource]>;
const statementsOf = (prefix: string): Statement[] =>
  resources('AWS::IAM::Policy')
    .filter(([id]) => id.startsWith(prefix))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
const actions = (statement: Statement) => [statement.Action].flat();

type Behaviour = { PathPattern: string; TrustedKeyGroups?: unknown[]; ResponseHeadersPolicyId: { Ref: string } };
const behaviours = () => {
  const [[, distribution]] = resources('AWS::CloudFront::Distribution') as [[string, Resource]];
  return (distribution.Properties.DistributionConfig as { CacheBehaviors: Behaviour[] }).CacheBehaviors;
};
const cacheControlOf = (behaviour: Behaviour) => {
  const policy = app.product.findResources('AWS::CloudFront::ResponseHeadersPolicy')[behaviour.ResponseHeadersPolicyId.Ref] as {
    Properties: { ResponseHeadersPolicyConfig: { CustomHeadersConfig: { Items: Array<{ Header: string; Value: string }> } } };
  };
  return policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items.find((item) => item.Header === 'Cache-Control')?.Value;
};

describe('the narration job', () => {
  it('is a queue of group names with a dead-letter queue, both encrypted, a message seen three times before it rests there', () => {
    app.product.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'waw-test-narration',
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 1800,
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 3 },
    });
    app.product.hasResourceProperties('AWS::SQS::Queue', { QueueName: 'waw-test-narration-dlq', MessageRetentionPeriod: 14 * 24 * 3600 });
  });

  it('feeds a worker one group at a time, two at once (Polly’s neural voices take 8 requests a second), reporting failed messages alone', () => {
    app.product.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'waw-test-narration-worker',
      Timeout: 300,
      MemorySize: 256,
      Environment: { Variables: Match.objectLike({ MEDIA_BUCKET: Match.anyValue(), TABLE_NAME: Match.anyValue() }) },
    });
    app.product.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: Match.objectLike({ Ref: Match.stringLikeRegexp('^NarrationWorker') }),
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: 2 },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('lets the worker call Polly’s SynthesizeSpeech alone, and only the worker', () => {
    const polly = statementsOf('NarrationWorker').filter((statement) => actions(statement).some((action) => action.startsWith('polly:')));
    expect(polly).toEqual([{ Effect: 'Allow', Action: 'polly:SynthesizeSpeech', Resource: '*' }]);
    const others = resources('AWS::IAM::Policy').filter(
      ([id, policy]) => !id.startsWith('NarrationWorker') && JSON.stringify(policy.Properties).includes('polly:'),
    );
    expect(others).toEqual([]);
  });

  it('lets the worker read (HEAD) and write objects under media/narration/ only: no list, no delete, no other key', () => {
    const s3 = statementsOf('NarrationWorker').filter((statement) => actions(statement).some((action) => action.startsWith('s3:')));
    expect(s3.map(actions)).toEqual([['s3:GetObject', 's3:PutObject']]);
    expect(JSON.stringify(s3[0]!.Resource)).toMatch(/DeliveryMedia.*\/media\/narration\/\*/);
  });

  it('lets the worker read page items of the table and write none', () => {
    const table = statementsOf('NarrationWorker').filter((statement) =>
      actions(statement).some((action) => action.startsWith('dynamodb:')),
    );
    expect(table).toHaveLength(1);
    expect(actions(table[0]!)).not.toContain('dynamodb:PutItem');
    expect(actions(table[0]!)).not.toContain('dynamodb:Scan');
    expect(table[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PAGE#*'] } });
  });

  it('is queued by the content seed and by admin-content’s publish, and by nothing else', () => {
    const senders = resources('AWS::IAM::Policy')
      .filter(([, policy]) =>
        (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some(
          (statement) => actions(statement).includes('sqs:SendMessage') && JSON.stringify(statement.Resource).includes('NarrationQueue'),
        ),
      )
      .map(([id]) => id.replace(/[A-F0-9]{8}$/, ''));
    expect(senders.sort()).toEqual([expect.stringMatching(/^ContentSeedSeeder/), expect.stringMatching(/^Tiradmincontent/)]);
    const queueUrl = Match.objectLike({ NARRATION_QUEUE_URL: { Ref: Match.stringLikeRegexp('^NarrationQueue') } });
    app.product.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'waw-test-content-seed',
      Environment: { Variables: queueUrl },
    });
    app.product.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'waw-test-admin-content',
      Environment: { Variables: queueUrl },
    });
  });

  it('runs again at a deploy that changes the app’s lines or the voice, as well as the content', () => {
    app.product.hasResourceProperties('Custom::WawContentSeed', { NarrationHash: narrationHash() });
    expect(narrationHash()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('narration’s files', () => {
  it('are served behind the media cookies, manifests and lines before the rest of /media/*, which would otherwise take them', () => {
    const patterns = behaviours().map((behaviour) => behaviour.PathPattern);
    const at = (pattern: string) => patterns.indexOf(pattern);
    expect(at('/media/narration/manifests/*')).toBeGreaterThanOrEqual(0);
    expect(at('/media/narration/manifests/*')).toBeLessThan(at('/media/narration/*'));
    expect(at('/media/narration/*')).toBeLessThan(at('/media/*'));
    for (const behaviour of behaviours().filter((b) => b.PathPattern.startsWith('/media/')))
      expect(behaviour.TrustedKeyGroups).toHaveLength(1);
  });

  it('keep a line a year in the browser (its name is its content), and have the browser ask for a manifest each time', () => {
    const cacheOf = (pattern: string) => cacheControlOf(behaviours().find((behaviour) => behaviour.PathPattern === pattern)!);
    expect(cacheOf('/media/narration/*')).toBe('private, max-age=31536000, immutable');
    expect(cacheOf('/media/narration/manifests/*')).toBe('private, no-cache');
    expect(cacheOf('/media/*')).toBe('private, max-age=3600');
    // The local CloudFront answers with the same, path by path.
    expect(mediaCacheControl('/media/narration/manifests/RESPA-day-1.json')).toBe(CACHE_CONTROL.narrationManifest);
    expect(mediaCacheControl('/media/narration/0123.mp3')).toBe(CACHE_CONTROL.narrationAudio);
    expect(mediaCacheControl('/media/pictures/star.svg')).toBe(CACHE_CONTROL.media);
    // and the edges keep the files as the store writes them: a line a year, a manifest never past a publish
    expect(NARRATION_EDGE_CACHE).toEqual({ audio: 'max-age=31536000, immutable', manifest: 'no-cache' });
  });

  it('are announced to the app: the deployment’s /config.json says narration is made', () => {
    const directory = app.assembly.directory;
    const asset = readdirSync(directory).find((entry) => existsSync(join(directory, entry, 'config.json')));
    const config = JSON.parse(readFileSync(join(directory, asset!, 'config.json'), 'utf8')) as Record<string, unknown>;
    expect(config.narration).toBe(true);
  });
});

describe('what Polly costs', () => {
  /** Polly's neural voices, per million characters (us-east-1 list price). */
  const NEURAL_PER_MILLION = 16;

  it('is the programme’s characters at the neural price, as docs/deploy.md says it', () => {
    const groups = [APP_LINES, COUNT_LINES, ...DAY_PAGES.map(dayLines), ...SCREENING_PAGES.map(screeningLines)].map(uniqueLines);
    // A line said on many pages is one file, made (and paid for) once.
    const lines = new Set(groups.flat());
    const characters = [...lines].reduce((sum, line) => sum + line.length, 0);
    const fmt = (n: number) => n.toLocaleString('en-US');
    const doc = readFileSync('docs/deploy.md', 'utf8').replace(/\s+/g, ' ');
    expect(doc).toContain(`${fmt(lines.size)} different lines of ${fmt(characters)} characters`);
    expect(doc).toContain(`**$${((characters * NEURAL_PER_MILLION) / 1e6).toFixed(2)} for the whole programme**`);
    expect(doc).toContain(`a line of at most ${Math.max(...[...lines].map((line) => line.length))} characters`);
  });
});
