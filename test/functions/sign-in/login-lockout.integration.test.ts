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
let wrongTriesOf: typeof import('@functions/sign-in/login-attempts-repository.js').wrongTriesOf;
const cognito = mockClient(CognitoIdentityClient);
const PASSWORD = 'right-password-1';

beforeAll(async () => {
  table = await startTestTable('lockout');
  const { addStudent } = await import('@functions/rosters/roster.js');
  for (const username of ['burst', 'steady', 'later', 'carded']) {
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
  ({ clearFailures, claimAttempt, wrongTriesOf } = await import('@functions/sign-in/login-attempts-repository.js'));
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
const attempt = async (username: string, password: string) =>
  (await login(apiEvent({ method: 'POST', path: '/v3/waw/login', body: { school_identifier: 'T', username, password } }), patient))
    .statusCode;
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

describe('the sign-in budget over a day', () => {
  const DAY_MS = 24 * 3600 * 1000;

  it('gives a burst of 25 tries at once exactly 10 slots', async () => {
    const now = Date.parse('2026-11-25T00:00:00Z');
    const slots = await Promise.all(Array.from({ length: 25 }, () => claimAttempt('T', 'at-once', now)));
    expect(slots.filter((slot) => slot.ok)).toHaveLength(10);
    for (const slot of slots) if (!slot.ok) expect(slot.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('lets a guesser who tries every minute all day check no more than 980 passwords, then 960 a day', async () => {
    const start = Date.parse('2026-11-26T00:00:00Z');
    const checkedIn = async (from: number, to: number) => {
      let checked = 0;
      for (let now = from; now < to; now += 60_000) if ((await claimAttempt('T', 'all-day', now)).ok) checked += 1;
      return checked;
    };
    const first = await checkedIn(start, start + DAY_MS);
    expect(first).toBeLessThanOrEqual(10 + 960 + 10);
    expect(first).toBeGreaterThanOrEqual(950);
    expect(await checkedIn(start + DAY_MS, start + DAY_MS + 6 * 3600 * 1000)).toBeLessThanOrEqual(240);
  }, 600_000);
});
