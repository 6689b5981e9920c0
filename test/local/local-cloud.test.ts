import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { join } from 'node:path';
import { CognitoIdentityClient, GetCredentialsForIdentityCommand, NotAuthorizedException } from '@aws-sdk/client-cognito-identity';
import { InvokeCommand, LambdaClient, ResourceNotFoundException } from '@aws-sdk/client-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyGameAction, defaultGameDetails, initialiseModule, toRecord, type ModuleRecord } from '@domain/index.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { credentialsFor, signIn, signedFetch, type AwsCredentialIdentity } from './stock-client.js';

let cloud: LocalCloud;
let dataDir: string;
let stop: () => Promise<void>;
let student: AwsCredentialIdentity;

beforeAll(async () => {
  ({ cloud, dataDir, stop } = await startTestCloud());
  student = await credentialsFor(cloud.config, 'waw.student', 'let-me-play-1');
});

afterAll(async () => {
  await stop?.();
});

afterEach(() => {
  vi.useRealTimers();
});

const get = (credentials: AwsCredentialIdentity, path: string) => signedFetch(cloud.config, credentials, { method: 'GET', path });
const modulesOf = async (credentials: AwsCredentialIdentity) => (await get(credentials, '/v3/waw/modules')).body.modules as ModuleRecord[];
const lambdaFor = (credentials: AwsCredentialIdentity) =>
  new LambdaClient({ region: cloud.config.region, endpoint: cloud.config.endpoints.lambda, credentials, maxAttempts: 1 });
const invokeCookies = async (credentials: AwsCredentialIdentity, domain: string) => {
  const result = await lambdaFor(credentials).send(
    new InvokeCommand({ FunctionName: cloud.config.cookieFunctionName, Payload: Buffer.from(JSON.stringify({ domain })) }),
  );
  return { error: result.FunctionError, payload: JSON.parse(Buffer.from(result.Payload ?? []).toString('utf8')) as Record<string, string> };
};
const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

describe('the local cloud, driven by stock AWS SDK v3 clients', () => {
  it('serves /config.json with the endpoints a stock client needs', async () => {
    const config = (await (await fetch(`${cloud.url}/config.json`)).json()) as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual([
      'adminUserPoolClientId',
      'adminUserPoolId',
      'apiEndpoint',
      'apiSigningEndpoint',
      'cookieFunctionName',
      'endpoints',
      'identityPoolId',
      'mediaDomain',
      'region',
    ]);
    expect(config.cookieFunctionName).toBe('WAWGetSignedCookieValuesWithDomain');
  });

  it('signs a student in and hands out temporary credentials for their identity', async () => {
    const { status, body } = await signIn(cloud.config, 'waw.student', 'let-me-play-1');
    expect(status).toBe(200);
    expect(body.identity_id).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
    expect(student.accessKeyId).toMatch(/^ASIA/);
    expect(student.expiration!.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
  });

  it('gives the same identity to every sign-in of one student', async () => {
    const first = await signIn(cloud.config, 'waw.friend', 'let-me-play-2');
    const second = await signIn(cloud.config, 'waw.friend', 'let-me-play-2');
    expect(first.body.identity_id).toBe(second.body.identity_id);
  });

  it('refuses a tampered OpenID token', async () => {
    const { body } = await signIn(cloud.config, 'waw.student', 'let-me-play-1');
    const cognito = new CognitoIdentityClient({ region: 'us-east-1', endpoint: cloud.config.endpoints.cognitoIdentity });
    const forged = `${body.token!.slice(0, -4)}AAAA`;
    await expect(
      cognito.send(
        new GetCredentialsForIdentityCommand({ IdentityId: body.identity_id, Logins: { 'cognito-identity.amazonaws.com': forged } }),
      ),
    ).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('answers GET /v3/waw/student with the caller’s own record', async () => {
    const { status, body } = await get(student, '/v3/waw/student');
    expect(status).toBe(200);
    expect(body).toMatchObject({ first_name: 'Maya', last_name: 'Rivers', class_id: 'demo-class-1', grade: 'WAW' });
    expect(Object.keys(body).sort()).toEqual(['class_id', 'first_name', 'grade', 'id', 'last_name', 'settings']);
  });

  it('answers GET /v3/student/influencers with three influencers whose videos are under /media/', async () => {
    const { body } = await get(student, '/v3/student/influencers');
    const influencers = body.influencers as Array<{ id: string; name: string; video: string }>;
    expect(influencers).toHaveLength(3);
    for (const influencer of influencers) expect(influencer.video).toMatch(/^\/media\/influencers\/.+\.mp4$/);
  });

  it('answers GET /v3/waw/modules with the assigned, never opened modules', async () => {
    const modules = await modulesOf(student);
    expect(modules.map((m) => m.name).sort()).toEqual(['INROCK', 'RESPA']);
    for (const module of modules)
      expect(module).toMatchObject({ day_completed: 0, step_completed: 'notstarted', game_details: null, version: 0 });
  });

  it('saves a module with its version, refuses a stale copy with 409 and a forged one with 400', async () => {
    const inrock = (await modulesOf(student)).find((m) => m.name === 'INROCK')!;
    const initialised = toRecord(initialiseModule(inrock));
    const saved = await signedFetch(cloud.config, student, { method: 'PUT', path: '/v3/waw/module', body: initialised });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(1);

    const stale = await signedFetch(cloud.config, student, { method: 'PUT', path: '/v3/waw/module', body: initialised });
    expect(stale.status).toBe(409);
    expect((stale.body.module as ModuleRecord).version).toBe(1);

    const next = toRecord(applyGameAction(initialiseModule({ ...inrock, version: 1 }), { type: 'preEmotion', day: 1, emotion: 'calm' }));
    const forged = JSON.parse(next.game_details) as { inventory: { earned: number; balance: number } };
    forged.inventory.earned = 999;
    forged.inventory.balance = 999;
    const refused = await signedFetch(cloud.config, student, {
      method: 'PUT',
      path: '/v3/waw/module',
      body: { ...next, game_details: JSON.stringify(forged) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/inventory\.earned/);
    expect((await modulesOf(student)).find((m) => m.name === 'INROCK')?.version).toBe(1);
  });

  it('accepts a module record shaped exactly as the spec describes it: every flag false, no version', async () => {
    const friend = await credentialsFor(cloud.config, 'waw.friend', 'let-me-play-2');
    const respa = (await modulesOf(friend)).find((m) => m.name === 'RESPA')!;
    const details = defaultGameDetails('RESPA') as unknown as { progress: Record<string, { sing: { video: unknown } }> };
    for (const day of Object.values(details.progress)) day.sing.video = false;
    const record = { id: respa.id, name: 'RESPA', day_completed: 0, step_completed: 'notstarted', game_details: JSON.stringify(details) };
    const saved = await signedFetch(cloud.config, friend, { method: 'PUT', path: '/v3/waw/module', body: record });
    expect(saved.status).toBe(200);
    const stored = (await modulesOf(friend)).find((m) => m.name === 'RESPA')!;
    expect(stored.version).toBe(1);
    expect((JSON.parse(stored.game_details as string) as typeof details).progress.day_1!.sing.video).toBe('');
  });

  it("never lets one student read or change another's module", async () => {
    const friend = await credentialsFor(cloud.config, 'waw.friend', 'let-me-play-2');
    const mine = (await modulesOf(student)).find((m) => m.name === 'RESPA')!;
    expect((await modulesOf(friend)).some((m) => m.id === mine.id)).toBe(false);
    const attempt = await signedFetch(cloud.config, friend, {
      method: 'PUT',
      path: '/v3/waw/module',
      body: toRecord(initialiseModule(mine)),
    });
    expect(attempt.status).toBe(404);
    expect((await modulesOf(student)).find((m) => m.id === mine.id)?.version).toBe(0);
  });

  it('answers 403 to a student whose grade is not WAW, but still tells them their grade', async () => {
    const other = await credentialsFor(cloud.config, 'other.student', 'let-me-play-3');
    expect((await get(other, '/v3/waw/student')).body.grade).toBe('K2');
    const modules = await get(other, '/v3/waw/modules');
    expect(modules).toEqual({ status: 403, body: { message: 'Student not assigned to WAW. Please contact your support team.' } });
  });

  it('refuses an unsigned call, an unknown route, a tampered signature and a body changed after signing', async () => {
    const unsigned = await fetch(`${cloud.config.apiEndpoint}/v3/waw/student`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toEqual({ message: 'Missing Authentication Token' });
    expect((await get(student, '/v3/waw/students')).status).toBe(403);
    const badSignature = await signedFetch(cloud.config, student, {
      method: 'GET',
      path: '/v3/waw/student',
      tamper: (request) => {
        request.headers.authorization = request.headers.authorization!.replace(
          /Signature=(.)/,
          (_m, c: string) => `Signature=${c === '0' ? '1' : '0'}`,
        );
      },
    });
    expect(badSignature.status).toBe(403);
    expect(badSignature.body.message).toMatch(/signature we calculated does not match/);
    const changedBody = await signedFetch(cloud.config, student, {
      method: 'PUT',
      path: '/v3/waw/module',
      body: { id: 'x' },
      tamper: (request) => {
        request.body = JSON.stringify({ id: 'y' });
      },
    });
    expect(changedBody.status).toBe(403);
  });

  it('refuses a wrong secret key and a request signed more than 5 minutes ago', async () => {
    const wrongSecret = await get({ ...student, secretAccessKey: 'not-the-secret' }, '/v3/waw/student');
    expect(wrongSecret.status).toBe(403);
    const old = await signedFetch(cloud.config, student, {
      method: 'GET',
      path: '/v3/waw/student',
      signingDate: new Date(Date.now() - 6 * 60 * 1000),
    });
    expect(old.status).toBe(403);
    expect(old.body.message).toMatch(/Signature expired/);
  });

  it('refuses credentials once they have expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    const expired = await get(student, '/v3/waw/student');
    expect(expired).toEqual({ status: 403, body: { message: 'The security token included in the request is expired' } });
  });

  it('answers 429 after 10 failed sign-ins, even to the right password, for a minute, and not to other accounts', async () => {
    const { addStudent } = await import('../../functions/rosters/roster.js');
    await addStudent({
      school_identifier: 'DEMO',
      username: 'lock.test',
      password: 'let-me-play-4',
      first_name: 'L',
      last_name: 'T',
      class_id: 'c',
      grade: 'WAW',
      modules: [],
    });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(cloud.config, 'lock.test', `wrong-${attempt}`)).status).toBe(401);
    }
    const locked = await signIn(cloud.config, 'lock.test', 'let-me-play-4');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect((await signIn(cloud.config, 'waw.friend', 'let-me-play-2')).status).toBe(200);
    // A minute passes: age the last try in the table (faking this process's clock would also skew the SDK's own).
    const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
    const { tableName } = await import('../../functions/common/table.js');
    const { loginAttemptsKey } = await import('../../functions/common/sign-in-key.js');
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: await loginAttemptsKey('DEMO', 'lock.test'),
        UpdateExpression: 'SET last_try_at = :old',
        ExpressionAttributeValues: { ':old': Date.now() - 61 * 1000 },
      }),
    );
    expect((await signIn(cloud.config, 'lock.test', 'let-me-play-4')).status).toBe(200);
  });
});

describe('signed media cookies through the local CloudFront', () => {
  const mediaUrl = () => `${cloud.url}/media/demo/star.svg`;

  it('hands out cookies by a signed Lambda Invoke that open /media/*', async () => {
    const { error, payload } = await invokeCookies(student, cloud.config.mediaDomain);
    expect(error).toBeUndefined();
    expect(Object.keys(payload).sort()).toEqual(['CloudFront-Key-Pair-Id', 'CloudFront-Policy', 'CloudFront-Signature']);
    const response = await fetch(mediaUrl(), { headers: { cookie: cookieHeader(payload) } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const video = await fetch(`${cloud.url}/media/influencers/sunny-sam.mp4`, {
      headers: { cookie: cookieHeader(payload), range: 'bytes=0-99' },
    });
    expect(video.status).toBe(206);
    expect((await video.arrayBuffer()).byteLength).toBe(100);
  });

  it('answers 403 without cookies, with a forged signature, and once the policy has expired', async () => {
    const { payload } = await invokeCookies(student, cloud.config.mediaDomain);
    expect((await fetch(mediaUrl())).status).toBe(403);
    const forged = { ...payload, 'CloudFront-Signature': payload['CloudFront-Signature']!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
    expect((await fetch(mediaUrl(), { headers: { cookie: cookieHeader(forged) } })).status).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_401 * 1000 });
    expect((await fetch(mediaUrl(), { headers: { cookie: cookieHeader(payload) } })).status).toBe(403);
  });

  it('does not open another domain’s media with these cookies', async () => {
    const { payload } = await invokeCookies(student, cloud.config.mediaDomain);
    const elsewhere = await fetch(mediaUrl().replace('localhost', '127.0.0.1'), { headers: { cookie: cookieHeader(payload) } });
    expect(elsewhere.status).toBe(403);
  });

  it('refuses cookies for a foreign domain, unsigned invokes and unknown functions', async () => {
    const { error, payload } = await invokeCookies(student, 'evil.example.com');
    expect(error).toBe('Unhandled');
    expect(payload.errorMessage).toBe('Domain evil.example.com is not served by this distribution');
    await expect(invokeCookies({ ...student, secretAccessKey: 'wrong' }, cloud.config.mediaDomain)).rejects.toThrow(/signature/);
    await expect(lambdaFor(student).send(new InvokeCommand({ FunctionName: 'waw-login' }))).rejects.toBeInstanceOf(
      ResourceNotFoundException,
    );
  });
});

describe('programme pages', () => {
  it('serves a day page and the screening to a WAW student by a signed GET with a query', async () => {
    const day = await get(student, '/v3/waw/page?id=RESPA-day-1');
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ id: 'RESPA-day-1', version: 1, content: { character: 'RESPA', day: 1, title: 'Hello, friend!' } });
    expect((await get(student, '/v3/waw/page?id=RESPA-screening')).body).toMatchObject({ content: { questions: expect.any(Array) } });
  });

  it('answers 404 for a page the table does not hold, 400 for a malformed id, 403 to another grade', async () => {
    // Every page ships; one removed from the table (by hand, or a character added later) is simply not there.
    const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
    const { keys, tableName } = await import('../../functions/common/table.js');
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.page('COUR-day-9') }));
    expect((await get(student, '/v3/waw/page?id=COUR-day-9')).status).toBe(404);
    expect((await get(student, '/v3/waw/page?id=../../etc')).status).toBe(400);
    const other = await credentialsFor(cloud.config, 'other.student', 'let-me-play-3');
    expect((await get(other, '/v3/waw/page?id=RESPA-day-1')).status).toBe(403);
  });
});

describe('recordings', () => {
  const ticket = async (size = 10) =>
    (await signedFetch(cloud.config, student, { method: 'POST', path: '/v3/waw/recordings', body: { contentType: 'video/webm', size } }))
      .body as { url: string; key: string };
  const upload = (url: string, body = 'webm-bytes') => fetch(url, { method: 'PUT', body, headers: { 'content-type': 'video/webm' } });

  it("hands out a short-lived upload URL for a key under the caller's own identity, and stores the file", async () => {
    const { body: login } = await signIn(cloud.config, 'waw.student', 'let-me-play-1');
    const { url, key } = await ticket();
    expect(key.startsWith(`recordings/${login.identity_id}/`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    expect((await upload(url)).status).toBe(200);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(join(dataDir, 's3', 'waw-local-recordings', key), 'utf8')).toBe('webm-bytes');
  });

  it('refuses an upload URL that was changed, or has expired', async () => {
    const { url } = await ticket();
    const elsewhere = url.replace(/recordings%2F|recordings\//, 'recordings/someone-else/');
    expect((await upload(elsewhere)).status).toBe(403);
    const forged = url.replace(/X-Amz-Signature=([0-9a-f])/, (_m, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`);
    expect((await upload(forged)).status).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    expect((await upload(url)).status).toBe(403);
  });

  it('refuses a content type that is not a video', async () => {
    const refused = await signedFetch(cloud.config, student, {
      method: 'POST',
      path: '/v3/waw/recordings',
      body: { contentType: 'text/html', size: 10 },
    });
    expect(refused.status).toBe(400);
    const huge = await signedFetch(cloud.config, student, {
      method: 'POST',
      path: '/v3/waw/recordings',
      body: { contentType: 'video/webm', size: 60 * 1024 * 1024 },
    });
    expect(huge).toEqual({ status: 400, body: { message: 'Invalid request: size: A recording may be at most 50 MB' } });
  });

  it('takes exactly the size and type that were signed, and nothing larger', async () => {
    const { url } = await ticket(10);
    expect((await upload(url, 'much more than ten bytes')).status).toBe(403);
    expect((await fetch(url, { method: 'PUT', body: 'webm-bytes', headers: { 'content-type': 'text/html' } })).status).toBe(403);
    expect((await upload(url, 'webm-bytes')).status).toBe(200);
  });
});

describe('recordings: list, play and delete', () => {
  const record = async (credentials: AwsCredentialIdentity, content: string) => {
    const { body } = await signedFetch(cloud.config, credentials, {
      method: 'POST',
      path: '/v3/waw/recordings',
      body: { contentType: 'video/webm', size: content.length },
    });
    await fetch(String(body.url), { method: 'PUT', body: content, headers: { 'content-type': 'video/webm' } });
    return String(body.key);
  };
  const listOf = async (credentials: AwsCredentialIdentity) =>
    (await get(credentials, '/v3/waw/recordings')).body.recordings as Array<{ key: string; url: string; createdAt: string }>;

  it('lists only the caller’s recordings, newest first, each playable through a short-lived signed URL', async () => {
    const friend = await credentialsFor(cloud.config, 'waw.friend', 'let-me-play-2');
    const older = await record(friend, 'first');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const newer = await record(friend, 'second');
    const recordings = await listOf(friend);
    expect(recordings.map((r) => r.key)).toEqual([newer, older]);
    const played = await fetch(recordings[0]!.url, { headers: { range: 'bytes=0-2' } });
    expect(played.status).toBe(206);
    expect(await played.text()).toBe('sec');
    expect((await listOf(student)).some((r) => r.key === newer)).toBe(false);
  });

  it('labels a recording with the programme and day it celebrates, in its key under the caller’s identity', async () => {
    const friend = await credentialsFor(cloud.config, 'waw.friend', 'let-me-play-2');
    const { body } = await signedFetch(cloud.config, friend, {
      method: 'POST',
      path: '/v3/waw/recordings',
      body: { contentType: 'video/webm', size: 5, character: 'RESPA', day: 3 },
    });
    const key = String(body.key);
    expect(key).toMatch(/^recordings\/[^/]+\/[^/]+-RESPA-day-3-[0-9a-f-]{36}\.webm$/);
    await fetch(String(body.url), { method: 'PUT', body: 'hello', headers: { 'content-type': 'video/webm' } });
    const listed = (await get(friend, '/v3/waw/recordings')).body.recordings as Array<{ key: string; label: unknown }>;
    expect(listed.find((recording) => recording.key === key)?.label).toEqual({ character: 'RESPA', day: 3 });
    for (const label of [{ character: 'RESPA' }, { day: 2 }, { character: 'NOBODY', day: 1 }, { character: 'RESPA', day: 11 }]) {
      const refused = await signedFetch(cloud.config, friend, {
        method: 'POST',
        path: '/v3/waw/recordings',
        body: { contentType: 'video/webm', size: 5, ...label },
      });
      expect(refused.status).toBe(400);
    }
  });

  it('deletes one of the caller’s recordings from storage, and never another student’s', async () => {
    const friend = await credentialsFor(cloud.config, 'waw.friend', 'let-me-play-2');
    const theirs = await record(friend, 'theirs');
    const attempt = await signedFetch(cloud.config, student, {
      method: 'DELETE',
      path: `/v3/waw/recordings?key=${encodeURIComponent(theirs)}`,
    });
    expect(attempt.status).toBe(404);
    expect((await listOf(friend)).some((r) => r.key === theirs)).toBe(true);
    const deleted = await signedFetch(cloud.config, friend, {
      method: 'DELETE',
      path: `/v3/waw/recordings?key=${encodeURIComponent(theirs)}`,
    });
    expect(deleted).toEqual({ status: 200, body: { deleted: theirs } });
    expect((await listOf(friend)).some((r) => r.key === theirs)).toBe(false);
  });
});

describe('settings', () => {
  it('starts from the defaults and keeps what the student chose', async () => {
    expect((await get(student, '/v3/waw/settings')).body).toEqual({
      soundVolume: 0.8,
      musicVolume: 0.6,
      readAloud: true,
      reducedMotion: false,
    });
    const chosen = { soundVolume: 0.2, musicVolume: 0, readAloud: false, reducedMotion: true };
    expect((await signedFetch(cloud.config, student, { method: 'PUT', path: '/v3/waw/settings', body: chosen })).status).toBe(200);
    expect((await get(student, '/v3/waw/settings')).body).toEqual(chosen);
    expect(
      (await signedFetch(cloud.config, student, { method: 'PUT', path: '/v3/waw/settings', body: { ...chosen, soundVolume: 7 } })).status,
    ).toBe(400);
    // The programme last played, kept with the settings so a new sign-in (any device) opens on it.
    const remembered = { ...chosen, lastProgramme: 'INROCK' };
    expect((await signedFetch(cloud.config, student, { method: 'PUT', path: '/v3/waw/settings', body: remembered })).status).toBe(200);
    expect((await get(student, '/v3/waw/settings')).body).toEqual(remembered);
    const unknown = { ...chosen, lastProgramme: 'NOBODY' };
    expect((await signedFetch(cloud.config, student, { method: 'PUT', path: '/v3/waw/settings', body: unknown })).status).toBe(400);
  });
});

describe('the shop through the API', () => {
  it('refuses a hand-crafted purchase of tokens never earned, and keeps the module as it was', async () => {
    const respa = (await modulesOf(student)).find((m) => m.name === 'RESPA')!;
    const forged = initialiseModule(respa);
    const hat = forged.game_details.shopping.items.find((item) => item.id === 'hat')!;
    hat.acquired = true;
    forged.game_details.inventory = { earned: 4, spent: 4, balance: 0, rewards: [{ ...hat }] };
    const refused = await signedFetch(cloud.config, student, { method: 'PUT', path: '/v3/waw/module', body: toRecord(forged) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('inventory.earned can rise by at most 0 tokens for the steps finished');
    expect((await modulesOf(student)).find((m) => m.name === 'RESPA')).toEqual(respa);
  });
});

describe('the table’s time to live', () => {
  // Last in this file: it moves the product's clock a day on.
  it('deletes an expired item once the product’s clock passes it, as DynamoDB would some time after', async () => {
    const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
    const { tableName } = await import('../../functions/common/table.js');
    const { now } = await import('../../functions/common/clock.js');
    const item = (sk: string, hours: number) => ({ pk: 'TTL#TEST', sk, expires_at: Math.floor(now() / 1000) + hours * 3600 });
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: item('an-hour', 1) }));
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: item('two-days', 48) }));
    const present = async (sk: string) =>
      (await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: 'TTL#TEST', sk }, ConsistentRead: true }))).Item !== undefined;

    await cloud.clock.advance(24 * 3_600_000);
    await expect.poll(() => present('an-hour')).toBe(false);
    expect(await present('two-days')).toBe(true);
  });
});
