import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamodb.js';
import { isConditionalCheckFailed, keys, tableName } from './table.js';

export const MAX_FAILED_ATTEMPTS = 10;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** A counted attempt (its window, to give the slot back on success), or how long the sign-in stays locked. */
export type AttemptSlot = { ok: true; windowStartedAt: number } | { ok: false; retryAfterMs: number };

/**
 * Counts a sign-in attempt *before* its password is checked. `failures` holds the attempts of the current 15-minute
 * window that failed or are still being checked; a conditional ADD takes a slot only while fewer than 10 are taken,
 * so at most 10 guesses a window are ever checked, however many arrive at once.
 */
export const claimAttempt = async (school: string, username: string, now: number): Promise<AttemptSlot> => {
  const key = keys.loginAttempts(school, username);
  const cutoff = now - ATTEMPT_WINDOW_MS;
  // Two writes can race with a window closing between them; a third round always settles it.
  for (let round = 0; round < 3; round += 1) {
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET failures = :one, window_started_at = :now, expires_at = :expires',
          ConditionExpression: 'attribute_not_exists(pk) OR window_started_at <= :cutoff',
          ExpressionAttributeValues: {
            ':one': 1,
            ':now': now,
            ':expires': Math.ceil((now + ATTEMPT_WINDOW_MS) / 1000) + 60,
            ':cutoff': cutoff,
          },
        }),
      );
      return { ok: true, windowStartedAt: now };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
    try {
      const { Attributes } = await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'ADD failures :one',
          ConditionExpression: 'window_started_at > :cutoff AND failures < :max',
          ExpressionAttributeValues: { ':one': 1, ':cutoff': cutoff, ':max': MAX_FAILED_ATTEMPTS },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { ok: true, windowStartedAt: Number(Attributes?.window_started_at) };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    const startedAt = Number(Item?.window_started_at);
    if (Item && startedAt > cutoff && Number(Item.failures) >= MAX_FAILED_ATTEMPTS) {
      return { ok: false, retryAfterMs: startedAt + ATTEMPT_WINDOW_MS - now };
    }
  }
  throw new Error('The sign-in attempt could not be counted');
};

/**
 * A successful sign-in gives back its own slot, and only in the window it was taken from: the failures of that
 * window, and the guesses still being checked, stay counted.
 */
export const releaseAttempt = async (school: string, username: string, windowStartedAt: number): Promise<void> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginAttempts(school, username),
        UpdateExpression: 'ADD failures :minusOne',
        ConditionExpression: 'window_started_at = :started AND failures > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':started': windowStartedAt, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
};

/** An admin who sets a new password also lifts the lock. */
export const clearFailures = async (school: string, username: string): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.loginAttempts(school, username) }));
};
