import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../common/clients/dynamodb.js';
import { conditionalPut, isConditionalCheckFailed, keys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';
import { ROLE_REMOVAL_PREFIX } from './role-removals.js';

/** How long a passkey proof lets a sign-in session do sensitive things before it must prove it again. */
export const AAL2_LIFETIME_SECONDS = 15 * 60;
/** How long a WebAuthn challenge may be answered. */
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

export interface StoredPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const toPasskey = (item: Record<string, unknown>): StoredPasskey => ({
  id: String(item.credential_id),
  publicKey: String(item.public_key),
  counter: Number(item.counter),
  transports: Array.isArray(item.transports) ? item.transports.map(String) : [],
  label: String(item.label),
  createdAt: String(item.created_at),
  lastUsedAt: typeof item.last_used_at === 'string' ? item.last_used_at : null,
});

export const listPasskeys = async (sub: string): Promise<StoredPasskey[]> => {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.passkey(sub, '').pk, ':prefix': 'PASSKEY#' },
      ConsistentRead: true,
    }),
  );
  return Items.map(toPasskey);
};

export const getPasskey = async (sub: string, credentialId: string): Promise<StoredPasskey | undefined> => {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.passkey(sub, credentialId), ConsistentRead: true }),
  );
  return Item ? toPasskey(Item) : undefined;
};

/** Stores a new passkey; false when this credential is already registered. */
export const addPasskey = (sub: string, passkey: StoredPasskey): Promise<boolean> =>
  conditionalPut({
    TableName: tableName(),
    Item: {
      ...keys.passkey(sub, passkey.id),
      credential_id: passkey.id,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      label: passkey.label,
      created_at: passkey.createdAt,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });

/**
 * Records a use of the passkey, only if its signature counter is the one just checked: two uses racing with the
 * same counter cannot both pass.
 */
export const recordPasskeyUse = async (sub: string, credentialId: string, readCounter: number, newCounter: number): Promise<boolean> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.passkey(sub, credentialId),
        UpdateExpression: 'SET #counter = :new, last_used_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND #counter = :read',
        ExpressionAttributeNames: { '#counter': 'counter' },
        ExpressionAttributeValues: { ':new': newCounter, ':read': readCounter, ':now': clock.nowIso() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};

export const deletePasskey = async (sub: string, credentialId: string): Promise<boolean> => {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.passkey(sub, credentialId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};

export type ChallengePurpose = 'register' | 'authenticate';

/**
 * What a registration challenge was given for: whether the admin had no passkey yet (then it may be answered at aal1)
 * and the version of their passkeys then; once a passkey is added or removed the version moves on and it is void.
 */
export interface RegistrationBinding {
  first: boolean;
  version: number;
}

/** The one open challenge of a sign-in session: a new one replaces the last. */
export const saveChallenge = async (
  sub: string,
  session: string,
  purpose: ChallengePurpose,
  challenge: string,
  binding?: RegistrationBinding,
): Promise<void> => {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.passkeyChallenge(sub, session),
        challenge,
        purpose,
        expires_at: clock.nowSeconds() + CHALLENGE_LIFETIME_SECONDS,
        ...(binding ? { first: binding.first, passkeys_version: binding.version } : {}),
      },
    }),
  );
};

/**
 * Uses up the session's challenge if it is the one given, for this purpose, and unexpired: a conditional delete, so
 * one challenge answers one request even when two arrive at once. What it was bound to, or null.
 */
export const consumeChallenge = async (
  sub: string,
  session: string,
  purpose: ChallengePurpose,
  challenge: string,
): Promise<RegistrationBinding | null> => {
  try {
    const { Attributes } = await dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.passkeyChallenge(sub, session),
        ConditionExpression: 'challenge = :challenge AND purpose = :purpose AND expires_at > :now',
        ExpressionAttributeValues: { ':challenge': challenge, ':purpose': purpose, ':now': clock.nowSeconds() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return { first: Attributes?.first === true, version: Number(Attributes?.passkeys_version ?? 0) };
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
};

/** The version of the admin's passkeys: 0 before any was added or removed. Read before listing them (see claimPasskeysVersion). */
export const passkeysVersion = async (sub: string): Promise<number> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.passkeysVersion(sub), ConsistentRead: true }));
  return Number(Item?.version ?? 0);
};

/**
 * Moves the version on from the one a registration was bound to, or refuses: of two registrations bound to the same
 * version only one gets through, and none bound to a version before a passkey was added or removed.
 */
export const claimPasskeysVersion = (sub: string, read: number): Promise<boolean> =>
  conditionalPut({
    TableName: tableName(),
    Item: { ...keys.passkeysVersion(sub), version: read + 1 },
    ConditionExpression: read === 0 ? 'attribute_not_exists(pk)' : 'version = :read',
    ...(read === 0 ? {} : { ExpressionAttributeValues: { ':read': read } }),
  });

/**
 * Moves the version on after a passkey is stored or removed. Options read the version before they list the passkeys,
 * so options that read it while a passkey was being stored (after the claim, before this) are void too.
 */
export const bumpPasskeysVersion = async (sub: string): Promise<void> => {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.passkeysVersion(sub),
      UpdateExpression: 'ADD version :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
};

/** This sign-in session proved a passkey: sensitive actions are open to it until the proof expires. */
export const grantAssurance = async (sub: string, session: string, credentialId: string): Promise<number> => {
  const expiresAt = clock.nowSeconds() + AAL2_LIFETIME_SECONDS;
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.assurance(sub, session), credential_id: credentialId, granted_at: clock.nowIso(), expires_at: expiresAt },
    }),
  );
  return expiresAt;
};

/** When this session's proof expires (seconds since epoch), or null without a live one. TTL deletes lazily, so expiry is checked here. */
export const assuranceExpiry = async (sub: string, session: string): Promise<number | null> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.assurance(sub, session), ConsistentRead: true }));
  const expiresAt = Item ? Number(Item.expires_at) : 0;
  return expiresAt > clock.nowSeconds() ? expiresAt : null;
};

export const hasAssurance = async (sub: string, session: string): Promise<boolean> => (await assuranceExpiry(sub, session)) !== null;

/**
 * Ends every session's proof this passkey granted: used when it is removed. Each delete is conditional on the same
 * passkey, so a session that proved another passkey meanwhile keeps that proof.
 */
export const endAssurance = async (sub: string, credentialId: string): Promise<void> => {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'credential_id = :credential',
      ExpressionAttributeValues: { ':pk': keys.assurance(sub, '').pk, ':prefix': 'AAL2#', ':credential': credentialId },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
    }),
  );
  for (const item of Items) {
    await dynamo
      .send(
        new DeleteCommand({
          TableName: tableName(),
          Key: { pk: String(item.pk), sk: String(item.sk) },
          ConditionExpression: 'credential_id = :credential',
          ExpressionAttributeValues: { ':credential': credentialId },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionalCheckFailed(error)) throw error;
      });
  }
};

/**
 * Forgets every passkey, challenge, proof and class of an admin: used when the admin is removed. The records of their
 * removals stay until they expire: they are what shuts out the tokens the person still holds.
 */
export const forgetAdmin = async (sub: string): Promise<void> => {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.passkey(sub, '').pk },
      ProjectionExpression: 'pk, sk',
    }),
  );
  for (const item of Items.filter((found) => !String(found.sk).startsWith(ROLE_REMOVAL_PREFIX)))
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: { pk: String(item.pk), sk: String(item.sk) } }));
};
