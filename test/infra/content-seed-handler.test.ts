import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { DAY_PAGES, SCREENING_PAGES, dayPageSchema } from '@domain/content/index.js';
import { PAGE_KEY_PREFIX } from '../../infra/constructs/content-seed.js';
import { startTestTable } from '../support/test-table.js';

/** The seeding custom resource's handler as deployed, against dynalite: real conditional writes; SQS mocked. */
const NARRATION_QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/waw-test-narration';
vi.stubEnv('NARRATION_QUEUE_URL', NARRATION_QUEUE_URL);
const sqs = mockClient(SQSClient);
beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
});
const queuedGroups = () =>
  sqs
    .commandCalls(SendMessageBatchCommand)
    .flatMap((call) => call.args[0].input.Entries!.map((entry) => (JSON.parse(entry.MessageBody!) as { group: string }).group));

let table: { stop: () => void };
let handler: typeof import('../../infra/custom-resources/content-seed.js').handler;
let pages: typeof import('../../functions/modules/pages-repository.js');
let dynamo: typeof import('../../functions/common/clients/dynamodb.js').dynamo;
let keys: typeof import('../../functions/common/table.js').keys;

beforeAll(async () => {
  table = await startTestTable('content-seed');
  handler = (await import('../../infra/custom-resources/content-seed.js')).handler;
  pages = await import('../../functions/modules/pages-repository.js');
  ({ dynamo } = await import('../../functions/common/clients/dynamodb.js'));
  ({ keys } = await import('../../functions/common/table.js'));
});
afterAll(() => table?.stop());

const event = (RequestType: 'Create' | 'Update' | 'Delete'): CloudFormationCustomResourceEvent =>
  ({
    RequestType,
    ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:provider',
    ResponseURL: 'https://example.org/response',
    StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/WawApp-test/1',
    RequestId: 'request',
    LogicalResourceId: 'ContentSeedPages',
    ResourceType: 'Custom::WawContentSeed',
    ResourceProperties: { ServiceToken: 'token', ContentHash: 'hash' },
    ...(RequestType === 'Create' ? {} : { PhysicalResourceId: 'waw-content-seed', OldResourceProperties: { ContentHash: 'old' } }),
  }) as CloudFormationCustomResourceEvent;

/**
 * A page as an admin's publish leaves it (pages-repository.ts publishDraft, whose transaction raw dynalite lacks):
 * the next version, with its publisher.
 */
const publish = (id: string, content: unknown, readVersion: number, editor: string) =>
  dynamo.send(
    new PutCommand({
      TableName: process.env.TABLE_NAME!,
      Item: {
        ...keys.page(id),
        id,
        content: JSON.stringify(content),
        version: readVersion + 1,
        edited_by: editor,
        edited_at: new Date().toISOString(),
      },
    }),
  );

const SHIPPED = [...DAY_PAGES, ...SCREENING_PAGES];
const [edited, older] = SHIPPED as [(typeof SHIPPED)[number], (typeof SHIPPED)[number]];

describe('the content seed custom resource', () => {
  it('writes every shipped page into an empty table on create', async () => {
    expect(SHIPPED.length).toBeGreaterThan(150);
    const result = await handler(event('Create'));
    expect(result).toEqual({ PhysicalResourceId: 'waw-content-seed', Data: { PagesWritten: String(SHIPPED.length) } });
    for (const page of [SHIPPED[0]!, SHIPPED.at(-1)!]) expect((await pages.getPage(page.id))?.content).toEqual(page);
  });

  it("on update, brings an older shipped page up to date and leaves an admin's edit as the admin left it", async () => {
    const stored = await pages.getPage(edited.id);
    const adminsPage = { ...edited, title: 'Our own day' };
    await publish(edited.id, adminsPage, stored!.version, 'admin@school.example');
    // An older release of a page nobody edited: seeded without an editor, with content since changed.
    await dynamo.send(
      new PutCommand({
        TableName: process.env.TABLE_NAME!,
        Item: { ...keys.page(older.id), id: older.id, content: JSON.stringify({ ...older, title: 'Old title' }), version: 1 },
      }),
    );

    const result = await handler(event('Update'));

    expect(result.Data).toEqual({ PagesWritten: '1' });
    expect((await pages.getPage(edited.id))?.content).toEqual(adminsPage);
    expect(await pages.getPage(older.id)).toMatchObject({ content: older, version: 2 });
  });

  it('replaces the old-shape song of a page nobody edited, and reads an admin’s old-shape page with the written song and its beat, the rest as the admin left it', async () => {
    const [unedited, admins] = [DAY_PAGES[20]!, DAY_PAGES[31]!];
    // As a release before written scores stored a song: each word set to a note, and a beat of five fixed patterns.
    const oldSong = (page: (typeof DAY_PAGES)[number]) => ({
      id: page.song.id,
      title: page.song.title,
      bpm: 100,
      lines: [
        [
          { word: 'Old', note: 'C4', beats: 1 },
          { word: 'words', note: 'C4', beats: 2 },
        ],
      ],
    });
    const oldBeat = { bpm: 96, beatsPerBar: 4, claps: [0, 2, 3], bars: 2 };
    const put = (page: (typeof DAY_PAGES)[number], content: unknown, edited: boolean) =>
      dynamo.send(
        new PutCommand({
          TableName: process.env.TABLE_NAME!,
          Item: {
            ...keys.page(page.id),
            id: page.id,
            content: JSON.stringify(content),
            version: 4,
            ...(edited ? { edited_by: 'a@school.example' } : {}),
          },
        }),
      );
    await put(unedited, { ...unedited, song: oldSong(unedited), beat: oldBeat }, false);
    const adminsOld = {
      ...admins,
      title: 'Our own title',
      song: oldSong(admins),
      beat: oldBeat,
      celebration: { message: 'Our message!', picture: 'star' },
    };
    await put(admins, adminsOld, true);

    await handler(event('Update'));

    expect(await pages.getPage(unedited.id)).toEqual({ id: unedited.id, content: unedited, version: 5 });
    const read = await pages.getPage(admins.id);
    expect(read?.version).toBe(4);
    expect(read?.content).toEqual({ ...adminsOld, song: { ...admins.song, title: 'Our own title' }, beat: admins.beat });
    expect(v.safeParse(dayPageSchema, read?.content).success).toBe(true);
    expect((await pages.listPages()).find((page) => page.id === admins.id)?.content).toEqual(read?.content);
    // The admin saves it once, in the new shape, against the version read: the table holds the new shape from then on.
    await publish(admins.id, read!.content, read!.version, 'a@school.example');
    expect(await pages.getPage(admins.id)).toEqual({ id: admins.id, content: read!.content, version: 5 });
  });

  it('then queues the whole programme’s narration: a message naming each group, the app’s lines and the tests and day 1s first', async () => {
    await handler(event('Update'));
    const calls = sqs.commandCalls(SendMessageBatchCommand).map((call) => call.args[0].input);
    expect(calls.every((call) => call.QueueUrl === NARRATION_QUEUE_URL && call.Entries!.length <= 10)).toBe(true);
    const groups = queuedGroups();
    expect(groups.slice(0, 2)).toEqual(['app', 'counts']);
    expect([...groups].sort()).toEqual(['app', 'counts', ...SHIPPED.map((page) => page.id)].sort());
    const firstDay2 = groups.findIndex((group) => group.endsWith('-day-2'));
    expect(groups.slice(0, firstDay2).filter((group) => group.endsWith('-day-1'))).toHaveLength(DAY_PAGES.length / 10);
    // A message names its group only: the worker reads the lines when it runs.
    for (const call of calls)
      for (const entry of call.Entries!) expect(Object.keys(JSON.parse(entry.MessageBody!) as object)).toEqual(['group']);
  });

  it('queues nothing when the stack is deleted', async () => {
    await handler(event('Delete'));
    expect(sqs.calls()).toHaveLength(0);
  });

  it('may write exactly the items the pages are kept in (the key prefix its role is limited to)', () => {
    expect(keys.page(older.id).pk).toBe(`${PAGE_KEY_PREFIX}${older.id}`);
  });

  it('keeps every page when the stack is deleted (the table is retained with the schools’ edits)', async () => {
    expect(await handler(event('Delete'))).toEqual({ PhysicalResourceId: 'waw-content-seed' });
    expect((await pages.getPage(older.id))?.content).toEqual(older);
  });
});
