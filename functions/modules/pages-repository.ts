import { BatchGetCommand, GetCommand, UpdateCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { CHARACTER_CODES, PROGRAMME_DAY_NUMBERS } from '@domain/constants.js';
import { dayPageId, screeningPageId } from '@domain/content/page-ids.js';
import { currentPage } from '@domain/content/stored-page.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { conditionalPut, isConditionalCheckFailed, keys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

/**
 * A page of the programme as stored: its content (JSON, in today's shape: see currentPage) and the version admins
 * save against.
 */
export interface StoredPage {
  id: string;
  content: unknown;
  version: number;
}

export const getPage = async (id: string): Promise<StoredPage | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.page(id) }));
  if (!Item) return undefined;
  return { id: String(Item.id), content: currentPage(JSON.parse(String(Item.content))), version: Number(Item.version) };
};

/** Whether the table holds a page, reading its key alone. */
export const pageExists = async (id: string): Promise<boolean> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.page(id), ProjectionExpression: 'pk' }));
  return Item !== undefined;
};

/**
 * Writes a page as the programme ships it when the table lacks it, or holds a shipped form no admin has saved
 * (no `edited_by`) that differs: content fixes reach tables seeded before. An admin's page is never overwritten.
 * The version moves on, so an editor open on the old form cannot save over the new one unnoticed.
 */
export const seedPage = async (id: string, content: unknown): Promise<boolean> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.page(id),
        UpdateExpression: 'SET id = :id, content = :content, version = if_not_exists(version, :none) + :one',
        ConditionExpression: 'attribute_not_exists(pk) OR (attribute_not_exists(edited_by) AND content <> :content)',
        ExpressionAttributeValues: { ':id': id, ':content': JSON.stringify(content), ':none': 0, ':one': 1 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};

/** Creates a page the table lacks (a day not written yet, or removed): never over an existing one. */
export const createPage = (id: string, content: unknown, editor: string): Promise<boolean> =>
  conditionalPut({
    TableName: tableName(),
    Item: { ...keys.page(id), id, content: JSON.stringify(content), version: 1, edited_by: editor, edited_at: clock.nowIso() },
    ConditionExpression: 'attribute_not_exists(pk)',
  });

/** Every page the programme can have: each character's ten days and its test. */
const PAGE_IDS: readonly string[] = CHARACTER_CODES.flatMap((character) => [
  ...PROGRAMME_DAY_NUMBERS.map((day) => dayPageId(character, day)),
  screeningPageId(character),
]);
/** BatchGetItem reads at most 100 keys a call. */
const BATCH_KEYS = 100;

/**
 * Every page, for the admin list: id, version and what it is. The ids are known, so this reads them by key (two
 * batch reads) rather than scanning the table, and the function needs no Scan on a table that holds every child.
 */
export const listPages = async (): Promise<StoredPage[]> => {
  const pages: StoredPage[] = [];
  for (let start = 0; start < PAGE_IDS.length; start += BATCH_KEYS) {
    let pending: Array<Record<string, unknown>> | undefined = PAGE_IDS.slice(start, start + BATCH_KEYS).map((id) => keys.page(id));
    // DynamoDB may hand back part of a batch as unprocessed: ask again for what is left.
    while (pending && pending.length > 0) {
      const { Responses, UnprocessedKeys }: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
      );
      pages.push(
        ...(Responses?.[tableName()] ?? []).map((item) => ({
          id: String(item.id),
          content: currentPage(JSON.parse(String(item.content))),
          version: Number(item.version),
        })),
      );
      pending = UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return pages;
};

/** Saves a page only if it is still at the version the admin opened: two admins never overwrite each other. */
export const savePage = (id: string, content: unknown, readVersion: number, editor: string): Promise<boolean> =>
  conditionalPut({
    TableName: tableName(),
    Item: {
      ...keys.page(id),
      id,
      content: JSON.stringify(content),
      version: readVersion + 1,
      edited_by: editor,
      edited_at: clock.nowIso(),
    },
    ConditionExpression: 'attribute_exists(pk) AND version = :read',
    ExpressionAttributeValues: { ':read': readVersion },
  });
