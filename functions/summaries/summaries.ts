import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ClassGain, ClassSummary, NamedClassSummary } from '@domain/class-summary.js';
import { EMOTIONS, PROGRAMME_DAY_NUMBERS } from '@domain/constants.js';
import { classGain } from './class-gain.js';
import { BEHIND, classKey, classRows, contribution, feelingsOf, isCatchingUp, isStarted, marksOf, type ChildRow } from './class-summary.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { tableName } from '../common/table.js';

const round = (value: number) => Math.round(value * 100) / 100;

/** A class item's counters as the admin pages read them: means in the test's points, gain null until anyone has both. */
export const toClassSummary = (item: Record<string, unknown>): ClassSummary => {
  const n = (name: string) => Number(item[name] ?? 0);
  const mean = (count: string, sum: string) => (n(count) === 0 ? 0 : round(n(sum) / n(count)));
  const feelings = (when: 'before' | 'after') => Object.fromEntries(EMOTIONS.map((emotion) => [emotion, n(`n_${when}_${emotion}`)]));
  return {
    class_id: String(item.class_id),
    children: n('n_children'),
    started: n('n_started'),
    finished: n('n_finished'),
    days: PROGRAMME_DAY_NUMBERS.map((day) => n(`n_day_${day}`)),
    feelings: { before: feelings('before'), after: feelings('after') },
    test: {
      pre: { count: n('n_pre'), mean: mean('n_pre', 's_pre') },
      post: { count: n('n_post'), mean: mean('n_post', 's_post') },
      gain: n('n_gain') === 0 ? null : round(n('s_gain') / n('n_gain')),
    },
  };
};

/** The class's figures, each the sum of its children's rows, as one flat record (toClassSummary reads it). */
export const countersOf = (classId: string, rows: readonly ChildRow[]): Record<string, unknown> => {
  const counters: Record<string, number> = {};
  for (const row of rows) for (const [name, by] of contribution(row)) counters[name] = (counters[name] ?? 0) + by;
  return { class_id: classId, ...counters };
};

/** The name of a class's item, when a school admin gave it one. */
const nameOf = (item: Record<string, unknown> | undefined): string | null =>
  typeof item?.name === 'string' && item.name ? item.name : null;

/** The school's classes, their names and marks of rows behind (class-summary.ts markBehind), from its list of classes: one small query. */
export const classIds = async (school: string): Promise<Array<{ id: string; name: string | null; marks: Record<string, number> }>> => {
  const classes: Array<{ id: string; name: string | null; marks: Record<string, number> }> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': classKey(school, '').pk },
        ProjectionExpression: 'class_id, #name, #behind',
        ExpressionAttributeNames: { '#name': 'name', '#behind': BEHIND },
        ExclusiveStartKey: startKey,
      }),
    );
    classes.push(...(page.Items ?? []).map((item) => ({ id: String(item.class_id), name: nameOf(item), marks: marksOf(item) })));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return classes;
};

/** Classes whose rows are read at once. */
const CLASSES_AT_ONCE = 8;

/**
 * Every class of the school with its figures, added up from its children's rows: the list of classes, then one
 * query of each class's rows (a few at once). The answer grows with the classes, never with the children.
 */
export const classCounters = async (school: string): Promise<Array<Record<string, unknown>>> => {
  const classes = await classIds(school);
  const counters: Array<Record<string, unknown>> = [];
  for (let i = 0; i < classes.length; i += CLASSES_AT_ONCE) {
    const batch = classes.slice(i, i + CLASSES_AT_ONCE);
    counters.push(
      ...(await Promise.all(
        batch.map(async ({ id, name, marks }) => {
          const rows = await classRows(school, id);
          return { ...countersOf(id, rows), name, catching_up: rows.filter((row) => isCatchingUp(row, marks)).length };
        }),
      )),
    );
  }
  return counters;
};

/** Every class of the school, as the overview shows them: with its name, in the order of what admins read (name, else id). */
export const schoolClasses = async (school: string): Promise<NamedClassSummary[]> =>
  (await classCounters(school))
    .map((item) => ({ ...toClassSummary(item), name: nameOf(item), catching_up: Number(item.catching_up ?? 0) }))
    .sort((a, b) => (a.name ?? a.class_id).localeCompare(b.name ?? b.class_id, 'en', { numeric: true }));

export interface ClassChild {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
  programme: string | null;
  days: Array<{ day: number; done: boolean; before: string; after: string }>;
  test: { pre: number | null; post: number | null };
  tokens: number;
  /** when the child last saved a step of it (ms), null if they never started: who stopped playing (domain/check-in.ts) */
  last_played: number | null;
  /** a step of theirs is stored but their row does not show it yet (a failed row write; class-summary.ts markBehind) */
  catching_up: boolean;
}

const childOf = (row: ChildRow, marks: Record<string, number>): ClassChild => {
  const current = row.m;
  const feelings = current ? feelingsOf(current) : [];
  return {
    id: row.id,
    first_name: row.f,
    last_name: row.l,
    username: row.u,
    programme: current?.c ?? null,
    days: PROGRAMME_DAY_NUMBERS.map((day) => ({
      day,
      done: (current?.d ?? 0) >= day,
      before: feelings[day - 1]?.before ?? '',
      after: feelings[day - 1]?.after ?? '',
    })),
    test: { pre: current?.pre ?? null, post: current?.post ?? null },
    tokens: current?.k ?? 0,
    last_played: current && isStarted(current) ? current.at : null,
    catching_up: isCatchingUp(row, marks),
  };
};

/** One class: its figures and each child's row, from its rows, or undefined for a class the school lacks. */
export const readClass = async (
  school: string,
  classId: string,
): Promise<{ name: string | null; summary: ClassSummary; gain: ClassGain; children: ClassChild[] } | undefined> => {
  const [{ Item }, rows] = await Promise.all([
    dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key: classKey(school, classId),
        ProjectionExpression: 'class_id, #name, #behind',
        ExpressionAttributeNames: { '#name': 'name', '#behind': BEHIND },
      }),
    ),
    classRows(school, classId),
  ]);
  if (!Item) return undefined;
  const marks = marksOf(Item);
  const children = rows
    .map((row) => childOf(row, marks))
    .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name) || a.id.localeCompare(b.id));
  return { name: nameOf(Item), summary: toClassSummary(countersOf(classId, rows)), gain: classGain(rows), children };
};
