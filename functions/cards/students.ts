import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../common/clients/dynamodb.js';
import { removalOf } from '../common/enrolment.js';
import { keys, tableName } from '../common/table.js';

export interface CardStudent {
  id: string;
  first_name: string;
  class_id: string;
  school_identifier: string;
  /** being removed (functions/common/enrolment.ts): no card is made for them */
  removing: boolean;
}

// BatchGetItem takes at most 100 keys; MAX_CARDS_PER_PRINT keeps a print within one call's worth.
const BATCH = 100;
const MAX_ROUNDS = 8;

/** These students' profiles, by id, in as few reads as DynamoDB allows (retrying what it left unprocessed). */
export const getStudents = async (ids: readonly string[]): Promise<Map<string, CardStudent>> => {
  const found = new Map<string, CardStudent>();
  for (let start = 0; start < ids.length; start += BATCH) {
    let pending: Array<Record<string, unknown>> | undefined = ids.slice(start, start + BATCH).map((id) => keys.profile(id));
    for (let round = 0; pending?.length; round += 1) {
      if (round === MAX_ROUNDS) throw new Error('DynamoDB left profiles unprocessed after every retry');
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(round, 5)));
      const { Responses, UnprocessedKeys }: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } },
        }),
      );
      for (const item of Responses?.[tableName()] ?? []) {
        found.set(String(item.id), {
          id: String(item.id),
          first_name: String(item.first_name),
          class_id: String(item.class_id),
          school_identifier: String(item.school_identifier),
          removing: removalOf(item) !== undefined,
        });
      }
      pending = UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
};
