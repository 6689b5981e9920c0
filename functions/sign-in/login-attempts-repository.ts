import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../common/clients/dynamodb.js';
import { loginAttemptsKey, loginPartition } from '../common/sign-in-key.js';
import { isConditionalCheckFailed, tableName } from '../common/table.js';

/**
 * Each username (and each card) has a budget of sign-in tries whose proof is checked: 10 at most, and one more every
 * 90 s, which is 960 a day, the most a guesser gets (10 every 15 minutes, as before). A wrong password spends a try;
 * a right one gives its own back. When the budget is spent, a try may still be borrowed from the budget's future
 * once a minute has passed since the last one, down to 10 in debt: so after a classmate's ten wrong passwords the
 * child's right one works again within a minute, and a guesser who keeps going gets no more than the budget's rate
 * (a day holds at most 10 + 960 + 10 checked tries, then 960 a day).
 *
 * A device the child signed in on before (device-token.ts) has a budget of its own on that username, used when the
 * username's is spent: 5 tries, one more every 5 minutes, no borrowing. So a griefer who keeps the username's budget
 * spent does not keep the child out on their own device, and whoever holds that device gets at most 5 + 288 more
 * checked tries a day.
 *
 * Stored as the budget's "next free" time (a generic cell rate algorithm): each try moves it on by one interval from
 * now or from where it was, whichever is later; the budget is spent when it is the whole budget ahead. Every move is
 * one conditional update, so however many tries arrive at once, no more are checked than the budget holds.
 */
export interface BudgetRule {
  intervalMs: number;
  tries: number;
  /** tries that may be borrowed once the budget is spent, each `borrowSpacingMs` after the last */
  borrowed: number;
  borrowSpacingMs: number;
  /** how long an idle record is kept (DynamoDB TTL) */
  keepSeconds: number;
}

export const USERNAME_BUDGET: BudgetRule = {
  intervalMs: 90_000,
  tries: 10,
  borrowed: 10,
  borrowSpacingMs: 60_000,
  // long enough for a teacher to see last week's wrong tries
  keepSeconds: 30 * 24 * 3600,
};
export const DEVICE_BUDGET: BudgetRule = {
  intervalMs: 300_000,
  tries: 5,
  borrowed: 0,
  borrowSpacingMs: 0,
  // a spent device budget is whole again within 25 minutes: a day is plenty
  keepSeconds: 24 * 3600,
};

type TableKey = { pk: string; sk: string };

/** A counted try, or how long until the next one may be checked. */
export type AttemptSlot = { ok: true } | { ok: false; retryAfterMs: number };

interface Budget {
  nextFreeAt: number;
  lastTryAt: number;
}

/** The earliest time a try could be counted, from a read of the budget. */
const nextTryAt = (rule: BudgetRule, { nextFreeAt, lastTryAt }: Budget): number => {
  const fromBudget = nextFreeAt + rule.intervalMs - rule.tries * rule.intervalMs;
  if (rule.borrowed === 0) return fromBudget;
  const borrowed = Math.max(lastTryAt + rule.borrowSpacingMs, fromBudget - rule.borrowed * rule.intervalMs);
  return Math.min(fromBudget, borrowed);
};

const expiresAt = (rule: BudgetRule, now: number) => Math.ceil(now / 1000) + rule.keepSeconds;

/** The username's (or card's) budget item, named by a keyed hash (sign-in-key.ts). */
export const usernameBudget = (school: string, subject: string): Promise<TableKey> => loginAttemptsKey(school, subject);
/** A known device's budget on that username: an item in the same partition, so a removal deletes both. */
export const deviceBudget = async (school: string, subject: string, device: string): Promise<TableKey> => ({
  pk: await loginPartition(school, subject),
  sk: `DEVICE#${device}`,
});

/** Counts a sign-in try *before* its proof is checked. */
export const claimAttempt = async (key: TableKey, rule: BudgetRule, now: number): Promise<AttemptSlot> => {
  const budgetMs = rule.tries * rule.intervalMs;
  const debtMs = rule.borrowed * rule.intervalMs;
  const expires = expiresAt(rule, now);
  const tries: Array<Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>> = [
    // A full budget (or none yet): the next free time starts from now. An older record's window fields go.
    {
      UpdateExpression: 'SET next_free_at = :next, last_try_at = :now, expires_at = :expires REMOVE failures, window_started_at',
      ConditionExpression: 'attribute_not_exists(next_free_at) OR next_free_at <= :now',
      ExpressionAttributeValues: { ':next': now + rule.intervalMs, ':now': now, ':expires': expires },
    },
    // A try left in the budget.
    {
      UpdateExpression: 'ADD next_free_at :interval SET last_try_at = :now, expires_at = :expires',
      ConditionExpression: 'next_free_at > :now AND next_free_at <= :limit',
      ExpressionAttributeValues: {
        ':interval': rule.intervalMs,
        ':now': now,
        ':limit': now + budgetMs - rule.intervalMs,
        ':expires': expires,
      },
    },
    // The budget spent: one try borrowed, a minute after the last, while the debt allows.
    {
      UpdateExpression: 'ADD next_free_at :interval SET last_try_at = :now, expires_at = :expires',
      ConditionExpression: 'next_free_at > :limit AND next_free_at <= :debt AND last_try_at <= :spaced',
      ExpressionAttributeValues: {
        ':interval': rule.intervalMs,
        ':now': now,
        ':limit': now + budgetMs - rule.intervalMs,
        ':debt': now + budgetMs + debtMs - rule.intervalMs,
        ':spaced': now - rule.borrowSpacingMs,
        ':expires': expires,
      },
    },
  ];
  // Without borrowing, the third condition can never hold: not worth a write.
  if (rule.borrowed === 0) tries.pop();
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
      const waitMs = nextTryAt(rule, { nextFreeAt: Number(Item.next_free_at), lastTryAt: Number(Item.last_try_at ?? 0) }) - now;
      if (waitMs > 0) return { ok: false, retryAfterMs: waitMs };
    }
  }
  throw new Error('The sign-in attempt could not be counted');
};

/**
 * A successful sign-in gives back its own try; on the username's own budget, the wrong tries since the last sign-in
 * start again from none in the same write. Giving back can only move the next free time back by one try's worth:
 * every other try stays counted.
 */
export const releaseAttempt = async (key: TableKey, rule: BudgetRule): Promise<void> => {
  const own = key.sk === 'ATTEMPTS';
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: own ? 'ADD next_free_at :back SET wrong_tries = :none' : 'ADD next_free_at :back',
        ConditionExpression: 'attribute_exists(next_free_at)',
        ExpressionAttributeValues: { ':back': -rule.intervalMs, ...(own ? { ':none': 0 } : {}) },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
};

/** After a sign-in counted on a device's budget, the username's wrong tries start again from none too. */
export const clearWrongTries = async (school: string, subject: string): Promise<void> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: await usernameBudget(school, subject),
        UpdateExpression: 'SET wrong_tries = :none',
        ConditionExpression: 'wrong_tries > :none',
        ExpressionAttributeValues: { ':none': 0 },
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
      Key: await usernameBudget(school, subject),
      UpdateExpression: 'ADD wrong_tries :one SET last_wrong_at = :now, expires_at = :expires',
      ExpressionAttributeValues: { ':one': 1, ':now': now, ':expires': expiresAt(USERNAME_BUDGET, now) },
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
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: await usernameBudget(school, username) }));
  const lastWrongAt = Number(Item?.last_wrong_at);
  return {
    wrong_tries: Number(Item?.wrong_tries ?? 0),
    last_wrong_try_at: Number.isFinite(lastWrongAt) ? new Date(lastWrongAt).toISOString() : null,
  };
};

/** An admin who sets a new password also lifts the lock. */
export const clearFailures = async (school: string, username: string): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: await usernameBudget(school, username) }));
};
