import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGameDetails } from '@domain/defaults.js';
import { startTestTable } from '../../support/test-table.js';

/**
 * The class summaries against dynalite: real conditional updates decide what lands when a class saves at once, a
 * stale save meets a newer row, or a summary write was lost between the module's save and its own.
 */
let table: { stop: () => void };
let summary: typeof import('@functions/summaries/class-summary.js');
let dynamo: typeof import('@functions/shared/clients/dynamodb.js').dynamo;
let backfillAdminIndex: typeof import('@functions/summaries/admin-backfill.js').backfillAdminIndex;
let searchChildren: typeof import('@functions/summaries/search-index.js').searchChildren;
let toClassSummary: typeof import('@functions/summaries/summaries.js').toClassSummary;

beforeAll(async () => {
  table = await startTestTable('class-summary');
  summary = await import('@functions/summaries/class-summary.js');
  ({ dynamo } = await import('@functions/shared/clients/dynamodb.js'));
  ({ backfillAdminIndex } = await import('@functions/summaries/admin-backfill.js'));
  ({ searchChildren } = await import('@functions/summaries/search-index.js'));
  ({ toClassSummary } = await import('@functions/summaries/summaries.js'));
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

const classItem = async (school: string, classId: string) =>
  (await dynamo.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: summary.classKey(school, classId), ConsistentRead: true })))
    .Item!;

/** The counters must always be exactly the sum of the rows: worked out again from the rows, from scratch. */
const expectCountersMatchRows = (item: Record<string, unknown>) => {
  const rows = Object.values(item.rows as Record<string, import('@functions/summaries/class-summary.js').ChildRow>);
  const fromRows: Record<string, unknown> = { class_id: item.class_id };
  for (const row of rows) for (const [name, by] of summary.contribution(row)) fromRows[name] = Number(fromRows[name] ?? 0) + by;
  expect(toClassSummary(item)).toEqual(toClassSummary(fromRows));
};

describe('a class saving at once', () => {
  const place = { school: 'T', class_id: 'busy' };

  it('counts 30 children who join at once, the class item made once', async () => {
    await Promise.all(Array.from({ length: 30 }, (_, n) => summary.addChildToClass(place, child(n), [moduleAt(`m-${n}`, 0, 0)])));
    const item = await classItem('T', 'busy');
    expect(Object.keys(item.rows as object)).toHaveLength(30);
    expect(toClassSummary(item)).toMatchObject({ children: 30, started: 0, days: Array(10).fill(0) });
    expectCountersMatchRows(item);
  });

  it('lands every save of 30 children saving at once, and the counters add up', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) => summary.recordModule(place, child(n), moduleAt(`m-${n}`, 1 + (n % 3), 1 + (n % 3)))),
    );
    expect(results).toEqual(Array(30).fill(true));
    const item = await classItem('T', 'busy');
    const rows = item.rows as Record<string, import('@functions/summaries/class-summary.js').ChildRow>;
    for (let n = 0; n < 30; n += 1) expect(rows[`kid-${n}`]!.m[`m-${n}`]!.v).toBe(1 + (n % 3));
    const summed = toClassSummary(item);
    expect(summed).toMatchObject({ children: 30, started: 30, finished: 0, days: [30, 20, 10, 0, 0, 0, 0, 0, 0, 0] });
    expect(summed.feelings.before.nervous).toBe(60);
    expect(summed.test).toEqual({ pre: { count: 30, mean: 3 }, post: { count: 0, mean: 0 }, gain: null });
    expectCountersMatchRows(item);
  });

  it('keeps the newest of one child’s saves however they arrive, and never lets an older one back', async () => {
    const saves = [5, 3, 7, 4, 6].map((version) => summary.recordModule(place, child(0), moduleAt('m-0', version, version)));
    await Promise.all(saves);
    expect(await summary.recordModule(place, child(0), moduleAt('m-0', 2, 2))).toBe(false);
    const item = await classItem('T', 'busy');
    expect((item.rows as Record<string, { m: Record<string, { v: number; d: number }> }>)['kid-0']!.m['m-0']).toMatchObject({ v: 7, d: 7 });
    expectCountersMatchRows(item);
  });
});

describe('a summary write lost between the save and the summary', () => {
  it('is repaired by the child’s next save, which carries a newer version', async () => {
    const place = { school: 'T', class_id: 'lost' };
    await summary.recordModule(place, child(1), moduleAt('m-1', 1, 1, 2));
    // Version 2 was saved, then the function stopped before its summary write: the row still says version 1.
    const next = moduleAt('m-1', 3, 3, 2, 6);
    expect(await summary.recordModule(place, child(1), next)).toBe(true);
    const item = await classItem('T', 'lost');
    expect(toClassSummary(item)).toMatchObject({ children: 1, days: [1, 1, 1, 0, 0, 0, 0, 0, 0, 0], test: { gain: 4 } });
    expectCountersMatchRows(item);
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
    expect(await classItem('GONE', 'c1')).toBeUndefined();
    expect(await searchChildren('GONE', 'lea')).toEqual([]);
    expect((await dynamo.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: Item.pk, sk: Item.sk } }))).Item).toEqual(
      Item,
    );
  });

  it('gives children added before the summaries their class row and search items, once', async () => {
    const put = (Item: Record<string, unknown>) => dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item }));
    await put({
      pk: 'STUDENT#old-1',
      sk: 'PROFILE',
      id: 'old-1',
      school_identifier: 'OLD',
      class_id: 'c1',
      first_name: 'Zoë',
      last_name: 'Ångström',
      username: 'zoe.a',
      grade: 'WAW',
    });
    await put({ pk: 'STUDENT#old-1', sk: 'MODULE#mod-old', ...moduleAt('mod-old', 4, 2) });
    expect(await backfillAdminIndex()).toBeGreaterThanOrEqual(1);
    const item = await classItem('OLD', 'c1');
    expect(toClassSummary(item)).toMatchObject({ children: 1, started: 1, days: [1, 1, 0, 0, 0, 0, 0, 0, 0, 0] });
    expect(await searchChildren('OLD', 'ANG')).toEqual([
      { id: 'old-1', first_name: 'Zoë', last_name: 'Ångström', username: 'zoe.a', class_id: 'c1' },
    ]);
    expect((await searchChildren('OLD', 'zoe')).map((found) => found.id)).toEqual(['old-1']);
    expect(await searchChildren('T', 'zoe')).toEqual([]);
    // Run again: nothing left to do, nothing counted twice.
    expect(await backfillAdminIndex()).toBe(0);
    expect(toClassSummary(await classItem('OLD', 'c1')).children).toBe(1);
    const search = await dynamo.send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'SEARCH#OLD' },
      }),
    );
    expect(search.Items?.map((found) => found.sk)).toEqual(['angstrom#old-1', 'zoe#old-1', 'zoe.a#old-1']);
  });
});
