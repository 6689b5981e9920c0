import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminCall, passkeyFor, setUpPasskey, signInAdmin, type AdminTokens } from './admin-client.js';
import { signIn } from './stock-client.js';

/**
 * A teacher through the API as a client meets it: DEMO's admin invites a teacher of demo-class-2 (Nia), and the
 * teacher, signed in with a passkey proved, reaches Nia and nothing else: demo-class-1 (Maya, Leo), the school's
 * rosters, cards, imports and admins, and OAK are 404 or 403 as they are to a stranger.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let admin: AdminTokens;
let teacher: AdminTokens;
const ids: Record<string, string> = {};

const TEACHER = 'teach@demo.school';
type Call = [method: string, path: string, body?: unknown];
const statusOf = async (tokens: AdminTokens, [method, path, body]: Call) =>
  (await adminCall(cloud, tokens.idToken, method, path, body)).status;

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  admin = await signInAdmin(cloud, 'admin@demo.school');
  expect((await setUpPasskey(cloud, admin.idToken, passkeyFor(cloud))).status).toBe(200);
  const roster = (await adminCall(cloud, admin.idToken, 'GET', '/v3/admin/students?school=DEMO')).body.students as Array<{
    id: string;
    first_name: string;
  }>;
  for (const student of roster) ids[student.first_name] = student.id;
  const oak = await signInAdmin(cloud, 'admin@oak.school');
  for (const student of (await adminCall(cloud, oak.idToken, 'GET', '/v3/admin/students')).body.students as Array<{
    id: string;
    first_name: string;
  }>) {
    ids[student.first_name] = student.id;
  }
  const invited = await adminCall(cloud, admin.idToken, 'POST', '/v3/admin/admins', {
    email: TEACHER,
    school: 'DEMO',
    roles: ['teacher'],
    classes: ['demo-class-2'],
  });
  expect(invited).toEqual({
    status: 201,
    body: { email: TEACHER, school: 'DEMO', roles: ['teacher'], classes: ['demo-class-2'], invited: true },
  });
  teacher = await signInAdmin(cloud, TEACHER);
  expect((await setUpPasskey(cloud, teacher.idToken, passkeyFor(cloud))).status).toBe(200);
});
afterAll(async () => {
  await stop?.();
});

describe('a teacher', () => {
  it('sees their class on the school overview, its page, its export, its children and their search results', async () => {
    const me = await adminCall(cloud, teacher.idToken, 'GET', '/v3/admin/me');
    expect(me.body).toMatchObject({ schools: ['DEMO'], school_roles: { DEMO: ['teacher'] } });
    const school = await adminCall(cloud, teacher.idToken, 'GET', '/v3/admin/school?school=DEMO');
    expect(school.body).toMatchObject({ children: 1, classes: [expect.objectContaining({ class_id: 'demo-class-2', children: 1 })] });
    expect((school.body.classes as unknown[]).length).toBe(1);
    const page = await adminCall(cloud, teacher.idToken, 'GET', '/v3/admin/class?school=DEMO&class=demo-class-2');
    expect((page.body.children as Array<{ first_name: string }>).map((child) => child.first_name)).toEqual(['Nia']);
    const csv = await fetch(`${cloud.config.apiEndpoint}/v3/admin/class/export?school=DEMO&class=demo-class-2`, {
      headers: { authorization: teacher.idToken },
    });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\n').filter(Boolean).length).toBe(2);
    expect(await statusOf(teacher, ['GET', `/v3/admin/student?school=DEMO&id=${ids.Nia}`])).toBe(200);
    expect(await statusOf(teacher, ['GET', '/v3/admin/students?school=DEMO&class=demo-class-2'])).toBe(200);
    expect((await adminCall(cloud, teacher.idToken, 'GET', '/v3/admin/search?school=DEMO&q=nia')).body.students).toEqual([
      expect.objectContaining({ id: ids.Nia }),
    ]);
    // Content is read as any admin reads it.
    expect(await statusOf(teacher, ['GET', '/v3/admin/page?id=RESPA-day-1'])).toBe(200);
  });

  it('acts on a child of their class at aal2: a new password, a sign-in card', async () => {
    expect(await statusOf(teacher, ['POST', '/v3/admin/students/password', { studentId: ids.Nia, password: 'nia-new-pass-1' }])).toBe(200);
    expect((await signIn(cloud.config, 'other.student', 'nia-new-pass-1')).status).toBe(200);
    expect(await statusOf(teacher, ['POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: [ids.Nia] }])).toBe(200);
    expect(await statusOf(teacher, ['POST', '/v3/admin/cards/revoke', { school_identifier: 'DEMO', student_id: ids.Nia }])).toBe(200);
  });

  it('finds every child of another class and another school as absent as one that never was (404), at aal2', async () => {
    const maya = ids.Maya!;
    const module = (
      (await adminCall(cloud, admin.idToken, 'GET', `/v3/admin/student?school=DEMO&id=${maya}`)).body.modules as Array<{
        id: string;
        version: number;
      }>
    )[0]!;
    for (const call of [
      ['GET', `/v3/admin/student?school=DEMO&id=${maya}`],
      ['GET', '/v3/admin/class?school=DEMO&class=demo-class-1'],
      ['GET', '/v3/admin/students?school=DEMO&class=demo-class-1'],
      ['POST', '/v3/admin/students/password', { studentId: maya, password: 'taken-over-1' }],
      ['POST', '/v3/admin/modules/reset', { studentId: maya, moduleId: module.id, day: 1, version: module.version }],
      ['POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: [ids.Nia, maya] }],
      ['POST', '/v3/admin/cards/revoke', { school_identifier: 'DEMO', student_id: maya }],
      ['GET', '/v3/admin/school?school=OAK'],
      ['GET', `/v3/admin/student?school=OAK&id=${ids.Ava}`],
      ['POST', '/v3/admin/students/password', { studentId: ids.Ava, password: 'taken-over-1' }],
    ] satisfies Call[]) {
      expect({ call, status: await statusOf(teacher, call) }).toEqual({ call, status: 404 });
    }
    expect((await adminCall(cloud, teacher.idToken, 'GET', '/v3/admin/search?school=DEMO&q=maya')).body.students).toEqual([]);
    const otherExport = await fetch(`${cloud.config.apiEndpoint}/v3/admin/class/export?school=DEMO&class=demo-class-1`, {
      headers: { authorization: teacher.idToken },
    });
    expect(otherExport.status).toBe(404);
    // Nothing changed: Maya signs in with her own password, and no card of hers was made.
    expect((await signIn(cloud.config, 'waw.student', 'let-me-play-1')).status).toBe(200);
    expect((await signIn(cloud.config, 'waw.student', 'taken-over-1')).status).toBe(401);
  });

  it("is refused the school-wide places by role (403): the whole roster, the school's cards, imports, admins", async () => {
    for (const call of [
      ['GET', '/v3/admin/students?school=DEMO'],
      ['GET', '/v3/admin/cards?school=DEMO'],
      ['POST', '/v3/admin/imports', { size: 100 }],
      ['GET', '/v3/admin/admins?school=DEMO'],
      // by role first, as requireAdmin asks: no one learns whether OAK has admins by asking
      ['GET', '/v3/admin/admins?school=OAK'],
      ['POST', '/v3/admin/admins', { email: 'friend@demo.school', school: 'DEMO', roles: ['teacher'], classes: ['demo-class-1'] }],
      ['PUT', '/v3/admin/admins/classes', { email: TEACHER, school: 'DEMO', classes: ['demo-class-1'], version: 1 }],
      ['PUT', '/v3/admin/page', { id: 'RESPA-day-1', version: 1, content: {} }],
    ] satisfies Call[]) {
      expect({ call, status: await statusOf(teacher, call) }).toEqual({ call, status: 403 });
    }
  });
});

describe("a teacher's classes", () => {
  it("change at the teacher's next call, from the version the admin saw; two admins changing them at once, one wins", async () => {
    const listed = await adminCall(cloud, admin.idToken, 'GET', '/v3/admin/admins?school=DEMO');
    expect(listed.body.admins).toContainEqual(
      expect.objectContaining({ email: TEACHER, roles: ['teacher'], teacher: { classes: ['demo-class-2'], version: 1 } }),
    );
    const change = (classes: string[], version: number) =>
      adminCall(cloud, admin.idToken, 'PUT', '/v3/admin/admins/classes', { email: TEACHER, school: 'DEMO', classes, version });
    const results = await Promise.all(
      [['demo-class-1'], ['demo-class-1', 'demo-class-2'], ['demo-class-1'], ['demo-class-2']].map((c) => change(c, 1)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const won = results.find((r) => r.status === 200)!.body.teacher as { classes: string[]; version: number };
    expect(won.version).toBe(2);
    expect(results.find((r) => r.status === 409)!.body.teacher).toEqual(won);

    expect((await change(['demo-class-1'], 2)).body.teacher).toEqual({ classes: ['demo-class-1'], version: 3 });
    // The same token, no new sign-in: the class it had is gone, the one it was given is there.
    expect(await statusOf(teacher, ['GET', '/v3/admin/class?school=DEMO&class=demo-class-1'])).toBe(200);
    expect(await statusOf(teacher, ['GET', '/v3/admin/class?school=DEMO&class=demo-class-2'])).toBe(404);
    expect(await statusOf(teacher, ['GET', `/v3/admin/student?school=DEMO&id=${ids.Nia}`])).toBe(404);
    expect(await statusOf(teacher, ['GET', `/v3/admin/student?school=DEMO&id=${ids.Maya}`])).toBe(200);
    expect((await adminCall(cloud, teacher.idToken, 'GET', '/v3/admin/school?school=DEMO')).body).toMatchObject({ children: 2 });

    expect((await change(['demo-class-2'], 2)).status).toBe(409);
    expect(
      (
        await adminCall(cloud, admin.idToken, 'PUT', '/v3/admin/admins/classes', {
          email: 'admin@oak.school',
          school: 'DEMO',
          classes: ['x'],
          version: 1,
        })
      ).status,
    ).toBe(404);
    expect((await change([], 3)).status).toBe(400);
  });

  it('go with the teacher when they are removed: their token, still valid for its hour, reaches no child', async () => {
    const removed = await adminCall(cloud, admin.idToken, 'DELETE', `/v3/admin/admins?school=DEMO&email=${TEACHER}`);
    expect(removed).toEqual({ status: 200, body: { removed: TEACHER, school: 'DEMO', deleted: true } });
    expect(await statusOf(teacher, ['GET', '/v3/admin/class?school=DEMO&class=demo-class-1'])).toBe(404);
    expect(await statusOf(teacher, ['GET', `/v3/admin/student?school=DEMO&id=${ids.Maya}`])).toBe(404);
    // Their role there ended with the removal (functions/admins/role-removals.ts): the school itself is gone for them.
    expect(await statusOf(teacher, ['GET', '/v3/admin/school?school=DEMO'])).toBe(404);
  });
});
