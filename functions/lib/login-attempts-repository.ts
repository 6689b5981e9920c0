import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './clients.js';
import { isConditionalCheckFailed, keys, tableName } from './table.js';

export const MAX_FAILED_ATTEMPTS = 10;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** Milliseconds until this school + username may try again, or 0 when it is not locked. */
export const lockedForMs = async (school: string, username: string, now: number): Promise<number> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keys.loginAttempts(school, username), ConsistentRead: true }),
  );
  if (!Item) return 0;
  const windowEnds = Number(Item.window_started_at) + ATTEMPT_WINDOW_MS;
  return Number(Item.failures) >= MAX_FAILED_ATTEMPTS && windowEnds > now ? windowEnds - now : 0;
};

/** Counts a failure in the current 15-minute window, opening a new window when the last one has passed. */
export const recordFailure = async (school: string, username: string, now: number): Promise<void> => {
  const key = keys.loginAttempts(school, username);
  const expires_at = Math.ceil((now + ATTEMPT_WINDOW_MS) / 1000) + 60;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET failures = :one, window_started_at = :now, expires_at = :expires',
        ConditionExpression: 'attribute_not_exists(pk) OR window_started_at <= :cutoff',
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':expires': expires_at, ':cutoff': now - ATTEMPT_WINDOW_MS },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    // A window is open: count within it (ADD is atomic, so parallel attempts are all counted).
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD failures :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  }
};

export const clearFailures = async (school: string, username: string): Promise<void> => {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: keys.loginAttempts(school, username) }));
};
