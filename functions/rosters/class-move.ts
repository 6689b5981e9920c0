import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { classKey, contribution, type ChildRow } from '../summaries/class-summary.js';
import { dynamo } from '../shared/clients/dynamodb.js';
import { removalOf } from '../shared/enrolment.js';
import { schoolIndexKeys } from '../shared/school-index.js';
import { searchPartition, termsOf } from '../summaries/search-index.js';
import { isConditionalCheckFailed, keys, tableName } from '../shared/table.js';

/** What a move did: moved, already in that class, or (a promotion's stale list) now in a third class. */
export type MoveOutcome = 'moved' | 'already' | 'elsewhere' | 'absent';

const ROUNDS = 10;

/** A class item ready to take a row and a mark: `rows` and `moved` exist, so the transaction can set paths in them. */
const prepareClass = (school: string, classId: string) =>
  dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: classKey(school, classId),
      UpdateExpression:
        'SET class_id = if_not_exists(class_id, :class), #rows = if_not_exists(#rows, :empty), #moved = if_not_exists(#moved, :empty)',
      ExpressionAttributeNames: { '#rows': 'rows', '#moved': 'moved' },
      ExpressionAttributeValues: { ':class': classId, ':empty': {} },
    }),
  );

/** The counter changes of a row leaving (-1) or joining (+1) a class, as an ADD clause and its values. */
const counterUpdate = (row: ChildRow, sign: 1 | -1, prefix: string) => {
  const entries = [...contribution(row)].filter(([, by]) => by !== 0);
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  entries.forEach(([name, by], index) => {
    names[`#${prefix}${index}`] = name;
    values[`:${prefix}${index}`] = sign * by;
  });
  const clause = entries.length > 0 ? ` ADD ${entries.map((_, index) => `#${prefix}${index} :${prefix}${index}`).join(', ')}` : '';
  return { clause, names, values };
};

const isCancelled = (error: unknown): boolean => error instanceof Error && error.name === 'TransactionCanceledException';

/**
 * Moves a child to another class of their school in one transaction: the profile (and so the school index), the
 * search items, and the class summaries, whose row leaves the old class with its module rows and counters and joins
 * the new one, leaving a mark in the old class that sends a late save on (class-summary.ts). Every part is
 * conditional on what was read (the profile's class, the row's version), so a save or another move in between
 * cancels it and it reads again: the counters of both classes stay the sums of their rows. The child's modules are
 * not touched. `from`, when given, is the class the caller believes the child is in (a promotion's list).
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
    await Promise.all([prepareClass(school, current), prepareClass(school, to)]);
    const { Item: summary } = await dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key: classKey(school, current),
        ProjectionExpression: '#rows.#child',
        ExpressionAttributeNames: { '#rows': 'rows', '#child': studentId },
        ConsistentRead: true,
      }),
    );
    const row = (summary?.rows as Record<string, ChildRow> | undefined)?.[studentId];
    const child = {
      id: studentId,
      first_name: String(profile.first_name),
      last_name: String(profile.last_name),
      username: String(profile.username),
      class_id: to,
    };
    const leaving = row ? counterUpdate(row, -1, 'l') : undefined;
    const joining = row ? counterUpdate(row, 1, 'j') : undefined;
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
            {
              Update: {
                TableName: tableName(),
                Key: classKey(school, current),
                UpdateExpression: row ? `REMOVE #rows.#child SET #moved.#child = :to${leaving!.clause}` : 'SET #moved.#child = :to',
                ConditionExpression: row ? '#rows.#child.#rv = :rv' : 'attribute_not_exists(#rows.#child)',
                ExpressionAttributeNames: {
                  '#rows': 'rows',
                  '#moved': 'moved',
                  '#child': studentId,
                  ...(row ? { '#rv': 'rv' } : {}),
                  ...leaving?.names,
                },
                ExpressionAttributeValues: { ':to': to, ...(row ? { ':rv': row.rv } : {}), ...leaving?.values },
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: classKey(school, to),
                UpdateExpression: row ? `SET #rows.#child = :row REMOVE #moved.#child${joining!.clause}` : 'REMOVE #moved.#child',
                ConditionExpression: 'attribute_not_exists(#rows.#child)',
                ExpressionAttributeNames: { '#rows': 'rows', '#moved': 'moved', '#child': studentId, ...joining?.names },
                ...(row ? { ExpressionAttributeValues: { ':row': { ...row, rv: row.rv + 1 }, ...joining?.values } } : {}),
              },
            },
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

/**
 * Takes out every mark a child's moves left in their school's class items, for a removed child (removal-steps.ts):
 * one query of the school's classes for the marks only, then one conditional update for each class that has one.
 */
export const clearMovedMarks = async (school: string, childId: string): Promise<number> => {
  const names = { '#moved': 'moved', '#child': childId };
  let cleared = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': classKey(school, '').pk },
        ProjectionExpression: 'pk, sk, #moved.#child',
        ExpressionAttributeNames: names,
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if ((item.moved as Record<string, unknown> | undefined)?.[childId] === undefined) continue;
      try {
        await dynamo.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: String(item.pk), sk: String(item.sk) },
            UpdateExpression: 'REMOVE #moved.#child',
            ConditionExpression: 'attribute_exists(#moved.#child)',
            ExpressionAttributeNames: names,
          }),
        );
        cleared += 1;
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return cleared;
};
