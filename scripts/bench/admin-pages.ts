import { defaultGameDetails } from '@domain/defaults.js';
import { startCloud } from '../../test/e2e/harness.js';
import { adminCall, signInAdmin } from '../../test/local/admin-client.js';
import { adminPageElements } from './admin-elements.js';
import type { Figure, FigureGroup } from './figures.js';

const BIG = 'BENCHBIG';
const SMALL = 'BENCHSMALL';
/** class-00 is the 30-child class whose page is measured; the rest hold 25 (the last 20), 1,000 in all */
const BIG_CLASSES = [30, ...Array<number>(38).fill(25), 20];
const SMALL_CLASSES = [25, 25, 25, 25];
/** classes of 150 and of 1,000, for the class page's read and elements as a class grows */
const WIDE = 'BENCHWIDE';
const WIDE_CLASSES = [150, 1000];
const CLASS_PAGE_GOAL = 50 * 1024;
const CLASS_PAGE_ELEMENTS_GOAL = 2500;

/** A child partway through: `days` days done with their feelings, the test before taken. */
const moduleOf = (id: string, days: number) => {
  const details = defaultGameDetails('RESPA');
  for (let day = 1; day <= days; day += 1) {
    const key = `day_${day}` as const;
    details.progress[key] = { ...details.progress[key]!, pre_emotion: 'nervous', post_emotion: 'calm' };
  }
  details.pre_test_score = 4;
  details.inventory = { ...details.inventory, earned: 5 * days };
  return {
    id,
    name: 'RESPA',
    day_completed: days,
    step_completed: 'celebrate' as const,
    game_details: JSON.stringify(details),
    version: 2 * days + 1,
  };
};

/** Children written straight into the local table, with their class rows as their saves would have left them. */
const seed = async (school: string, sizes: readonly number[]) => {
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
  const { schoolIndexKeys, keys, tableName } = await import('../../functions/common/table.js');
  const { addChildToClass, recordModule } = await import('../../functions/summaries/class-summary.js');
  const { indexChild } = await import('../../functions/summaries/search-index.js');
  const children = sizes.flatMap((size, c) =>
    Array.from({ length: size }, (_, n) => ({
      id: `${school}-${c}-${n}`,
      class_id: `class-${String(c).padStart(2, '0')}`,
      first_name: `Child${n}`,
      last_name: `Family${c}x${n}`,
      username: `${school.toLowerCase()}.${c}.${n}`,
      days: n % 11,
    })),
  );
  const one = async (child: (typeof children)[number]) => {
    const place = { school, class_id: child.class_id };
    const module = moduleOf(`${child.id}-m`, child.days);
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.profile(child.id),
          ...schoolIndexKeys(school, child.class_id, child.id),
          ...child,
          grade: 'WAW',
          school_identifier: school,
          admin_index: 1,
        },
      }),
    );
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.module(child.id, module.id), ...module } }));
    await addChildToClass(place, child, []);
    await recordModule(place, child, module);
    await indexChild(school, child);
  };
  // Listed among the district's schools, as the roster import lists a school with its first child.
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.school(school), id: school } }));
  for (let i = 0; i < children.length; i += 16) await Promise.all(children.slice(i, i + 16).map(one));
  return children.length;
};

/**
 * What reading a school's class figures costs in DynamoDB: the list of classes, then each class's rows (the overview's
 * and the district view's reads), whose read units are counted on the rows' size.
 */
const counterReadUnits = async (school: string): Promise<number> => {
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
  const { tableName } = await import('../../functions/common/table.js');
  const { classKey, rowPartition } = await import('../../functions/summaries/class-summary.js');
  let units = 0;
  const all = async (pk: string, visit: (item: Record<string, unknown>) => void = () => undefined) => {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ReturnConsumedCapacity: 'TOTAL',
          ExclusiveStartKey: startKey,
        }),
      );
      units += page.ConsumedCapacity?.CapacityUnits ?? 0;
      (page.Items ?? []).forEach(visit);
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  };
  const classes: string[] = [];
  await all(classKey(school, '').pk, (item) => classes.push(String(item.class_id)));
  for (const classId of classes) await all(rowPartition(school, classId));
  return units;
};

/**
 * Issue 31: the admin pages' API with 1,000 children in one school, seeded straight into the local table, and (issue
 * 42) a class of 150 and one of 1,000 read in one request each. Bytes are exact; times are one run's, on this machine.
 */
export const adminPages: FigureGroup = {
  id: 'admin',
  title:
    'The admin pages at a school of 1,000 (40 classes) beside one of 100 (4 classes), and classes of 150 and 1,000, on the local cloud serving frontend/dist (run `npm run build` first)',
  measure: async () => {
    const test = await startCloud();
    try {
      const { createUserStore, ensureAdmin } = await import('../../infra/local/user-store.js');
      const { adminGroups } = await import('../../functions/admins/admin-roles.js');
      const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
      const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
      const store = createUserStore(DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB })));
      await ensureAdmin(store, 'bench@admin.school', adminGroups({ schools: [BIG, SMALL, WIDE], roles: ['admin'], district: true }));
      const token = (await signInAdmin(test.cloud, 'bench@admin.school')).idToken;
      const big = await seed(BIG, BIG_CLASSES);
      const small = await seed(SMALL, SMALL_CLASSES);
      await seed(WIDE, WIDE_CLASSES);

      const timed = async (path: string) => {
        const started = performance.now();
        const response = await fetch(`${test.cloud.config.apiEndpoint}${path}`, { headers: { authorization: token } });
        const bytes = (await response.arrayBuffer()).byteLength;
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        return { bytes, ms: performance.now() - started };
      };
      // One call each first, so no figure carries a cold start.
      await timed(`/v3/admin/school?school=${SMALL}`);
      await timed(`/v3/admin/class?school=${BIG}&class=class-00`);
      const overviewSmall = await timed(`/v3/admin/school?school=${SMALL}`);
      const overviewBig = await timed(`/v3/admin/school?school=${BIG}`);
      const classPage = await timed(`/v3/admin/class?school=${BIG}&class=class-00`);
      const search = await timed(`/v3/admin/search?school=${BIG}&q=child1`);
      await timed(`/v3/admin/class?school=${WIDE}&class=class-00`);
      const widePages = [
        await timed(`/v3/admin/class?school=${WIDE}&class=class-00`),
        await timed(`/v3/admin/class?school=${WIDE}&class=class-01`),
      ];
      // The district view a school a page, so each school's share of the answer is its own bytes.
      await timed('/v3/admin/district');
      const district = await timed('/v3/admin/district');
      const districtBig = await adminCall(test.cloud, token, 'GET', '/v3/admin/district?limit=1');
      const districtSmall = await adminCall(
        test.cloud,
        token,
        'GET',
        `/v3/admin/district?limit=1&cursor=${String(districtBig.body.cursor)}`,
      );
      const schoolBytes = (answer: { body: Record<string, unknown> }) => JSON.stringify((answer.body.schools as unknown[])[0]).length;
      const readUnits = { big: await counterReadUnits(BIG), small: await counterReadUnits(SMALL) };

      const browser = await adminPageElements(test.cloud, 'bench@admin.school', {
        overviewBig: { path: `/admin/dashboard?school=${BIG}`, ready: '.class-card' },
        overviewSmall: { path: `/admin/dashboard?school=${SMALL}`, ready: '.class-card' },
        classPage: { path: `/admin/classes/${BIG}/class-00`, ready: '.class-children' },
        district: { path: '/admin/district', ready: '.class-card' },
        class150: { path: `/admin/classes/${WIDE}/class-00`, ready: '.class-children' },
        class1000: { path: `/admin/classes/${WIDE}/class-01`, ready: '.class-children' },
      });
      const perCard = (cards: number[]) => cards.reduce((sum, count) => sum + count, 0) / Math.max(1, cards.length);

      // The old way: the whole school through GET /v3/admin/students, a page of 100 at a time.
      let whole = { bytes: 0, ms: 0, pages: 0 };
      let cursor: string | undefined;
      do {
        const path: string = `/v3/admin/students?school=${BIG}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
        const started = performance.now();
        const page = await adminCall(test.cloud, token, 'GET', path);
        whole = {
          bytes: whole.bytes + JSON.stringify(page.body).length,
          ms: whole.ms + performance.now() - started,
          pages: whole.pages + 1,
        };
        cursor = page.body.cursor as string | undefined;
      } while (cursor);

      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const figures: Figure[] = [
        {
          name: `GET /v3/admin/class, a class of 30 (school of ${big})`,
          value: `${kb(classPage.bytes)}, ${classPage.ms.toFixed(0)} ms`,
          goal: 'under 50 KB',
          met: classPage.bytes < CLASS_PAGE_GOAL,
        },
        {
          name: `GET /v3/admin/school at ${small} children (${SMALL_CLASSES.length} classes)`,
          value: `${kb(overviewSmall.bytes)}, ${overviewSmall.ms.toFixed(0)} ms`,
          goal: 'reported',
          met: null,
        },
        {
          name: `GET /v3/admin/school at ${big} children (${BIG_CLASSES.length} classes)`,
          value: `${kb(overviewBig.bytes)}, ${overviewBig.ms.toFixed(0)} ms`,
          goal: 'reported',
          met: null,
        },
        {
          name: 'overview bytes a class, 1,000 ÷ 100 children (the same: it follows classes, never children)',
          value: `${(overviewBig.bytes / BIG_CLASSES.length).toFixed(0)} B ÷ ${(overviewSmall.bytes / SMALL_CLASSES.length).toFixed(0)} B`,
          goal: 'within 10%',
          met: Math.abs(overviewBig.bytes / BIG_CLASSES.length / (overviewSmall.bytes / SMALL_CLASSES.length) - 1) < 0.1,
        },
        {
          name: 'elements on the class page of 30 (Chromium, 390 px)',
          value: String(browser.classPage!.elements),
          goal: `under ${CLASS_PAGE_ELEMENTS_GOAL.toLocaleString('en')}`,
          met: browser.classPage!.elements < CLASS_PAGE_ELEMENTS_GOAL,
        },
        ...WIDE_CLASSES.map((size, index) => ({
          name: `GET /v3/admin/class, a class of ${size.toLocaleString('en')} (one request), and its page's elements, 30 children a page (Chromium, 390 px)`,
          value: `${kb(widePages[index]!.bytes)}, ${widePages[index]!.ms.toFixed(0)} ms; ${browser[index === 0 ? 'class150' : 'class1000']!.elements} elements`,
          goal: `under ${CLASS_PAGE_ELEMENTS_GOAL.toLocaleString('en')} elements`,
          met: browser[index === 0 ? 'class150' : 'class1000']!.elements < CLASS_PAGE_ELEMENTS_GOAL,
        })),
        {
          name: `elements on the overview at ${big} children (${BIG_CLASSES.length} classes, 12 a page) and at ${small} (${SMALL_CLASSES.length})`,
          value: `${browser.overviewBig!.elements} and ${browser.overviewSmall!.elements}`,
          goal: `under ${CLASS_PAGE_ELEMENTS_GOAL.toLocaleString('en')}`,
          met: Math.max(browser.overviewBig!.elements, browser.overviewSmall!.elements) < CLASS_PAGE_ELEMENTS_GOAL,
        },
        {
          name: 'overview elements a class card, 1,000 ÷ 100 children (it follows classes, never children)',
          value: `${perCard(browser.overviewBig!.cards).toFixed(0)} ÷ ${perCard(browser.overviewSmall!.cards).toFixed(0)}`,
          goal: 'within 10%',
          met: Math.abs(perCard(browser.overviewBig!.cards) / perCard(browser.overviewSmall!.cards) - 1) < 0.1,
        },
        {
          name: `GET /v3/admin/district, ${browser.district!.cards.length} schools (these three, and the local cloud's demo two)`,
          value: `${kb(district.bytes)}, ${district.ms.toFixed(0)} ms`,
          goal: 'reported',
          met: null,
        },
        {
          name: `district bytes a school, ${String((districtBig.body.schools as Array<{ children: number }>)[0]!.children)} ÷ ${String((districtSmall.body.schools as Array<{ children: number }>)[0]!.children)} children`,
          value: `${schoolBytes(districtBig)} B ÷ ${schoolBytes(districtSmall)} B`,
          goal: 'within 10%',
          met: Math.abs(schoolBytes(districtBig) / schoolBytes(districtSmall) - 1) < 0.1,
        },
        {
          name: `elements on the district page, ${browser.district!.cards.length} schools`,
          value: `${browser.district!.elements} (${perCard(browser.district!.cards).toFixed(0)} a school)`,
          goal: 'reported',
          met: null,
        },
        {
          name: 'read units of one school’s class figures (the list of classes and every class’s rows), 1,000 and 100 children',
          value: `${readUnits.big} and ${readUnits.small} RCU`,
          goal: 'reported',
          met: null,
        },
        { name: 'GET /v3/admin/search, 20 results', value: `${kb(search.bytes)}, ${search.ms.toFixed(0)} ms`, goal: 'reported', met: null },
        {
          name: `the old GET /v3/admin/students for the whole school (${whole.pages} pages of 100)`,
          value: `${kb(whole.bytes)}, ${whole.ms.toFixed(0)} ms`,
          goal: 'reported',
          met: null,
        },
      ];
      return figures;
    } finally {
      await test.stop();
    }
  },
};
