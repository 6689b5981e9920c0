import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminCall, signInAdmin, type AdminTokens } from './admin-client.js';
import { CLASS_PASSWORD, importClass, playChild } from './class-play.js';

/**
 * The admin pages' API through the local cloud, whose table guard holds each function to its own keys: a child
 * imported and then playing moves their class's summary, and another school's class, child, export and search are
 * as absent as ones that never were.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let demo: AdminTokens;
let oak: AdminTokens;

interface ClassChild {
  id: string;
  username: string;
  programme: string | null;
  days: Array<{ day: number; done: boolean; before: string; after: string }>;
  test: { pre: number | null; post: number | null };
}

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  demo = await signInAdmin(cloud, 'admin@demo.school');
  oak = await signInAdmin(cloud, 'admin@oak.school');
});
afterAll(async () => {
  await stop?.();
});

const get = (tokens: AdminTokens, path: string) => adminCall(cloud, tokens.idToken, 'GET', path);

describe('a played step reaches the class summary', () => {
  it('counts an imported child before they play, then shows the feeling and the test they saved', async () => {
    const [username] = await importClass(cloud, 'summary', 1);
    const before = await get(demo, '/v3/admin/class?school=DEMO&class=summary-class');
    expect(before.status).toBe(200);
    expect(before.body.summary).toMatchObject({ class_id: 'summary-class', children: 1, started: 0 });
    expect((before.body.children as ClassChild[])[0]).toMatchObject({ username, programme: 'RESPA', test: { pre: null } });

    await playChild(cloud, username!, CLASS_PASSWORD('summary', 0));
    // The row follows the save from the table's stream, a moment later.
    await cloud.streamSettled();
    const after = await get(demo, '/v3/admin/class?school=DEMO&class=summary-class');
    expect(after.body.summary).toMatchObject({
      children: 1,
      started: 1,
      feelings: { before: { happy: 1 } },
      test: { pre: { count: 1, mean: 3 } },
    });
    const [child] = after.body.children as ClassChild[];
    expect(child!.days[0]).toEqual({ day: 1, done: false, before: 'happy', after: '' });
    expect(child!.test).toEqual({ pre: 3, post: null });

    const school = await get(demo, '/v3/admin/school?school=DEMO');
    expect((school.body.classes as Array<{ class_id: string }>).map((c) => c.class_id)).toContain('summary-class');
    const found = await get(demo, `/v3/admin/search?school=DEMO&q=${encodeURIComponent(username!.toUpperCase())}`);
    expect(found.body.students).toEqual([expect.objectContaining({ id: child!.id, username, class_id: 'summary-class' })]);
    const page = await get(demo, `/v3/admin/student?school=DEMO&id=${child!.id}`);
    expect(page.body).toMatchObject({ id: child!.id, username, videos: 0, card: false });
    expect((page.body.modules as Array<{ name: string }>).map((module) => module.name).sort()).toEqual(['INROCK', 'RESPA']);

    const csv = await fetch(`${cloud.config.apiEndpoint}/v3/admin/class/export?school=DEMO&class=summary-class`, {
      headers: { authorization: demo.idToken },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="DEMO-summary-class.csv"');
    expect((await csv.text()).split('\r\n')[1]).toContain(`"${username}","RESPA","0","happy"`);
  });
});

describe("another school's children are absent", () => {
  it('answers 404 to an admin of OAK for a DEMO class, child, export, search and overview', async () => {
    const demoClass = await get(demo, '/v3/admin/class?school=DEMO&class=demo-class-1');
    expect(demoClass.status).toBe(200);
    const [child] = demoClass.body.children as ClassChild[];
    for (const path of [
      '/v3/admin/school?school=DEMO',
      '/v3/admin/class?school=DEMO&class=demo-class-1',
      '/v3/admin/class/export?school=DEMO&class=demo-class-1',
      `/v3/admin/student?school=DEMO&id=${child!.id}`,
      '/v3/admin/search?school=DEMO&q=a',
    ]) {
      expect(await get(oak, path), path).toEqual({ status: 404, body: { message: 'School not found' } });
    }
    // Naming their own school does not reach DEMO's class or child either.
    expect((await get(oak, '/v3/admin/class?school=OAK&class=demo-class-1')).status).toBe(404);
    expect(await get(oak, `/v3/admin/student?school=OAK&id=${child!.id}`)).toEqual({ status: 404, body: { message: 'Student not found' } });
    expect(await get(oak, '/v3/admin/class/export?school=OAK&class=demo-class-1')).toEqual({
      status: 404,
      body: { message: 'Class not found' },
    });
    expect((await get(oak, `/v3/admin/search?school=OAK&q=${child!.username}`)).body.students).toEqual([]);
  });
});
