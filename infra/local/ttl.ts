import { DeleteItemCommand, DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { TTL_ATTRIBUTE } from '../../functions/common/ttl.js';

/** How often the sweep runs on its own; AWS gives no time at all (it deletes "within a few days"). */
const SWEEP_EVERY_MS = 60_000;

/**
 * The user agent the sweep's calls carry: DynamoDB's own deletions are not the application's requests (they use no
 * write capacity), so whoever counts the table's requests leaves these out.
 */
export const TTL_USER_AGENT = 'waw-local-ttl';

export interface TtlSweeper {
  /** deletes every item whose time to live has passed on the product's clock; resolves with how many went */
  sweep: () => Promise<number>;
  /** stops sweeping; resolves once a sweep under way is done */
  stop: () => Promise<void>;
}

/**
 * DynamoDB's time to live, which dynalite lacks: items whose TTL attribute (seconds) lies before the product's clock
 * are deleted, by a scan, every minute and whenever the clock moves. As in AWS the deletion comes some time after
 * the expiry and is skipped for an item rewritten meanwhile with a later one (a conditional delete); an attribute
 * that is not a number is ignored.
 */
export const startTtlSweeper = (
  endpoint: string,
  region: string,
  tableName: string,
  now: () => number,
  /** each item deleted, by its key: the table's stream records it as DynamoDB's own deletion */
  onDeleted: (key: Record<string, AttributeValue>) => void = () => undefined,
): TtlSweeper => {
  const client = new DynamoDBClient({ endpoint, region, customUserAgent: TTL_USER_AGENT });
  let running: Promise<number> | null = null;
  const sweepOnce = async (): Promise<number> => {
    const at = { N: String(Math.floor(now() / 1000)) };
    let deleted = 0;
    let startKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await client.send(
        new ScanCommand({
          TableName: tableName,
          FilterExpression: '#ttl < :now',
          ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':now': at },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey: startKey,
        }),
      );
      for (const key of page.Items ?? []) {
        try {
          await client.send(
            new DeleteItemCommand({
              TableName: tableName,
              Key: key,
              ConditionExpression: '#ttl < :now',
              ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
              ExpressionAttributeValues: { ':now': at },
            }),
          );
          deleted += 1;
          onDeleted(key);
        } catch (error) {
          if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        }
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return deleted;
  };
  // One sweep at a time; a sweep asked for while one runs waits for it and runs again (the clock may have moved).
  const sweep = async (): Promise<number> => {
    while (running) await running.catch(() => 0);
    running = sweepOnce();
    try {
      return await running;
    } finally {
      running = null;
    }
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => console.error('local cloud: TTL sweep failed', error));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return {
    sweep,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => 0);
      client.destroy();
    },
  };
};
