import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_PAGES, SCREENING_PAGES } from '@domain/content/index.js';
import { PAGE_KEY_PREFIX } from '../../infra/constructs/content-seed.js';
import { startTestTable } from '../support/test-table.js';

/** The seeding custom resource's handler as deployed, against dynalite: real conditional writes. */
let table: { stop: () => void };
let handler: typeof import('../../infra/custom-resources/content-seed.js').handler;
let pages: typeof import('../../functions/lib/pages-repository.js');
let dynamo: typeof import('../../functions/lib/clients/dynamodb.js').dynamo;
let keys: typeof import('../../functions/lib/table.js').keys;

beforeAll(async () => {
  table = await startTestTable('content-seed');
  handler = (await import('../../infra/custom-resources/content-seed.js')).handler;
  pages = await import('../../functions/lib/pages-repository.js');
  ({ dynamo } = await import('../../functions/lib/clients/dynamodb.js'));
  ({ keys } = await import('../../functions/lib/table.js'));
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
    expect(await pages.savePage(edited.id, adminsPage, stored!.version, 'admin@school.example')).toBe(true);
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

  it('may write exactly the items the pages are kept in (the key prefix its role is limited to)', () => {
    expect(keys.page(older.id).pk).toBe(`${PAGE_KEY_PREFIX}${older.id}`);
  });

  it('keeps every page when the stack is deleted (the table is retained with the schools’ edits)', async () => {
    expect(await handler(event('Delete'))).toEqual({ PhysicalResourceId: 'waw-content-seed' });
    expect((await pages.getPage(older.id))?.content).toEqual(older);
  });
});
