import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EMOTIONS, PROGRAMME_DAYS, PROGRAMME_DAY_NUMBERS, dayKey } from '@domain/constants.js';
import { toPlayable } from '@domain/module.js';
import { isDayStarted } from '@domain/progress.js';
import { dynamo } from '../shared/clients/dynamodb.js';
import type { StoredModule } from '../modules/modules-repository.js';
import { isConditionalCheckFailed, tableName } from '../shared/table.js';
import * as clock from '../shared/clock.js';

/**
 * One item per class, `CLASS#{school}` / `CLASS#{class}`, kept as its children play: each child's compact row and
 * the class's counters. A save changes one child's row and moves the counters by the difference in one update,
 * conditional on that row's own version (`rv`): children of a class saving at once never wait on each other, and
 * the counters are always the sum of the rows, since both change in the same write.
 */
export const classKey = (school: string, classId: string) => ({ pk: `CLASS#${school}`, sk: `CLASS#${classId}` });

/** One module as the class page shows it: a few numbers and the feelings of the ten days. */
export interface ModuleRow {
  /** the programme (character code) */
  c: string;
  /** the module version this row reflects: a row is only ever replaced by a newer one */
  v: number;
  /** days completed */
  d: number;
  /** step_completed */
  s: string;
  /** feelings before and after each day: 20 fields joined with ',' (empty when not given) */
  e: string;
  /** test before day 1 and after day 10, null until taken */
  pre: number | null;
  post: number | null;
  /** tokens earned */
  k: number;
  /** when it was saved (ms): the latest is the programme the child is playing */
  at: number;
}

export interface ChildRow {
  f: string;
  l: string;
  u: string;
  /** the row's own version, the condition of every write of it */
  rv: number;
  m: Record<string, ModuleRow>;
}

export interface ChildIdentity {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
}
export interface ClassPlace {
  school: string;
  class_id: string;
}

export const moduleRow = (module: StoredModule, at: number): ModuleRow => {
  const details = toPlayable(module).game_details;
  const feelings = PROGRAMME_DAY_NUMBERS.flatMap((day) => {
    const progress = details.progress[dayKey(day)]!;
    return [progress.pre_emotion, progress.post_emotion];
  });
  // The test before day 1 counts as taken once day 1 has begun; the test after day 10 once it scored.
  const preTaken = details.pre_test_score > 0 || isDayStarted(details.progress.day_1!);
  return {
    c: module.name,
    v: module.version,
    d: module.day_completed,
    s: module.step_completed,
    e: feelings.join(','),
    pre: preTaken ? details.pre_test_score : null,
    post: details.post_test_score > 0 ? details.post_test_score : null,
    k: details.inventory.earned,
    at,
  };
};

/** The module the child plays now: the one saved last (ties by programme code, so every reader agrees). */
export const currentModule = (row: ChildRow): [string, ModuleRow] | undefined =>
  Object.entries(row.m).sort(([, a], [, b]) => b.at - a.at || a.c.localeCompare(b.c))[0];

export const feelingsOf = (module: ModuleRow): Array<{ before: string; after: string }> => {
  const fields = module.e.split(',');
  return PROGRAMME_DAY_NUMBERS.map((day) => ({ before: fields[2 * day - 2] ?? '', after: fields[2 * day - 1] ?? '' }));
};

/** The counters a class item keeps: flat attributes, so ADD creates any that are missing. */
export const COUNTERS = [
  'n_children',
  'n_started',
  'n_finished',
  ...PROGRAMME_DAY_NUMBERS.map((day) => `n_day_${day}`),
  ...EMOTIONS.map((emotion) => `n_before_${emotion}`),
  ...EMOTIONS.map((emotion) => `n_after_${emotion}`),
  'n_pre',
  's_pre',
  'n_post',
  's_post',
  'n_gain',
  's_gain',
] as const;

/** What one child adds to the class's counters. */
export const contribution = (row: ChildRow | undefined): Map<string, number> => {
  const counts = new Map<string, number>();
  if (!row) return counts;
  const add = (name: string, by = 1) => counts.set(name, (counts.get(name) ?? 0) + by);
  add('n_children');
  const current = currentModule(row)?.[1];
  if (!current) return counts;
  const feelings = feelingsOf(current);
  if (current.d > 0 || current.s !== 'notstarted' || feelings.some((day) => day.before || day.after)) add('n_started');
  if (current.d >= PROGRAMME_DAYS) add('n_finished');
  for (let day = 1; day <= Math.min(current.d, PROGRAMME_DAYS); day += 1) add(`n_day_${day}`);
  for (const { before, after } of feelings) {
    // Only the vocabulary's words are counted: the counters' names are fixed.
    if ((EMOTIONS as readonly string[]).includes(before)) add(`n_before_${before}`);
    if ((EMOTIONS as readonly string[]).includes(after)) add(`n_after_${after}`);
  }
  const test = (name: string, score: number | null) => {
    if (score === null) return;
    add(`n_${name}`);
    add(`s_${name}`, score);
  };
  test('pre', current.pre);
  test('post', current.post);
  test('gain', current.pre !== null && current.post !== null ? current.post - current.pre : null);
  return counts;
};

const difference = (before: ChildRow | undefined, after: ChildRow): Array<[string, number]> => {
  const old = contribution(before);
  const next = contribution(after);
  return [...new Set([...old.keys(), ...next.keys()])]
    .map((name): [string, number] => [name, (next.get(name) ?? 0) - (old.get(name) ?? 0)])
    .filter(([, by]) => by !== 0);
};

const ROUNDS = 20;
/** A child moved more often than this while one save was on its way is not followed further (it never happens). */
const MOVES_FOLLOWED = 5;

/**
 * Changes one child's row: `change` gets the row as stored (or undefined) and returns the new one, or undefined to
 * leave it. Written only if the row is still the one read; another save of the same child meanwhile makes it read
 * again. Returns whether anything was written.
 *
 * A child moved to another class leaves `moved.{child}` (the new class) in the old class's item (class-move.ts):
 * a save that still believes the old class follows it there, and since the row is only ever created where no such
 * mark is, a save racing a move can neither bring the row back to the old class nor count the child twice.
 */
export const updateChildRow = async (
  place: ClassPlace,
  childId: string,
  change: (row: ChildRow | undefined) => ChildRow | undefined,
): Promise<boolean> => {
  let Key = classKey(place.school, place.class_id);
  let followed = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * round));
    const { Item } = await dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key,
        ProjectionExpression: 'class_id, #rows.#child, #moved.#child',
        ExpressionAttributeNames: { '#rows': 'rows', '#moved': 'moved', '#child': childId },
        ConsistentRead: true,
      }),
    );
    if (!Item) {
      // The class's first child: the item is made once, whoever gets there first.
      await createClass({ school: place.school, class_id: Key.sk.slice('CLASS#'.length) });
      continue;
    }
    const stored = (Item.rows as Record<string, ChildRow> | undefined)?.[childId];
    const movedTo = (Item.moved as Record<string, string> | undefined)?.[childId];
    if (!stored && movedTo !== undefined) {
      if (followed >= MOVES_FOLLOWED)
        throw new Error(`The class row of ${childId} moved more than ${MOVES_FOLLOWED} times during one save`);
      followed += 1;
      Key = classKey(place.school, movedTo);
      continue;
    }
    const next = change(stored);
    if (!next) return false;
    const row: ChildRow = { ...next, rv: (stored?.rv ?? 0) + 1 };
    const deltas = difference(stored, row);
    const names: Record<string, string> = {
      '#rows': 'rows',
      '#child': childId,
      ...(stored ? { '#rv': 'rv' } : { '#moved': 'moved' }),
    };
    const values: Record<string, unknown> = { ':row': row };
    deltas.forEach(([name, by], index) => {
      names[`#c${index}`] = name;
      values[`:c${index}`] = by;
    });
    if (stored) values[':rv'] = stored.rv;
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: `SET #rows.#child = :row${deltas.length > 0 ? ` ADD ${deltas.map((_, index) => `#c${index} :c${index}`).join(', ')}` : ''}`,
          ConditionExpression: stored
            ? '#rows.#child.#rv = :rv'
            : 'attribute_not_exists(#rows.#child) AND attribute_not_exists(#moved.#child)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
  throw new Error(`The class summary of ${place.school}/${place.class_id} stayed contended for ${ROUNDS} rounds`);
};

const createClass = async (place: ClassPlace): Promise<void> => {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...classKey(place.school, place.class_id), class_id: place.class_id, rows: {} },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
};

const baseRow = (child: ChildIdentity, row: ChildRow | undefined): ChildRow =>
  row ?? { f: child.first_name, l: child.last_name, u: child.username, rv: 0, m: {} };

/**
 * A save of a module reaches the class: the child's row takes it unless the row already reflects this version or a
 * newer one. A save whose summary write was lost (the function stopped between the two) is repaired by the next.
 */
export const recordModule = (place: ClassPlace, child: ChildIdentity, module: StoredModule, at = clock.now()): Promise<boolean> =>
  updateChildRow(place, child.id, (row) => {
    const known = row?.m[module.id];
    if (known && known.v >= module.version) return undefined;
    const base = baseRow(child, row);
    return { ...base, m: { ...base.m, [module.id]: moduleRow(module, at) } };
  });

/** A child joins the class (the roster import): counted at once, with the modules they were given. */
export const addChildToClass = (place: ClassPlace, child: ChildIdentity, modules: readonly StoredModule[]): Promise<boolean> =>
  updateChildRow(place, child.id, (row) => {
    const missing = modules.filter((module) => !row?.m[module.id]);
    if (row && missing.length === 0) return undefined;
    const base = baseRow(child, row);
    // Assigned but never saved: times at or below 0, so any save is later, and the roster's first programme leads.
    return { ...base, m: { ...base.m, ...Object.fromEntries(missing.map((module, index) => [module.id, moduleRow(module, -index)])) } };
  });

/**
 * A child leaves the class (their removal): their row goes and the counters drop by what it added, in one update
 * conditional on the row being the one read, as a save's. True when there was a row to remove.
 */
export const removeChildFromClass = async (place: ClassPlace, childId: string): Promise<boolean> => {
  const Key = classKey(place.school, place.class_id);
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * round));
    const { Item } = await dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key,
        ProjectionExpression: '#rows.#child',
        ExpressionAttributeNames: { '#rows': 'rows', '#child': childId },
        ConsistentRead: true,
      }),
    );
    const stored = (Item?.rows as Record<string, ChildRow> | undefined)?.[childId];
    if (!stored) return false;
    const deltas = [...contribution(stored)].filter(([, by]) => by !== 0);
    const names: Record<string, string> = { '#rows': 'rows', '#child': childId, '#rv': 'rv' };
    const values: Record<string, unknown> = { ':rv': stored.rv };
    deltas.forEach(([name, by], index) => {
      names[`#c${index}`] = name;
      values[`:c${index}`] = -by;
    });
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: `REMOVE #rows.#child${deltas.length > 0 ? ` ADD ${deltas.map((_, index) => `#c${index} :c${index}`).join(', ')}` : ''}`,
          ConditionExpression: '#rows.#child.#rv = :rv',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
  throw new Error(`The class summary of ${place.school}/${place.class_id} stayed contended for ${ROUNDS} rounds`);
};
