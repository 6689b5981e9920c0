import type { _Object } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as v from 'valibot';
import { CHARACTER_CODES, PROGRAMME_DAYS } from '@domain/constants.js';
import { parseBody } from '../common/body.js';
import { callerWawStudent } from '../common/caller.js';
import { requireEnv } from '../common/env.js';
import { badRequest, forbidden, notFound } from '../common/http-error.js';
import { isEnrolled } from '../common/enrolment.js';
import { httpHandler, json } from '../common/middleware.js';
import { forgetRecording, reserveRecording, type StoredRecording } from './recordings-quota.js';
import { presignUrl, s3 } from '../common/clients/s3.js';
import { int, text } from '@domain/validation.js';
import * as clock from '../common/clock.js';

const BUCKET = requireEnv('RECORDINGS_BUCKET');
const SIGNED_URL_SECONDS = 300;
const RECORDINGS_PREFIX = 'recordings/';

const MAX_RECORDING_BYTES = 50 * 1024 * 1024;
const uploadSchema = v.strictObject({
  contentType: v.picklist(['video/webm', 'video/mp4']),
  size: int(1, MAX_RECORDING_BYTES, 'A recording may be at most 50 MB'),
  /** the programme and day the message celebrates: My videos labels it with them */
  character: v.optional(v.picklist(CHARACTER_CODES)),
  day: v.optional(int(1, PROGRAMME_DAYS)),
});
/** A key's file name: when, then (for a labelled recording) whose day, then a random id. */
const LABEL = /^[^/]*-(?<character>[A-Z]+)-day-(?<day>\d{1,2})-[0-9a-f-]{36}\.(?:webm|mp4)$/;
const labelOf = (key: string): { character: string; day: number } | null => {
  const match = LABEL.exec(key.slice(key.lastIndexOf('/') + 1));
  return match?.groups ? { character: match.groups.character!, day: Number(match.groups.day) } : null;
};
const deleteSchema = v.strictObject({ key: text(1, 300) });
/** The names upload() gives recordings: a timestamp, maybe a label, a UUID and the extension. Nothing else is ever a recording. */
const RECORDING_NAME = /^[0-9A-Za-z-]+\.(webm|mp4)$/;

/** Every key of a student's lives under their own identity; nothing they send can name another's. */
const ownPrefix = (event: APIGatewayProxyEvent): string => {
  const identityId = event.requestContext.identity.cognitoIdentityId;
  if (!identityId) throw forbidden('This call needs a signed-in student');
  return `${RECORDINGS_PREFIX}${identityId}/`;
};

/** Every recording under the caller's prefix, as S3 lists them. */
type Listed = _Object & { Key: string };

const listObjects = async (prefix: string): Promise<Listed[]> => {
  const { client, sdk } = await s3();
  const objects: Listed[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }));
    objects.push(...(page.Contents ?? []).filter((object): object is Listed => object.Key !== undefined));
    token = page.NextContinuationToken;
  } while (token);
  return objects;
};

const upload = async (event: APIGatewayProxyEvent, studentId: string, prefix: string) => {
  const { contentType, size, character, day } = parseBody(event, uploadSchema);
  if ((character === undefined) !== (day === undefined)) throw badRequest('A label needs both the character and the day');
  const label = character && day ? `-${character}-day-${day}` : '';
  const key = `${prefix}${clock.nowIso().replace(/[:.]/g, '-')}${label}-${randomUUID()}.${contentType === 'video/webm' ? 'webm' : 'mp4'}`;
  const stored = async (): Promise<StoredRecording[]> =>
    (await listObjects(prefix)).map((object) => ({ key: object.Key, size: object.Size ?? 0 }));
  // A child being removed uploads nothing more (functions/common/enrolment.ts).
  if (!(await isEnrolled(studentId))) throw forbidden('No student is linked to this sign-in');
  await reserveRecording(studentId, { key, size }, stored);
  const url = await presignUrl({ method: 'PUT', bucket: BUCKET, key, contentType, size, expiresIn: SIGNED_URL_SECONDS });
  return json(200, { url, key, contentType, expiresIn: SIGNED_URL_SECONDS });
};

/** The caller's recordings, newest first, each playable for a few minutes through its own signed URL. */
const list = async (prefix: string) => {
  const objects = await listObjects(prefix);
  objects.sort((a, b) => (b.LastModified?.getTime() ?? 0) - (a.LastModified?.getTime() ?? 0));
  const recordings = await Promise.all(
    objects.map(async (object) => ({
      key: object.Key,
      createdAt: object.LastModified?.toISOString() ?? null,
      size: object.Size ?? 0,
      label: labelOf(object.Key),
      url: await presignUrl({ method: 'GET', bucket: BUCKET, key: object.Key, expiresIn: SIGNED_URL_SECONDS }),
    })),
  );
  return json(200, { recordings });
};

const remove = async (event: APIGatewayProxyEvent, studentId: string, prefix: string) => {
  const query = v.safeParse(deleteSchema, event.queryStringParameters ?? {});
  if (!query.success) throw badRequest('Say which recording: ?key=recordings/…');
  const { key } = query.output;
  // Someone else's key, a folder, or a path trick looks exactly like a recording that does not exist.
  if (!key.startsWith(prefix) || !RECORDING_NAME.test(key.slice(prefix.length))) throw notFound('Recording not found');
  const { client, sdk } = await s3();
  const { Contents = [] } = await client.send(new sdk.ListObjectsV2Command({ Bucket: BUCKET, Prefix: key, MaxKeys: 1 }));
  await client.send(new sdk.DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
  if (Contents.some((object) => object.Key === key)) await forgetRecording(studentId, key);
  return json(200, { deleted: key });
};

/** A student's private recordings: upload one, list them, delete one. Only ever their own. */
export const handler = httpHandler(async (event) => {
  const student = await callerWawStudent(event);
  const prefix = ownPrefix(event);
  if (event.httpMethod === 'POST') return upload(event, student.id, prefix);
  if (event.httpMethod === 'DELETE') return remove(event, student.id, prefix);
  return list(prefix);
});
