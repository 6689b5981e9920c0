import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CARD_ID_BYTES, CARD_SECRET_BYTES, type CardCode, type CardSummary } from '@domain/cards.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { conditionalPut, isConditionalCheckFailed, keys, tableName } from '../common/table.js';

/**
 * Sign-in cards. A card's secret is 144 random bits, so a fast hash is the right one: a slow hash (scrypt, as for
 * passwords) exists to make guessing a human-chosen secret expensive, and nobody can guess 2^144 possibilities at
 * any speed. SHA-256 keeps the stored value useless to whoever reads the table, and keeps a class of thirty
 * signing in at once as cheap as thirty reads.
 *
 * Which card works is decided by one item per student (`STUDENT#{id} CARD`), changed only by conditional writes:
 * printing replaces it, revoking deletes it, and a card whose record survives a crash mid-replacement is still
 * refused, because it is no longer the one the student's item names.
 */
const CARD_PREFIX = 'CARD#';

const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();

interface CurrentCard {
  card_id: string;
  school_identifier: string;
}

const currentCard = async (studentId: string): Promise<CurrentCard | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.currentCard(studentId), ConsistentRead: true }));
  return Item ? { card_id: String(Item.card_id), school_identifier: String(Item.school_identifier) } : undefined;
};

const deleteCardRecord = (school: string, cardId: string) =>
  dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.card(school, cardId) }));

export interface IssuedCard extends CardCode {
  issued_at: string;
}

/**
 * A new card for a student of this school; their old card, if any, stops working in the same conditional write
 * that makes the new one work. 'conflict' when another print or revoke for this student got there first: nothing
 * of this attempt is left behind, and what the other request did stands.
 */
export const issueCard = async (school: string, studentId: string, issuedBy: string, now: Date): Promise<IssuedCard | 'conflict'> => {
  const previous = await currentCard(studentId);
  const card: IssuedCard = {
    school,
    cardId: randomBytes(CARD_ID_BYTES).toString('base64url'),
    secret: randomBytes(CARD_SECRET_BYTES).toString('base64url'),
    issued_at: now.toISOString(),
  };
  // The card's own record first: until the student's item names it, it opens nothing.
  const stored = await conditionalPut({
    TableName: tableName(),
    Item: {
      ...keys.card(school, card.cardId),
      student_id: studentId,
      secret_hash: hashSecret(card.secret).toString('base64'),
      issued_at: card.issued_at,
      issued_by: issuedBy,
    },
    // 96 random bits never repeat in practice; the condition still guarantees no card is ever overwritten.
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  if (!stored) return 'conflict';
  const current = await conditionalPut({
    TableName: tableName(),
    Item: { ...keys.currentCard(studentId), card_id: card.cardId, school_identifier: school },
    ...(previous
      ? { ConditionExpression: 'card_id = :previous', ExpressionAttributeValues: { ':previous': previous.card_id } }
      : { ConditionExpression: 'attribute_not_exists(pk)' }),
  });
  if (!current) {
    await deleteCardRecord(school, card.cardId);
    return 'conflict';
  }
  if (previous) await deleteCardRecord(previous.school_identifier, previous.card_id);
  return card;
};

/** The student's card stops working. False when they had none. */
export const revokeCard = async (studentId: string): Promise<boolean> => {
  const current = await currentCard(studentId);
  if (!current) return false;
  // The card's record goes first, so a revoke cut off half-way has still revoked: a card without one opens nothing.
  await deleteCardRecord(current.school_identifier, current.card_id);
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.currentCard(studentId),
        ConditionExpression: 'card_id = :id',
        ExpressionAttributeValues: { ':id': current.card_id },
      }),
    );
  } catch (error) {
    // A print that replaced the card meanwhile keeps its own new card working, as that admin was told.
    if (!isConditionalCheckFailed(error)) throw error;
  }
  return true;
};

/**
 * Whether the school has a card of this id, working or not. A sign-in with a card no one was given is refused before
 * anything is counted, so random guesses write nothing: the id is 96 random bits, so only whoever holds a card knows
 * one, and a counter under an id no card has protects nothing.
 */
export const cardExists = async (school: string, code: CardCode): Promise<boolean> => {
  if (code.school !== school) return false;
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.card(school, code.cardId), ProjectionExpression: 'pk', ConsistentRead: true }),
  );
  return Item !== undefined;
};

/**
 * The student whose card this is, when it is this school's, its secret matches and it is the student's current
 * card; otherwise undefined. An unknown card answers after one read and a known one after two: the difference
 * tells a caller only whether a random 96-bit id exists, which nobody can use.
 */
export const studentForCard = async (school: string, code: CardCode): Promise<string | undefined> => {
  if (code.school !== school) return undefined;
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.card(school, code.cardId), ConsistentRead: true }));
  if (!Item) return undefined;
  const stored = Buffer.from(String(Item.secret_hash), 'base64');
  const presented = hashSecret(code.secret);
  if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) return undefined;
  const studentId = String(Item.student_id);
  const current = await currentCard(studentId);
  return current?.card_id === code.cardId && current.school_identifier === school ? studentId : undefined;
};

/** The school's working cards, one per student, newest first: a key query on the school's partition. */
export const listCards = async (school: string): Promise<CardSummary[]> => {
  const newest = new Map<string, CardSummary>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.card(school, '').pk, ':prefix': CARD_PREFIX },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const card = { student_id: String(item.student_id), issued_at: String(item.issued_at) };
      // A replaced card whose record outlived a cut-off print is older than the one that works: keep the newest.
      if ((newest.get(card.student_id)?.issued_at ?? '') < card.issued_at) newest.set(card.student_id, card);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return [...newest.values()].sort((a, b) => b.issued_at.localeCompare(a.issued_at));
};
