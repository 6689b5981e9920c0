import type { Readable } from 'node:stream';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { rowKey } from '../summaries/class-summary.js';
import { s3 } from '../common/clients/s3.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { readable, readableModule, videoName, type ExportVideo } from './export-zip.js';
import { cardsOf, childOf, identitiesOf } from '../removal/removal-steps.js';
import { removalOf } from '../common/enrolment.js';
import { loginPartition } from '../common/sign-in-key.js';
import { keys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

const get = async (key: Record<string, string>) =>
  (await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

/** Every item of a partition, page by page. */
const partitionItems = async (pk: string) => {
  const items: Array<Record<string, unknown>> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

/** Every item under the child's own partition. */
const studentItems = (studentId: string) => partitionItems(keys.profile(studentId).pk);

/** The keys of the child's videos: everything under each of their identities' folders in the recordings bucket. */
const videoKeys = async (bucket: string, identityIds: readonly string[]): Promise<string[]> => {
  const { client, sdk } = await s3();
  const found: string[] = [];
  for (const identityId of identityIds) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: `recordings/${identityId}/`, ContinuationToken: token }),
      );
      found.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.NextContinuationToken;
    } while (token);
  }
  return found;
};

export interface ChildExport {
  /** child.json: everything the table holds about the child, without keys or secret hashes */
  record: Record<string, unknown>;
  videos: ExportVideo[];
}

/**
 * Gathers what the product holds about one child, found as their removal finds it (functions/removal/removal-steps.ts):
 * their own items, their sign-in and cards (only while they are theirs), sign-in attempts, last sign-in, their row of
 * the class summary, and the videos under their identity's folder. Undefined when the child is gone.
 */
export const gatherChild = async (
  studentId: string,
  place: { bucket: string; identityPoolId: string },
): Promise<ChildExport | undefined> => {
  const items = await studentItems(studentId);
  const profile = items.find((item) => item.sk === 'PROFILE');
  // A child marked for removal is exported no more: their removal deletes this job too.
  if (!profile || removalOf(profile)) return undefined;
  const child = childOf(profile);
  const own = (item: Record<string, unknown> | undefined) => (item?.student_id === child.id ? item : undefined);
  const cardIds = await cardsOf(child);
  const cards = (await Promise.all(cardIds.map((id) => get(keys.card(child.school, id))))).map(own).filter((card) => card !== undefined);
  // Their username's and cards' sign-in tries, with the budgets of the devices they signed in on (sign-in-key.ts).
  const subjects = [child.username, ...cardIds.map((id) => `card:${id}`)];
  const attempts = (await Promise.all(subjects.map(async (subject) => partitionItems(await loginPartition(child.school, subject))))).flat();
  const seen = await get(keys.lastSignIn(child.school, child.id));
  const summary = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: rowKey(child.school, child.class_id, child.id), ConsistentRead: true }),
  );
  const identityIds = await identitiesOf(place.identityPoolId, child.id);
  const keysOfVideos = await videoKeys(place.bucket, identityIds);
  const { client, sdk } = await s3();
  const record = {
    exported_at: clock.nowIso(),
    profile: readable(profile),
    modules: items.filter((item) => String(item.sk).startsWith('MODULE#')).map(readableModule),
    settings: items.find((item) => item.sk === 'SETTINGS')?.settings ?? null,
    sign_in: readable(own(await get(keys.signIn(child.school, child.username)))),
    current_card: readable(items.find((item) => item.sk === 'CARD')),
    cards: cards.map(readable),
    sign_in_attempts: attempts.map(readable),
    last_sign_in: typeof seen?.at === 'number' ? new Date(seen.at).toISOString() : null,
    class_row: readable(summary.Item),
    recordings: { quota: readable(items.find((item) => item.sk === 'RECORDINGS')), files: keysOfVideos.map(videoName) },
  };
  const videos = keysOfVideos.map((key) => ({
    name: videoName(key),
    open: async () => {
      const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket: place.bucket, Key: key }));
      if (!Body) throw new Error('A video had no body');
      // In Node the SDK's body is a stream of the object, read as the zip takes it.
      return Body as Readable;
    },
  }));
  return { record, videos };
};
