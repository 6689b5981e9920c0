import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../shared/clients/dynamodb.js';
import { isConditionalCheckFailed, keys, tableName } from '../shared/table.js';

/**
 * Each username (and each card) has a budget of sign-in tries whose proof is checked: 10 at most, and one more every
 * 90 s, which is 960 a day, the most a guesser gets (10 every 15 minutes, as before). A wrong password spends a try;
 * a right one gives its own back. When the budget is spent, a try may still be borrowed from the budget's future
 * once a minute has passed since the last one, down to 10 in debt: so after a classmate's ten wrong passwords the
 * child's right one works again within a minute, and a guesser who keeps going gets no more than the budget's rate
 * (a day holds at most 10 + 960 + 10 checked tries, then 960 a day).
 *
 * Stored as the budget's "next free" time (a generic cell rate algorithm): each try moves it on by 90 s from now or
 * from where it was, whichever is later; the budget is spent when it is 15 minutes ahead. Every move is one
 * conditional update, so however many tries arrive at once, no more are checked than the budget holds.
 */
export const TRY_INTERVAL_MS = 90_000;
export const BUDGET_TRIES = 10;
export const BORROWED_TRIES = 10;
export const BORROW_SPACING_MS = 60_000;
const BUDGET_MS = BUDGET_TRIES * TRY_INTERVAL_MS;
const DEBT_MS = BORROWED_TRIES * TRY_INTERVAL_MS;
/** how long an idle record is kept (DynamoDB TTL): long enough for a teacher to see last week's wrong tries */
const KEEP_SECONDS = 30 * 24 * 3600;

/** A counted try, or how long until the next one may be checked. */
export type AttemptSlot = { ok: true } | { ok: false; retryAfterMs: number };

interface Budget {
  nextFreeAt: number;
  lastTryAt: number;
}

/** The earliest time a try could be counted, from a read of the budget. */
const nextTryAt = ({ nextFreeAt, lastTryAt }: Budget): number => {
  const fromBudget = nextFreeAt + TRY_INTERVAL_MS - BUDGET_MS;
  const borrowed = Math.max(lastTryAt + BORROW_SPACING_MS, nextFreeAt + TRY_INTERVAL_MS - BUDGET_MS - DEBT_MS);
  return Math.min(fromBudget, borrowed);
};

const expiresAt = (now: number) => Math.ceil(now / 1000) + KEEP_SECONDS;

/** Counts a sign-in try *before* its proof is checked. */
export const claimAttempt = async (school: string, subject: string, now: number): Promise<AttemptSlot> => {
  const key = keys.loginAttempts(school, subject);
  const tries: Array<Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>> = [
    // A full budget (or none yet): the next free time starts from now. An older record's window fields go.
    {
      UpdateExpression: 'SET next_free_at = :next, last_try_at = :now, expires_at = :expires REMOVE failures, window_started_at',
      ConditionExpression: 'attribute_not_exists(next_free_at) OR next_free_at <= :now',
      ExpressionAttributeValues: { ':next': now + TRY_INTERVAL_MS, ':now': now, ':expires': expiresAt(now) },
    },
    // A try left in the budget.
    {
      UpdateExpression: 'ADD next_free_at :interval SET last_try_at = :now, expires_at = :expires',
      ConditionExpression: 'next_free_at > :now AND next_free_at <= :limit',
      ExpressionAttributeValues: {
        ':interval': TRY_INTERVAL_MS,
        ':now': now,
        ':limit': now + BUDGET_MS - TRY_INTERVAL_MS,
        ':expires': expiresAt(now),
      },
    },
    // The budget spent: one try borrowed, a minute after the last, while the debt allows.
    {
      UpdateExpression: 'ADD next_free_at :interval SET last_try_at = :now, expires_at = :expires',
      ConditionExpression: 'next_free_at > :limit AND next_free_at <= :debt AND last_try_at <= :spaced',
      ExpressionAttributeValues: {
        ':interval': TRY_INTERVAL_MS,
        ':now': now,
        ':limit': now + BUDGET_MS - TRY_INTERVAL_MS,
        ':debt': now + BUDGET_MS + DEBT_MS - TRY_INTERVAL_MS,
        ':spaced': now - BORROW_SPACING_MS,
        ':expires': expiresAt(now),
      },
    },
  ];
  // A try can race another between two conditions; a few rounds always settle it.
  for (let round = 0; round < 5; round += 1) {
    for (const update of tries) {
      try {
        await dynamo.send(new UpdateCommand({ TableName: tableName(), Key: key, ...update }));
        return { ok: true };
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    }
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (Item?.next_free_at !== undefined) {
      const waitMs = nextTryAt({ nextFreeAt: Number(Item.next_free_at), lastTryAt: Number(Item.last_try_at ?? 0) }) - now;
      if (waitMs > 0) return { ok: false, retryAfterMs: waitMs };
    }
  }
  throw new Error('The sign-in attempt could not be counted');
};

/**
 * A successful sign-in gives back its own try, and the wrong tries since the last sign-in start again from none.
 * Giving back can only move the next free time back by one try's worth: every other try stays counted.
 */
export const releaseAttempt = async (school: string, subject: string): Promise<void> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginAttempts(school, subject),
        UpdateExpression: 'ADD next_free_at :back SET wrong_tries = :none',
        ConditionExpression: 'attribute_exists(next_free_at)',
        ExpressionAttributeValues: { ':back': -TRY_INTERVAL_MS, ':none': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
};

/** A wrong password or card, for the teacher's list: how many since the last sign-in, and when the last was. */
export const recordWrongTry = async (school: string, subject: string, now: number): Promise<void> => {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.loginAttempts(school, subject),
      UpdateExpression: 'ADD wrong_tries :one SET last_wrong_at = :now, expires_at = :expires',
      ExpressionAttributeValues: { ':one': 1, ':now': now, ':expires': expiresAt(now) },
    }),
  );
};

export interface WrongTries {
  /** wrong passwords since the child last signed in */
  wrong_tries: number;
  /** when the last one was, ISO 8601, or null */
  last_wrong_try_at: string | null;
}

/** The wrong tries of one username, as the teacher's list shows them. */
export const wrongTriesOf = async (school: string, username: string): Promise<WrongTries> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.loginAttempts(school, username) }));
  const lastWrongAt = Number(Item?.last_wrong_at);
  return {
    wrong_tries: Number(Item?.wrong_tries ?? 0),
    last_wrong_try_at: Number.isFinite(lastWrongAt) ? new Date(lastWrongAt).toISOString() : null,
  };
};

/** An admin who sets a new password also lifts the lock. */
export const clearFailures = async (school: string, username: string): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.loginAttempts(school, username) }));
};
