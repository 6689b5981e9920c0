import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminGroups } from '../../functions/admins/admin-roles.js';
import { adminCall, passkeyFor, registerPasskey, setUpPasskey, signInAdmin, userPoolClient, type AdminTokens } from './admin-client.js';

/**
 * The third round of attacks (issue 43), as an attacker with time would try them against the local cloud: a role that
 * outlives its removal, an invitation that signs someone out everywhere, an export by someone who only teaches there.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;

/** An admin made as `npm run admins:create` makes one, signed in. */
const newAdmin = async (email: string, groups: string[]) => {
  const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { createUserStore, ensureAdmin } = await import('../../infra/local/user-store.js');
  const store = createUserStore(DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB })));
  await ensureAdmin(store, email, groups);
  return signInAdmin(cloud, email);
};
const schoolAdmin = (schools: string[]) => adminGroups({ schools, roles: ['admin'], district: false });

let principal: AdminTokens;

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  principal = await newAdmin('principal@demo.school', schoolAdmin(['DEMO']));
  expect((await setUpPasskey(cloud, principal.idToken, passkeyFor(cloud))).status).toBe(200);
});
afterAll(async () => {
  await stop?.();
});

const remove = (email: string, school = 'DEMO') =>
  adminCall(cloud, principal.idToken, 'DELETE', `/v3/admin/admins?school=${school}&email=${encodeURIComponent(email)}`);

describe('a removed admin (item 1)', () => {
  it('cannot, with the token of before, register a first passkey, reach the school or invite anyone back', async () => {
    const removed = await newAdmin('removed@demo.school', schoolAdmin(['DEMO']));
    expect((await remove('removed@demo.school')).body).toMatchObject({ deleted: true });

    // The account is gone with its passkeys, so the list is empty: the old token must not add a first one.
    const registered = await registerPasskey(cloud, removed.idToken, passkeyFor(cloud));
    // With no role left anywhere, the token is as good as none: 404, as to anyone outside the school.
    expect(registered.status).toBe(404);
    expect((await adminCall(cloud, removed.idToken, 'GET', '/v3/admin/students?school=DEMO')).status).toBe(404);
    const again = await adminCall(cloud, removed.idToken, 'POST', '/v3/admin/admins', { email: 'removed@demo.school', school: 'DEMO' });
    expect([403, 404]).toContain(again.status);
    const listed = await adminCall(cloud, principal.idToken, 'GET', '/v3/admin/admins?school=DEMO');
    expect((listed.body.admins as Array<{ email: string }>).map((a) => a.email)).not.toContain('removed@demo.school');
  });

  it('kept at another school, proves their passkey and still cannot act at, or re-add themselves to, the school they left', async () => {
    const both = await newAdmin('both@demo.school', schoolAdmin(['DEMO', 'OAK']));
    const passkey = passkeyFor(cloud);
    expect((await setUpPasskey(cloud, both.idToken, passkey)).status).toBe(200);
    expect((await remove('both@demo.school')).body).toMatchObject({ deleted: false });

    const invite = await adminCall(cloud, both.idToken, 'POST', '/v3/admin/admins', { email: 'both@demo.school', school: 'DEMO' });
    expect(invite.status).toBe(404);
    const friend = await adminCall(cloud, both.idToken, 'POST', '/v3/admin/admins', { email: 'friend@elsewhere.org', school: 'DEMO' });
    expect(friend.status).toBe(404);
    expect((await adminCall(cloud, both.idToken, 'GET', '/v3/admin/students?school=DEMO')).status).toBe(404);
    expect((await adminCall(cloud, both.idToken, 'GET', '/v3/admin/me')).body).toMatchObject({ school_roles: { OAK: ['admin'] } });
    expect((await adminCall(cloud, both.idToken, 'GET', '/v3/admin/me')).body.school_roles as object).not.toHaveProperty('DEMO');
    // At OAK they are still themselves, but a token from before a removal invites no one, anywhere.
    expect((await adminCall(cloud, both.idToken, 'GET', '/v3/admin/students?school=OAK')).status).toBe(200);
    const atOak = await adminCall(cloud, both.idToken, 'POST', '/v3/admin/admins', { email: 'friend@elsewhere.org', school: 'OAK' });
    expect(atOak.status).toBe(401);
    expect(await registerPasskey(cloud, both.idToken, passkeyFor(cloud))).toMatchObject({ status: 401, body: { code: 'roles_changed' } });

    // A fresh sign-in carries only OAK, and may invite there again.
    const fresh = await signInAdmin(cloud, 'both@demo.school');
    expect((await adminCall(cloud, fresh.idToken, 'GET', '/v3/admin/me')).body).toMatchObject({ school_roles: { OAK: ['admin'] } });
  });
});

describe('an export (item 3)', () => {
  it("is refused to an admin of one school who only teaches at the child's, for every child there, their own class's too", async () => {
    const dual = 'dual@oak.school';
    await newAdmin(dual, schoolAdmin(['OAK']));
    const invited = await adminCall(cloud, principal.idToken, 'POST', '/v3/admin/admins', {
      email: dual,
      school: 'DEMO',
      roles: ['teacher'],
      classes: ['demo-class-2'],
    });
    expect(invited.status).toBe(200);
    const teacher = await signInAdmin(cloud, dual);
    expect((await setUpPasskey(cloud, teacher.idToken, passkeyFor(cloud))).status).toBe(200);
    const roster = (await adminCall(cloud, principal.idToken, 'GET', '/v3/admin/students?school=DEMO')).body.students as Array<{
      id: string;
      class_id: string;
    }>;
    expect(new Set(roster.map((child) => child.class_id))).toEqual(new Set(['demo-class-1', 'demo-class-2']));
    for (const child of roster) {
      const started = await adminCall(cloud, teacher.idToken, 'POST', '/v3/admin/students/export', { studentId: child.id });
      expect(started).toEqual({ status: 404, body: { message: 'Student not found' } });
    }
    // Their own school's children they may still export.
    const oakChild = (
      (await adminCall(cloud, teacher.idToken, 'GET', '/v3/admin/students?school=OAK')).body.students as Array<{ id: string }>
    )[0]!;
    expect((await adminCall(cloud, teacher.idToken, 'POST', '/v3/admin/students/export', { studentId: oakChild.id })).status).toBe(202);
  });
});

describe('an invitation to an existing account, then its removal (item 2)', () => {
  it("gives only that school's role, and its removal ends nothing at the person's other schools or the district", async () => {
    const { GetTokensFromRefreshTokenCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    const district = await newAdmin('chief@district.org', ['district-admins']);
    expect((await setUpPasskey(cloud, district.idToken, passkeyFor(cloud))).status).toBe(200);
    const oak = await newAdmin('head@oak.school', schoolAdmin(['OAK']));
    expect((await setUpPasskey(cloud, oak.idToken, passkeyFor(cloud))).status).toBe(200);

    const invited = await adminCall(cloud, oak.idToken, 'POST', '/v3/admin/admins', { email: 'chief@district.org', school: 'OAK' });
    expect(invited.body).toMatchObject({ invited: false, roles: ['admin'] });
    const removed = await adminCall(cloud, oak.idToken, 'DELETE', '/v3/admin/admins?school=OAK&email=chief@district.org');
    expect(removed).toEqual({ status: 200, body: { removed: 'chief@district.org', school: 'OAK', deleted: false } });

    // Still signed in: the refresh token works, and the token they hold still reaches every school at aal2.
    const refreshed = await userPoolClient(cloud).send(
      new GetTokensFromRefreshTokenCommand({ ClientId: cloud.config.adminUserPoolClientId, RefreshToken: district.refreshToken }),
    );
    const now = refreshed.AuthenticationResult!.IdToken!;
    expect((await adminCall(cloud, now, 'GET', '/v3/admin/me')).body).toMatchObject({ district: true });
    expect((await adminCall(cloud, district.idToken, 'GET', '/v3/admin/students?school=DEMO')).status).toBe(200);
    expect((await adminCall(cloud, now, 'GET', '/v3/admin/passkeys')).body).toMatchObject({ aal: 'aal2' });
  });
});

describe("a child's export and their removal (item 4)", () => {
  it('answers 404 for the download link once the child is marked for removal, and starts no new export', async () => {
    const roster = (await adminCall(cloud, principal.idToken, 'GET', '/v3/admin/students?school=DEMO')).body.students as Array<{
      id: string;
      first_name: string;
      last_name: string;
    }>;
    const child = roster[0]!;
    const started = await adminCall(cloud, principal.idToken, 'POST', '/v3/admin/students/export', { studentId: child.id });
    expect(started.status).toBe(202);
    const jobId = (started.body.job as { id: string }).id;
    await expect
      .poll(
        async () =>
          ((await adminCall(cloud, principal.idToken, 'GET', `/v3/admin/students/export?id=${jobId}`)).body.job as { phase: string })
            ?.phase,
        {
          timeout: 60_000,
          interval: 500,
        },
      )
      .toBe('done');

    const removal = await adminCall(cloud, principal.idToken, 'POST', '/v3/admin/students/remove', {
      studentId: child.id,
      confirmation: `${child.first_name} ${child.last_name}`,
    });
    expect(removal.status).toBe(202);
    expect(await adminCall(cloud, principal.idToken, 'GET', `/v3/admin/students/export?id=${jobId}`)).toEqual({
      status: 404,
      body: { message: 'Export not found' },
    });
    expect((await adminCall(cloud, principal.idToken, 'POST', '/v3/admin/students/export', { studentId: child.id })).status).toBe(404);
  });
});
