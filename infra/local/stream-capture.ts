import { isDeepStrictEqual } from 'node:util';
import { GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AttributeValue } from 'aws-lambda';
import type { Change, TableStream } from './streams.js';

/**
 * What the table guard (table-guard.ts) records on the table's stream for each write that changed items. A put or a
 * delete asks dynalite for the item it replaced (ReturnValues ALL_OLD), so the item as written and whether it was
 * there are both known from the one request. Any other write (an update, a batch, a transaction) runs while the guard
 * holds the table alone, and the items it names are read before and after it.
 */

type Image = Record<string, AttributeValue>;

export interface StreamedTable {
  name: string;
  stream: TableStream;
}

/** The operations that write items. */
export const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

const keyOf = (item: Image): Image => ({ pk: item.pk!, ...(item.sk ? { sk: item.sk } : {}) });

/** Whether two items hold the same attributes: a number or a string that differs (a save's version) says so at once. */
const sameItem = (a: Image, b: Image): boolean => {
  const names = Object.keys(b);
  if (Object.keys(a).length !== names.length) return false;
  for (const name of names) {
    const [x, y] = [a[name], b[name]];
    if (x === undefined || y === undefined) return false;
    if ((x.N !== undefined && x.N !== y.N) || (x.S !== undefined && x.S !== y.S)) return false;
  }
  return isDeepStrictEqual(a, b);
};

/** One item's change from what it was to what it is (either undefined when absent), or none when nothing changed. */
export const changeOf = (key: Image, before: Image | undefined, after: Image | undefined): Change[] => {
  if (!before && !after) return [];
  if (!after) return [{ eventName: 'REMOVE', keys: keyOf(key) }];
  // DynamoDB writes no record for a write that changed nothing.
  if (before && sameItem(before, after)) return [];
  return [{ eventName: before ? 'MODIFY' : 'INSERT', keys: keyOf(after), newImage: after }];
};

/**
 * Whether a put or delete can learn its old item from its own answer: it asked for none, or for that (anything
 * else is left to dynalite to refuse or answer as asked, and read around instead).
 */
export const answersOldItem = (operation: string, input: Record<string, unknown>): boolean =>
  (operation === 'PutItem' || operation === 'DeleteItem') && [undefined, 'NONE', 'ALL_OLD'].includes(input.ReturnValues as string);

/** The change a put or delete made, from its request and the old item its answer carried. */
export const changeOfAnswer = (operation: string, input: Record<string, unknown>, old: Image | undefined): Change[] =>
  operation === 'PutItem' ? changeOf(input.Item as Image, old, input.Item as Image) : changeOf(input.Key as Image, old, undefined);

/** The keys of the items a write names in `table` (none for a request too malformed to name any: dynalite refuses it). */
export const keysOf = (operation: string, input: Record<string, unknown>, table: string): Image[] => {
  try {
    return namedKeys(operation, input, table).filter((key) => typeof key.pk?.S === 'string');
  } catch {
    return [];
  }
};

const namedKeys = (operation: string, input: Record<string, unknown>, table: string): Image[] => {
  switch (operation) {
    case 'PutItem':
      return input.TableName === table ? [keyOf(input.Item as Image)] : [];
    case 'UpdateItem':
    case 'DeleteItem':
      return input.TableName === table ? [keyOf(input.Key as Image)] : [];
    case 'BatchWriteItem':
      return (((input.RequestItems ?? {}) as Record<string, unknown[]>)[table] ?? []).map((write) => {
        const { PutRequest, DeleteRequest } = write as { PutRequest?: { Item: Image }; DeleteRequest?: { Key: Image } };
        return keyOf(PutRequest?.Item ?? DeleteRequest!.Key);
      });
    case 'TransactWriteItems':
      return ((input.TransactItems ?? []) as Array<Record<string, { TableName?: string; Key?: Image; Item?: Image }>>).flatMap((entry) => {
        const [kind, body] = Object.entries(entry)[0] ?? [];
        if (!body || kind === 'ConditionCheck' || body.TableName !== table) return [];
        return [keyOf(body.Item ?? body.Key!)];
      });
    default:
      return [];
  }
};

/** The items as they are now, read consistently. */
export const readItems = (client: DynamoDBClient, table: string, keys: readonly Image[]): Promise<Array<Image | undefined>> =>
  Promise.all(
    keys.map(
      async (Key) =>
        (await client.send(new GetItemCommand({ TableName: table, Key: Key as never, ConsistentRead: true }))).Item as Image | undefined,
    ),
  );
