import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { awsError } from '../../support/aws-error.js';
import { keys } from '@functions/common/table.js';
import { SoftAuthenticator } from '../../support/soft-authenticator.js';
import { adminAuthorizer, apiEvent, bodyOf, lambdaContext, withoutRoleRemovals } from '../events.js';

/** WebAuthn is verified for real: lib/webauthn.ts checks what the software authenticator signs, only the table is mocked. */
const ORIGIN = 'https://waw.example.org';
vi.stubEnv('WEBAUTHN_RP_ID', 'waw.example.org');
vi.stubEnv('WEBAUTHN_ORIGIN', ORIGIN);
const { handler } = await import('@functions/admins/admin-passkeys.handler.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const refused = () => awsError('ConditionalCheckFailedException', 'no');

const call = (method: string, path: string, body?: unknown, query?: Record<string, string>, session: string | null = 'session-1') => {
  const event = apiEvent({ method, path, body, query });
  event.requestContext.authorizer = adminAuthorizer(session);
  return handler(event, lambdaContext);
};

const passkeyProved = () =>
  dynamo
    .on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') })
    .resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) + 600 } });

const puts = (sk: string) => dynamo.commandCalls(PutCommand).filter((c) => String(c.args[0].input.Item?.sk).startsWith(sk));

/** Registers the authenticator through the handler and answers the stored passkey item, as the table would hold it. */
const register = async (passkey: SoftAuthenticator) => {
  const options = bodyOf(await call('POST', '/v3/admin/passkeys/registration-options')) as { challenge: string; rp: { id?: string } };
  const result = await call('POST', '/v3/admin/passkeys', { response: passkey.register(options), label: 'My laptop' });
  return { options, result, stored: puts('PASSKEY#')[0]?.args[0].input.Item };
};

/** The challenge as the table hands it back when it is used up: given for a first passkey, at version 0. */
const firstChallengeUsed = () =>
  dynamo
    .on(DeleteCommand, { Key: keys.passkeyChallenge('admin-1', 'session-1') })
    .resolves({ Attributes: { first: true, passkeys_version: 0 } });

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  firstChallengeUsed();
  dynamo.on(UpdateCommand).resolves({});
});

describe('registering a passkey', () => {
  it('gives a challenge bound to having no passkey, then stores the verified credential, proving nothing yet', async () => {
    const passkey = new SoftAuthenticator(ORIGIN);
    const { options, result, stored } = await register(passkey);
    expect(options).toMatchObject({ rp: { id: 'waw.example.org', name: 'WAW admin' }, attestation: 'none', excludeCredentials: [] });
    expect(puts('CHALLENGE#')[0]?.args[0].input.Item).toMatchObject({
      ...keys.passkeyChallenge('admin-1', 'session-1'),
      challenge: options.challenge,
      purpose: 'register',
      first: true,
      passkeys_version: 0,
    });
    // The challenge is used up by a conditional delete before the credential is believed.
    expect(dynamo.commandCalls(DeleteCommand)[0]?.args[0].input).toMatchObject({
      Key: keys.passkeyChallenge('admin-1', 'session-1'),
      ConditionExpression: 'challenge = :challenge AND purpose = :purpose AND expires_at > :now',
      ExpressionAttributeValues: { ':challenge': options.challenge, ':purpose': 'register' },
      ReturnValues: 'ALL_OLD',
    });
    // The first passkey claims version 0 of the admin's passkeys: of two first passkeys, one gets through.
    expect(puts('PASSKEYS')[0]?.args[0].input).toMatchObject({
      Item: { ...keys.passkeysVersion('admin-1'), version: 1 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    const id = passkey.credentialId.toString('base64url');
    expect(stored).toMatchObject({
      ...keys.passkey('admin-1', id),
      credential_id: id,
      counter: 0,
      transports: ['internal'],
      label: 'My laptop',
    });
    expect(puts('PASSKEY#')[0]?.args[0].input.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(result.statusCode).toBe(201);
    expect(bodyOf(result)).toEqual({ id });
    expect(puts('AAL2#')).toHaveLength(0);
  });

  it('refuses an answer to a used or stale challenge, or made for another site, storing no passkey and no proof', async () => {
    const passkey = new SoftAuthenticator(ORIGIN);
    const options = bodyOf(await call('POST', '/v3/admin/passkeys/registration-options')) as { challenge: string; rp: { id?: string } };
    const phished = await call('POST', '/v3/admin/passkeys', { response: passkey.register(options, 'https://waw.example.org.evil.test') });
    expect(phished.statusCode).toBe(400);
    dynamo.on(DeleteCommand).rejects(refused());
    const replayed = await call('POST', '/v3/admin/passkeys', { response: passkey.register(options) });
    expect(replayed.statusCode).toBe(400);
    expect(bodyOf(replayed)).toEqual({ message: 'That passkey could not be checked. Try again.' });
    expect(puts('PASSKEY#')).toHaveLength(0);
    expect(puts('AAL2#')).toHaveLength(0);
  });

  it('answers 409 for a credential registered already, proving nothing', async () => {
    dynamo.on(PutCommand).callsFake((input: { Item: { sk: string } }) => {
      if (input.Item.sk.startsWith('PASSKEY#')) throw refused();
      return {};
    });
    const { result } = await register(new SoftAuthenticator(ORIGIN));
    expect(result.statusCode).toBe(409);
    expect(puts('AAL2#')).toHaveLength(0);
  });

  it('lets only a proved session add a second passkey, and excludes the first', async () => {
    dynamo
      .on(QueryCommand)
      .resolves({ Items: [{ credential_id: 'first', public_key: 'x', counter: 3, transports: ['usb'], label: 'Key' }] });
    const noPasskey = await call('POST', '/v3/admin/passkeys/registration-options');
    expect(noPasskey.statusCode).toBe(403);
    expect(bodyOf(noPasskey)).toMatchObject({ code: 'passkey_required' });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    passkeyProved();
    const options = await call('POST', '/v3/admin/passkeys/registration-options');
    expect(bodyOf(options)).toMatchObject({ excludeCredentials: [{ id: 'first', transports: ['usb'] }] });
  });

  it('answers 400 to a sign-in with no session id, and to a body that is no credential, writing nothing', async () => {
    expect((await call('POST', '/v3/admin/passkeys/registration-options', undefined, undefined, null)).statusCode).toBe(400);
    for (const body of [
      {},
      { response: { id: 'x', rawId: 'x', type: 'password' } },
      { response: { id: 'x', rawId: 'x', type: 'public-key' }, extra: 1 },
    ]) {
      expect((await call('POST', '/v3/admin/passkeys', body)).statusCode).toBe(400);
    }
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('proving a passkey (the step-up to aal2)', () => {
  const prove = async (passkey: SoftAuthenticator, origin = ORIGIN) => {
    const options = bodyOf(await call('POST', '/v3/admin/passkeys/authentication-options')) as { challenge: string; rpId?: string };
    return call('POST', '/v3/admin/passkeys/authentication', { response: passkey.authenticate(options, origin) });
  };

  it('verifies the signature with the stored key, moves the counter on only from the one it read, and grants aal2', async () => {
    const passkey = new SoftAuthenticator(ORIGIN);
    const { stored } = await register(passkey);
    dynamo.reset();
    dynamo.on(GetCommand).resolves({});
    dynamo.on(QueryCommand).resolves({ Items: [stored!] });
    dynamo.on(GetCommand, { Key: keys.passkey('admin-1', String(stored!.credential_id)) }).resolves({ Item: stored! });
    dynamo.on(PutCommand).resolves({});
    dynamo.on(DeleteCommand).resolves({});
    dynamo.on(UpdateCommand).resolves({});

    const result = await prove(passkey);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ aal: 'aal2' });
    expect(puts('CHALLENGE#')[0]?.args[0].input.Item).toMatchObject({ purpose: 'authenticate' });
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: keys.passkey('admin-1', String(stored!.credential_id)),
      ConditionExpression: 'attribute_exists(pk) AND #counter = :read',
      ExpressionAttributeValues: { ':read': 0, ':new': 1 },
    });
    expect(puts('AAL2#')).toHaveLength(1);

    // A second use racing on the same counter loses; an answer for another site never gets that far.
    dynamo.on(UpdateCommand).rejects(refused());
    expect((await prove(passkey)).statusCode).toBe(400);
    dynamo.on(UpdateCommand).resolves({});
    expect((await prove(passkey, 'https://evil.test')).statusCode).toBe(400);
    expect(puts('AAL2#')).toHaveLength(1);
  });

  it('does not look past the caller own passkeys, and answers 409 no_passkey when there is none', async () => {
    const none = await call('POST', '/v3/admin/passkeys/authentication-options');
    expect(none.statusCode).toBe(409);
    expect(bodyOf(none)).toMatchObject({ code: 'no_passkey' });
    const stranger = new SoftAuthenticator(ORIGIN);
    const answer = await call('POST', '/v3/admin/passkeys/authentication', { response: stranger.authenticate({ challenge: 'abc' }) });
    expect(answer.statusCode).toBe(400);
    // Besides the caller's schools' deletion marks, the one key read is the caller's own passkey of that id.
    const reads = dynamo.commandCalls(GetCommand).map((c) => c.args[0].input.Key as { pk: string; sk: string });
    expect(reads.filter((key) => !key.pk.startsWith('SCHOOLDEL#'))).toEqual([
      keys.passkey('admin-1', stranger.credentialId.toString('base64url')),
    ]);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('listing and removing passkeys', () => {
  it('lists the caller passkeys without their keys, and says whether this session is at aal2', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        { credential_id: 'k1', public_key: 'secret-ish', counter: 2, transports: [], label: 'Key', created_at: '2025-01-01T00:00:00.000Z' },
      ],
    });
    expect(bodyOf(await call('GET', '/v3/admin/passkeys'))).toEqual({
      aal: 'aal1',
      aal2_expires_at: null,
      passkeys: [{ id: 'k1', label: 'Key', created_at: '2025-01-01T00:00:00.000Z', last_used_at: null }],
    });
    expect(withoutRoleRemovals(dynamo.commandCalls(QueryCommand))[0]?.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'ADMIN#admin-1',
      ':prefix': 'PASSKEY#',
    });
    passkeyProved();
    expect(bodyOf(await call('GET', '/v3/admin/passkeys'))).toMatchObject({ aal: 'aal2' });
  });

  it('removes one of the caller passkeys only at aal2, and answers 404 for one they do not have', async () => {
    const noPasskey = await call('DELETE', '/v3/admin/passkeys', undefined, { id: 'k1' });
    expect(noPasskey.statusCode).toBe(403);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
    expect((await call('DELETE', '/v3/admin/passkeys', undefined, {})).statusCode).toBe(400);
    passkeyProved();
    expect(bodyOf(await call('DELETE', '/v3/admin/passkeys', undefined, { id: 'k1' }))).toEqual({ deleted: 'k1' });
    expect(dynamo.commandCalls(DeleteCommand)[0]?.args[0].input).toMatchObject({
      Key: keys.passkey('admin-1', 'k1'),
      ConditionExpression: 'attribute_exists(pk)',
    });
    dynamo.on(DeleteCommand).rejects(refused());
    expect((await call('DELETE', '/v3/admin/passkeys', undefined, { id: 'k2' })).statusCode).toBe(404);
  });
});
