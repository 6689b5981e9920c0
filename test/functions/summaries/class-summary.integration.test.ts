import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChildRow } from '@functions/summaries/class-summary.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGameDetails } from '@domain/defaults.js';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTables, startTestTable } from '../../support/test-table.js';

/**
 * The class summaries against dynalite: real conditional updates decide what lands when a class saves at once, a
 * stale or repeated save meets a newer row, or a summary write was lost between the module's save and its own. (What
 * needs DynamoDB's transactions, a row made for a child who had none and the repair, is in test/local/class-summaries.test.ts.)
 */
let table: { stop: () => void };
let summary: typeof import('@functions/summaries/class-summary.js');
let dynamo: typeof import('@functions/common/clients/dynamodb.js').dynamo;
let backfillAdminIndex: typeof import('@functions/summaries/admin-backfill.js').backfillAdminIndex;
let searchChildren: typeof import('@functions/summaries/search-index.js').searchChildren;
let toClassSummary: typeof import('@functions/summaries/summaries.js').toClassSummary;
let countersOf: typeof import('@functions/summaries/summaries.js').countersOf;

beforeAll(async () => {
  table = await startTestTable('class-summary');
  // The repair reads a class's children from the bySchool index, as the data stack declares it.
  const { SCHOOL_INDEX } = await import('@functions/common/school-index.js');
  await ensureTables(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB }), [
    { name: process.env.TABLE_NAME!, sortKey: true, indexes: [SCHOOL_INDEX] },
  ]);
  summary = await import('@functions/summaries/class-summary.js');
  ({ dynamo } = await import('@functions/common/clients/dynamodb.js'));
  ({ backfillAdminIndex } = await import('@functions/summaries/admin-backfill.js'));
  ({ searchChildren } = await import('@functions/summaries/search-index.js'));
  ({ toClassSummary, countersOf } = await import('@functions/summaries/summaries.js'));
});
afterAll(() => table?.stop());

const child = (n: number) => ({ id: `kid-${n}`, first_name: `Kid`, last_name: `Number${n}`, username: `kid.${n}` });

/** A module `days` days in, each with feelings before and after, at this version. */
const moduleAt = (id: string, version: number, days: number, pre = 3, post = 0) => {
  const details = defaultGameDetails('RESPA');
  for (let day = 1; day <= days; day += 1) {
    const key = `day_${day}` as const;
    details.progress[key] = { ...details.progress[key]!, pre_emotion: 'nervous', post_emotion: 'calm' };
  }
  details.pre_test_score = pre;
  details.post_test_score = post;
  details.inventory = { ...details.inventory, earned: 5 * days };
  return {
    id,
    name: 'RESPA',
    day_completed: days,
    step_completed: days > 0 ? ('celebrate' as const) : ('notstarted' as const),
    game_details: JSON.stringify(details),
    version,
  };
};

/** A class's rows, one item per child, read consistently. */
const rowsOf = async (school: string, classId: string): Promise<ChildRow[]> =>
  ((
    await dynamo.send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': summary.rowPartition(school, classId) },
        ConsistentRead: true,
      }),
    )
  ).Items ?? []) as ChildRow[];
const figures = async (school: string, classId: string) => toClassSummary(countersOf(classId, await rowsOf(school, classId)));
const rowOf = async (school: string, classId: string, id: string) =>
  (await dynamo.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: summary.rowKey(school, classId, id), ConsistentRead: true })))
    .Item as ChildRow | undefined;

describe('a class saving at once', () => {
  const place = { school: 'T', class_id: 'busy' };
  /** Save times after the saves above, which were recorded at the clock's time. */
  const later = Date.now() + 60_000;

  it('counts 30 children who join at once, each in a row of their own, the class listed once', async () => {
    await Promise.all(Array.from({ length: 30 }, (_, n) => summary.addChildToClass(place, child(n), [moduleAt(`m-${n}`, 0, 0)])));
    expect(await rowsOf('T', 'busy')).toHaveLength(30);
    expect(await figures('T', 'busy')).toMatchObject({ children: 30, started: 0, days: Array(10).fill(0) });
    const classes = await dynamo.send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'CLASS#T' },
      }),
    );
    expect(classes.Items).toEqual([{ pk: 'CLASS#T', sk: 'CLASS#busy', class_id: 'busy' }]);
  });

  it('lands every save of 30 children saving at once, each one update of its own row', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) => summary.recordModule(place, child(n), moduleAt(`m-${n}`, 1 + (n % 3), 1 + (n % 3)))),
    );
    expect(results.map((result) => result.written)).toEqual(Array(30).fill(true));
    for (let n = 0; n < 30; n += 1) expect((await rowOf('T', 'busy', `kid-${n}`))!.m!.v).toBe(1 + (n % 3));
    const summed = await figures('T', 'busy');
    expect(summed).toMatchObject({ children: 30, started: 30, finished: 0, days: [30, 20, 10, 0, 0, 0, 0, 0, 0, 0] });
    expect(summed.feelings.before.nervous).toBe(60);
    expect(summed.test).toEqual({ pre: { count: 30, mean: 3 }, post: { count: 0, mean: 0 }, gain: null });
  });

  it('keeps the newest of one child’s saves however they arrive, and never lets an older one back', async () => {
    // A module's versions are saved one after another: each at a later time than the one before.
    const saves = [5, 3, 7, 4, 6].map((version) =>
      summary.recordModule(place, child(0), moduleAt('m-0', version, version), later + version),
    );
    await Promise.all(saves);
    expect((await summary.recordModule(place, child(0), moduleAt('m-0', 2, 2), later + 2)).written).toBe(false);
    expect((await rowOf('T', 'busy', 'kid-0'))!.m).toMatchObject({ v: 7, d: 7 });
  });

  it('writes a row under its one comparison as the long condition would: a first save, an equal or later place, never an earlier one, never a new row', async () => {
    const quiet = { school: 'T', class_id: 'condition' };
    const send = async (order: number, id = 'kid-100') => {
      try {
        await dynamo.send(new UpdateCommand(summary.moduleRowUpdate(quiet, id, moduleAt('m-100', order, 1), order)));
        return true;
      } catch (error) {
        if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    };
    // A child given no programme yet: a row with no place (`o`) at all.
    await summary.addChildToClass(quiet, child(100), []);
    expect((await rowOf('T', 'condition', 'kid-100'))!.o).toBeUndefined();
    expect(await send(10)).toBe(true);
    expect(await send(9)).toBe(false);
    expect(await send(10)).toBe(true);
    expect(await send(11)).toBe(true);
    expect((await rowOf('T', 'condition', 'kid-100'))!.m).toMatchObject({ v: 11 });
    expect(await send(12, 'kid-nobody')).toBe(false);
    expect(await rowOf('T', 'condition', 'kid-nobody')).toBeUndefined();
  });

  it('counts a save recorded twice once', async () => {
    const before = await figures('T', 'busy');
    const save = moduleAt('m-1', 9, 4);
    expect((await summary.recordModule(place, child(1), save, later + 1_000)).written).toBe(true);
    const once = await figures('T', 'busy');
    expect(once.days).toEqual(before.days.map((count, day) => (day >= 2 && day < 4 ? count + 1 : count)));
    await summary.recordModule(place, child(1), save, later + 1_000);
    expect(await figures('T', 'busy')).toEqual(once);
  });
});

describe('a child with many programmes', () => {
  const place = { school: 'T', class_id: 'many' };
  const programmes = Array.from({ length: 15 }, (_, n) => `P${String(n).padStart(2, '0')}`);
  const moduleOf = (name: string, version: number, days: number) => ({ ...moduleAt(`mod-${name}`, version, days), name });

  it('shows the programme saved last, and its row stays one small item however many are played', async () => {
    await summary.addChildToClass(
      place,
      child(0),
      programmes.map((name) => moduleOf(name, 0, 0)),
    );
    expect((await rowOf('T', 'many', 'kid-0'))!.m!.c).toBe('P00');
    let at = 10;
    for (const name of programmes) {
      for (let days = 1; days <= 10; days += 3) {
        at += 1;
        expect((await summary.recordModule(place, child(0), moduleOf(name, days, days), at)).written).toBe(true);
      }
    }
    const row = (await rowOf('T', 'many', 'kid-0'))!;
    expect(row).toMatchObject({ mid: 'mod-P14', m: { c: 'P14', v: 10, d: 10 } });
    // A whole year of 15 programmes: the row holds the one played now, under DynamoDB's 1 KB write unit.
    expect(Buffer.byteLength(JSON.stringify(row))).toBeLessThan(1024);
    // A late save of a programme left earlier does not take the row back.
    expect((await summary.recordModule(place, child(0), moduleOf('P03', 11, 10), 12)).written).toBe(false);
    // Playing it again does.
    expect((await summary.recordModule(place, child(0), moduleOf('P03', 11, 10), at + 1)).written).toBe(true);
    expect((await rowOf('T', 'many', 'kid-0'))!.m!.c).toBe('P03');
  });
});

describe('a summary write lost between the save and the summary', () => {
  it('is repaired by the child’s next save, which carries a newer version', async () => {
    const place = { school: 'T', class_id: 'lost' };
    await summary.addChildToClass(place, child(1), [moduleAt('m-1', 0, 0)]);
    await summary.recordModule(place, child(1), moduleAt('m-1', 1, 1, 2));
    // Version 2 was saved, then the function stopped before its summary write: the row still says version 1.
    const next = moduleAt('m-1', 3, 3, 2, 6);
    expect((await summary.recordModule(place, child(1), next)).written).toBe(true);
    expect(await figures('T', 'lost')).toMatchObject({ children: 1, days: [1, 1, 1, 0, 0, 0, 0, 0, 0, 0], test: { gain: 4 } });
  });
});

describe('the backfill', () => {
  it('leaves a child being removed alone: no class row, no search item, no profile change', async () => {
    const Item = {
      pk: 'STUDENT#leaving-1',
      sk: 'PROFILE',
      id: 'leaving-1',
      school_identifier: 'GONE',
      class_id: 'c1',
      first_name: 'Lea',
      last_name: 'Ving',
      username: 'lea.v',
      grade: 'WAW',
      removal: { job: 'j', at: 1, by: 'a' },
    };
    await dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item }));
    await backfillAdminIndex();
    expect(await rowsOf('GONE', 'c1')).toEqual([]);
    expect(await searchChildren('GONE', 'lea')).toEqual([]);
    expect((await dynamo.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: Item.pk, sk: Item.sk } }))).Item).toEqual(
      Item,
    );
  });
});

describe('the migration off the former summary (one item per class holding every child’s row)', () => {
  const school = 'OLD';
  const classId = 'c1';
  const classItem = async () =>
    (await dynamo.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: summary.classKey(school, classId), ConsistentRead: true })))
      .Item;

  it('strips the rows, the moved marks and the counters from the class item, keeps its rows per child, and writes nothing again', async () => {
    const { keys, schoolIndexKeys } = await import('@functions/common/table.js');
    const place = { school, class_id: classId };
    for (const n of [1, 2]) {
      const kid = child(n);
      await dynamo.send(
        new PutCommand({
          TableName: process.env.TABLE_NAME,
          Item: {
            ...keys.profile(kid.id),
            ...schoolIndexKeys(school, classId, kid.id),
            ...kid,
            school_identifier: school,
            class_id: classId,
            grade: 'WAW',
          },
        }),
      );
      const module = moduleAt(`old-${n}`, n, n);
      await dynamo.send(
        new PutCommand({ TableName: process.env.TABLE_NAME, Item: { ...keys.module(kid.id, module.id), ...module, saved_at: 100 + n } }),
      );
      await summary.addChildToClass(place, kid, [module]);
    }
    // The class item as the former summary left it: both children's rows, a child moved away, the counters.
    await dynamo.send(
      new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: {
          ...summary.classKey(school, classId),
          class_id: classId,
          rows: {
            'kid-1': { f: 'Kid', l: 'Number1', u: 'kid.1', rv: 3, m: {} },
            'kid-2': { f: 'Kid', l: 'Number2', u: 'kid.2', rv: 1, m: {} },
          },
          moved: { 'kid-9': 'c2' },
          ...Object.fromEntries(summary.COUNTERS.map((name) => [name, 2])),
        },
      }),
    );

    expect(await summary.rebuildClass(school, classId)).toEqual({ rows: 2, removed: 0, stripped: true });
    expect(await classItem()).toEqual({ ...summary.classKey(school, classId), class_id: classId });
    const rows = await rowsOf(school, classId);
    expect(rows.map((row) => [row.id, row.m?.d])).toEqual([
      ['kid-1', 1],
      ['kid-2', 2],
    ]);

    // Run again: nothing left to strip, the class item is not written, and the rows stay as they are.
    expect(await summary.rebuildClass(school, classId)).toEqual({ rows: 2, removed: 0, stripped: false });
    expect(await classItem()).toEqual({ ...summary.classKey(school, classId), class_id: classId });
    expect((await rowsOf(school, classId)).map((row) => [row.id, row.m?.d])).toEqual([
      ['kid-1', 1],
      ['kid-2', 2],
    ]);
  });

  it('never makes a class item that is not there', async () => {
    expect(await summary.stripFormerSummary(school, 'no-such-class')).toBe(false);
    expect(
      (await dynamo.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: summary.classKey(school, 'no-such-class') }))).Item,
    ).toBeUndefined();
  });
});
