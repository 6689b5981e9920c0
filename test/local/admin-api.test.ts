import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  CodeMismatchException,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { credentialsFor, signIn, signedFetch, type AwsCredentialIdentity } from './stock-client.js';
import { passkeyFor, setUpPasskey, signInAdmin } from './admin-client.js';

let cloud: LocalCloud;
let stop: () => Promise<void>;
let idToken: string;
/** The district admin, who alone changes content, with a passkey proved. */
let districtToken: string;
let refreshToken: string;
let student: AwsCredentialIdentity;

const pool = () =>
  new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: cloud.config.endpoints.cognitoIdp,
    credentials: { accessKeyId: 'none', secretAccessKey: 'none' },
  });
const latestCode = async (to: string) =>
  ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>).find((m) => m.to === to)?.code;

const startSignIn = (email: string) =>
  pool().send(
    new InitiateAuthCommand({
      ClientId: cloud.config.adminUserPoolClientId,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'EMAIL_OTP' },
    }),
  );
const answer = (session: string, email: string, code: string) =>
  pool().send(
    new RespondToAuthChallengeCommand({
      ClientId: cloud.config.adminUserPoolClientId,
      ChallengeName: 'EMAIL_OTP',
      Session: session,
      ChallengeResponses: { USERNAME: email, EMAIL_OTP_CODE: code },
    }),
  );

const admin = async (method: string, path: string, body?: unknown, token = idToken) => {
  const response = await fetch(`${cloud.config.apiEndpoint}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  student = await credentialsFor(cloud.config, 'waw.student', 'let-me-play-1');
  districtToken = (await signInAdmin(cloud, 'district@demo.school')).idToken;
  expect((await setUpPasskey(cloud, districtToken, passkeyFor(cloud))).status).toBe(200);
  // A cloud, two sign-ins and a passkey on a machine shared with other work.
}, 120_000);

const content = (method: string, path: string, body?: unknown) => admin(method, path, body, districtToken);
afterAll(async () => {
  await stop?.();
});

describe('admin sign-in through the local user pool', () => {
  it('sends a one-time code to the mailbox and trades it for tokens in the admins group', async () => {
    const challenge = await startSignIn('Admin@Demo.School ');
    expect(challenge).toMatchObject({ ChallengeName: 'EMAIL_OTP', ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL' } });
    const code = await latestCode('admin@demo.school');
    expect(code).toMatch(/^\d{6}$/);
    await expect(answer(challenge.Session!, 'admin@demo.school', code === '000000' ? '111111' : '000000')).rejects.toBeInstanceOf(
      CodeMismatchException,
    );
    const { AuthenticationResult } = await answer(challenge.Session!, 'admin@demo.school', code!);
    idToken = AuthenticationResult!.IdToken!;
    refreshToken = AuthenticationResult!.RefreshToken!;
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(claims).toMatchObject({ email: 'admin@demo.school', token_use: 'id' });
    expect(claims['cognito:groups']).toEqual(['school:DEMO:admin']);
    // The sign-in session, which a passkey step-up is bound to.
    expect(claims.origin_jti).toEqual(expect.any(String));
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const before = ((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as unknown[]).length;
    const challenge = await startSignIn('nobody@demo.school');
    expect(challenge.ChallengeName).toBe('EMAIL_OTP');
    expect(((await (await fetch(`${cloud.url}/_local/mailbox.json`)).json()) as unknown[]).length).toBe(before);
    await expect(answer(challenge.Session!, 'nobody@demo.school', '123456')).rejects.toBeInstanceOf(CodeMismatchException);
  });

  it('refreshes the tokens with the refresh token', async () => {
    const { AuthenticationResult } = await pool().send(
      new GetTokensFromRefreshTokenCommand({ ClientId: cloud.config.adminUserPoolClientId, RefreshToken: refreshToken }),
    );
    expect(AuthenticationResult?.IdToken).toBeTruthy();
  });
});

describe('the admin API', () => {
  it('keeps students out and admins out of student routes', async () => {
    const studentAttempt = await signedFetch(cloud.config, student, { method: 'GET', path: '/v3/admin/pages' });
    expect(studentAttempt.status).toBe(401);
    expect((await admin('GET', '/v3/admin/pages', undefined, 'not-a-token')).status).toBe(401);
    const adminOnStudentRoute = await fetch(`${cloud.config.apiEndpoint}/v3/waw/modules`, { headers: { authorization: idToken } });
    expect(adminOnStudentRoute.status).toBe(403);
  });

  it('lists pages, saves an edit as a draft children do not see until it is published, and refuses a stale save', async () => {
    const { body } = await admin('GET', '/v3/admin/pages');
    expect((body.pages as Array<{ id: string }>).map((p) => p.id)).toContain('RESPA-day-1');
    const page = (await content('GET', '/v3/admin/page?id=RESPA-day-1')).body as {
      version: number;
      content: { lesson: Array<{ text: string }> };
      draft: unknown;
    };
    expect(page.draft).toBeNull();
    const before = page.content.lesson[0]!.text;
    page.content.lesson[0]!.text = 'Wave, smile and say a big hello!';
    const saved = await content('PUT', '/v3/admin/page', { id: 'RESPA-day-1', version: page.version, revision: 0, content: page.content });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: page.version, revision: 1 });
    const stale = await content('PUT', '/v3/admin/page', { id: 'RESPA-day-1', version: page.version, revision: 0, content: page.content });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Someone else saved this first. Reload to see their changes, then make yours again.');
    const lessonShown = async () =>
      (
        (await signedFetch(cloud.config, student, { method: 'GET', path: '/v3/waw/page?id=RESPA-day-1' })).body.content as {
          lesson: Array<{ text: string }>;
        }
      ).lesson[0]!.text;
    expect(await lessonShown()).toBe(before);

    const published = await content('POST', '/v3/admin/page/publish', { id: 'RESPA-day-1', revision: 1 });
    expect(published).toMatchObject({ status: 200, body: { version: page.version + 1 } });
    expect(await lessonShown()).toBe('Wave, smile and say a big hello!');
  });

  it('creates a page the table lacks from a valid draft, once, and the child is offered it when it is published', async () => {
    const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
    const { keys, tableName } = await import('../../functions/common/table.js');
    const shipped = (await admin('GET', '/v3/admin/page?id=GRATI-day-4')).body.content as Record<string, unknown>;
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.page('GRATI-day-4') }));
    expect((await admin('GET', '/v3/admin/page?id=GRATI-day-4')).status).toBe(404);

    const draft = (body: unknown) => content('PUT', '/v3/admin/page', body);
    const invalid = await draft({ id: 'GRATI-day-4', version: 0, revision: 0, content: { ...shipped, practice: [] } });
    expect(invalid.status).toBe(400);
    expect((await admin('GET', '/v3/admin/page?id=GRATI-day-4')).status).toBe(404);

    const [created, again] = await Promise.all([
      draft({ id: 'GRATI-day-4', version: 0, revision: 0, content: shipped }),
      draft({ id: 'GRATI-day-4', version: 0, revision: 0, content: { ...shipped, title: 'A second try' } }),
    ]);
    expect([created.status, again.status].sort()).toEqual([200, 409]);
    const childReads = () => signedFetch(cloud.config, student, { method: 'GET', path: '/v3/waw/page?id=GRATI-day-4' });
    expect((await childReads()).status).toBe(404);
    expect((await content('POST', '/v3/admin/page/publish', { id: 'GRATI-day-4', revision: 1 })).status).toBe(200);
    const child = await childReads();
    expect(child.status).toBe(200);
    expect(child.body.version).toBe(1);
  });

  it('brings an unedited shipped page up to date on the next seed, and never touches one an admin saved', async () => {
    const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
    const { keys, tableName } = await import('../../functions/common/table.js');
    const { seedContent } = await import('../../functions/modules/content-seed.js');
    const current = (await admin('GET', '/v3/admin/page?id=NOBO-day-3')).body as { version: number; content: { title: string } };
    // An older shipped form, as a table seeded by a previous release holds it.
    const older = { ...current.content, title: 'An older title' };
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.page('NOBO-day-3'), id: 'NOBO-day-3', content: JSON.stringify(older), version: 1 },
      }),
    );
    await seedContent();
    const updated = (await admin('GET', '/v3/admin/page?id=NOBO-day-3')).body as { version: number; content: { title: string } };
    expect(updated).toMatchObject({ version: 2, content: { title: current.content.title } });

    const edited = (await admin('GET', '/v3/admin/page?id=RESPA-day-1')).body as {
      version: number;
      content: { lesson: Array<{ text: string }> };
    };
    await seedContent();
    expect((await admin('GET', '/v3/admin/page?id=RESPA-day-1')).body).toEqual(edited);
  });

  it('refuses a page that fails the schema, and changes nothing', async () => {
    const page = (await admin('GET', '/v3/admin/page?id=RESPA-day-2')).body as { version: number; content: { lesson: unknown[] } };
    const refused = await content('PUT', '/v3/admin/page', {
      id: 'RESPA-day-2',
      version: page.version,
      revision: 0,
      content: { ...page.content, lesson: [] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^The page is not valid: lesson/);
    expect((await content('GET', '/v3/admin/page?id=RESPA-day-2')).body).toMatchObject({ version: page.version, draft: null });
  });

  it('shows every student with their progress and feelings (rosters: roster-import.test.ts)', async () => {
    expect((await setUpPasskey(cloud, idToken, passkeyFor(cloud))).status).toBe(200);
    const { body } = await admin('GET', '/v3/admin/students');
    const maya = (body.students as Array<{ first_name: string; modules: unknown[] }>).find((s) => s.first_name === 'Maya');
    expect(maya?.modules).toHaveLength(2);
    // Each programme's test, before day 1 and after day 10, as the dashboard shows it.
    for (const module of maya!.modules) expect(module).toMatchObject({ pre_test_score: 0, pre_test_taken: false, post_test_score: 0 });
  });

  it('resets a password and a day, the day against the module version', async () => {
    const { body } = await admin('GET', '/v3/admin/students');
    const leo = (body.students as Array<{ id: string; first_name: string; modules: Array<{ id: string; version: number }> }>).find(
      (s) => s.first_name === 'Leo',
    )!;
    expect((await admin('POST', '/v3/admin/students/password', { studentId: leo.id, password: 'fresh-start-9' })).status).toBe(200);
    expect((await signIn(cloud.config, 'waw.friend', 'fresh-start-9')).status).toBe(200);
    expect((await admin('POST', '/v3/admin/students/password', { studentId: leo.id, password: 'short' })).status).toBe(400);
    const module = leo.modules[0]!;
    expect(
      (await admin('POST', '/v3/admin/modules/reset', { studentId: leo.id, moduleId: module.id, day: 1, version: module.version + 5 }))
        .status,
    ).toBe(409);
    const reset = await admin('POST', '/v3/admin/modules/reset', {
      studentId: leo.id,
      moduleId: module.id,
      day: 1,
      version: module.version,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.module).toMatchObject({ day_completed: 0, version: module.version + 1 });
  });

  it('refuses a user of the pool who is not in the admins group', async () => {
    const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
    await dynamo.send(
      new PutCommand({
        TableName: 'waw-local-cognito-identities',
        Item: { pk: 'USERPOOL#teacher@demo.school', email: 'teacher@demo.school', sub: 't-1', groups: [] },
      }),
    );
    const challenge = await startSignIn('teacher@demo.school');
    const { AuthenticationResult } = await answer(challenge.Session!, 'teacher@demo.school', (await latestCode('teacher@demo.school'))!);
    const refused = await admin('GET', '/v3/admin/pages', undefined, AuthenticationResult!.IdToken);
    expect(refused).toEqual({ status: 403, body: { message: 'Only admins may do this' } });
  });

  it('uploads media through a presigned URL, served under /media/uploads/ with signed cookies, and never an SVG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(await content('POST', '/v3/admin/media', { fileName: 'My Card.svg', contentType: 'image/svg+xml', size: svg.length })).toEqual({
      status: 415,
      body: { message: 'SVG pictures cannot be uploaded: save the picture as PNG, JPEG or WebP and upload that.' },
    });
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const { body } = await content('POST', '/v3/admin/media', { fileName: 'My Card.png', contentType: 'image/png', size: png.length });
    expect(body.path).toMatch(/^\/media\/uploads\/[0-9a-f]{8}-my-card\.png$/);
    const put = await fetch(String(body.url), { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    expect((await fetch(`${cloud.url}${String(body.path)}`)).status).toBe(403);
  });
});
