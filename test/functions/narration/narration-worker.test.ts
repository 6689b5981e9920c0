import { PollyClient, SynthesizeSpeechCommand, type SynthesizeSpeechCommandOutput } from '@aws-sdk/client-polly';
import { HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_PAGES, SCREENING_PAGES } from '@domain/content/index.js';
import { APP_LINES, dayLines, screeningLines, uniqueLines } from '@domain/narration/lines.js';
import { keys } from '@functions/common/table.js';
import { manifestKey, narrationKey } from '@functions/narration/narration.js';
import { loadGroup } from '@functions/narration/narration-job.js';
import { pollyEngine } from '@functions/narration/polly.js';
import { awsError } from '../../support/aws-error.js';
import { lambdaContext } from '../events.js';
import { sqsEvent, sqsRecord } from '../sqs-events.js';

const BUCKET = 'waw-test-media';
vi.stubEnv('MEDIA_BUCKET', BUCKET);
const { handler } = await import('@functions/narration/narration-worker.handler.js');

const polly = mockClient(PollyClient);
const s3 = mockClient(S3Client);
const dynamo = mockClient(DynamoDBDocumentClient);
const DAY = DAY_PAGES.find((page) => page.id === 'RESPA-day-1')!;
const TEST = SCREENING_PAGES[0]!;
const ENGINE = pollyEngine(new PollyClient({ region: 'us-east-1' }));
const audioOf = (text: string) => new TextEncoder().encode(`mp3 of ${text}`);
/** S3's answer to HEAD on a key our role may read but that is not there: 403, no body (no s3:ListBucket). */
const missing = () => new S3ServiceException({ name: 'Unknown', $fault: 'client', $metadata: { httpStatusCode: 403 } });
/** What the bucket holds, as the mocked S3 answers and writes it. */
let bucket: Map<string, { body: unknown; type: string | undefined }>;

/** The line an SSML request says. */
const said = (ssml: string) =>
  /<prosody rate="90%">(.*)<\/prosody>/s
    .exec(ssml)![1]!
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);
const spoken = () => polly.commandCalls(SynthesizeSpeechCommand).map((call) => said(call.args[0].input.Text!));
const manifestOf = (group: string) => JSON.parse(String(bucket.get(manifestKey(group))!.body)) as Record<string, string>;
const storedPage = (content: unknown) => ({ Item: { ...keys.page(DAY.id), id: DAY.id, content: JSON.stringify(content), version: 2 } });

beforeEach(() => {
  polly.reset();
  s3.reset();
  dynamo.reset();
  bucket = new Map();
  polly.on(SynthesizeSpeechCommand).callsFake(async (input: { Text: string }): Promise<SynthesizeSpeechCommandOutput> => {
    const text = said(input.Text);
    return { AudioStream: { transformToByteArray: async () => audioOf(text) } } as unknown as SynthesizeSpeechCommandOutput;
  });
  s3.on(HeadObjectCommand).callsFake(async (input: { Key: string }) => {
    if (!bucket.has(input.Key)) throw missing();
    return {};
  });
  s3.on(PutObjectCommand).callsFake(async (input: { Key: string; Body: unknown; ContentType?: string }) => {
    bucket.set(input.Key, { body: input.Body, type: input.ContentType });
    return {};
  });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: keys.page(DAY.id) }).resolves(storedPage(DAY));
  dynamo
    .on(GetCommand, { Key: keys.page(TEST.id) })
    .resolves({ Item: { ...keys.page(TEST.id), id: TEST.id, content: JSON.stringify(TEST), version: 1 } });
});

describe('the narration worker', () => {
  it('speaks every line of the page the message names, read from the table, and writes the page’s manifest last', async () => {
    const result = await handler(sqsEvent(sqsRecord('m1', { group: DAY.id })), lambdaContext);
    expect(result).toEqual({ batchItemFailures: [] });
    const lines = uniqueLines(dayLines(DAY));
    expect(spoken().sort()).toEqual([...lines].sort());
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({ Key: keys.page(DAY.id), ConsistentRead: true });
    for (const line of lines) expect(bucket.get(narrationKey(line, ENGINE))).toEqual({ body: audioOf(line), type: 'audio/mpeg' });
    expect(Object.keys(manifestOf(DAY.id))).toEqual(lines);
    expect(manifestOf(DAY.id)[lines[0]!]).toBe(`/${narrationKey(lines[0]!, ENGINE)}`);
    const puts = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input.Key);
    expect(puts.at(-1)).toBe(manifestKey(DAY.id));
  });

  it('after an edit makes only the changed line: the others are found in the bucket and kept', async () => {
    await handler(sqsEvent(sqsRecord('m1', { group: DAY.id })), lambdaContext);
    polly.resetHistory();
    const edited = { ...DAY, celebration: { ...DAY.celebration, message: 'You were so kind today!' } };
    dynamo.on(GetCommand, { Key: keys.page(DAY.id) }).resolves(storedPage(edited));
    await handler(sqsEvent(sqsRecord('m2', { group: DAY.id })), lambdaContext);
    expect(spoken()).toEqual(['You were so kind today!']);
    expect(Object.keys(manifestOf(DAY.id))).toContain('You were so kind today!');
    expect(Object.keys(manifestOf(DAY.id))).not.toContain(DAY.celebration.message);
  });

  it('speaks a test page’s items and the app’s own lines, which it reads from the code, not the table', async () => {
    await handler(sqsEvent(sqsRecord('m1', { group: TEST.id }), sqsRecord('m2', { group: 'app' })), lambdaContext);
    expect(Object.keys(manifestOf(TEST.id))).toEqual(uniqueLines(screeningLines(TEST)));
    expect(Object.keys(manifestOf('app'))).toEqual(uniqueLines(APP_LINES));
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toEqual([keys.page(TEST.id)]);
  });

  it('reads every shipped page, as the seed stores it, as the lines the player says', async () => {
    for (const page of [...DAY_PAGES, ...SCREENING_PAGES]) {
      dynamo
        .on(GetCommand, { Key: keys.page(page.id) })
        .resolves({ Item: { ...keys.page(page.id), id: page.id, content: JSON.stringify(page), version: 1 } });
      const lines = 'practice' in page ? dayLines(page) : screeningLines(page);
      expect(await loadGroup(page.id)).toEqual({ name: page.id, lines: uniqueLines(lines) });
    }
  });

  it('drops a message it cannot read or that names no page, making and asking nothing', async () => {
    const result = await handler(
      sqsEvent(
        sqsRecord('bad-json', 'not json'),
        sqsRecord('bad-group', { group: '../../etc/passwd' }),
        sqsRecord('lines', { group: DAY.id, lines: ['Say this'] }),
        sqsRecord('absent', { group: 'NOBO-day-9' }),
      ),
      lambdaContext,
    );
    expect(result).toEqual({ batchItemFailures: [] });
    expect(polly.calls()).toHaveLength(0);
    expect(s3.calls()).toHaveLength(0);
  });

  it('hands a message back when Polly keeps failing, with no manifest naming a file never made', async () => {
    polly.on(SynthesizeSpeechCommand).rejects(awsError('ServiceFailureException', 'Polly is down', 500));
    const result = await handler(sqsEvent(sqsRecord('dropped', 'not json'), sqsRecord('m1', { group: DAY.id })), lambdaContext);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
    expect(bucket.has(manifestKey(DAY.id))).toBe(false);
  });
});
