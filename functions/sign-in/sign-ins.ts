import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../common/clients/dynamodb.js';
import { isConditionalCheckFailed, keys, tableName } from '../common/table.js';

/**
 * When each child last signed in, for the school's list of children who stopped playing (retention). Kept in a
 * partition of its own per school, `SEEN#{school}`, so the sign-in function's grant grows only by items that hold
 * nothing but a time, and the whole school's times are one query of small items.
 */
export const recordSignIn = async (school: string, studentId: string, at: number): Promise<void> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.lastSignIn(school, studentId),
        // A slower, older sign-in never moves the time back.
        UpdateExpression: 'SET #at = :at',
        ConditionExpression: 'attribute_not_exists(#at) OR #at < :at',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
};

/** Every child's last sign-in at the school, by student id. */
export const lastSignIns = async (school: string): Promise<Map<string, number>> => {
  const seen = new Map<string, number>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.lastSignIn(school, '').pk },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) seen.set(String(item.sk).slice('STUDENT#'.length), Number(item.at));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return seen;
};
