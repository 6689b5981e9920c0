import { CognitoIdentityClient, GetOpenIdTokenForDeveloperIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { cardCodeText } from '@domain/cards.js';
import { startTestTable } from '../../support/test-table.js';
import { apiEvent, lambdaContext } from '../events.js';

/**
 * The sign-in against dynalite: real conditional writes decide who gets a try when guesses arrive together. The clock
 * is Date's, moved by fake timers, or the `now` the budget is given: no test sleeps.
 */
let table: { stop: () => void };
let login: typeof import('@functions/sign-in/waw-login.handler.js').handler;
let clearFailures: typeof import('@functions/sign-in/login-attempts-repository.js').clearFailures;
let claimAttempt: typeof import('@functions/sign-in/login-attempts-repository.js').claimAttempt;
let budgets: typeof import('@functions/sign-in/login-attempts-repository.js');
let wrongTriesOf: typeof import('@functions/sign-in/login-attempts-repository.js').wrongTriesOf;
const cognito = mockClient(CognitoIdentityClient);
const PASSWORD = 'right-password-1';

beforeAll(async () => {
  table = await startTestTable('lockout');
  const { addStudent } = await import('@functions/rosters/roster.js');
  for (const username of ['burst', 'steady', 'later', 'carded', 'known', 'crowded', 'hashed']) {
    await addStudent({
      school_identifier: 'T',
      username,
      password: PASSWORD,
      first_name: 'Kid',
      last_name: username,
      class_id: 'c',
      grade: 'WAW',
      modules: ['RESPA'],
    });
  }
  ({ handler: login } = await import('@functions/sign-in/waw-login.handler.js'));
  budgets = await import('@functions/sign-in/login-attempts-repository.js');
  ({ clearFailures, claimAttempt, wrongTriesOf } = budgets);
});

beforeEach(() => {
  cognito.reset();
  cognito.on(GetOpenIdTokenForDeveloperIdentityCommand).resolves({ IdentityId: 'us-east-1:kid', Token: 'jwt' });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => {
  table?.stop();
});

// Every check shares this process's four libuv threads with dynalite: on a busy machine a burst takes long, and
// the early timeout (from the context's clock) must not turn slowness into 500s that look like refusals.
const patient = { ...lambdaContext, getRemainingTimeInMillis: () => 300_000 };
const signIn = async (username: string, password: string, deviceToken?: string) => {
  const body = { school_identifier: 'T', username, password, ...(deviceToken === undefined ? {} : { device_token: deviceToken }) };
  const result = await login(apiEvent({ method: 'POST', path: '/v3/waw/login', body }), patient);
  return { status: result.statusCode, body: JSON.parse(result.body) as { device_token?: string } };
};
const attempt = async (username: string, password: string, deviceToken?: string) => (await signIn(username, password, deviceToken)).status;
const inTurn = async (username: string, passwords: string[]) => {
  const statuses: number[] = [];
  for (const password of passwords) statuses.push(await attempt(username, password));
  return statuses;
};
const wrong = (n: number) => Array.from({ length: n }, (_, i) => `guess-${i}`);
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('the sign-in budget against real conditional writes', () => {
  it('checks at most 10 guesses of 24 wrong and the right one sent at once, and the success wipes out none of them', async () => {
    const burst = await Promise.all([...wrong(12), PASSWORD, ...wrong(12)].map((password) => attempt('burst', password)));
    expect(burst.every((status) => [200, 401, 429].includes(status))).toBe(true);
    expect(burst.filter((status) => status !== 429).length).toBeLessThanOrEqual(10);
    expect(count(burst, 429)).toBeGreaterThanOrEqual(15);
    // Guesses sent after the burst: whatever the burst's success did, no more than 10 checks in all.
    const after = await inTurn('burst', wrong(10));
    expect(count([...burst, ...after], 401)).toBeLessThanOrEqual(10);
    expect(after.at(-1)).toBe(429);
    expect(await attempt('burst', PASSWORD)).toBe(429);
  });

  it('lets the child in with the right password a minute after a classmate’s ten wrong ones', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const guesses = await Promise.all(wrong(10).map((password) => attempt('steady', password)));
    expect(guesses).toEqual(Array(10).fill(401));
    expect(await attempt('steady', PASSWORD)).toBe(429);
    vi.setSystemTime(start + 61_000);
    expect(await attempt('steady', PASSWORD)).toBe(200);
    // The wrong tries the teacher saw start again from none once the child is in.
    expect(await wrongTriesOf('T', 'steady')).toMatchObject({ wrong_tries: 0 });
    await clearFailures('T', 'steady');
  });

  it('counts the wrong tries since the last sign-in for the teacher, and when the last one was', async () => {
    const at = Date.parse('2026-11-25T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    await inTurn('later', wrong(3));
    await Promise.all(wrong(7).map((password) => attempt('later', password)));
    expect(await wrongTriesOf('T', 'later')).toEqual({ wrong_tries: 10, last_wrong_try_at: '2026-11-25T09:00:00.000Z' });
    // Refused tries were never checked, so they are not wrong passwords.
    expect(await attempt('later', 'another-guess')).toBe(429);
    expect((await wrongTriesOf('T', 'later')).wrong_tries).toBe(10);
  });

  it('never locks a card with password failures: the card works while the password is locked', async () => {
    const { issueCard } = await import('@functions/cards/cards-repository.js');
    const { studentIdFor } = await import('@functions/rosters/roster.js');
    const card = await issueCard('T', studentIdFor('T', 'carded'), 'teacher', new Date());
    if (card === 'conflict') throw new Error('the card was not issued');
    await Promise.all(wrong(12).map((password) => attempt('carded', password)));
    expect(await attempt('carded', PASSWORD)).toBe(429);
    const byCard = await login(
      apiEvent({ method: 'POST', path: '/v3/waw/login', body: { school_identifier: 'T', card: cardCodeText(card) } }),
      patient,
    );
    expect(byCard.statusCode).toBe(200);
  });
});

describe('a device the child signed in on before', () => {
  it('still lets the child in while a griefer keeps the username’s tries spent; a fresh device is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-27T08:00:00Z') });
    const first = await signIn('known', PASSWORD);
    expect(first.status).toBe(200);
    const token = first.body.device_token;
    expect(token).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    // A classmate sends wrong passwords until the username's budget is spent, and keeps going.
    const griefer = await inTurn('known', wrong(30));
    expect(count(griefer, 401)).toBe(10);
    expect(griefer.at(-1)).toBe(429);
    // A fresh device is refused before its password is checked, right or wrong.
    expect(await attempt('known', PASSWORD)).toBe(429);
    expect(await attempt('known', 'a-guess')).toBe(429);
    // The child's own device gets in, and keeps its token.
    const child = await signIn('known', PASSWORD, token);
    expect(child.status).toBe(200);
    expect(child.body.device_token).toBe(token);
    // A token issued to another username, or forged, is as none: a wrong password is refused unchecked.
    const other = (await signIn('crowded', PASSWORD)).body.device_token!;
    expect(await attempt('known', 'a-guess', other)).toBe(429);
    expect(await attempt('known', 'a-guess', `${token!.slice(0, 23)}${'A'.repeat(43)}`)).toBe(429);
    expect((await wrongTriesOf('T', 'known')).wrong_tries).toBe(0);
    // The device's own budget is small: whoever holds it gets 5 checked tries, then waits like everyone.
    const holder: number[] = [];
    for (const password of wrong(8)) holder.push(await attempt('known', password, token));
    expect(holder).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('gives a burst of tries from a known device exactly the device’s 5, on a spent username budget', async () => {
    const now = Date.parse('2026-11-27T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const token = (await signIn('crowded', PASSWORD)).body.device_token!;
    await inTurn('crowded', wrong(12));
    const burst = await Promise.all(wrong(12).map((password) => attempt('crowded', password, token)));
    expect(count(burst, 401)).toBe(5);
    expect(count(burst, 429)).toBe(7);
    expect(await attempt('crowded', PASSWORD, token)).toBe(429);
    // Five minutes on, the device has one try again, and the right password takes it.
    vi.setSystemTime(now + 300_000);
    expect(await attempt('crowded', PASSWORD, token)).toBe(200);
  });

  it('gives 20 claims at once on a device budget exactly 5 slots', async () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const key = await budgets.deviceBudget('T', 'at-once-device', 'device-1');
    const slots = await Promise.all(Array.from({ length: 20 }, () => claimAttempt(key, budgets.DEVICE_BUDGET, now)));
    expect(slots.filter((slot) => slot.ok)).toHaveLength(5);
  });
});

describe('the sign-in budget over a day', () => {
  const DAY_MS = 24 * 3600 * 1000;

  it('gives a burst of 25 tries at once exactly 10 slots', async () => {
    const now = Date.parse('2026-11-25T00:00:00Z');
    const key = await budgets.usernameBudget('T', 'at-once');
    const slots = await Promise.all(Array.from({ length: 25 }, () => claimAttempt(key, budgets.USERNAME_BUDGET, now)));
    expect(slots.filter((slot) => slot.ok)).toHaveLength(10);
    for (const slot of slots) if (!slot.ok) expect(slot.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('lets a guesser who tries every minute all day check no more than 980 passwords, then 960 a day', async () => {
    const start = Date.parse('2026-11-26T00:00:00Z');
    const key = await budgets.usernameBudget('T', 'all-day');
    const checkedIn = async (from: number, to: number) => {
      let checked = 0;
      for (let now = from; now < to; now += 60_000) if ((await claimAttempt(key, budgets.USERNAME_BUDGET, now)).ok) checked += 1;
      return checked;
    };
    const first = await checkedIn(start, start + DAY_MS);
    expect(first).toBeLessThanOrEqual(10 + 960 + 10);
    expect(first).toBeGreaterThanOrEqual(950);
    expect(await checkedIn(start + DAY_MS, start + DAY_MS + 6 * 3600 * 1000)).toBeLessThanOrEqual(240);
  }, 600_000);
});

describe('the names of the sign-in counters', () => {
  it('name no username and no card, only a keyed hash of it, so a try after a removal names nobody', async () => {
    const { issueCard } = await import('@functions/cards/cards-repository.js');
    const { studentIdFor } = await import('@functions/rosters/roster.js');
    const card = await issueCard('T', studentIdFor('T', 'hashed'), 'teacher', new Date());
    if (card === 'conflict') throw new Error('the card was not issued');
    expect(await attempt('hashed', 'a-guess')).toBe(401);
    const byCard = await login(
      apiEvent({
        method: 'POST',
        path: '/v3/waw/login',
        body: { school_identifier: 'T', card: cardCodeText({ ...card, secret: 'x'.repeat(24) }) },
      }),
      patient,
    );
    expect(byCard.statusCode).toBe(401);
    const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('@functions/common/clients/dynamodb.js');
    const { Items = [] } = await dynamo.send(new ScanCommand({ TableName: process.env.TABLE_NAME }));
    const counters = Items.map((item) => String(item.pk)).filter((pk) => pk.startsWith('LOGIN#'));
    expect(counters.length).toBeGreaterThanOrEqual(2);
    for (const pk of counters) {
      expect(pk).toMatch(/^LOGIN#T#[\w-]{43}$/);
      expect(pk).not.toContain(card.cardId);
    }
    expect(await wrongTriesOf('T', 'hashed')).toMatchObject({ wrong_tries: 1 });
  });
});
