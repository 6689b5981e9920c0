import { DeleteIdentitiesCommand, LookupDeveloperIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { removeChildFromClass } from '../summaries/class-summary.js';
import { cognitoIdentity } from '../common/clients/cognito-identity.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { s3 } from '../common/clients/s3.js';
import { searchPartition, termsOf } from '../summaries/search-index.js';
import { loginPartition } from '../common/sign-in-key.js';
import { isConditionalCheckFailed, keys, tableName } from '../common/table.js';

/**
 * The steps of a child's removal. Each deletes what is there and is content to find nothing, so a job cut off
 * anywhere and run again from the start finishes. Everything is found from the child's profile, which goes last.
 */
export interface RemovedChild {
  id: string;
  school: string;
  class_id: string;
  username: string;
  first_name: string;
  last_name: string;
}

export const childOf = (profile: Record<string, unknown>): RemovedChild => ({
  id: String(profile.id),
  school: String(profile.school_identifier),
  class_id: String(profile.class_id),
  username: String(profile.username),
  first_name: String(profile.first_name),
  last_name: String(profile.last_name),
});

const remove = (key: Record<string, string>) => dynamo.send(new DeleteCommand({ TableName: tableName(), Key: key }));

/** Every item of a partition (with a sort-key prefix), page by page. */
const queryAll = async (pk: string, prefix = '', filter?: { expression: string; values: Record<string, unknown> }) => {
  const items: Array<Record<string, unknown>> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(prefix ? { ':prefix': prefix } : {}), ...filter?.values },
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

/** A username's or card's sign-in tries: its budget and each known device's, all in one partition (sign-in-key.ts). */
const removeLoginPartition = async (school: string, subject: string) => {
  for (const item of await queryAll(await loginPartition(school, subject))) await remove({ pk: String(item.pk), sk: String(item.sk) });
};

/** The child's identity in the identity pool (one per developer user id), or none once it is deleted. */
export const identitiesOf = async (poolId: string, studentId: string): Promise<string[]> => {
  try {
    const found = await cognitoIdentity.send(
      new LookupDeveloperIdentityCommand({ IdentityPoolId: poolId, DeveloperUserIdentifier: studentId, MaxResults: 60 }),
    );
    return found.IdentityId ? [found.IdentityId] : [];
  } catch (error) {
    if (error instanceof Error && error.name === 'ResourceNotFoundException') return [];
    throw error;
  }
};

/** The child's card ids: the one that works and any record a cut-off print left in the school's cards. */
export const cardsOf = async (child: RemovedChild): Promise<string[]> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.currentCard(child.id), ConsistentRead: true }));
  const records = await queryAll(keys.card(child.school, '').pk, 'CARD#', {
    expression: 'student_id = :id',
    values: { ':id': child.id },
  });
  const ids = records.map((record) => String(record.sk).slice('CARD#'.length));
  return [...new Set([...(Item ? [String(Item.card_id)] : []), ...ids])];
};

/** Deletes every video under the identity's folder; true when there was none left to delete. */
export const deleteVideos = async (bucket: string, identityId: string): Promise<number> => {
  const { client, sdk } = await s3();
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: `recordings/${identityId}/`, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key) continue;
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
      deleted += 1;
    }
    token = page.NextContinuationToken;
  } while (token);
  return deleted;
};

/** The identity's link item and the identity itself: the pool forgets the child's developer user id with it. */
export const deleteIdentity = async (poolId: string, identityId: string): Promise<void> => {
  await remove(keys.identity(identityId));
  const { UnprocessedIdentityIds = [] } = await cognitoIdentity.send(new DeleteIdentitiesCommand({ IdentityIdsToDelete: [identityId] }));
  // An identity already deleted is not reported unprocessed; anything else is a failure to retry.
  if (UnprocessedIdentityIds.length > 0) {
    throw new Error(`The identity pool ${poolId} did not delete an identity: ${UnprocessedIdentityIds[0]?.ErrorCode ?? 'unknown'}`);
  }
};

/**
 * The child's ways in and the index entries that name them: the sign-in (only if it is still theirs), their cards,
 * the sign-in budgets of their username and cards (with their devices' budgets beside them), when they last signed
 * in, their search entries.
 */
export const deleteSignInsAndIndexes = async (child: RemovedChild, cardIds: readonly string[]): Promise<void> => {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.signIn(child.school, child.username),
        ConditionExpression: 'student_id = :id',
        ExpressionAttributeValues: { ':id': child.id },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
  for (const cardId of cardIds) {
    await remove(keys.card(child.school, cardId));
    await removeLoginPartition(child.school, `card:${cardId}`);
  }
  await removeLoginPartition(child.school, child.username);
  await remove(keys.lastSignIn(child.school, child.id));
  for (const term of termsOf({ ...child, username: child.username })) {
    await remove({ pk: searchPartition(child.school), sk: `${term}#${child.id}` });
  }
};

/**
 * The child's exports: each zip (where its entry says it is), its job and the entry, whether built or not, and their
 * last export request. An export whose zip is still being built finds its job gone and deletes that zip itself
 * (functions/export/export-worker.ts).
 */
export const deleteExports = async (studentId: string): Promise<number> => {
  const { client, sdk } = await s3();
  const entries = await queryAll(keys.childExport(studentId, '').pk, 'JOB#');
  for (const entry of entries) {
    await client.send(new sdk.DeleteObjectCommand({ Bucket: String(entry.bucket), Key: String(entry.zip_key) }));
    await remove(keys.exportJob(String(entry.job_id)));
    await remove({ pk: String(entry.pk), sk: String(entry.sk) });
  }
  // The child's last export request (which job a repeat answers) goes with them.
  await remove(keys.exportRequest(studentId));
  return entries.length;
};

/** Every item under the child but their profile: modules, settings, card, recordings quota. Returns how many. */
export const deleteStudentItems = async (studentId: string): Promise<number> => {
  const items = await queryAll(keys.profile(studentId).pk);
  const others = items.filter((item) => item.sk !== 'PROFILE');
  for (const item of others) await remove({ pk: String(item.pk), sk: String(item.sk) });
  return others.length;
};

/** Their row of their class's summary. */
export const deleteClassRow = (child: RemovedChild): Promise<boolean> =>
  removeChildFromClass({ school: child.school, class_id: child.class_id }, child.id);

/** The profile, last: only while it still carries this job's mark, so a child imported afresh since is left alone. */
export const deleteProfile = async (studentId: string, jobId: string): Promise<void> => {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.profile(studentId),
        ConditionExpression: 'removal.#job = :job',
        ExpressionAttributeNames: { '#job': 'job' },
        ExpressionAttributeValues: { ':job': jobId },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
};
