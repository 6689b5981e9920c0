import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SoftAuthenticator } from '../support/soft-authenticator.js';
import { startTestTable } from '../support/test-table.js';
import { adminAuthorizer, apiEvent, bodyOf, lambdaContext } from './events.js';

/**
 * The passkey handler against dynalite, with answers fired at once (a double click, a retry racing the first try, a
 * cloned passkey used in two sessions): the challenge's conditional delete and the counter's conditional update each
 * let exactly one through.
 */
const ORIGIN = 'https://waw.example.org';
vi.stubEnv('WEBAUTHN_RP_ID', 'waw.example.org');
vi.stubEnv('WEBAUTHN_ORIGIN', ORIGIN);

let table: { stop: () => void };
let handler: typeof import('../../functions/admin-passkeys/handler.js').handler;
let repository: typeof import('../../functions/lib/assurance-repository.js');

beforeAll(async () => {
  table = await startTestTable('passkeys');
  handler = (await import('../../functions/admin-passkeys/handler.js')).handler;
  repository = await import('../../functions/lib/assurance-repository.js');
});

afterAll(() => {
  table?.stop();
});

const call = (method: string, path: string, session: string, body?: unknown) => {
  const event = apiEvent({ method, path, body });
  event.requestContext.authorizer = adminAuthorizer(session);
  return handler(event, lambdaContext);
};

const statuses = (results: { statusCode: number }[]) => results.map((result) => result.statusCode).sort();

describe('passkey answers racing each other', () => {
  const passkey = new SoftAuthenticator(ORIGIN);

  it('registers one passkey and proves the session once; the other two are refused', async () => {
    const options = bodyOf(await call('POST', '/v3/admin/passkeys/registration-options', 'session-1')) as {
      challenge: string;
      rp: { id?: string };
    };
    const answer = { response: passkey.register(options), label: 'My laptop' };
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/v3/admin/passkeys', 'session-1', answer)));
    expect(statuses(results)).toEqual([201, 400, 400]);
    expect(await repository.listPasskeys('admin-1')).toHaveLength(1);
    expect(await repository.hasAssurance('admin-1', 'session-1')).toBe(true);
  });

  it('proves a new session once and moves the counter on once; the other two are refused', async () => {
    const options = bodyOf(await call('POST', '/v3/admin/passkeys/authentication-options', 'session-2')) as {
      challenge: string;
      rpId?: string;
    };
    const answer = { response: passkey.authenticate(options) };
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/v3/admin/passkeys/authentication', 'session-2', answer)));
    expect(statuses(results)).toEqual([200, 400, 400]);
    const [stored] = await repository.listPasskeys('admin-1');
    expect(stored?.counter).toBe(1);
    expect(await repository.hasAssurance('admin-1', 'session-2')).toBe(true);
  });

  it('lets one of a passkey and its clone through when both sign the same counter at once, each for its own session', async () => {
    const answers = await Promise.all(
      ['session-3', 'session-4'].map(async (session) => {
        const options = bodyOf(await call('POST', '/v3/admin/passkeys/authentication-options', session)) as {
          challenge: string;
          rpId?: string;
        };
        passkey.counter = 1; // the clone's copy of the counter: both sign 2
        return { session, answer: { response: passkey.authenticate(options) } };
      }),
    );
    const results = await Promise.all(
      answers.map(({ session, answer }) => call('POST', '/v3/admin/passkeys/authentication', session, answer)),
    );
    expect(statuses(results)).toEqual([200, 400]);
    const [stored] = await repository.listPasskeys('admin-1');
    expect(stored?.counter).toBe(2);
    const proved = await Promise.all(['session-3', 'session-4'].map((session) => repository.hasAssurance('admin-1', session)));
    expect(proved.sort()).toEqual([false, true]);
  });
});
