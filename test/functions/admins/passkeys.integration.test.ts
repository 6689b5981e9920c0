import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SoftAuthenticator } from '../../support/soft-authenticator.js';
import { startTestTable } from '../../support/test-table.js';
import { adminAuthorizer, apiEvent, bodyOf, lambdaContext } from '../events.js';

/**
 * The passkey handler against dynalite, with answers fired at once (a double click, a retry racing the first try, a
 * cloned passkey used in two sessions): the challenge's conditional delete and the counter's conditional update each
 * let exactly one through.
 */
const ORIGIN = 'https://waw.example.org';
vi.stubEnv('WEBAUTHN_RP_ID', 'waw.example.org');
vi.stubEnv('WEBAUTHN_ORIGIN', ORIGIN);

let table: { stop: () => void };
let handler: typeof import('@functions/admins/admin-passkeys.handler.js').handler;
let repository: typeof import('@functions/admins/assurance-repository.js');

beforeAll(async () => {
  table = await startTestTable('passkeys');
  handler = (await import('@functions/admins/admin-passkeys.handler.js')).handler;
  repository = await import('@functions/admins/assurance-repository.js');
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

  it('registers one passkey from one answer sent three times; the other two are refused', async () => {
    const options = bodyOf(await call('POST', '/v3/admin/passkeys/registration-options', 'session-1')) as {
      challenge: string;
      rp: { id?: string };
    };
    const answer = { response: passkey.register(options), label: 'My laptop' };
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/v3/admin/passkeys', 'session-1', answer)));
    expect(statuses(results)).toEqual([201, 400, 400]);
    expect(await repository.listPasskeys('admin-1')).toHaveLength(1);
    // Added at aal1, the first passkey proves nothing yet: the admin proves it by using it.
    expect(await repository.hasAssurance('admin-1', 'session-1')).toBe(false);
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

describe('the first passkey, added at aal1', () => {
  /** An admin of their own, so each test starts with no passkey. */
  const as = (sub: string) => (method: string, path: string, session: string, body?: unknown, query?: Record<string, string>) => {
    const event = apiEvent({ method, path, body, query });
    event.requestContext.authorizer = { claims: { ...adminAuthorizer(session).claims, sub } };
    return handler(event, lambdaContext);
  };
  const registrationAnswer = async (call: ReturnType<typeof as>, session: string, passkey: SoftAuthenticator) => {
    const options = bodyOf(await call('POST', '/v3/admin/passkeys/registration-options', session)) as {
      challenge: string;
      rp: { id?: string };
    };
    return { response: passkey.register(options) };
  };

  it('refuses options fetched before the first passkey existed once it does, so an e-mailed code cannot add a second', async () => {
    const call = as('first-1');
    const early = await registrationAnswer(call, 'attacker', new SoftAuthenticator(ORIGIN));
    const own = await registrationAnswer(call, 'owner', new SoftAuthenticator(ORIGIN));
    expect((await call('POST', '/v3/admin/passkeys', 'owner', own)).statusCode).toBe(201);
    const late = await call('POST', '/v3/admin/passkeys', 'attacker', early);
    expect(late.statusCode).toBe(403);
    expect(bodyOf(late)).toMatchObject({ code: 'passkey_required' });
    expect(await repository.listPasskeys('first-1')).toHaveLength(1);
  });

  it('lets exactly one of two first passkeys registered at once through', async () => {
    const call = as('first-2');
    const answers = await Promise.all(
      ['one', 'two'].map(async (session) => ({ session, answer: await registrationAnswer(call, session, new SoftAuthenticator(ORIGIN)) })),
    );
    const results = await Promise.all(answers.map(({ session, answer }) => call('POST', '/v3/admin/passkeys', session, answer)));
    expect(statuses(results)).toEqual([201, 409]);
    expect(await repository.listPasskeys('first-2')).toHaveLength(1);
  });

  it('checks aal2 itself when the admin already has a passkey, even with options fetched at aal2', async () => {
    const call = as('first-3');
    const passkey = new SoftAuthenticator(ORIGIN);
    expect((await call('POST', '/v3/admin/passkeys', 's1', await registrationAnswer(call, 's1', passkey))).statusCode).toBe(201);
    const options = bodyOf(await call('POST', '/v3/admin/passkeys/authentication-options', 's1')) as { challenge: string };
    expect((await call('POST', '/v3/admin/passkeys/authentication', 's1', { response: passkey.authenticate(options) })).statusCode).toBe(
      200,
    );
    const second = await registrationAnswer(call, 's1', new SoftAuthenticator(ORIGIN));
    await repository.endAssurance('first-3', passkey.credentialId.toString('base64url'));
    const refused = await call('POST', '/v3/admin/passkeys', 's1', second);
    expect(refused.statusCode).toBe(403);
    expect(await repository.listPasskeys('first-3')).toHaveLength(1);
  });

  it('ends the aal2 a passkey granted when it is deleted, and a proof racing the deletion does not outlive it', async () => {
    const call = as('first-4');
    const [keep, gone] = [new SoftAuthenticator(ORIGIN), new SoftAuthenticator(ORIGIN)];
    const prove = async (session: string, passkey: SoftAuthenticator) => {
      const options = bodyOf(await call('POST', '/v3/admin/passkeys/authentication-options', session)) as { challenge: string };
      return call('POST', '/v3/admin/passkeys/authentication', session, { response: passkey.authenticate(options) });
    };
    expect((await call('POST', '/v3/admin/passkeys', 'k', await registrationAnswer(call, 'k', keep))).statusCode).toBe(201);
    expect((await prove('k', keep)).statusCode).toBe(200);
    expect((await call('POST', '/v3/admin/passkeys', 'k', await registrationAnswer(call, 'k', gone))).statusCode).toBe(201);
    expect((await prove('g1', gone)).statusCode).toBe(200);
    const goneId = gone.credentialId.toString('base64url');
    const racing = await call('POST', '/v3/admin/passkeys/authentication-options', 'g2');
    const answer = { response: gone.authenticate(bodyOf(racing) as { challenge: string }) };
    const [deleted] = await Promise.all([
      call('DELETE', '/v3/admin/passkeys', 'k', undefined, { id: goneId }),
      call('POST', '/v3/admin/passkeys/authentication', 'g2', answer),
    ]);
    expect(deleted.statusCode).toBe(200);
    expect(await repository.hasAssurance('first-4', 'g1')).toBe(false);
    expect(await repository.hasAssurance('first-4', 'g2')).toBe(false);
    // The passkey kept, and the session it proved, are untouched.
    expect(await repository.hasAssurance('first-4', 'k')).toBe(true);
  });
});
