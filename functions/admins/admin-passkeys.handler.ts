import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as v from 'valibot';
import { callerAdmin, currentRoles, requireAal2, requireRolesUnchanged, type AdminCaller } from './admin.js';
import {
  addPasskey,
  assuranceExpiry,
  bumpPasskeysVersion,
  claimPasskeysVersion,
  consumeChallenge,
  deletePasskey,
  endAssurance,
  getPasskey,
  grantAssurance,
  listPasskeys,
  passkeysVersion,
  recordPasskeyUse,
  saveChallenge,
  type ChallengePurpose,
  type RegistrationBinding,
} from './assurance-repository.js';
import { parseBody } from '../common/body.js';
import { requireEnv } from '../common/env.js';
import { HttpError, badRequest, notFound } from '../common/http-error.js';
import { httpHandler, json } from '../common/middleware.js';
import {
  authenticationOptions,
  authenticationResponse,
  registrationOptions,
  registrationResponse,
  verifyAuthentication,
  verifyRegistration,
} from './webauthn.js';
import { text, trimmed } from '@domain/validation.js';
import * as clock from '../common/clock.js';

/** The site's host is the relying party; only the site's own origin may answer. */
const RP_ID = requireEnv('WEBAUTHN_RP_ID');
const ORIGIN = requireEnv('WEBAUTHN_ORIGIN');
const RP_NAME = 'WAW admin';

const NOT_PROVED = 'That passkey could not be checked. Try again.';

const registerSchema = v.strictObject({ response: registrationResponse, label: v.optional(trimmed(60)) });
const authenticateSchema = v.strictObject({ response: authenticationResponse });
const deleteSchema = v.strictObject({ id: text(1, 1024) });

const sessionOf = (caller: AdminCaller) => {
  if (!caller.session) throw badRequest('This sign-in cannot use passkeys: sign out and in again');
  return caller.session;
};

/**
 * The site's own origin and host, and the challenge this session was given, used up once: a replayed or stale answer
 * finds nothing. What the used challenge was bound to goes to `bound`.
 */
const expected = (caller: AdminCaller, purpose: ChallengePurpose, bound?: (binding: RegistrationBinding) => void) => ({
  origin: ORIGIN,
  rpId: RP_ID,
  consumeChallenge: async (challenge: string) => {
    const binding = await consumeChallenge(caller.sub, sessionOf(caller), purpose, challenge);
    if (binding) bound?.(binding);
    return binding !== null;
  },
});

/**
 * Grants this session aal2 by this passkey, then looks again that the passkey is still there: a removal that swept the
 * proofs before this grant was written is seen here, and the grant is taken back.
 */
const proved = async (caller: AdminCaller, credentialId: string) => {
  const expiresAt = await grantAssurance(caller.sub, sessionOf(caller), credentialId);
  if (!(await getPasskey(caller.sub, credentialId))) {
    await endAssurance(caller.sub, credentialId);
    throw badRequest(NOT_PROVED);
  }
  return { aal: 'aal2' as const, expires_at: expiresAt * 1000 };
};

const CHANGED = 'Your passkeys changed while you were adding this one. Try again.';

const routes: Record<string, (event: APIGatewayProxyEvent, caller: AdminCaller) => Promise<ReturnType<typeof json>>> = {
  'GET /v3/admin/passkeys': async (_event, caller) => {
    const [passkeys, expiresAt] = await Promise.all([
      listPasskeys(caller.sub),
      caller.session ? assuranceExpiry(caller.sub, caller.session) : null,
    ]);
    return json(200, {
      aal: expiresAt ? 'aal2' : 'aal1',
      aal2_expires_at: expiresAt ? expiresAt * 1000 : null,
      passkeys: passkeys.map(({ id, label, createdAt, lastUsedAt }) => ({ id, label, created_at: createdAt, last_used_at: lastUsedAt })),
    });
  },
  'POST /v3/admin/passkeys/registration-options': async (_event, caller) => {
    // A removal may have deleted the account with its passkeys: the token of before must not add a first one.
    requireRolesUnchanged(caller);
    // The version first, then the list: a passkey stored after the version was read moves it on, voiding these options.
    const version = await passkeysVersion(caller.sub);
    const existing = await listPasskeys(caller.sub);
    // Once an admin has a passkey, only that passkey can add another: an e-mailed code alone must never do it.
    if (existing.length > 0) await requireAal2(caller);
    const options = registrationOptions({
      rpName: RP_NAME,
      rpId: RP_ID,
      user: { id: caller.sub, name: caller.email, displayName: caller.name || caller.email },
      exclude: existing,
    });
    await saveChallenge(caller.sub, sessionOf(caller), 'register', options.challenge, { first: existing.length === 0, version });
    return json(200, options);
  },
  'POST /v3/admin/passkeys': async (event, caller) => {
    const body = parseBody(event, registerSchema);
    requireRolesUnchanged(caller);
    // Checked here too, not only when the options were given: an admin with a passkey adds another only at aal2.
    if ((await listPasskeys(caller.sub)).length > 0) await requireAal2(caller);
    const bindings: RegistrationBinding[] = [];
    const credential = await verifyRegistration(
      body.response,
      expected(caller, 'register', (binding) => bindings.push(binding)),
    );
    const [bound] = bindings;
    if (!credential || !bound) throw badRequest(NOT_PROVED);
    // Options given for a first passkey serve at aal1, and only while there is none: of two at once, one gets through.
    if (!bound.first) await requireAal2(caller);
    if (!(await claimPasskeysVersion(caller.sub, bound.version))) throw new HttpError(409, CHANGED);
    const added = await addPasskey(caller.sub, {
      ...credential,
      label: body.label ?? `Passkey added ${clock.nowIso().slice(0, 10)}`,
      createdAt: clock.nowIso(),
      lastUsedAt: null,
    });
    await bumpPasskeysVersion(caller.sub);
    if (!added) throw new HttpError(409, 'This passkey is already registered');
    // Adding a passkey proves nothing by itself (the first is added at aal1): the admin proves it by using it.
    return json(201, { id: credential.id });
  },
  'POST /v3/admin/passkeys/authentication-options': async (_event, caller) => {
    const passkeys = await listPasskeys(caller.sub);
    if (passkeys.length === 0) throw new HttpError(409, 'You have no passkey yet. Set one up first.', { code: 'no_passkey' });
    const options = authenticationOptions({ rpId: RP_ID, allow: passkeys });
    await saveChallenge(caller.sub, sessionOf(caller), 'authenticate', options.challenge);
    return json(200, options);
  },
  'POST /v3/admin/passkeys/authentication': async (event, caller) => {
    const { response } = parseBody(event, authenticateSchema);
    // Only the caller's own passkeys are looked up: someone else's credential is simply not found.
    const passkey = await getPasskey(caller.sub, response.id);
    if (!passkey) throw badRequest(NOT_PROVED);
    const counter = await verifyAuthentication(response, passkey, expected(caller, 'authenticate'));
    if (counter === null) throw badRequest(NOT_PROVED);
    if (!(await recordPasskeyUse(caller.sub, passkey.id, passkey.counter, counter))) {
      throw badRequest(NOT_PROVED);
    }
    return json(200, await proved(caller, passkey.id));
  },
  'DELETE /v3/admin/passkeys': async (event, caller) => {
    const query = v.safeParse(deleteSchema, event.queryStringParameters ?? {});
    if (!query.success) throw badRequest('Name the passkey to remove, such as ?id=…');
    await requireAal2(caller);
    if (!(await deletePasskey(caller.sub, query.output.id))) throw notFound('Passkey not found');
    await bumpPasskeysVersion(caller.sub);
    // After the delete, so a proof written before it is swept here and one written after finds the passkey gone.
    await endAssurance(caller.sub, query.output.id);
    return json(200, { deleted: query.output.id });
  },
};

/** An admin's passkeys and the step-up to aal2: WebAuthn verified here, on the server (webauthn.ts). */
export const handler = httpHandler(async (event) => {
  const route = routes[`${event.httpMethod} ${event.resource}`];
  const caller = await currentRoles(callerAdmin(event));
  if (!route) throw notFound('No such admin call');
  return route(event, caller);
});
