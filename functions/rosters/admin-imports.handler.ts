import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as v from 'valibot';
import { int } from '@domain/validation.js';
import { STUDENT_ROLES, reaches, requireAal2, requireAdmin, type AdminCaller } from '../admins/admin.js';
import { parseBody } from '../common/body.js';
import { requireEnv } from '../common/env.js';
import { HttpError, badRequest, notFound } from '../common/http-error.js';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  chunkMessages,
  createJob,
  getJobItem,
  jobResults,
  jobsOf,
  type ImportJob,
} from './import-job.js';
import { checkedKey, uploadKey } from './import-files.js';
import { httpHandler, json } from '../common/middleware.js';
import { normaliseSchool } from '../common/normalise.js';
import { parseRoster } from './roster-parse.js';
import { isMissingObject, presignUrl, s3 } from '../common/clients/s3.js';
import { sqs } from '../common/clients/sqs.js';
import * as clock from '../common/clock.js';

const BUCKET = requireEnv('IMPORTS_BUCKET');
const QUEUE_URL = requireEnv('IMPORT_QUEUE_URL');
const UPLOAD_SECONDS = 300;

const uploadSchema = v.strictObject({
  size: int(1, MAX_IMPORT_BYTES, `A roster file may be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB`),
});
const jobIdSchema = v.strictObject({ id: v.pipe(v.string(), v.uuid('Name the import by the id its upload gave you')) });

/** Queues a chunk message for every chunk not yet counted, ten to a request (SQS's batch limit). */
const queueChunks = async (job: ImportJob, done: ReadonlySet<number>) => {
  const pending = chunkMessages(job.id, job.total).filter((message) => !done.has(message.chunk));
  const { client, sdk } = await sqs();
  for (let start = 0; start < pending.length; start += 10) {
    let entries = pending
      .slice(start, start + 10)
      .map((message) => ({ Id: `chunk-${message.chunk}`, MessageBody: JSON.stringify(message) }));
    // An entry SQS could not take this time is sent again, twice at most; then the call fails and can be retried.
    for (let attempt = 0; entries.length > 0; attempt += 1) {
      if (attempt === 3) throw new Error(`SQS refused ${entries.length} chunk messages of import ${job.id}`);
      const { Failed = [] } = await client.send(new sdk.SendMessageBatchCommand({ QueueUrl: QUEUE_URL, Entries: entries }));
      const failed = new Set(Failed.map((entry) => entry.Id));
      entries = entries.filter((entry) => failed.has(entry.Id));
    }
  }
};

const readUpload = async (jobId: string): Promise<string> => {
  const { client, sdk } = await s3();
  try {
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: BUCKET, Key: uploadKey(jobId) }));
    return await object.Body!.transformToString('utf8');
  } catch (error) {
    if (isMissingObject(error)) throw notFound('Upload the roster file first, then start the import.');
    throw error;
  }
};

const routes: Record<string, (event: APIGatewayProxyEvent, admin: AdminCaller) => Promise<ReturnType<typeof json>>> = {
  /**
   * A presigned URL for the CSV: it goes straight to a private bucket, never through a queue or a table. Importing
   * is a sensitive action, so the passkey is asked for before the admin uploads anything.
   */
  'POST /v3/admin/imports': async (event, admin) => {
    const { size } = parseBody(event, uploadSchema);
    await requireAal2(admin);
    const id = randomUUID();
    const url = await presignUrl({
      method: 'PUT',
      bucket: BUCKET,
      key: uploadKey(id),
      contentType: 'text/csv',
      size,
      expiresIn: UPLOAD_SECONDS,
    });
    return json(200, { id, url, contentType: 'text/csv', expiresIn: UPLOAD_SECONDS });
  },

  /**
   * Checks every row of the uploaded file at once; any wrong row and nothing is imported (the file is deleted).
   * Otherwise the job is created and its chunks queued: 202, and the work goes on without the admin. Starting a job
   * that is still running queues again whatever chunks are not counted yet: a job cut off half-way runs again.
   */
  'POST /v3/admin/imports/start': async (event, admin) => {
    const { id } = parseBody(event, jobIdSchema);
    const existing = await getJobItem(id);
    if (existing && existing.job.created_by !== admin.email) throw notFound('Import not found');
    if (existing) {
      await requireAal2(admin);
      if (existing.job.status === 'done') throw new HttpError(409, 'This import has finished already.', { job: existing.job });
      await queueChunks(existing.job, existing.done);
      return json(202, { job: existing.job });
    }
    const { client, sdk } = await s3();
    const csv = await readUpload(id);
    const parsed = parseRoster(csv);
    const refuse = async (message: string, errors: string[]) => {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: BUCKET, Key: uploadKey(id) }));
      return new HttpError(400, message, { errors });
    };
    if (!parsed.ok) throw await refuse('Nothing was imported. Fix these rows and try again.', parsed.errors);
    if (parsed.rows.length > MAX_IMPORT_ROWS) {
      throw await refuse(`Nothing was imported. A file may hold at most ${MAX_IMPORT_ROWS} students: split it and import each part.`, []);
    }
    // A school outside the admin's is answered as the API answers every such school: as if it did not exist.
    const foreign = parsed.rows.flatMap((row, index) =>
      reaches(admin, normaliseSchool(row.school_identifier))
        ? []
        : [`Row ${index + 2}: school ${row.school_identifier} is not one of yours`],
    );
    if (foreign.length > 0) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: BUCKET, Key: uploadKey(id) }));
      throw new HttpError(404, 'Nothing was imported: some rows name a school that is not yours.', { errors: foreign });
    }
    await requireAal2(admin);
    // The job reads a copy no upload URL can write, so the rows it imports are the rows checked here.
    await client.send(new sdk.PutObjectCommand({ Bucket: BUCKET, Key: checkedKey(id), Body: csv, ContentType: 'text/csv' }));
    await client.send(new sdk.DeleteObjectCommand({ Bucket: BUCKET, Key: uploadKey(id) }));
    const job = {
      id,
      schools: [...new Set(parsed.rows.map((row) => normaliseSchool(row.school_identifier)))].sort(),
      created_by: admin.email,
      created_at: clock.nowIso(),
      total: parsed.rows.length,
      chunks: chunkMessages(id, parsed.rows.length).length,
    };
    if (!(await createJob(job))) throw new HttpError(409, 'This import has started already.');
    const created = (await getJobItem(id))!;
    await queueChunks(created.job, created.done);
    return json(202, { job: created.job });
  },

  /** The admin's latest imports, or one import with every row's result once it is done. */
  'GET /v3/admin/imports': async (event, admin) => {
    const query = v.safeParse(v.strictObject({ id: v.optional(v.pipe(v.string(), v.uuid())) }), event.queryStringParameters ?? {});
    if (!query.success) throw badRequest('Ask for an import by its id, such as ?id=…');
    if (!query.output.id) return json(200, { jobs: await jobsOf(admin.email) });
    const stored = await getJobItem(query.output.id);
    // Another admin's import looks exactly like one that does not exist.
    if (!stored || stored.job.created_by !== admin.email) throw notFound('Import not found');
    return json(200, { job: stored.job, ...(stored.job.status === 'done' ? { rows: await jobResults(stored.job.id) } : {}) });
  },
};

/**
 * Roster imports for school and district admins: upload a CSV, start the job, follow it, read every row's result.
 * Only rows of the admin's own schools, and uploading or starting needs a passkey proved this session.
 */
export const handler = httpHandler(async (event) => {
  const admin = await requireAdmin(event, { role: STUDENT_ROLES });
  const route = routes[`${event.httpMethod} ${event.resource}`];
  if (!route) throw notFound('No such admin call');
  return route(event, admin);
});
