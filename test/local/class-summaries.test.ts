import { CognitoIdentityClient, GetCredentialsForIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARACTER_CODES } from '@domain/constants.js';
import { defaultGameDetails } from '@domain/defaults.js';
import { toPlayable, toRecord, type ModuleRecord } from '@domain/module.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import type { ClassSummary, NamedClassSummary } from '@domain/class-summary.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { testTaken } from '../domain/arbitraries.js';
import { adminCall, signInAdmin, type AdminTokens } from './admin-client.js';
import { signedFetch, type AwsCredentialIdentity } from './stock-client.js';

/**
 * Issue 42: a class's summary that does not grow with the class, through the local cloud (its table guard runs
 * DynamoDB's transactions). A class of 150 children in 15 programmes saves every programme (15 children through the
 * API, the rest through the same repository calls in this process), and the class and school pages read it in one
 * request each; a school and a class of 1,000 are read the same way; a class whose rows were lost or spoiled is
 * rebuilt from the modules.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let demo: AdminTokens;
let table: typeof import('../../functions/common/clients/dynamodb.js').dynamo;
let summaries: typeof import('../../functions/summaries/class-summary.js');

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  ({ dynamo: table } = await import('../../functions/common/clients/dynamodb.js'));
  summaries = await import('../../functions/summaries/class-summary.js');
  demo = await signInAdmin(cloud, 'admin@demo.school');
}, 120_000);
afterAll(async () => {
  await stop?.();
});

const TABLE = 'waw-local';
const PROGRAMMES = CHARACTER_CODES.slice(0, 15);
const get = (path: string) => adminCall(cloud, demo.idToken, 'GET', path);

/** Every item of a class's summary rows, as stored. */
const rowItems = async (school: string, classId: string) => {
  const items: Array<Record<string, unknown>> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': summaries.rowPartition(school, classId) },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

/** A child signed in as the app does: the sign-in, then credentials for their identity. */
const signIn = async (username: string, password: string): Promise<AwsCredentialIdentity> => {
  const login = await fetch(`${cloud.config.apiEndpoint}/v3/waw/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ school_identifier: 'DEMO', username, password }),
  });
  const body = (await login.json()) as Record<string, string>;
  if (login.status !== 200) throw new Error(`${username} could not sign in: ${login.status}`);
  const cognito = new CognitoIdentityClient({ region: cloud.config.region, endpoint: cloud.config.endpoints.cognitoIdentity });
  const { Credentials } = await cognito.send(
    new GetCredentialsForIdentityCommand({ IdentityId: body.identity_id, Logins: { 'cognito-identity.amazonaws.com': body.token ?? '' } }),
  );
  return { accessKeyId: Credentials!.AccessKeyId!, secretAccessKey: Credentials!.SecretKey!, sessionToken: Credentials!.SessionToken! };
};

const inBatches = async <T>(items: readonly T[], size: number, run: (item: T, index: number) => Promise<void>) => {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map((item, j) => run(item, i + j)));
};

describe('a class of 150 children in 15 programmes', () => {
  const CHILDREN = 150;
  const usernames = Array.from({ length: CHILDREN }, (_, n) => `big.${n}`);
  const password = (n: number) => `password-big-${n}`;
  /** Child n plays programme n % 15 last: the one the class page must show for them. */
  const lastOf = (n: number) => PROGRAMMES[n % PROGRAMMES.length]!;

  /** Children who sign in and save through the API, one for each programme; the others' saves go in-process. */
  const THROUGH_API = PROGRAMMES.length;

  it('saves every programme of every child, and each child has one small row', async () => {
    const { keys, schoolIndexKeys } = await import('../../functions/common/table.js');
    const { ADMIN_INDEX } = await import('../../functions/summaries/admin-index.js');
    const { hashPassword } = await import('../../functions/sign-in/password.js');
    const { saveModule } = await import('../../functions/modules/modules-repository.js');
    const { recordInClass } = await import('../../functions/summaries/class-row.js');
    const place = { school: 'DEMO', class_id: 'big-class' };
    // The children as the roster import leaves them (profile, 15 modules, their row), written straight into the table
    // so the test does not spend minutes hashing 150 passwords; those who sign in get a sign-in of their own.
    const ids = usernames.map((_, n) => `big-${n}`);
    await inBatches(usernames, 8, async (username, n) => {
      const child = { id: ids[n]!, first_name: 'Kid', last_name: `Big ${n}`, username, class_id: place.class_id };
      await table.send(
        new PutCommand({
          TableName: TABLE,
          Item: {
            ...keys.profile(child.id),
            ...schoolIndexKeys('DEMO', place.class_id, child.id),
            ...child,
            grade: 'WAW',
            school_identifier: 'DEMO',
            admin_index: ADMIN_INDEX,
          },
        }),
      );
      const modules = PROGRAMMES.map((name) => ({
        id: `${child.id}-${name}`,
        name,
        day_completed: 0,
        step_completed: 'notstarted' as const,
        game_details: null,
        version: 0,
      }));
      for (const module of modules)
        await table.send(new PutCommand({ TableName: TABLE, Item: { ...keys.module(child.id, module.id), ...module } }));
      await summaries.addChildToClass(place, child, modules);
      if (n < THROUGH_API) {
        await table.send(
          new PutCommand({
            TableName: TABLE,
            Item: { ...keys.signIn('DEMO', username), student_id: child.id, password_hash: await hashPassword(password(n)) },
          }),
        );
      }
    });

    const failures: string[] = [];
    await inBatches(usernames, 6, async (username, n) => {
      const order = [...PROGRAMMES.filter((code) => code !== lastOf(n)), lastOf(n)];
      const stepsOf = (code: string): GameAction[] =>
        code === lastOf(n) ? [{ type: 'onboarded' }, { type: 'preTest', result: testTaken(3) }] : [{ type: 'onboarded' }];
      if (n < THROUGH_API) {
        // Through the API, as the child's browser saves.
        const credentials = await signIn(username, password(n));
        const api = (method: string, path: string, body?: unknown) =>
          signedFetch(cloud.config, credentials, { method, path, ...(body === undefined ? {} : { body }) });
        const modules = (await api('GET', '/v3/waw/modules')).body.modules as ModuleRecord[];
        expect(modules).toHaveLength(PROGRAMMES.length);
        for (const code of order) {
          let confirmed = modules.find((candidate) => candidate.name === code)!;
          for (const step of stepsOf(code)) {
            const answer = await api('PUT', '/v3/waw/module', toRecord(applyGameAction(toPlayable(confirmed), step)));
            if (answer.status !== 200) failures.push(`${username} ${code}: ${answer.status}`);
            else confirmed = answer.body as unknown as ModuleRecord;
          }
        }
        return;
      }
      // In this process: the two writes the function makes once a step is checked.
      let at = Date.now();
      for (const code of order) {
        let confirmed: ModuleRecord = {
          id: `${ids[n]!}-${code}`,
          name: code,
          day_completed: 0,
          step_completed: 'notstarted',
          game_details: null,
          version: 0,
        };
        for (const step of stepsOf(code)) {
          const next = { ...toRecord(applyGameAction(toPlayable(confirmed), step)), version: confirmed.version + 1 };
          const details = next.game_details;
          const stored = { ...next, game_details: typeof details === 'string' ? details : JSON.stringify(details) };
          at += 1;
          if (!(await saveModule(ids[n]!, stored, confirmed.version, at))) failures.push(`${username} ${code}: refused`);
          await recordInClass(ids[n]!, stored, at);
          confirmed = stored;
        }
      }
    });
    expect(failures).toEqual([]);

    // The rows of the saves made through the API follow from the table's stream.
    await cloud.streamSettled();
    const rows = await rowItems('DEMO', 'big-class');
    expect(rows).toHaveLength(CHILDREN);
    // No item grows with the class or the programmes: every row, after 15 programmes saved, is under one write unit.
    const largest = Math.max(...rows.map((row) => Buffer.byteLength(JSON.stringify(row))));
    expect(largest).toBeLessThan(1024);
    const listed = await table.send(new GetCommand({ TableName: TABLE, Key: summaries.classKey('DEMO', 'big-class') }));
    expect(listed.Item).toEqual({ pk: 'CLASS#DEMO', sk: 'CLASS#big-class', class_id: 'big-class' });
  }, 1_200_000);

  it('reads the class page in one request: every child, with the programme they played last and their test', async () => {
    const answer = await get('/v3/admin/class?school=DEMO&class=big-class');
    expect(answer.status).toBe(200);
    const summary = answer.body.summary as ClassSummary;
    expect(summary).toMatchObject({ class_id: 'big-class', children: CHILDREN, test: { pre: { count: CHILDREN, mean: 3 } } });
    const children = answer.body.children as Array<{ username: string; programme: string; test: { pre: number | null } }>;
    expect(children).toHaveLength(CHILDREN);
    for (const child of children) {
      const n = Number(child.username.slice('big.'.length));
      expect(child).toMatchObject({ programme: lastOf(n), test: { pre: 3 } });
    }
  });

  it('reads the school page in one request, the class counted from its rows', async () => {
    const answer = await get('/v3/admin/school?school=DEMO');
    expect(answer.status).toBe(200);
    const big = (answer.body.classes as ClassSummary[]).find((found) => found.class_id === 'big-class');
    expect(big).toMatchObject({ children: CHILDREN, test: { pre: { count: CHILDREN, mean: 3 } } });
  });

  it('rebuilds the class from the modules after its rows were lost or spoiled, and is the same as before', async () => {
    const before = await get('/v3/admin/class?school=DEMO&class=big-class');
    const rows = await rowItems('DEMO', 'big-class');
    // One row lost, one spoiled (another programme, wrong days), and one of a child who is not in the class at all.
    await table.send(new DeleteCommand({ TableName: TABLE, Key: { pk: String(rows[0]!.pk), sk: String(rows[0]!.sk) } }));
    await table.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { pk: String(rows[1]!.pk), sk: String(rows[1]!.sk) },
        UpdateExpression: 'SET m.d = :d, m.c = :c',
        ExpressionAttributeValues: { ':d': 9, ':c': 'NOBODY' },
      }),
    );
    await table.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...summaries.rowKey('DEMO', 'big-class', 'stray'), id: 'stray', f: 'S', l: 'S', u: 's', rv: 1 },
      }),
    );
    expect((await get('/v3/admin/class?school=DEMO&class=big-class')).body.summary).not.toEqual(before.body.summary);
    expect(await summaries.rebuildClass('DEMO', 'big-class')).toEqual({ rows: CHILDREN, removed: 1, stripped: false });
    const after = await get('/v3/admin/class?school=DEMO&class=big-class');
    expect(after.body).toEqual(before.body);
  }, 300_000);
});

describe('a school and a class of 1,000', () => {
  const SCHOOL = 'THOUSAND';

  /** Children written straight into the table, each with a module saved `days` days in and their row. */
  const seed = async (classes: ReadonlyArray<[string, number]>) => {
    const { keys, schoolIndexKeys } = await import('../../functions/common/table.js');
    const { ADMIN_INDEX } = await import('../../functions/summaries/admin-index.js');
    const children = classes.flatMap(([classId, size]) =>
      Array.from({ length: size }, (_, n) => ({
        id: `${SCHOOL}-${classId}-${n}`,
        class_id: classId,
        first_name: `Child${n}`,
        last_name: `Family${n}`,
        username: `${classId}.${n}`,
        days: n % 11,
      })),
    );
    await table.send(new PutCommand({ TableName: TABLE, Item: { ...keys.school(SCHOOL), id: SCHOOL } }));
    await inBatches(children, 16, async (child) => {
      const details = defaultGameDetails('RESPA');
      details.pre_test_score = 4;
      const module = {
        id: `${child.id}-m`,
        name: 'RESPA',
        day_completed: child.days,
        step_completed: 'notstarted' as const,
        game_details: JSON.stringify(details),
        version: child.days + 1,
      };
      const { days: _days, ...profile } = child;
      await table.send(
        new PutCommand({
          TableName: TABLE,
          Item: {
            ...keys.profile(child.id),
            ...schoolIndexKeys(SCHOOL, child.class_id, child.id),
            ...profile,
            grade: 'WAW',
            school_identifier: SCHOOL,
            admin_index: ADMIN_INDEX,
          },
        }),
      );
      await table.send(new PutCommand({ TableName: TABLE, Item: { ...keys.module(child.id, module.id), ...module } }));
      const place = { school: SCHOOL, class_id: child.class_id };
      await summaries.addChildToClass(place, child, [module]);
    });
  };

  it('reads a school of 1,000 children (a class of 1,000) and its class page in one request each', async () => {
    await seed([['huge', 1000]]);
    const admin = await import('../../infra/local/user-store.js');
    const { adminGroups } = await import('../../functions/admins/admin-roles.js');
    const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const store = admin.createUserStore(
      DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB })),
    );
    await admin.ensureAdmin(store, 'thousand@admin.school', adminGroups({ schools: [SCHOOL], roles: ['admin'], district: false }));
    const token = (await signInAdmin(cloud, 'thousand@admin.school')).idToken;

    const school = await adminCall(cloud, token, 'GET', `/v3/admin/school?school=${SCHOOL}`);
    expect(school.status).toBe(200);
    expect(school.body).toMatchObject({ school: SCHOOL, children: 1000 });
    const [huge] = school.body.classes as ClassSummary[];
    // n % 11 days: 90 or 91 children at each number of days from 0 to 10.
    expect(huge).toMatchObject({ class_id: 'huge', children: 1000, finished: 90, test: { pre: { count: 1000, mean: 4 } } });
    expect(huge!.days[0]).toBe(1000 - 91);

    const page = await adminCall(cloud, token, 'GET', `/v3/admin/class?school=${SCHOOL}&class=huge`);
    expect(page.status).toBe(200);
    expect(page.body.children).toHaveLength(1000);
    // The class page names the class beside its summary; the school page's list carries the name in each entry, and
    // how many of its children are still catching up (each child's own mark is on the class page).
    const { name, catching_up, ...summary } = huge as NamedClassSummary;
    expect(page.body.summary).toEqual(summary);
    expect(page.body.name).toBe(name);
    expect(catching_up).toBe(0);
  }, 600_000);
});

describe('a child added before the rows existed', () => {
  it('gets their row from the backfill, rebuilt from their modules, once', async () => {
    const { keys, schoolIndexKeys } = await import('../../functions/common/table.js');
    const { backfillAdminIndex } = await import('../../functions/summaries/admin-backfill.js');
    const details = defaultGameDetails('RESPA');
    const profile = { id: 'old-1', school_identifier: 'OLD', class_id: 'c1', first_name: 'Zoë', last_name: 'Ångström', username: 'zoe.a' };
    await table.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...keys.profile('old-1'), ...schoolIndexKeys('OLD', 'c1', 'old-1'), ...profile, grade: 'WAW' },
      }),
    );
    for (const [id, days] of [
      ['mod-a', 2],
      ['mod-b', 5],
    ] as const) {
      await table.send(
        new PutCommand({
          TableName: TABLE,
          Item: {
            ...keys.module('old-1', id),
            id,
            name: id === 'mod-a' ? 'RESPA' : 'INROCK',
            day_completed: days,
            step_completed: 'celebrate',
            game_details: JSON.stringify(details),
            version: 2 * days,
          },
        }),
      );
    }
    expect(await backfillAdminIndex()).toBeGreaterThanOrEqual(1);
    const [row] = await rowItems('OLD', 'c1');
    // Saved before saves were timed: the one played furthest counts as the one played now.
    expect(row).toMatchObject({ id: 'old-1', f: 'Zoë', mid: 'mod-b', m: { c: 'INROCK', d: 5 } });
    expect(await backfillAdminIndex()).toBe(0);
    expect(await rowItems('OLD', 'c1')).toHaveLength(1);
  });
});
