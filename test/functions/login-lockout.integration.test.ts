import { CognitoIdentityClient, GetOpenIdTokenForDeveloperIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { startTestTable } from '../support/test-table.js';
import { apiEvent, lambdaContext } from './events.js';

/** The sign-in against dynalite: real conditional writes decide who gets a slot when guesses arrive together. */
let table: { stop: () => void };
let login: typeof import('../../functions/waw-login/handler.js').handler;
let clearFailures: typeof import('../../functions/lib/login-attempts-repository.js').clearFailures;
const cognito = mockClient(CognitoIdentityClient);
const PASSWORD = 'right-password-1';

beforeAll(async () => {
  table = await startTestTable('lockout');
  const { addStudent } = await import('../../functions/lib/roster.js');
  for (const username of ['burst', 'steady', 'later']) {
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
  ({ handler: login } = await import('../../functions/waw-login/handler.js'));
  ({ clearFailures } = await import('../../functions/lib/login-attempts-repository.js'));
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

describe('the sign-in lockout against real conditional writes', () => {
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

  it('counts failures across a success: 3 wrong, the right one, then 7 more wrong locks the eleventh try', async () => {
    expect(await inTurn('steady', [...wrong(3), PASSWORD])).toEqual([401, 401, 401, 200]);
    expect(await inTurn('steady', wrong(7))).toEqual(Array(7).fill(401));
    expect(await inTurn('steady', ['one-more', PASSWORD])).toEqual([429, 429]);
    await clearFailures('T', 'steady');
    expect(await attempt('steady', PASSWORD)).toBe(200);
  });

  it('lets the student in again once the 15-minute window has passed', async () => {
    await Promise.all(wrong(10).map((password) => attempt('later', password)));
    expect(await attempt('later', PASSWORD)).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1000 });
    expect(await attempt('later', PASSWORD)).toBe(200);
  });
});
