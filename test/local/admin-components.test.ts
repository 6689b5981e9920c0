import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPONENT_DEFAULTS, type ComponentDefaults } from '@domain/content/components.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminCall, passkeyFor, setUpPasskey, signInAdmin, type AdminTokens } from './admin-client.js';

/**
 * The components' defaults (what a new lesson card, question, beat or celebration starts with) through the admin API
 * of the running local cloud, as the content editor's browser calls it: read, then saved against the version read.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let editor: AdminTokens;
let schoolAdmin: AdminTokens;

const STALE = 'Someone else saved this first. Reload to see their changes, then make yours again.';

/** Another admin in the local pool, made as `npm run admins:create` makes one. */
const newAdmin = async (email: string, groups: string[]) => {
  const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { createUserStore, ensureAdmin } = await import('../../infra/local/user-store.js');
  const store = createUserStore(DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB })));
  await ensureAdmin(store, email, groups);
  return signInAdmin(cloud, email);
};
const read = async (tokens: AdminTokens) => adminCall(cloud, tokens.idToken, 'GET', '/v3/admin/components');
const save = (tokens: AdminTokens, version: number, defaults: unknown) =>
  adminCall(cloud, tokens.idToken, 'PUT', '/v3/admin/components', { version, defaults });
const withMessage = (defaults: ComponentDefaults, message: string): ComponentDefaults => ({
  ...defaults,
  celebration: { ...defaults.celebration, message },
});

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  // A district admin (who alone changes content) with a passkey proved, and the second demo school's admin.
  editor = await newAdmin('components.editor@waw.test', ['district-admins']);
  expect((await setUpPasskey(cloud, editor.idToken, passkeyFor(cloud))).status).toBe(200);
  schoolAdmin = await signInAdmin(cloud, 'admin@oak.school');
});
afterAll(async () => {
  await stop?.();
});

describe('the components’ defaults', () => {
  it('are the shipped ones at version 0 until someone saves, and any admin may read them', async () => {
    expect(await read(schoolAdmin)).toEqual({ status: 200, body: { version: 0, defaults: COMPONENT_DEFAULTS } });
    expect(await read(editor)).toEqual({ status: 200, body: { version: 0, defaults: COMPONENT_DEFAULTS } });
  });

  it('are changed by a district admin, each save against the version read, and a stale version is refused', async () => {
    const first = withMessage(COMPONENT_DEFAULTS, 'Hooray, you finished today!');
    expect(await save(editor, 0, first)).toEqual({ status: 200, body: { version: 1, defaults: first } });
    expect((await read(schoolAdmin)).body).toEqual({ version: 1, defaults: first });

    // Saved over version 0, which is no longer the latest: refused, with what is there now to reload from.
    const stale = await save(editor, 0, withMessage(COMPONENT_DEFAULTS, 'An old tab wins?'));
    expect(stale).toEqual({ status: 409, body: { message: STALE, version: 1, defaults: first } });
    expect(await save(editor, 7, withMessage(COMPONENT_DEFAULTS, 'A version from nowhere'))).toMatchObject({ status: 409 });

    const second = withMessage(first, 'Great work today!');
    expect(await save(editor, 1, second)).toEqual({ status: 200, body: { version: 2, defaults: second } });
    expect((await read(editor)).body).toEqual({ version: 2, defaults: second });
  });

  it('let exactly one of two saves of the same version through', async () => {
    const { version } = (await read(editor)).body as { version: number };
    const attempts = await Promise.all(
      ['First at once!', 'Second at once!'].map((message) => save(editor, version, withMessage(COMPONENT_DEFAULTS, message))),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([200, 409]);
    const winner = attempts.find((attempt) => attempt.status === 200)!.body;
    expect((await read(editor)).body).toEqual({ version: version + 1, defaults: winner.defaults });
  });

  it('cannot be changed by a school admin', async () => {
    const before = (await read(schoolAdmin)).body as { version: number };
    const refused = await save(schoolAdmin, before.version, withMessage(COMPONENT_DEFAULTS, 'A school admin was here'));
    expect(refused).toEqual({ status: 403, body: { message: 'Only district admins may do this' } });
    expect((await read(schoolAdmin)).body).toEqual(before);
  });

  it('refuse defaults that fail the schema, or no version, with a 400 that says why, and change nothing', async () => {
    const before = (await read(editor)).body as { version: number; defaults: ComponentDefaults };
    const tooFast = { ...before.defaults, celebration: { ...before.defaults.celebration, message: 'x'.repeat(400) } };
    const refused = await save(editor, before.version, tooFast);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^The defaults are not valid: celebration/);
    const unknown = await save(editor, before.version, { ...before.defaults, confetti: true });
    expect(unknown.status).toBe(400);
    const noVersion = await adminCall(cloud, editor.idToken, 'PUT', '/v3/admin/components', { defaults: before.defaults });
    expect(noVersion.status).toBe(400);
    expect((await read(editor)).body).toEqual(before);
  });
});
