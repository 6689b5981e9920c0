import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import type { ChildRow } from '../../functions/summaries/class-summary.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminCall, passkeyFor, setUpPasskey, signInAdmin, type AdminTokens } from './admin-client.js';
import { CLASS_PASSWORD, playChild } from './class-play.js';
import { follow, rosterOf, start, upload } from './import-client.js';

/**
 * Moving a child and promoting a class through the local cloud (whose table guard runs DynamoDB transactions as
 * DynamoDB does): children play while they are moved, and afterwards every child has exactly one row, in the class
 * their profile names, and each child's progress is what they played.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let demo: AdminTokens;
let oak: AdminTokens;
// Loaded once the local cloud has set the functions' environment (the table's name).
let table: typeof import('../../functions/common/clients/dynamodb.js').dynamo;
let summaries: typeof import('../../functions/summaries/class-summary.js');

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  ({ dynamo: table } = await import('../../functions/common/clients/dynamodb.js'));
  summaries = await import('../../functions/summaries/class-summary.js');
  demo = await signInAdmin(cloud, 'admin@demo.school');
  expect((await setUpPasskey(cloud, demo.idToken, passkeyFor(cloud))).status).toBe(200);
  oak = await signInAdmin(cloud, 'admin@oak.school');
}, 120_000);
afterAll(async () => {
  await stop?.();
});

/** Imports a class of `count` (`{prefix}-class`) in the admin's own session, which has proved its passkey. */
const importClass = async (prefix: string, count: number): Promise<string[]> => {
  const id = await upload(cloud, demo.idToken, rosterOf(count, prefix));
  expect((await start(cloud, demo.idToken, id)).status).toBe(202);
  const { final } = await follow(cloud, demo.idToken, id, 300_000);
  expect(final.job.added).toBe(count);
  return Array.from({ length: count }, (_, index) => `${prefix}.${index}`);
};

const call = (tokens: AdminTokens, method: string, path: string, body?: unknown) => adminCall(cloud, tokens.idToken, method, path, body);

interface ClassItem {
  rows: Record<string, ChildRow>;
}

/** A class's rows of the summary, one item per child, read consistently. */
const classItem = async (classId: string): Promise<ClassItem> => {
  const { Items } = await table.send(
    new QueryCommand({
      TableName: 'waw-local',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': summaries.rowPartition('DEMO', classId) },
      ConsistentRead: true,
    }),
  );
  return { rows: Object.fromEntries((Items ?? []).map((item) => [String(item.id), item as ChildRow])) };
};

const profileClass = async (id: string) =>
  (await table.send(new GetCommand({ TableName: 'waw-local', Key: { pk: `STUDENT#${id}`, sk: 'PROFILE' }, ConsistentRead: true }))).Item
    ?.class_id;

const idsOf = async (classId: string): Promise<Map<string, string>> => {
  const answer = await call(demo, 'GET', `/v3/admin/class?school=DEMO&class=${classId}`);
  expect(answer.status).toBe(200);
  return new Map((answer.body.children as Array<{ id: string; username: string }>).map((child) => [child.username, child.id]));
};

/** A child's module as the server holds it, through the child page (the module's progress, not the summary). */
const storedModule = async (id: string, name: string) => {
  const page = await call(demo, 'GET', `/v3/admin/student?school=DEMO&id=${id}`);
  expect(page.status).toBe(200);
  return (page.body.modules as Array<{ name: string; version: number; days: Array<{ before: string }> }>).find((m) => m.name === name)!;
};

describe('moving children while they play', () => {
  it('keeps every child’s progress and one row for each, in their profile’s class', async () => {
    const usernames = await importClass('mover', 6);
    const ids = await idsOf('mover-class');
    const moving = usernames.filter((_, index) => index % 2 === 0);
    // Every child plays (sign-in, reads, five saves) while half of them are moved to and fro the whole time, so
    // saves land before, during and after moves; each ends in the new class.
    let playing = true;
    const played = Promise.all(usernames.map((username, index) => playChild(cloud, username, CLASS_PASSWORD('mover', index)))).finally(
      () => (playing = false),
    );
    const moves = moving.map(async (username) => {
      const statuses: number[] = [];
      const move = async (classId: string) =>
        statuses.push((await call(demo, 'POST', '/v3/admin/students/move', { studentId: ids.get(username), classId })).status);
      while (playing) {
        await move('mover-next');
        await move('mover-class');
      }
      await move('mover-next');
      return statuses;
    });
    const [results, statuses] = await Promise.all([played, Promise.all(moves)]);
    expect(statuses.flat().every((status) => status === 200)).toBe(true);
    expect(statuses.flat().length).toBeGreaterThan(3 * moving.length);

    // The rows follow the saves from the table's stream.
    await cloud.streamSettled();
    const [from, to] = await Promise.all([classItem('mover-class'), classItem('mover-next')]);
    expect(Object.keys(to.rows).sort()).toEqual(moving.map((username) => ids.get(username)!).sort());
    expect(Object.keys(from.rows)).toHaveLength(usernames.length - moving.length);
    for (const result of results) {
      const id = ids.get(result.username)!;
      const classId = moving.includes(result.username) ? 'mover-next' : 'mover-class';
      expect(await profileClass(id)).toBe(classId);
      const row = (classId === 'mover-next' ? to : from).rows[id]!;
      // The row reflects the child's last save, and the stored module is that save, untouched by the move.
      expect(row.mid).toBe(result.stored.id);
      expect(row.m).toMatchObject({ v: result.stored.version, pre: 3 });
      expect(row.m!.e.split(',')[0]).toBe('happy');
      const module = await storedModule(id, 'RESPA');
      expect(module.version).toBe(result.stored.version);
      expect(module.days[0]!.before).toBe('happy');
    }
    // Search and the class pages follow.
    const found = await call(demo, 'GET', `/v3/admin/search?school=DEMO&q=${encodeURIComponent(moving[0]!)}`);
    expect(found.body.students).toEqual([expect.objectContaining({ id: ids.get(moving[0]!), class_id: 'mover-next' })]);
    const next = await call(demo, 'GET', '/v3/admin/class?school=DEMO&class=mover-next');
    expect(next.body.summary).toMatchObject({ children: moving.length, started: moving.length, test: { pre: { count: moving.length } } });
  }, 600_000);

  it('sends a save that still believes the old class on to the new one, and never makes a second row', async () => {
    const ids = await idsOf('mover-next');
    const [id] = [...ids.values()];
    const { recordModule } = summaries;
    // A warm waw-module caches a child's class for an hour: its next save names the old class.
    const stale = { school: 'DEMO', class_id: 'mover-class' };
    const before = await classItem('mover-next');
    const row = before.rows[id!]!;
    const module = row.m!;
    const saved = await recordModule(
      stale,
      { id: id!, first_name: row.f, last_name: row.l, username: row.u },
      { id: row.mid!, name: module.c, day_completed: 1, step_completed: 'notstarted', game_details: null, version: module.v + 1 },
    );
    expect(saved).toEqual({ written: true, place: { school: 'DEMO', class_id: 'mover-next' } });
    const [from, to] = await Promise.all([classItem('mover-class'), classItem('mover-next')]);
    expect(from.rows[id!]).toBeUndefined();
    expect(to.rows[id!]!.m!.v).toBe(module.v + 1);
  });

  it('moves a child back, answers a move to the class they are in, and refuses bad input with 400', async () => {
    const ids = await idsOf('mover-next');
    const [id] = [...ids.values()];
    expect((await call(demo, 'POST', '/v3/admin/students/move', { studentId: id, classId: 'mover-class' })).status).toBe(200);
    const again = await call(demo, 'POST', '/v3/admin/students/move', { studentId: id, classId: 'mover-class' });
    expect(again).toMatchObject({ status: 200, body: { moved: false } });
    const [from, to] = await Promise.all([classItem('mover-class'), classItem('mover-next')]);
    expect(from.rows[id!]).toBeDefined();
    expect(to.rows[id!]).toBeUndefined();
    expect((await call(demo, 'POST', '/v3/admin/students/move', { studentId: id })).status).toBe(400);
    expect((await call(demo, 'POST', '/v3/admin/students/move', { studentId: id, classId: ' ' })).status).toBe(400);
  });
});

describe('promoting a class', () => {
  it('moves every child of the class to the new one, and repeating it changes nothing', async () => {
    const before = await idsOf('mover-class');
    const first = await call(demo, 'POST', '/v3/admin/class/promote', { school: 'DEMO', from: 'mover-class', to: 'mover-year-2' });
    expect(first).toMatchObject({ status: 200, body: { moved: before.size, remaining: false } });
    const repeated = await call(demo, 'POST', '/v3/admin/class/promote', { school: 'DEMO', from: 'mover-class', to: 'mover-year-2' });
    expect(repeated).toMatchObject({ status: 200, body: { moved: 0 } });
    const [from, to] = await Promise.all([classItem('mover-class'), classItem('mover-year-2')]);
    expect(Object.keys(from.rows)).toEqual([]);
    expect(Object.keys(to.rows).sort()).toEqual([...before.values()].sort());
    for (const id of before.values()) expect(await profileClass(id)).toBe('mover-year-2');
    expect((await call(demo, 'POST', '/v3/admin/class/promote', { school: 'DEMO', from: 'x', to: 'x' })).status).toBe(400);
  });
});

describe('children who stopped signing in', () => {
  it('lists a child whose last sign-in is older than the months asked, and not one who signed in since', async () => {
    const ids = await idsOf('mover-year-2');
    const [away, recent] = [...ids.values()];
    const fresh = await call(demo, 'GET', '/v3/admin/inactive?school=DEMO&months=1');
    expect(fresh.status).toBe(200);
    expect((fresh.body.children as Array<{ id: string }>).map((child) => child.id)).not.toContain(away);
    const longAgo = Date.UTC(2020, 0, 1);
    await table.send(
      new UpdateCommand({
        TableName: 'waw-local',
        Key: { pk: 'SEEN#DEMO', sk: `STUDENT#${away}` },
        UpdateExpression: 'SET #at = :at',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':at': longAgo },
      }),
    );
    const listed = await call(demo, 'GET', '/v3/admin/inactive?school=DEMO');
    expect(listed.body.months).toBe(13);
    const children = listed.body.children as Array<{ id: string; last_signed_in_at: number | null; class_id: string }>;
    expect(children).toContainEqual(expect.objectContaining({ id: away, last_signed_in_at: longAgo, class_id: 'mover-year-2' }));
    expect(children.map((child) => child.id)).not.toContain(recent);
    expect((await call(demo, 'GET', '/v3/admin/inactive?school=DEMO&months=0')).status).toBe(400);
  });
});

describe("another school's children are absent", () => {
  it('answers 404 to an admin of OAK for a DEMO child’s move, a DEMO promotion and DEMO’s inactive list', async () => {
    const [id] = [...(await idsOf('mover-year-2')).values()];
    expect((await call(oak, 'POST', '/v3/admin/students/move', { studentId: id, classId: 'oak-class-1' })).status).toBe(404);
    expect((await call(oak, 'POST', '/v3/admin/class/promote', { school: 'DEMO', from: 'mover-year-2', to: 'x' })).status).toBe(404);
    expect((await call(oak, 'GET', '/v3/admin/inactive?school=DEMO')).status).toBe(404);
    expect(await profileClass(id!)).toBe('mover-year-2');
  });
});
