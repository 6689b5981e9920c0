import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../common/clients/dynamodb.js';
import { HttpError } from '../common/http-error.js';
import { conditionalPut, keys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

/**
 * Each child's recordings are limited in number and in bytes. Ten days make ten messages, so 20 leave room to try
 * again; 200 MB is a few minutes of video. The bucket deletes recordings after 30 days, which frees room by itself.
 */
export const MAX_RECORDINGS = 20;
export const MAX_RECORDINGS_BYTES = 200 * 1024 * 1024;
export const RECORDINGS_FULL = 'Your video box is full. Ask a grown-up to help you delete an old video in My videos.';

/** Where the child's recordings live (their identity's folder): kept here so an admin can count them. */
const prefixOf = (key: string): string => key.slice(0, key.lastIndexOf('/') + 1);

/** How long a reservation holds room: the upload URL's life plus time for a slow upload to finish. */
const RESERVATION_MS = 15 * 60 * 1000;

export interface StoredRecording {
  key: string;
  size: number;
}
interface Reservation extends StoredRecording {
  expires_at: number;
}

/**
 * Reserves room for one more recording, or refuses with 409 when the child's box is full. What counts is what the
 * bucket holds plus the uploads signed but not landed yet; the reservations live in one versioned item per child,
 * written only if no other reservation got there first, so two uploads asked for at once cannot both take the last
 * place.
 */
export const reserveRecording = async (
  studentId: string,
  upload: StoredRecording,
  storedNow: () => Promise<StoredRecording[]>,
  now = clock.now(),
): Promise<void> => {
  for (let round = 0; round < 10; round += 1) {
    // Uploads asked for at once take turns: a short random pause spreads the next tries.
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * round));
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.recordings(studentId), ConsistentRead: true }));
    const version = Item ? Number(Item.version) : 0;
    const stored = await storedNow();
    const landed = new Set(stored.map((recording) => recording.key));
    const pending = ((Item?.pending ?? []) as Reservation[]).filter((r) => r.expires_at > now && !landed.has(r.key));
    const all = [...stored, ...pending];
    const bytes = all.reduce((sum, recording) => sum + recording.size, 0);
    if (all.length + 1 > MAX_RECORDINGS || bytes + upload.size > MAX_RECORDINGS_BYTES) {
      throw new HttpError(409, RECORDINGS_FULL, {
        code: 'recordings_full',
        limit: { count: MAX_RECORDINGS, bytes: MAX_RECORDINGS_BYTES },
        used: { count: all.length, bytes },
      });
    }
    const saved = await conditionalPut({
      TableName: tableName(),
      Item: {
        ...keys.recordings(studentId),
        version: version + 1,
        prefix: prefixOf(upload.key),
        pending: [...pending, { ...upload, expires_at: now + RESERVATION_MS }],
      },
      ...(Item
        ? { ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': version } }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    });
    if (saved) return;
  }
  throw new HttpError(409, 'Another video is being saved right now. Please try again.');
};

/**
 * A recording that landed and is then deleted gives its place back at once: its reservation goes too. (One never
 * uploaded keeps its reservation until it lapses, or deleting unused tickets would hand out more than 20.)
 */
export const forgetRecording = async (studentId: string, key: string): Promise<void> => {
  for (let round = 0; round < 10; round += 1) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * round));
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.recordings(studentId), ConsistentRead: true }));
    const pending = (Item?.pending ?? []) as Reservation[];
    if (!Item || !pending.some((reservation) => reservation.key === key)) return;
    const version = Number(Item.version);
    const saved = await conditionalPut({
      TableName: tableName(),
      Item: {
        ...keys.recordings(studentId),
        version: version + 1,
        prefix: prefixOf(key),
        pending: pending.filter((reservation) => reservation.key !== key),
      },
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': version },
    });
    if (saved) return;
  }
};
