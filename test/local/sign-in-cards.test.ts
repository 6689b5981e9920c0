import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCodeText, readCardCode } from '@domain/cards.js';
import { TABLE_NAME, type LocalCloud } from '../../infra/local/server.js';
import { adminCall, passkeyFor, setUpPasskey, signInAdmin } from './admin-client.js';
import { startTestCloud } from '../support/test-cloud.js';
import { credentialsFor, signedFetch } from './stock-client.js';

let cloud: LocalCloud;
let stop: () => Promise<void>;
let token: string;
let students: Array<{ id: string; first_name: string; username: string }>;

const admin = (method: string, path: string, body?: unknown) => adminCall(cloud, token, method, path, body);
const idOf = (firstName: string) => students.find((student) => student.first_name === firstName)!.id;
const print = async (...firstNames: string[]) => {
  const result = await admin('POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: firstNames.map(idOf) });
  expect(result.status).toBe(200);
  return (result.body.cards as Array<{ student_id: string; first_name: string; code: string }>).map((card) => card.code);
};
const cardLogin = async (card: string, school = 'DEMO') => {
  const response = await fetch(`${cloud.config.apiEndpoint}/v3/waw/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ school_identifier: school, card }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  token = (await signInAdmin(cloud, 'admin@demo.school')).idToken;
  // Printing and revoking cards are sensitive: the demo admin proves a passkey in this sign-in session (aal2).
  expect((await setUpPasskey(cloud, token, passkeyFor(cloud))).status).toBe(200);
  students = (await admin('GET', '/v3/admin/students')).body.students as typeof students;
});
afterAll(async () => {
  await stop?.();
});

describe('printing sign-in cards', () => {
  it('issues one card per child, says only its code once, and keeps nothing but a hash of its secret', async () => {
    const response = await fetch(`${cloud.config.apiEndpoint}/v3/admin/cards`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ school_identifier: 'demo', student_ids: [idOf('Leo'), idOf('Maya')] }),
    });
    // The codes are said once: nothing on the way may keep them.
    expect(response.headers.get('cache-control')).toBe('no-store');
    const printed = { status: response.status, body: (await response.json()) as Record<string, unknown> };
    expect(printed.status).toBe(200);
    const cards = printed.body.cards as Array<{ student_id: string; first_name: string; class_id: string; code: string }>;
    expect(cards.map((card) => [card.first_name, card.class_id])).toEqual([
      ['Leo', 'demo-class-1'],
      ['Maya', 'demo-class-1'],
    ]);
    expect(printed.body.skipped).toEqual([]);
    const code = readCardCode(cards[1]!.code);
    expect(code).toMatchObject({ kind: 'card', school: 'DEMO' });
    if (code.kind !== 'card') return;
    expect(Buffer.from(code.secret, 'base64url')).toHaveLength(18);

    const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
    const stored = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :card)',
        ExpressionAttributeValues: { ':pk': 'SCHOOL#DEMO', ':card': 'CARD#' },
      }),
    );
    expect(stored.Items).toHaveLength(2);
    const everything = JSON.stringify(stored.Items);
    expect(everything).not.toContain(code.secret);
    expect(everything).not.toContain(Buffer.from(code.secret, 'base64url').toString('base64'));
    const current = await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: `STUDENT#${idOf('Maya')}`, sk: 'CARD' } }));
    expect(current.Item).toMatchObject({ card_id: code.cardId, school_identifier: 'DEMO' });

    const listed = await admin('GET', '/v3/admin/cards?school=DEMO');
    expect((listed.body.cards as Array<{ student_id: string }>).map((card) => card.student_id).sort()).toEqual(
      [idOf('Leo'), idOf('Maya')].sort(),
    );
    expect(JSON.stringify(listed.body)).not.toContain(code.secret);
  });

  it('refuses bad requests with a clear 400 and a student of another school with 404, issuing nothing', async () => {
    const before = (await admin('GET', '/v3/admin/cards?school=DEMO')).body;
    const answers = await Promise.all([
      admin('POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: [] }),
      admin('POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: [idOf('Leo'), idOf('Leo')] }),
      admin('POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: Array.from({ length: 101 }, (_, i) => `s${i}`) }),
      admin('POST', '/v3/admin/cards', { school_identifier: 'DEMO' }),
      admin('GET', '/v3/admin/cards'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.map((answer) => answer.body.message)).toEqual([
      'Invalid request: student_ids: choose at least one student',
      'Invalid request: student_ids: a student is named twice',
      'Invalid request: student_ids: print at most 100 cards at a time',
      'Invalid request: student_ids: Invalid key: Expected "student_ids" but received undefined',
      'Say which school: ?school=…',
    ]);
    const elsewhere = await admin('POST', '/v3/admin/cards', { school_identifier: 'ELSEWHERE', student_ids: [idOf('Maya')] });
    expect(elsewhere).toMatchObject({ status: 404, body: { message: 'School not found' } });
    const partly = await admin('POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: [idOf('Nia'), 'no-such-student'] });
    expect(partly.status).toBe(404);
    expect((await admin('GET', '/v3/admin/cards?school=DEMO')).body).toEqual(before);
  });

  it("keeps each school's cards to its own admins, and printing or stopping a card needs a passkey proved this session", async () => {
    const oak = (await signInAdmin(cloud, 'admin@oak.school')).idToken;
    expect((await setUpPasskey(cloud, oak, passkeyFor(cloud))).status).toBe(200);
    const foreign = await Promise.all([
      adminCall(cloud, oak, 'GET', '/v3/admin/cards?school=DEMO'),
      adminCall(cloud, oak, 'POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: [idOf('Maya')] }),
      adminCall(cloud, oak, 'POST', '/v3/admin/cards/revoke', { school_identifier: 'DEMO', student_id: idOf('Maya') }),
    ]);
    expect(foreign.map((answer) => answer.status)).toEqual([404, 404, 404]);

    // A fresh sign-in is aal1 again: it may read who has a card, not print or stop one.
    const aal1 = (await signInAdmin(cloud, 'admin@demo.school')).idToken;
    expect((await adminCall(cloud, aal1, 'GET', '/v3/admin/cards?school=DEMO')).status).toBe(200);
    const refused = await adminCall(cloud, aal1, 'POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: [idOf('Maya')] });
    expect(refused).toMatchObject({ status: 403, body: { code: 'passkey_required' } });
    const stop = await adminCall(cloud, aal1, 'POST', '/v3/admin/cards/revoke', { school_identifier: 'DEMO', student_id: idOf('Maya') });
    expect(stop.status).toBe(403);
  });

  it('keeps students out: the card routes take an admin token only', async () => {
    const student = await credentialsFor(cloud.config, 'waw.student', 'let-me-play-1');
    const attempt = await signedFetch(cloud.config, student, {
      method: 'POST',
      path: '/v3/admin/cards',
      body: { school_identifier: 'DEMO', student_ids: [idOf('Maya')] },
    });
    expect(attempt.status).toBe(401);
    expect((await adminCall(cloud, 'not-a-token', 'GET', '/v3/admin/cards?school=DEMO')).status).toBe(401);
  });
});

describe('signing in with a card', () => {
  it("signs the child in as themselves: the identity's student is the card's", async () => {
    const [code] = await print('Maya');
    const login = await cardLogin(code!);
    expect(login.status).toBe(200);
    expect(Object.keys(login.body).sort()).toEqual(['identity_id', 'token']);
    const { CognitoIdentityClient, GetCredentialsForIdentityCommand } = await import('@aws-sdk/client-cognito-identity');
    const identity = new CognitoIdentityClient({ region: cloud.config.region, endpoint: cloud.config.endpoints.cognitoIdentity });
    const { Credentials } = await identity.send(
      new GetCredentialsForIdentityCommand({
        IdentityId: String(login.body.identity_id),
        Logins: { 'cognito-identity.amazonaws.com': String(login.body.token) },
      }),
    );
    const me = await signedFetch(
      cloud.config,
      { accessKeyId: Credentials!.AccessKeyId!, secretAccessKey: Credentials!.SecretKey!, sessionToken: Credentials!.SessionToken! },
      { method: 'GET', path: '/v3/waw/student' },
    );
    expect(me.body).toMatchObject({ id: idOf('Maya'), first_name: 'Maya', grade: 'WAW' });
  });

  it('refuses a replaced card, a revoked card, a forged secret and another school, all with the same 401', async () => {
    const [old] = await print('Leo');
    const [current] = await print('Leo');
    expect((await cardLogin(current!)).status).toBe(200);
    const code = readCardCode(current!);
    if (code.kind !== 'card') throw new Error('not a card');
    const forged = cardCodeText({ ...code, secret: `${code.secret.slice(0, -2)}AA` });
    const otherSchool = cardCodeText({ ...code, school: 'ELSEWHERE' });
    const answers = [
      await cardLogin(old!),
      await cardLogin(forged),
      await cardLogin(otherSchool, 'ELSEWHERE'),
      await cardLogin(current!, 'ELSEWHERE'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers[0]!.body).toEqual({ message: 'Login failed: this card does not work' });

    expect((await admin('POST', '/v3/admin/cards/revoke', { school_identifier: 'DEMO', student_id: idOf('Leo') })).body).toEqual({
      revoked: true,
    });
    expect((await cardLogin(current!)).status).toBe(401);
    expect((await admin('POST', '/v3/admin/cards/revoke', { school_identifier: 'DEMO', student_id: idOf('Leo') })).body).toEqual({
      revoked: false,
    });
    const listed = (await admin('GET', '/v3/admin/cards?school=DEMO')).body.cards as Array<{ student_id: string }>;
    expect(listed.map((card) => card.student_id)).not.toContain(idOf('Leo'));
    // The password still works: a card is another way in, not a replacement.
    expect((await cloudPasswordLogin('waw.friend', 'let-me-play-2')).status).toBe(200);
  });

  it('answers 400 for a code that is not a card, and changes nothing', async () => {
    for (const card of ['https://example.org/', 'WAW1:DEMO:short.secret', '']) {
      const answer = await cardLogin(card);
      expect(answer).toEqual({ status: 400, body: { message: 'Invalid request: card: this is not a WAW sign-in card' } });
    }
  });

  it('throttles a card like a password: ten wrong secrets lock it for a minute, the right one included', async () => {
    const [code] = await print('Nia');
    const card = readCardCode(code!);
    if (card.kind !== 'card') throw new Error('not a card');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = cardCodeText({ ...card, secret: `${'B'.repeat(20)}${String(attempt).padStart(4, '0')}` });
      expect((await cardLogin(wrong)).status).toBe(401);
    }
    const locked = await cardLogin(code!);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(locked.body.retry_after_seconds).toBeGreaterThan(0);
    expect(locked.body.retry_after_seconds).toBeLessThanOrEqual(60);
  });

  it('leaves exactly one working card when prints for the same child race', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => admin('POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: [idOf('Maya')] })),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const codes = results.flatMap((result) => (result.body.cards as Array<{ code: string }>).map((card) => card.code));
    const skipped = results.flatMap((result) => result.body.skipped as unknown[]);
    expect(codes.length + skipped.length).toBe(6);
    const working = [];
    for (const code of codes) if ((await cardLogin(code)).status === 200) working.push(code);
    expect(working).toHaveLength(1);
    const listed = (await admin('GET', '/v3/admin/cards?school=DEMO')).body.cards as Array<{ student_id: string }>;
    expect(listed.filter((card) => card.student_id === idOf('Maya'))).toHaveLength(1);
  });
});

const cloudPasswordLogin = async (username: string, password: string) =>
  fetch(`${cloud.config.apiEndpoint}/v3/waw/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ school_identifier: 'DEMO', username, password }),
  });
