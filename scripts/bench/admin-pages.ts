import { defaultGameDetails } from '@domain/defaults.js';
import { adminCall, signInAdmin } from '../../test/local/admin-client.js';
import { startTestCloud } from '../../test/support/test-cloud.js';
import type { Figure, FigureGroup } from './figures.js';

const BIG = 'BENCHBIG';
const SMALL = 'BENCHSMALL';
/** class-00 is the 30-child class whose page is measured; the rest hold 25 (the last 20), 1,000 in all */
const BIG_CLASSES = [30, ...Array<number>(38).fill(25), 20];
const SMALL_CLASSES = [25, 25, 25, 25];
const CLASS_PAGE_GOAL = 50 * 1024;

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
  const { dynamo } = await import('../../functions/lib/clients/dynamodb.js');
  const { schoolIndexKeys, keys, tableName } = await import('../../functions/lib/table.js');
  const { addChildToClass, recordModule } = await import('../../functions/lib/class-summary.js');
  const { indexChild } = await import('../../functions/lib/search-index.js');
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
  for (let i = 0; i < children.length; i += 16) await Promise.all(children.slice(i, i + 16).map(one));
  return children.length;
};

/**
 * Issue 31: the admin pages' API with 1,000 children in one school, seeded straight into the local table. Bytes are
 * exact; times are one run's, on this machine.
 */
export const adminPages: FigureGroup = {
  id: 'admin',
  title: 'The admin pages at a school of 1,000 (40 classes) beside one of 100 (4 classes), on the local cloud',
  measure: async () => {
    const test = await startTestCloud();
    try {
      const { createUserStore, ensureAdmin } = await import('../../infra/local/user-store.js');
      const { adminGroups } = await import('../../functions/lib/admin-roles.js');
      const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
      const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
      const store = createUserStore(DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB })));
      await ensureAdmin(store, 'bench@admin.school', adminGroups({ schools: [BIG, SMALL], roles: ['admin'], district: false }));
      const token = (await signInAdmin(test.cloud, 'bench@admin.school')).idToken;
      const big = await seed(BIG, BIG_CLASSES);
      const small = await seed(SMALL, SMALL_CLASSES);

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
