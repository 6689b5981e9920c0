import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../common/clients/dynamodb.js';
import * as clock from '../common/clock.js';
import { keys, tableName } from '../common/table.js';

/**
 * Roles come from the id token's groups, and an id token keeps them for its hour whatever happens to the groups. So a
 * removal leaves a record under the person (ADMIN#{sub}, REMOVED#{school}) with when it happened, and every admin call
 * reads it: a token issued at or before that second holds no role at that school, and may not invite anyone or add a
 * passkey anywhere. A token issued later was made from the groups as they are then, so it needs no record; the record
 * is kept as long as a token of before can live, and the account's deletion keeps it (assurance-repository.ts).
 */
const ID_TOKEN_LIFETIME_SECONDS = 60 * 60;
/** A minute beyond the token's hour: the clocks of Cognito and the functions need not agree to the second. */
const KEPT_SECONDS = ID_TOKEN_LIFETIME_SECONDS + 60;
export const ROLE_REMOVAL_PREFIX = 'REMOVED#';

/** Records that this person's roles at this school were taken now. Written before the groups change. */
export const recordRoleRemoval = async (sub: string, school: string): Promise<void> => {
  const now = clock.nowSeconds();
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.roleRemoval(sub, school), school, removed_at: now, expires_at: now + KEPT_SECONDS },
    }),
  );
};

/**
 * The schools this person was removed from at or after `issuedAt` (seconds): the token of that time holds nothing
 * there. The same second counts as after, since a token and a removal in one second cannot be ordered.
 */
export const schoolsRemovedSince = async (sub: string, issuedAt: number): Promise<Set<string>> => {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.roleRemoval(sub, '').pk, ':prefix': ROLE_REMOVAL_PREFIX },
      ConsistentRead: true,
    }),
  );
  return new Set(Items.filter((item) => Number(item.removed_at) >= issuedAt).map((item) => String(item.school)));
};
