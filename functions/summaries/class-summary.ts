import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EMOTIONS, PROGRAMME_DAYS, PROGRAMME_DAY_NUMBERS, dayKey } from '@domain/constants.js';
import { toPlayable } from '@domain/module.js';
import { isDayStarted } from '@domain/progress.js';
import { COMPETENCY_ABBREVIATIONS, COMPETENCY_IDS, type Competency } from '@domain/content/competencies.js';
import { postTestTaken, preTestTaken, type TestResult } from '@domain/test-forms.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { listModulesWithTimes, type StoredModule } from '../modules/modules-repository.js';
import { removalOf } from '../common/enrolment.js';
import { SCHOOL_INDEX, isConditionalCheckFailed, keys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

/**
 * A class's summary is one small item per child, `CLASS#{school}#{class}` / `CHILD#{id}`: their names and the module
 * they play now (the one saved last), as the class page shows it. No item grows with the class or with the child's
 * programmes, a save writes its own child's item only (about 1 write unit), and a class's partition takes only its
 * own children's saves. The class's and the school's figures are added up from these items when a page reads them
 * (summaries.ts): nothing stored is a sum, so nothing can drift, and any row can be rebuilt alone from the child's
 * modules (rebuildClass). `CLASS#{school}` / `CLASS#{class}` lists the school's classes (class_id only).
 */
export const classKey = (school: string, classId: string) => ({ pk: `CLASS#${school}`, sk: `CLASS#${classId}` });
export const rowPartition = (school: string, classId: string) => `CLASS#${school}#${classId}`;
export const rowKey = (school: string, classId: string, childId: string) => ({ pk: rowPartition(school, classId), sk: `CHILD#${childId}` });

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
  /** with both tests taken: the change in the share of each competency's items right, in percentage points, by abbreviation */
  cg?: Record<string, number>;
  /** with both tests taken on the same form (a page with one form): the gain rests on items seen before */
  sf?: boolean;
  /** tokens earned */
  k: number;
  /** when it was saved (ms): the latest is the programme the child is playing */
  at: number;
}

export interface ChildRow {
  id: string;
  f: string;
  l: string;
  u: string;
  /** the row's own version: every write of it moves it on, so a move or removal knows the row it read is the one stored */
  rv: number;
  /** the module played now (saved last) and its id, absent for a child given none */
  mid?: string;
  m?: ModuleRow;
  /** the row's place in the child's saves: a save made earlier never replaces it (moduleRowUpdate) */
  o?: number;
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

/** Each competency's items right in `pre` and `post` as a change in percentage points (whole), for those in both. */
export const competencyGains = (pre: TestResult, post: TestResult): Record<string, number> => {
  const share = (result: TestResult, competency: Competency): number | null => {
    const items = result.items.filter((item) => item.competency === competency);
    return items.length === 0 ? null : items.filter((item) => item.right).length / items.length;
  };
  const gains: Record<string, number> = {};
  for (const competency of COMPETENCY_IDS) {
    const before = share(pre, competency);
    const after = share(post, competency);
    if (before !== null && after !== null) gains[COMPETENCY_ABBREVIATIONS[competency]] = Math.round(100 * (after - before));
  }
  return gains;
};

export const moduleRow = (module: StoredModule, at: number): ModuleRow => {
  const details = toPlayable(module).game_details;
  const feelings = PROGRAMME_DAY_NUMBERS.flatMap((day) => {
    const progress = details.progress[dayKey(day)]!;
    return [progress.pre_emotion, progress.post_emotion];
  });
  // The test before day 1 counts as taken once day 1 has begun (a child may skip it when it is not written yet).
  const preTaken = preTestTaken(details) || isDayStarted(details.progress.day_1!);
  const { pre_test: pre, post_test: post } = details;
  return {
    c: module.name,
    v: module.version,
    d: module.day_completed,
    s: module.step_completed,
    e: feelings.join(','),
    pre: preTaken ? details.pre_test_score : null,
    post: postTestTaken(details) ? details.post_test_score : null,
    ...(pre && post ? { cg: competencyGains(pre, post), sf: pre.form === post.form } : {}),
    k: details.inventory.earned,
    at,
  };
};

/** Which of two modules the child plays now: the one saved later (ties by programme code, so every reader agrees). */
export const playedLater = (a: ModuleRow, b: ModuleRow): boolean => a.at > b.at || (a.at === b.at && a.c.localeCompare(b.c) < 0);

export const feelingsOf = (module: ModuleRow): Array<{ before: string; after: string }> => {
  const fields = module.e.split(',');
  return PROGRAMME_DAY_NUMBERS.map((day) => ({ before: fields[2 * day - 2] ?? '', after: fields[2 * day - 1] ?? '' }));
};

/** Whether the child has begun this programme: a day done, a step moved on, or a feeling given. */
export const isStarted = (module: ModuleRow): boolean =>
  module.d > 0 || module.s !== 'notstarted' || feelingsOf(module).some((day) => day.before || day.after);

/** The figures a class's page shows, each a sum over its children's rows. */
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

/** What one child adds to the class's figures. */
export const contribution = (row: ChildRow | undefined): Map<string, number> => {
  const counts = new Map<string, number>();
  if (!row) return counts;
  const add = (name: string, by = 1) => counts.set(name, (counts.get(name) ?? 0) + by);
  add('n_children');
  const current = row.m;
  if (!current) return counts;
  const feelings = feelingsOf(current);
  if (isStarted(current)) add('n_started');
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

const ROUNDS = 10;

const pause = (round: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * round));

/** The school's list of classes: one small item per class, made once, whoever gets there first. */
export const ensureClass = async (place: ClassPlace): Promise<void> => {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...classKey(place.school, place.class_id), class_id: place.class_id },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
};

/**
 * Children whose row is behind a module already stored: `behind` on the class's item (`CLASS#{school}` /
 * `CLASS#{class}`, another partition than the rows, so a throttled row partition does not stop the mark), a map of
 * child id → the stored save's place (`o`). Only a save whose module was stored but whose row could not be written
 * from the table's stream marks it (class-row.ts), so the map holds the few children a failure left behind, never the
 * class. A row whose `o` reached the mark has caught up whether or not the mark is gone yet (readClass compares
 * them), so a later save need not pay to clear it; the retry that wrote the row and the repair do (clearBehind).
 */
export const BEHIND = 'behind';

/** Marks a child's row as behind a save stored at `order`, unless a later one is marked; never makes a class item. */
export const markBehind = async (place: ClassPlace, childId: string, order: number): Promise<void> => {
  const Key = classKey(place.school, place.class_id);
  try {
    // The class's first mark makes the map (an update cannot set a path inside a map that is not there).
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        UpdateExpression: 'SET #b = :marks',
        ConditionExpression: 'attribute_exists(sk) AND attribute_not_exists(#b)',
        ExpressionAttributeNames: { '#b': BEHIND },
        ExpressionAttributeValues: { ':marks': { [childId]: order } },
      }),
    );
    return;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        UpdateExpression: 'SET #b.#c = :o',
        ConditionExpression: 'attribute_exists(#b) AND (attribute_not_exists(#b.#c) OR #b.#c < :o)',
        ExpressionAttributeNames: { '#b': BEHIND, '#c': childId },
        ExpressionAttributeValues: { ':o': order },
      }),
    );
  } catch (error) {
    // no class item, or a later save is marked already
    if (!isConditionalCheckFailed(error)) throw error;
  }
};

/** Takes a child's mark away once their row holds a save at `order` or later; a mark of a later save stays. */
export const clearBehind = async (place: ClassPlace, childId: string, order: number): Promise<void> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: classKey(place.school, place.class_id),
        UpdateExpression: 'REMOVE #b.#c',
        ConditionExpression: '#b.#c <= :o',
        ExpressionAttributeNames: { '#b': BEHIND, '#c': childId },
        ExpressionAttributeValues: { ':o': order },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
};

/** The marks of a class's item (child id → the place of the save their row lacks). */
export const marksOf = (item: Record<string, unknown> | undefined): Record<string, number> => {
  const marks = item?.[BEHIND];
  return marks && typeof marks === 'object' ? (marks as Record<string, number>) : {};
};

/** Whether a child's row is still behind a module stored for them: marked, and not yet at the marked save. */
export const isCatchingUp = (row: ChildRow, marks: Record<string, number>): boolean => {
  const mark = marks[row.id];
  return typeof mark === 'number' && mark > (row.o ?? Number.NEGATIVE_INFINITY);
};

type RowWrite = 'written' | 'current' | 'missing' | 'again';

/**
 * One save reaches its child's row in one small conditional update: the row takes the module unless it already
 * reflects a save made later. A save recorded twice writes the same row again (an equal place is written over) and
 * one recorded late changes nothing.
 * A row is never made here: 'missing' says there is none in this class (the child moved, or has none yet).
 */
/**
 * The update a save's row write sends (exported so the bench can ask DynamoDB what it costs). The save's time `at`
 * is the row's place in the child's saves (`o`): a module's versions are saved one after another, so
 * later means newer, and across programmes later is the one played now. `NOT #o > :o` holds for a row with no `o`
 * yet too (a comparison with a missing attribute is false), so it says what `attribute_not_exists(#o) OR #o <= :o`
 * would in one comparison; the local cloud's table (dynalite) parses conditions slowly, and the update takes about a
 * third less time there with it (1.8 ms, not 2.8).
 */
export const moduleRowUpdate = (place: ClassPlace, childId: string, module: StoredModule, at: number) => ({
  TableName: tableName(),
  Key: rowKey(place.school, place.class_id, childId),
  UpdateExpression: 'SET #mid = :mid, #m = :m, #o = :o ADD #rv :one',
  ConditionExpression: 'attribute_exists(sk) AND NOT #o > :o',
  ExpressionAttributeNames: { '#mid': 'mid', '#m': 'm', '#o': 'o', '#rv': 'rv' },
  ExpressionAttributeValues: { ':mid': module.id, ':m': moduleRow(module, at), ':o': at, ':one': 1 },
});

const writeModuleRow = async (place: ClassPlace, childId: string, module: StoredModule, at: number): Promise<RowWrite> => {
  const input = moduleRowUpdate(place, childId, module, at);
  try {
    await dynamo.send(new UpdateCommand(input));
    return 'written';
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
  // Refused: a later save is there already, or there was no row. A row found now may have just arrived (a move into
  // this class, after the update was refused): it takes this save too unless it holds a later one.
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: input.Key,
      ProjectionExpression: 'sk, #o',
      ExpressionAttributeNames: { '#o': 'o' },
      ConsistentRead: true,
    }),
  );
  if (!Item) return 'missing';
  return typeof Item.o === 'number' && Item.o > at ? 'current' : 'again';
};

/** The child's profile as a row's place and names, read consistently; undefined when gone or being removed. */
const enrolledChild = async (childId: string): Promise<(ClassPlace & ChildIdentity) | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(childId), ConsistentRead: true }));
  if (!Item || removalOf(Item)) return undefined;
  return {
    id: childId,
    school: String(Item.school_identifier),
    class_id: String(Item.class_id),
    first_name: String(Item.first_name),
    last_name: String(Item.last_name),
    username: String(Item.username),
  };
};

const newRow = (child: ChildIdentity, current?: { id: string; row: ModuleRow }): ChildRow => ({
  id: child.id,
  f: child.first_name,
  l: child.last_name,
  u: child.username,
  rv: 1,
  ...(current ? { mid: current.id, m: current.row, o: current.row.at } : {}),
});

/**
 * A row made where the child's profile says they are, in one transaction with a check of that profile: a move or a
 * removal at the same moment cancels it, so a row is never made in a class the child has left.
 */
const createRow = async (child: ClassPlace & ChildIdentity, row: ChildRow): Promise<boolean> => {
  await ensureClass(child);
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...rowKey(child.school, child.class_id, child.id), ...row },
              ConditionExpression: 'attribute_not_exists(sk)',
            },
          },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.profile(child.id),
              ConditionExpression: 'class_id = :class AND school_identifier = :school AND attribute_not_exists(removal)',
              ExpressionAttributeValues: { ':class': child.class_id, ':school': child.school },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
    throw error;
  }
};

export interface Recorded {
  /** whether the row took this module (false: it already knew it, or a module saved later) */
  written: boolean;
  /** the class the row is in now, undefined for a child gone or being removed */
  place: ClassPlace | undefined;
}

/**
 * A save of a module reaches the class: its child's row takes it unless the row already reflects a newer version or
 * a module saved later. Usually one update. A child moved since `place` was read is followed to the class their profile
 * names; a child with no row yet (added before rows existed) gets one there.
 */
export const recordModule = async (place: ClassPlace, child: ChildIdentity, module: StoredModule, at = clock.now()): Promise<Recorded> => {
  let where: ClassPlace = place;
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round > 0) await pause(round);
    const outcome = await writeModuleRow(where, child.id, module, at);
    if (outcome === 'again') continue;
    if (outcome !== 'missing') return { written: outcome === 'written', place: where };
    const enrolled = await enrolledChild(child.id);
    if (!enrolled) return { written: false, place: undefined };
    if (enrolled.school !== where.school || enrolled.class_id !== where.class_id) {
      where = { school: enrolled.school, class_id: enrolled.class_id };
      continue;
    }
    if (await createRow(enrolled, { ...newRow(enrolled, { id: module.id, row: moduleRow(module, at) }), o: at }))
      return { written: true, place: where };
  }
  throw new Error(`The class row of ${child.id} could not be written in ${ROUNDS} rounds`);
};

/**
 * A child joins the class (the roster import), counted at once: their row, with the roster's first programme as
 * the one they play until they save one. A child who has a row already keeps it.
 */
export const addChildToClass = async (place: ClassPlace, child: ChildIdentity, modules: readonly StoredModule[]): Promise<boolean> => {
  await ensureClass(place);
  const first = modules[0];
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...rowKey(place.school, place.class_id, child.id),
          ...newRow(child, first ? { id: first.id, row: moduleRow(first, 0) } : undefined),
        },
        ConditionExpression: 'attribute_not_exists(sk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};

/** A child leaves the class (their removal): their row goes. True when there was one. */
export const removeChildFromClass = async (place: ClassPlace, childId: string): Promise<boolean> => {
  const { Attributes } = await dynamo.send(
    new DeleteCommand({ TableName: tableName(), Key: rowKey(place.school, place.class_id, childId), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes !== undefined;
};

/** A class's rows as stored, a page at a time (one page up to 1 MB: about 3,000 children). */
export const classRows = async (school: string, classId: string, consistent = false): Promise<ChildRow[]> => {
  const rows: ChildRow[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': rowPartition(school, classId) },
        ConsistentRead: consistent,
        ExclusiveStartKey: startKey,
      }),
    );
    rows.push(...((page.Items ?? []) as ChildRow[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rows;
};

/** The module a child plays now, worked out from their modules as stored: the one saved last. */
const currentOf = (modules: ReadonlyArray<{ module: StoredModule; savedAt: number | undefined }>) => {
  let best: { id: string; row: ModuleRow } | undefined;
  modules.forEach(({ module, savedAt }, index) => {
    // A module saved before saves were timed counts by how far it was played (as the first backfill did); one never
    // saved keeps the roster's order.
    const row = moduleRow(module, savedAt ?? (module.version > 0 ? module.version : -index));
    if (!best || playedLater(row, best.row)) best = { id: module.id, row };
  });
  return best;
};

/**
 * Writes one child's row again from their profile and modules, whatever it held: for the repair of a class, the
 * backfill, and a row that was lost. Conditional on the row read, so a save landing meanwhile makes it read again.
 * Returns where the row now is, or undefined for a child gone or being removed.
 */
export const rebuildChildRow = async (childId: string): Promise<ClassPlace | undefined> => {
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round > 0) await pause(round);
    const child = await enrolledChild(childId);
    if (!child) return undefined;
    const Key = rowKey(child.school, child.class_id, child.id);
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key, ProjectionExpression: 'rv', ConsistentRead: true }));
    const row = newRow(child, currentOf(await listModulesWithTimes(childId)));
    if (!Item) {
      if (await createRow(child, row)) return child;
      continue;
    }
    try {
      await dynamo.send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...Key, ...row, rv: Number(Item.rv) + 1 },
          ConditionExpression: 'rv = :rv',
          ExpressionAttributeValues: { ':rv': Number(Item.rv) },
        }),
      );
      return child;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
  throw new Error(`The class row of ${childId} could not be rebuilt in ${ROUNDS} rounds`);
};

/**
 * What a class's item held while it was the whole summary (before the rows were one per child): every child's row
 * (`rows`), the marks of children moved away (`moved`) and the class's counters. Nothing reads them now; they only
 * keep the item large.
 */
const FORMER_SUMMARY = ['rows', 'moved', ...COUNTERS] as const;

/**
 * The migration off the former summary: strips its attributes from the class's item, which keeps its `class_id`
 * (the school's list of classes). Only an item that still holds one is written, so running it again writes
 * nothing, and an item that is not there is not made. True when it stripped anything.
 */
export const stripFormerSummary = async (school: string, classId: string): Promise<boolean> => {
  const names = Object.fromEntries(FORMER_SUMMARY.map((name, index) => [`#a${index}`, name]));
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: classKey(school, classId),
        UpdateExpression: `REMOVE ${Object.keys(names).join(', ')}`,
        ConditionExpression: Object.keys(names)
          .map((name) => `attribute_exists(${name})`)
          .join(' OR '),
        ExpressionAttributeNames: names,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};

/**
 * Rebuilds a class's summary from its children's modules (the repair job, `npm run summaries:rebuild`): every child
 * the school index puts in the class gets their row written again, a row of a child who is no longer there (their
 * profile says another class, or they are gone) is deleted, if nothing moved it meanwhile, and the class's item sheds
 * the former summary (stripFormerSummary).
 */
export const rebuildClass = async (school: string, classId: string): Promise<{ rows: number; removed: number; stripped: boolean }> => {
  const ids = new Set<string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: SCHOOL_INDEX.name,
        KeyConditionExpression: '#school = :school AND begins_with(#class, :class)',
        ExpressionAttributeNames: { '#school': SCHOOL_INDEX.partitionKey, '#class': SCHOOL_INDEX.sortKey },
        ExpressionAttributeValues: { ':school': school, ':class': `${classId}#` },
        ProjectionExpression: 'id',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) ids.add(String(item.id));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  let rows = 0;
  for (const id of ids) {
    const place = await rebuildChildRow(id);
    if (place?.school === school && place.class_id === classId) rows += 1;
  }
  let removed = 0;
  const rebuilt = await classRows(school, classId, true);
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: classKey(school, classId),
      ProjectionExpression: '#b',
      ExpressionAttributeNames: { '#b': BEHIND },
      ConsistentRead: true,
    }),
  );
  const marks = marksOf(Item);
  const rowOrders = new Map(rebuilt.map((row) => [row.id, row.o ?? 0]));
  // Each mark goes once its row has the marked save, or has no row here: a mark of a save made since stays.
  for (const id of Object.keys(marks)) await clearBehind({ school, class_id: classId }, id, rowOrders.get(id) ?? Number.MAX_SAFE_INTEGER);
  for (const row of rebuilt) {
    if (ids.has(row.id)) continue;
    const child = await enrolledChild(row.id);
    if (child?.school === school && child.class_id === classId) continue;
    try {
      await dynamo.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: rowKey(school, classId, row.id),
          ConditionExpression: 'rv = :rv',
          ExpressionAttributeValues: { ':rv': row.rv },
        }),
      );
      removed += 1;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
  return { rows, removed, stripped: await stripFormerSummary(school, classId) };
};
