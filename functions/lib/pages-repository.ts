import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './clients.js';
import { conditionalPut, keys, tableName } from './table.js';

/** A page of the programme as stored: its content (JSON) and the version admins save against. */
export interface StoredPage {
  id: string;
  content: unknown;
  version: number;
}

export const getPage = async (id: string): Promise<StoredPage | undefined> => {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: keys.page(id) }));
  if (!Item) return undefined;
  return { id: String(Item.id), content: JSON.parse(String(Item.content)) as unknown, version: Number(Item.version) };
};

/**
 * Writes a page as the programme ships it: when the table lacks it, or still holds an earlier shipped version
 * (version 1: no admin has saved it). An admin's edit (version 2 and up) is never overwritten.
 */
export const seedPage = (id: string, content: unknown): Promise<boolean> => {
  const text = JSON.stringify(content);
  return conditionalPut({
    TableName: tableName(),
    Item: { ...keys.page(id), id, content: text, version: 1 },
    ConditionExpression: 'attribute_not_exists(pk) OR (version = :shipped AND content <> :content)',
    ExpressionAttributeValues: { ':shipped': 1, ':content': text },
  });
};

/** Every page, for the admin list: id, version and what it is. */
export const listPages = async (): Promise<StoredPage[]> => {
  const pages: StoredPage[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'begins_with(pk, :p) AND sk = :sk',
        ExpressionAttributeValues: { ':p': 'PAGE#', ':sk': 'PAGE' },
        ExclusiveStartKey: startKey,
      }),
    );
    pages.push(
      ...(page.Items ?? []).map((item) => ({
        id: String(item.id),
        content: JSON.parse(String(item.content)) as unknown,
        version: Number(item.version),
      })),
    );
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return pages;
};

/** Saves a page only if it is still at the version the admin opened: two admins never overwrite each other. */
export const savePage = (id: string, content: unknown, readVersion: number): Promise<boolean> =>
  conditionalPut({
    TableName: tableName(),
    Item: { ...keys.page(id), id, content: JSON.stringify(content), version: readVersion + 1 },
    ConditionExpression: 'attribute_exists(pk) AND version = :read',
    ExpressionAttributeValues: { ':read': readVersion },
  });
