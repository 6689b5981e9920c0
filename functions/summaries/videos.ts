import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { s3 } from '../common/clients/s3.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { requireEnv } from '../common/env.js';
import { keys, tableName } from '../common/table.js';

/** Far above the 20 recordings a child may keep, so one call always sees them all. */
const MAX_LISTED = 1000;

/**
 * How many recordings a child keeps. Their recordings live under their Cognito identity, which only the recordings
 * quota item names (it is written at every upload): a child who never uploaded has none, and anyone else's are
 * one bounded list of that prefix.
 */
export const countVideos = async (studentId: string): Promise<number> => {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.recordings(studentId), ProjectionExpression: 'prefix' }),
  );
  const prefix = typeof Item?.prefix === 'string' ? Item.prefix : undefined;
  if (!prefix) return 0;
  const { client, sdk } = await s3();
  const listed = await client.send(
    new sdk.ListObjectsV2Command({ Bucket: requireEnv('RECORDINGS_BUCKET'), Prefix: prefix, MaxKeys: MAX_LISTED }),
  );
  return listed.KeyCount ?? listed.Contents?.length ?? 0;
};
