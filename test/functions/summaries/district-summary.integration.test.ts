import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGameDetails } from '@domain/defaults.js';
import { startTestTable } from '../../support/test-table.js';

/**
 * The district's school summaries against dynalite: each school's classes' kept counters added up (means exact,
 * never a mean of means), a page of schools at a time with a cursor, and a bad cursor refused.
 */
let table: { stop: () => void };
let summary: typeof import('@functions/summaries/class-summary.js');
let district: typeof import('@functions/summaries/district.js');
let dynamo: typeof import('@functions/common/clients/dynamodb.js').dynamo;
let keys: typeof import('@functions/common/table.js').keys;

beforeAll(async () => {
  table = await startTestTable('district-summary');
  summary = await import('@functions/summaries/class-summary.js');
  district = await import('@functions/summaries/district.js');
  ({ dynamo } = await import('@functions/common/clients/dynamodb.js'));
  ({ keys } = await import('@functions/common/table.js'));
});
afterAll(() => table?.stop());

/** A module `days` days in with feelings, the test before at `pre` and after at `post` (0: not taken). */
const moduleAt = (id: string, days: number, pre: number, post = 0) => {
  const details = defaultGameDetails('RESPA');
  for (let day = 1; day <= days; day += 1) {
    const key = `day_${day}` as const;
    details.progress[key] = { ...details.progress[key]!, pre_emotion: 'nervous', post_emotion: 'calm' };
  }
  details.pre_test_score = pre;
  details.post_test_score = post;
  return {
    id,
    name: 'RESPA',
    day_completed: days,
    step_completed: days > 0 ? ('celebrate' as const) : ('notstarted' as const),
    game_details: JSON.stringify(details),
    version: days + 1,
  };
};

/** A school with children in classes, each child given as [class, days, pre, post], as saves leave them. */
const seedSchool = async (school: string, children: ReadonlyArray<[string, number, number, number]>) => {
  await dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: { ...keys.school(school), id: school } }));
  for (const [n, [classId, days, pre, post]] of children.entries()) {
    const child = { id: `${school}-${n}`, first_name: 'Kid', last_name: `N${n}`, username: `kid.${n}` };
    await summary.addChildToClass({ school, class_id: classId }, child, []);
    await summary.recordModule({ school, class_id: classId }, child, moduleAt(`${child.id}-m`, days, pre, post));
  }
};

describe('the district view', () => {
  it('adds up each school’s class counters: children, progress, feelings and the test gain over both classes', async () => {
    await seedSchool('ASH', [
      ['a', 10, 2, 8],
      ['a', 3, 4, 0],
      ['b', 10, 3, 4],
    ]);
    const { schools } = await district.districtPage(10);
    const ash = schools.find((school) => school.school === 'ASH')!;
    expect(ash).toMatchObject({
      school: 'ASH',
      classes: 2,
      children: 3,
      started: 3,
      finished: 2,
      feelings: { before: { nervous: 23 }, after: { calm: 23 } },
      // (2 + 4 + 3) / 3, (8 + 4) / 2 and the gains (6 + 1) / 2: from the sums, not the classes' own means
      test: { pre: { count: 3, mean: 3 }, post: { count: 2, mean: 6 }, gain: 3.5 },
    });
    expect(ash.days).toEqual([3, 3, 3, 2, 2, 2, 2, 2, 2, 2]);
  });

  it('a school listed but with no class yet is all zeros, with no test gain', () => {
    expect(district.toSchoolSummary('NEW', [])).toMatchObject({ school: 'NEW', classes: 0, children: 0, test: { gain: null } });
  });

  it('answers a page at a time: the cursors walk every school once, in order', async () => {
    for (const school of ['BEECH', 'CEDAR', 'DOGWOOD', 'ELM']) await seedSchool(school, [['x', 1, 1, 0]]);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await district.districtPage(2, cursor === undefined ? undefined : district.decodeDistrictCursor(cursor)!);
      seen.push(...page.schools.map((school) => school.school));
      cursor = page.cursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(['ASH', 'BEECH', 'CEDAR', 'DOGWOOD', 'ELM']);
    expect(pages).toBe(3);
  });

  it('takes back only cursors of the schools list', () => {
    const good = district.encodeDistrictCursor({ pk: 'SCHOOLS', sk: 'SCHOOL#ASH' });
    expect(district.decodeDistrictCursor(good)).toEqual({ pk: 'SCHOOLS', sk: 'SCHOOL#ASH' });
    const forged = Buffer.from(JSON.stringify({ sk: 'PROFILE' })).toString('base64url');
    expect(district.decodeDistrictCursor(forged)).toBeNull();
    expect(district.decodeDistrictCursor('not json!')).toBeNull();
    expect(district.decodeDistrictCursor(Buffer.from('[').toString('base64url'))).toBeNull();
  });
});
