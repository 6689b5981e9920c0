import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ensureClass, rowKey } from '../summaries/class-summary.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { removalOf } from '../common/enrolment.js';
import { schoolIndexKeys } from '../common/school-index.js';
import { searchPartition, termsOf } from '../summaries/search-index.js';
import { keys, tableName } from '../common/table.js';

/** What a move did: moved, already in that class, or (a promotion's stale list) now in a third class. */
export type MoveOutcome = 'moved' | 'already' | 'elsewhere' | 'absent';

const ROUNDS = 10;

const isCancelled = (error: unknown): boolean => error instanceof Error && error.name === 'TransactionCanceledException';

/**
 * Moves a child to another class of their school in one transaction: the profile (and so the school index), the
 * search items, and their row of the class summary, which leaves the old class's partition and joins the new one's.
 * Every part is conditional on what was read (the profile's class, the row's version), so a save or another move in
 * between cancels it and it reads again; a save that still believes the old class finds no row there and follows
 * the profile (class-summary.ts). The child's modules are not touched. `from`, when given, is the class the caller
 * believes the child is in (a promotion's list).
 */
export const moveChild = async (school: string, studentId: string, to: string, from?: string): Promise<MoveOutcome> => {
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * round));
    const { Item: profile } = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: keys.profile(studentId), ConsistentRead: true }),
    );
    // A child being removed is no longer anyone's to move (enrolment.ts); the transaction holds to that too.
    if (!profile || profile.school_identifier !== school || removalOf(profile)) return 'absent';
    const current = String(profile.class_id);
    if (current === to) return 'already';
    if (from !== undefined && current !== from) return 'elsewhere';
    await ensureClass({ school, class_id: to });
    const { Item: row } = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: rowKey(school, current, studentId), ConsistentRead: true }),
    );
    const child = {
      id: studentId,
      first_name: String(profile.first_name),
      last_name: String(profile.last_name),
      username: String(profile.username),
      class_id: to,
    };
    try {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: keys.profile(studentId),
                UpdateExpression: 'SET class_id = :to, #classKey = :classKey',
                ConditionExpression: 'class_id = :from AND school_identifier = :school AND attribute_not_exists(removal)',
                ExpressionAttributeNames: { '#classKey': 'class_key' },
                ExpressionAttributeValues: {
                  ':to': to,
                  ':classKey': schoolIndexKeys(school, to, studentId).class_key,
                  ':from': current,
                  ':school': school,
                },
              },
            },
            ...(row
              ? [
                  {
                    Delete: {
                      TableName: tableName(),
                      Key: rowKey(school, current, studentId),
                      ConditionExpression: 'rv = :rv',
                      ExpressionAttributeValues: { ':rv': Number(row.rv) },
                    },
                  },
                  {
                    Put: {
                      TableName: tableName(),
                      Item: { ...row, ...rowKey(school, to, studentId), rv: Number(row.rv) + 1 },
                      ConditionExpression: 'attribute_not_exists(sk)',
                    },
                  },
                ]
              : [
                  // No row to move: none may appear meanwhile (a save makes one only where the profile says).
                  {
                    ConditionCheck: {
                      TableName: tableName(),
                      Key: rowKey(school, current, studentId),
                      ConditionExpression: 'attribute_not_exists(sk)',
                    },
                  },
                ]),
            // The search items name the class: written whole again, as search-index.ts writes them.
            ...termsOf(child).map((term) => ({
              Put: { TableName: tableName(), Item: { pk: searchPartition(school), sk: `${term}#${studentId}`, ...child } },
            })),
          ],
        }),
      );
      return 'moved';
    } catch (error) {
      if (!isCancelled(error)) throw error;
    }
  }
  throw new Error(`The move of ${studentId} stayed contended for ${ROUNDS} rounds`);
};
