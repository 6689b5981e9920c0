import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminGroups } from '../../functions/admins/admin-roles.js';
import { adminCall, passkeyFor, provePasskey, setUpPasskey, signInAdmin, userPoolClient, type AdminTokens } from './admin-client.js';
import { start, upload } from './import-client.js';
import { signIn } from './stock-client.js';

/**
 * Tenancy, roles and assurance through the API as a client meets them: the demo school DEMO and the second demo
 * school OAK, each with its own admin, signed in with stock Cognito clients.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let demo: AdminTokens;
let oak: AdminTokens;

interface Student {
  id: string;
  first_name: string;
  class_id: string;
  school_identifier: string;
  modules: Array<{ id: string; version: number }>;
}
/** Another admin in the local pool, made as `npm run admins:create` makes one. */
const newAdmin = async (email: string, schools: string[], extra: string[] = []) => {
  const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { createUserStore, ensureAdmin } = await import('../../infra/local/user-store.js');
  const store = createUserStore(DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB })));
  await ensureAdmin(store, email, [...adminGroups({ schools, roles: ['admin'], district: false }), ...extra]);
  return signInAdmin(cloud, email);
};

const rosterOf = async (tokens: AdminTokens, query = '') =>
  (await adminCall(cloud, tokens.idToken, 'GET', `/v3/admin/students${query}`)).body.students as Student[];

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  demo = await signInAdmin(cloud, 'admin@demo.school');
  oak = await signInAdmin(cloud, 'admin@oak.school');
});
afterAll(async () => {
  await stop?.();
});

describe('each admin sees only their school', () => {
  it("lists only the caller's school, and names it", async () => {
    const { body } = await adminCall(cloud, oak.idToken, 'GET', '/v3/admin/students');
    expect(body.school).toBe('OAK');
    expect((body.students as Student[]).map((s) => s.first_name).sort()).toEqual(['Ava', 'Sam']);
    expect((await rosterOf(demo)).every((s) => s.school_identifier === 'DEMO')).toBe(true);
  });

  it('answers 404 to an admin of OAK for every student, class and roster of DEMO, at aal1 and at aal2 alike', async () => {
    const demoStudents = await rosterOf(demo);
    const passkey = passkeyFor(cloud);
    expect((await setUpPasskey(cloud, oak.idToken, passkey)).status).toBe(200);

    expect(await adminCall(cloud, oak.idToken, 'GET', '/v3/admin/students?school=DEMO')).toEqual({
      status: 404,
      body: { message: 'School not found' },
    });
    expect((await adminCall(cloud, oak.idToken, 'GET', '/v3/admin/students?school=demo&class=demo-class-1')).status).toBe(404);
    expect((await adminCall(cloud, oak.idToken, 'GET', '/v3/admin/admins?school=DEMO')).status).toBe(404);
    for (const student of demoStudents) {
      const password = await adminCall(cloud, oak.idToken, 'POST', '/v3/admin/students/password', {
        studentId: student.id,
        password: 'taken-over-1',
      });
      expect(password).toEqual({ status: 404, body: { message: 'Student not found' } });
      for (const module of student.modules) {
        const reset = await adminCall(cloud, oak.idToken, 'POST', '/v3/admin/modules/reset', {
          studentId: student.id,
          moduleId: module.id,
          day: 1,
          version: module.version,
        });
        expect(reset.status).toBe(404);
      }
    }
    const csv =
      'school_identifier,username,password,first_name,last_name,class_id,grade,modules\nDEMO,sneaky,sneaky-pass-1,Sne,Aky,demo-class-1,WAW,RESPA\n';
    const imported = await start(cloud, oak.idToken, await upload(cloud, oak.idToken, csv));
    expect(imported.status).toBe(404);
    expect(imported.body.errors).toEqual(['Row 2: school DEMO is not one of yours']);
    // Nothing changed: DEMO's students still sign in with their own passwords, and no one new was added.
    expect((await signIn(cloud.config, 'waw.student', 'let-me-play-1')).status).toBe(200);
    expect((await signIn(cloud.config, 'sneaky', 'sneaky-pass-1')).status).toBe(401);
    expect((await rosterOf(demo)).length).toBe(demoStudents.length);
  });

  it('answers 404 for a class that is not there, and lists one class on its own', async () => {
    expect((await adminCall(cloud, demo.idToken, 'GET', '/v3/admin/students?class=no-such-class')).status).toBe(404);
    const classOne = await rosterOf(demo, '?class=demo-class-1');
    expect(classOne.length).toBeGreaterThan(0);
    expect(classOne.every((s) => s.class_id === 'demo-class-1')).toBe(true);
  });
});

describe('roles', () => {
  it('gives the global groups of before (content-editors, school-admins with a bare school group) nothing', async () => {
    const editor = await newAdmin('editor@demo.school', [], ['content-editors', 'school-admins', 'school:DEMO']);
    const students = await adminCall(cloud, editor.idToken, 'GET', '/v3/admin/students');
    expect(students).toEqual({ status: 403, body: { message: 'Only admins may do this' } });
    const [maya] = await rosterOf(demo);
    expect(
      (await adminCall(cloud, editor.idToken, 'POST', '/v3/admin/students/password', { studentId: maya!.id, password: 'editor-was-here' }))
        .status,
    ).toBe(403);
    expect((await adminCall(cloud, editor.idToken, 'GET', '/v3/admin/admins?school=DEMO')).status).toBe(403);
    expect((await adminCall(cloud, editor.idToken, 'GET', '/v3/admin/page?id=RESPA-day-3')).status).toBe(403);
  });

  it("lets a school admin read content but not change it: the programme is the district admins'", async () => {
    const page = (await adminCall(cloud, oak.idToken, 'GET', '/v3/admin/page?id=RESPA-day-4')).body as {
      version: number;
      content: unknown;
    };
    expect(page.version).toBeGreaterThan(0);
    const saved = await adminCall(cloud, oak.idToken, 'PUT', '/v3/admin/page', {
      id: 'RESPA-day-4',
      version: page.version,
      content: page.content,
    });
    expect(saved).toEqual({ status: 403, body: { message: 'Only district admins may do this' } });
  });
});

describe('assurance: sensitive actions need a passkey proved in this sign-in session', () => {
  it('refuses a password reset at aal1 with 403 and a message, and does it after a passkey step-up', async () => {
    const fresh = await signInAdmin(cloud, 'admin@demo.school');
    const leo = (await rosterOf(fresh)).find((s) => s.first_name === 'Leo')!;
    const reset = () =>
      adminCall(cloud, fresh.idToken, 'POST', '/v3/admin/students/password', { studentId: leo.id, password: 'after-step-up-1' });
    const refused = await reset();
    expect(refused).toEqual({
      status: 403,
      body: { message: 'A passkey is needed for this. Use your passkey to confirm it is you, then try again.', code: 'passkey_required' },
    });
    expect((await signIn(cloud.config, 'waw.friend', 'after-step-up-1')).status).toBe(401);
    // A roster import is refused before anything is uploaded.
    expect(await adminCall(cloud, fresh.idToken, 'POST', '/v3/admin/imports', { size: 100 })).toMatchObject({
      status: 403,
      body: { code: 'passkey_required' },
    });

    const passkey = passkeyFor(cloud);
    const registered = await setUpPasskey(cloud, fresh.idToken, passkey);
    expect(registered.status).toBe(200);
    expect(registered.body.aal).toBe('aal2');
    expect((await reset()).status).toBe(200);
    expect((await signIn(cloud.config, 'waw.friend', 'after-step-up-1')).status).toBe(200);

    // A new sign-in is a new session: the proof does not carry over, and an e-mailed code cannot add a passkey.
    const again = await signInAdmin(cloud, 'admin@demo.school');
    expect(
      (
        await adminCall(cloud, again.idToken, 'POST', '/v3/admin/modules/reset', {
          studentId: leo.id,
          moduleId: leo.modules[0]!.id,
          day: 1,
          version: leo.modules[0]!.version,
        })
      ).status,
    ).toBe(403);
    expect((await setUpPasskey(cloud, again.idToken, passkeyFor(cloud))).status).toBe(403);
    const proved = await provePasskey(cloud, again.idToken, passkey);
    expect(proved.status).toBe(200);
    expect(proved.body.aal).toBe('aal2');
    const done = await adminCall(cloud, again.idToken, 'POST', '/v3/admin/modules/reset', {
      studentId: leo.id,
      moduleId: leo.modules[0]!.id,
      day: 1,
      version: leo.modules[0]!.version,
    });
    expect(done.status).toBe(200);
    expect((await adminCall(cloud, again.idToken, 'GET', '/v3/admin/passkeys')).body).toMatchObject({
      aal: 'aal2',
      passkeys: [expect.objectContaining({ id: passkey.credentialId.toString('base64url') })],
    });
  });

  it("keeps the proof across a token refresh (the same session), and refuses a passkey that is not the admin's", async () => {
    const { GetTokensFromRefreshTokenCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    const session = await newAdmin('second@oak.school', ['OAK']);
    expect((await setUpPasskey(cloud, session.idToken, passkeyFor(cloud))).status).toBe(200);
    const { AuthenticationResult } = await userPoolClient(cloud).send(
      new GetTokensFromRefreshTokenCommand({ ClientId: cloud.config.adminUserPoolClientId, RefreshToken: session.refreshToken }),
    );
    expect((await adminCall(cloud, AuthenticationResult!.IdToken!, 'GET', '/v3/admin/passkeys')).body.aal).toBe('aal2');

    const later = await signInAdmin(cloud, 'second@oak.school');
    const options = await adminCall(cloud, later.idToken, 'POST', '/v3/admin/passkeys/authentication-options');
    const foreign = await adminCall(cloud, later.idToken, 'POST', '/v3/admin/passkeys/authentication', {
      response: passkeyFor(cloud).authenticate(options.body as { challenge: string }),
    });
    expect(foreign).toEqual({ status: 400, body: { message: 'That passkey could not be checked. Try again.' } });
    expect((await adminCall(cloud, later.idToken, 'GET', '/v3/admin/passkeys')).body.aal).toBe('aal1');
  });

  it('lets one challenge answer once, even when the same answer is sent five times at once', async () => {
    const passkey = passkeyFor(cloud);
    const first = await newAdmin('racer@oak.school', ['OAK']);
    expect((await setUpPasskey(cloud, first.idToken, passkey)).status).toBe(200);
    const later = await signInAdmin(cloud, 'racer@oak.school');
    const options = (await adminCall(cloud, later.idToken, 'POST', '/v3/admin/passkeys/authentication-options')).body as {
      challenge: string;
    };
    const answer = passkey.authenticate(options);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => adminCall(cloud, later.idToken, 'POST', '/v3/admin/passkeys/authentication', { response: answer })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('refuses a passkey answer made for another site', async () => {
    const passkey = passkeyFor(cloud);
    const admin = await newAdmin('phished@oak.school', ['OAK']);
    const options = (await adminCall(cloud, admin.idToken, 'POST', '/v3/admin/passkeys/registration-options')).body as {
      challenge: string;
      rp: { id?: string };
    };
    const elsewhere = await adminCall(cloud, admin.idToken, 'POST', '/v3/admin/passkeys', {
      response: passkey.register(options, 'http://localhost:1'),
    });
    expect(elsewhere.status).toBe(400);
    expect((await adminCall(cloud, admin.idToken, 'GET', '/v3/admin/passkeys')).body).toMatchObject({ aal: 'aal1', passkeys: [] });
  });
});

describe("a school's admins", () => {
  it('are invited by e-mail, listed and removed by a school admin at aal2, and only within their school', async () => {
    const boss = await newAdmin('boss@oak.school', ['OAK']);
    const invite = { email: 'New.Teacher@Oak.School', school: 'OAK', roles: ['admin'] };
    expect((await adminCall(cloud, boss.idToken, 'POST', '/v3/admin/admins', invite)).status).toBe(403);
    expect((await setUpPasskey(cloud, boss.idToken, passkeyFor(cloud))).status).toBe(200);

    expect((await adminCall(cloud, boss.idToken, 'POST', '/v3/admin/admins', { ...invite, school: 'DEMO' })).status).toBe(404);
    expect((await adminCall(cloud, boss.idToken, 'POST', '/v3/admin/admins', { ...invite, roles: ['content-editors'] })).status).toBe(400);
    expect((await adminCall(cloud, boss.idToken, 'POST', '/v3/admin/admins', { ...invite, roles: ['district-admins'] })).status).toBe(400);
    const invited = await adminCall(cloud, boss.idToken, 'POST', '/v3/admin/admins', invite);
    expect(invited).toEqual({
      status: 201,
      body: { email: 'new.teacher@oak.school', school: 'OAK', roles: ['admin'], invited: true },
    });
    const mail = (await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; subject: string; text: string }>;
    expect(mail[0]).toMatchObject({ to: 'new.teacher@oak.school', subject: 'You are invited to the WAW admin area' });
    expect(mail[0]!.text).toContain(`${cloud.url}/admin/login`);

    const listed = await adminCall(cloud, boss.idToken, 'GET', '/v3/admin/admins?school=OAK');
    expect((listed.body.admins as Array<{ email: string }>).map((a) => a.email)).toEqual(
      expect.arrayContaining(['admin@oak.school', 'boss@oak.school', 'new.teacher@oak.school']),
    );
    expect((listed.body.admins as Array<{ email: string }>).map((a) => a.email)).not.toContain('admin@demo.school');

    const teacher = await signInAdmin(cloud, 'new.teacher@oak.school');
    expect((await adminCall(cloud, teacher.idToken, 'GET', '/v3/admin/students')).body.school).toBe('OAK');

    expect((await adminCall(cloud, boss.idToken, 'DELETE', '/v3/admin/admins?school=OAK&email=admin@demo.school')).status).toBe(404);
    expect((await adminCall(cloud, boss.idToken, 'DELETE', '/v3/admin/admins?school=OAK&email=boss@oak.school')).status).toBe(409);
    const removed = await adminCall(cloud, boss.idToken, 'DELETE', '/v3/admin/admins?school=OAK&email=new.teacher@oak.school');
    expect(removed).toEqual({ status: 200, body: { removed: 'new.teacher@oak.school', school: 'OAK', deleted: true } });
    // Signed out everywhere: the refresh token no longer works, and the address signs in no more.
    const { GetTokensFromRefreshTokenCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    await expect(
      userPoolClient(cloud).send(
        new GetTokensFromRefreshTokenCommand({ ClientId: cloud.config.adminUserPoolClientId, RefreshToken: teacher.refreshToken }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(signInAdmin(cloud, 'new.teacher@oak.school')).rejects.toMatchObject({ name: 'CodeMismatchException' });
  });

  it('lets an admin change their display name, which the next tokens carry, and nothing else about themselves', async () => {
    const { UpdateUserAttributesCommand, GetTokensFromRefreshTokenCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    const me = await signInAdmin(cloud, 'admin@oak.school');
    await userPoolClient(cloud).send(
      new UpdateUserAttributesCommand({ AccessToken: me.accessToken, UserAttributes: [{ Name: 'name', Value: 'Ms Oak' }] }),
    );
    await expect(
      userPoolClient(cloud).send(
        new UpdateUserAttributesCommand({ AccessToken: me.accessToken, UserAttributes: [{ Name: 'custom:schools', Value: 'DEMO' }] }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const { AuthenticationResult } = await userPoolClient(cloud).send(
      new GetTokensFromRefreshTokenCommand({ ClientId: cloud.config.adminUserPoolClientId, RefreshToken: me.refreshToken }),
    );
    expect((await adminCall(cloud, AuthenticationResult!.IdToken!, 'GET', '/v3/admin/me')).body).toEqual({
      email: 'admin@oak.school',
      name: 'Ms Oak',
      district: false,
      schools: ['OAK'],
      school_roles: { OAK: ['admin'] },
    });
  });

  it('gives a district admin every school, listed a page at a time without a scan', async () => {
    const district = await newAdmin('district@waw.test', [], ['district-admins']);
    // /me names the schools of their own roles (none); the district's schools are searched and paged.
    expect((await adminCall(cloud, district.idToken, 'GET', '/v3/admin/me')).body).toMatchObject({ schools: [], district: true });
    expect((await adminCall(cloud, district.idToken, 'GET', '/v3/admin/schools')).body).toEqual({ schools: ['DEMO', 'OAK'] });
    expect((await adminCall(cloud, district.idToken, 'GET', '/v3/admin/students?school=OAK')).body.school).toBe('OAK');
    expect((await adminCall(cloud, district.idToken, 'GET', '/v3/admin/students')).status).toBe(400);
  });
});

describe('roles across schools', () => {
  it('gives an admin removed from one school and invited to another that school and nothing else', async () => {
    // Admin of DEMO and ELM, and still in the global groups of before: removed from DEMO, invited to OAK.
    await newAdmin('mover@demo.school', ['DEMO', 'ELM'], ['school-admins', 'content-editors']);
    const keeper = await newAdmin('keeper@demo.school', ['DEMO']);
    expect((await setUpPasskey(cloud, keeper.idToken, passkeyFor(cloud))).status).toBe(200);
    const removed = await adminCall(cloud, keeper.idToken, 'DELETE', '/v3/admin/admins?school=DEMO&email=mover@demo.school');
    expect(removed).toEqual({ status: 200, body: { removed: 'mover@demo.school', school: 'DEMO', deleted: false } });
    const oakAdmin = await newAdmin('chief@oak.school', ['OAK']);
    expect((await setUpPasskey(cloud, oakAdmin.idToken, passkeyFor(cloud))).status).toBe(200);
    const invited = await adminCall(cloud, oakAdmin.idToken, 'POST', '/v3/admin/admins', { email: 'mover@demo.school', school: 'OAK' });
    expect(invited).toEqual({ status: 200, body: { email: 'mover@demo.school', school: 'OAK', roles: ['admin'], invited: false } });
    const mover = await signInAdmin(cloud, 'mover@demo.school');
    expect((await adminCall(cloud, mover.idToken, 'GET', '/v3/admin/me')).body).toMatchObject({
      schools: ['ELM', 'OAK'],
      school_roles: { ELM: ['admin'], OAK: ['admin'] },
    });
    expect((await adminCall(cloud, mover.idToken, 'GET', '/v3/admin/students?school=DEMO')).status).toBe(404);
    expect((await adminCall(cloud, mover.idToken, 'GET', '/v3/admin/admins?school=DEMO')).status).toBe(404);
    expect((await adminCall(cloud, mover.idToken, 'GET', '/v3/admin/students?school=OAK')).status).toBe(200);
  });
});

describe('removing an admin twice at once', () => {
  it('removes them once and answers the others plainly, never with a 500', async () => {
    const boss = await newAdmin('head@oak.school', ['OAK']);
    expect((await setUpPasskey(cloud, boss.idToken, passkeyFor(cloud))).status).toBe(200);
    await newAdmin('leaving@oak.school', ['OAK']);
    const results = await Promise.all(
      Array.from({ length: 3 }, () => adminCall(cloud, boss.idToken, 'DELETE', '/v3/admin/admins?school=OAK&email=leaving@oak.school')),
    );
    expect(results.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    expect(results.some((r) => r.status === 200)).toBe(true);
    const listed = await adminCall(cloud, boss.idToken, 'GET', '/v3/admin/admins?school=OAK');
    expect((listed.body.admins as Array<{ email: string }>).map((a) => a.email)).not.toContain('leaving@oak.school');
  });
});

describe('students added before the school index', () => {
  it('appear on their school’s dashboard once reindexed (npm start and students:reindex do it)', async () => {
    const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
    const { backfillSchoolIndex } = await import('../../functions/summaries/school-backfill.js');
    const old = {
      pk: 'STUDENT#old-1',
      sk: 'PROFILE',
      id: 'old-1',
      first_name: 'Olive',
      last_name: 'Elder',
      class_id: 'oak-class-1',
      grade: 'WAW',
      school_identifier: 'OAK',
      username: 'olive',
    };
    await dynamo.send(new PutCommand({ TableName: 'waw-local', Item: old }));
    expect((await rosterOf(oak)).map((s) => s.first_name)).not.toContain('Olive');
    expect(await backfillSchoolIndex()).toBe(1);
    expect((await rosterOf(oak)).map((s) => s.first_name)).toContain('Olive');
    expect((await rosterOf(demo)).map((s) => s.first_name)).not.toContain('Olive');
    expect(await backfillSchoolIndex()).toBe(0);
  });
});
