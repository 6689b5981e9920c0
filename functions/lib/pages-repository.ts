import { GetCommand } from '@aws-sdk/lib-dynamodb';
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

/** Adds a page the programme ships with, never overwriting one that exists (or an admin's edit of it). */
export const addPageIfAbsent = (id: string, content: unknown): Promise<boolean> =>
  conditionalPut({
    TableName: tableName(),
    Item: { ...keys.page(id), id, content: JSON.stringify(content), version: 1 },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
