import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../common/clients/dynamodb.js';
import { tableName } from '../common/table.js';

/**
 * Search by name across a school without reading it: one small item per child and term, `SEARCH#{school}` /
 * `{term}#{id}`, where the terms are the child's first name, last name, each further word of either and the
 * username, lower-cased and stripped of accents. A search is a `begins_with` query of the school's partition.
 */
export const searchPartition = (school: string): string => `SEARCH#${school}`;

/** Lower case without accents or stray spaces: "Zoë  O'Brien" → "zoe o'brien". */
export const searchTerm = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export interface SearchableChild {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
  class_id: string;
}

export const termsOf = (child: SearchableChild): string[] => {
  const names = [child.first_name, child.last_name].map(searchTerm);
  const words = names.flatMap((name) => name.split(' ').slice(1));
  return [...new Set([...names, ...words, searchTerm(child.username)].filter((term) => term !== ''))];
};

/** Writes the child's search items; writing them again is harmless (same keys, same content). */
export const indexChild = async (school: string, child: SearchableChild): Promise<void> => {
  for (const term of termsOf(child)) {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: searchPartition(school),
          sk: `${term}#${child.id}`,
          id: child.id,
          first_name: child.first_name,
          last_name: child.last_name,
          username: child.username,
          class_id: child.class_id,
        },
      }),
    );
  }
};

export const SEARCH_RESULTS = 20;

/**
 * Up to 20 children of the school whose name or username starts with `text`, each once, and only those `keep` takes:
 * a teacher's search reads on past other classes' children rather than stop at 20 of them and show none of theirs.
 */
export const searchChildren = async (
  school: string,
  text: string,
  keep: (child: { class_id: string }) => boolean = () => true,
): Promise<SearchableChild[]> => {
  const prefix = searchTerm(text);
  const found = new Map<string, SearchableChild>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': searchPartition(school), ':prefix': prefix },
        Limit: 3 * SEARCH_RESULTS,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (found.size >= SEARCH_RESULTS) break;
      const id = String(item.id);
      if (!found.has(id) && keep({ class_id: String(item.class_id) })) {
        found.set(id, {
          id,
          first_name: String(item.first_name),
          last_name: String(item.last_name),
          username: String(item.username),
          class_id: String(item.class_id),
        });
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && found.size < SEARCH_RESULTS);
  return [...found.values()];
};
