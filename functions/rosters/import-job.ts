import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { ROSTER_IMPORT_QUEUE } from '../routes.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { conditionalPut, isConditionalCheckFailed, tableName } from '../common/table.js';
import { int } from '@domain/validation.js';
import * as clock from '../common/clock.js';

/**
 * A roster import as a job. The CSV (with its passwords) stays in S3; messages on the queue name a job and a chunk
 * of rows, never a password; DynamoDB holds the job's progress (counters only ever ADDed) and each chunk's results
 * in an item of its own, so nothing grows towards DynamoDB's 400 KB item limit however long the roster is:
 *   IMPORT#{job}   JOB            status, schools, total, rows_done, added, existing, failed, chunks_done (a set)
 *   IMPORT#{job}   CHUNK#{00042}  rows: [{line, username, school, result, message?}] of that chunk
 *   IMPORTS#{email} IMPORT#{at}#{job}   the admin's own imports, newest last, to pick a job up again
 *   IMPORTED#{school} IMPORT#{job}      the imports that named the school, so a child's removal finds their rows
 */

/** Rows a message carries: each is half a second of scrypt, so a batch of two chunks stays far inside the timeout. */
export const CHUNK_ROWS = ROSTER_IMPORT_QUEUE.rowsPerMessage;
/** A district's largest school fits many times over; a bigger file is split. */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** Results are kept a month (DynamoDB's TTL); the CSV itself goes when the job ends, or after a day at the latest. */
const RESULTS_KEPT_SECONDS = 30 * 24 * 3600;

export const importKeys = {
  job: (jobId: string) => ({ pk: `IMPORT#${jobId}`, sk: 'JOB' }),
  chunk: (jobId: string, chunk: number) => ({ pk: `IMPORT#${jobId}`, sk: `CHUNK#${String(chunk).padStart(5, '0')}` }),
  ofAdmin: (email: string, createdAt: string, jobId: string) => ({ pk: `IMPORTS#${email}`, sk: `IMPORT#${createdAt}#${jobId}` }),
  ofSchool: (school: string, jobId: string) => ({ pk: `IMPORTED#${school}`, sk: `IMPORT#${jobId}` }),
};

export type RowOutcome = 'added' | 'exists' | 'failed';
export interface RowResult {
  line: number;
  username: string;
  school: string;
  result: RowOutcome;
  message?: string;
}

export interface ImportJob {
  id: string;
  status: 'running' | 'done';
  /** the schools the file names: what tenancy checks an admin against */
  schools: string[];
  created_by: string;
  created_at: string;
  finished_at?: string;
  total: number;
  chunks: number;
  rows_done: number;
  added: number;
  existing: number;
  failed: number;
}

/** What a queue message says: which rows of which job, and nothing else. */
export const chunkMessageSchema = v.strictObject({
  jobId: v.pipe(v.string(), v.uuid()),
  chunk: int(0),
  first: int(0),
  count: int(1, CHUNK_ROWS),
});
export type ChunkMessage = v.InferOutput<typeof chunkMessageSchema>;

export const chunkMessages = (jobId: string, total: number): ChunkMessage[] =>
  Array.from({ length: Math.ceil(total / CHUNK_ROWS) }, (_, chunk) => ({
    jobId,
    chunk,
    first: chunk * CHUNK_ROWS,
    count: Math.min(CHUNK_ROWS, total - chunk * CHUNK_ROWS),
  }));

const expiresAt = () => clock.nowSeconds() + RESULTS_KEPT_SECONDS;

const toJob = (item: Record<string, unknown>): ImportJob => ({
  id: String(item.id),
  status: item.status === 'done' ? 'done' : 'running',
  schools: (item.schools as string[] | undefined) ?? [],
  created_by: String(item.created_by),
  created_at: String(item.created_at),
  ...(typeof item.finished_at === 'string' ? { finished_at: item.finished_at } : {}),
  total: Number(item.total),
  chunks: Number(item.chunks),
  rows_done: Number(item.rows_done ?? 0),
  added: Number(item.added ?? 0),
  existing: Number(item.existing ?? 0),
  failed: Number(item.failed ?? 0),
});

/** The set of chunks already counted, read from the job item. */
const chunksDone = (item: Record<string, unknown> | undefined): Set<number> =>
  item?.chunks_done instanceof Set ? new Set([...(item.chunks_done as Set<number>)].map(Number)) : new Set();

/** Creates the job once: false when a job of this id exists already. */
export const createJob = async (job: Omit<ImportJob, 'rows_done' | 'added' | 'existing' | 'failed' | 'status'>): Promise<boolean> => {
  const created = await conditionalPut({
    TableName: tableName(),
    Item: { ...importKeys.job(job.id), ...job, status: 'running', rows_done: 0, added: 0, existing: 0, failed: 0, expires_at: expiresAt() },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  if (created) {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...importKeys.ofAdmin(job.created_by, job.created_at, job.id), job_id: job.id, expires_at: expiresAt() },
      }),
    );
    for (const school of job.schools) {
      await dynamo.send(
        new PutCommand({ TableName: tableName(), Item: { ...importKeys.ofSchool(school, job.id), expires_at: expiresAt() } }),
      );
    }
  }
  return created;
};

/** Every item of a partition whose sort key begins so, page by page. */
const itemsOf = async (pk: string, prefix: string) => {
  const items: Array<Record<string, unknown>> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

/**
 * A removed child's rows leave the results of every import that named their school (results are kept 30 days): each
 * row of theirs is taken out of its chunk by one update on the condition that the row there is still theirs, so a
 * step run again, or two at once, takes out nothing else. The job's counts stay as they were. How many were taken out.
 */
export const forgetImportRows = async (school: string, username: string): Promise<number> => {
  let removed = 0;
  for (const entry of await itemsOf(`IMPORTED#${school}`, 'IMPORT#')) {
    const jobId = String(entry.sk).slice('IMPORT#'.length);
    for (const chunk of await itemsOf(importKeys.job(jobId).pk, 'CHUNK#')) {
      const rows = (chunk.rows as RowResult[] | undefined) ?? [];
      const theirs = rows.flatMap((row, index) => (row.school === school && row.username === username ? [index] : []));
      // From the last, so each index still names the row it was read at.
      for (const index of theirs.reverse()) {
        try {
          await dynamo.send(
            new UpdateCommand({
              TableName: tableName(),
              Key: { pk: String(chunk.pk), sk: String(chunk.sk) },
              UpdateExpression: `REMOVE #rows[${index}]`,
              ConditionExpression: `#rows[${index}].username = :username AND #rows[${index}].school = :school`,
              ExpressionAttributeNames: { '#rows': 'rows' },
              ExpressionAttributeValues: { ':username': username, ':school': school },
            }),
          );
          removed += 1;
        } catch (error) {
          if (!isConditionalCheckFailed(error)) throw error;
        }
      }
    }
  }
  return removed;
};

export const getJobItem = async (jobId: string): Promise<{ job: ImportJob; done: Set<number> } | undefined> => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: importKeys.job(jobId), ConsistentRead: true }));
  return Item ? { job: toJob(Item), done: chunksDone(Item) } : undefined;
};

export const getJob = async (jobId: string): Promise<ImportJob | undefined> => (await getJobItem(jobId))?.job;

/** An admin's latest imports, newest first: a key query, never a scan. */
export const jobsOf = async (email: string, limit = 5): Promise<ImportJob[]> => {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :imports)',
      ExpressionAttributeValues: { ':pk': `IMPORTS#${email}`, ':imports': 'IMPORT#' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  const jobs = await Promise.all(Items.map((item) => getJob(String(item.job_id))));
  return jobs.filter((job): job is ImportJob => job !== undefined);
};

/** Every row's result so far, in file order. */
export const jobResults = async (jobId: string): Promise<RowResult[]> => {
  const rows: RowResult[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chunk)',
        ExpressionAttributeValues: { ':pk': importKeys.job(jobId).pk, ':chunk': 'CHUNK#' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) rows.push(...(item.rows as RowResult[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rows.sort((a, b) => a.line - b.line);
};

/**
 * Records a chunk's results and counts them into the job, once: the first results written for a chunk are the ones
 * that stand, and the job's counters move only together with the chunk's place in chunks_done, in one conditional
 * update. Returns the job as it stands, and whether this call finished it.
 */
export const recordChunk = async (jobId: string, chunk: number, rows: RowResult[]): Promise<{ job: ImportJob; finished: boolean }> => {
  const written = await conditionalPut({
    TableName: tableName(),
    Item: { ...importKeys.chunk(jobId, chunk), rows, expires_at: expiresAt() },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  let standing = rows;
  if (!written) {
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: importKeys.chunk(jobId, chunk), ConsistentRead: true }),
    );
    standing = (Item?.rows as RowResult[] | undefined) ?? rows;
  }
  const count = (outcome: RowOutcome) => standing.filter((row) => row.result === outcome).length;
  let job: ImportJob;
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: importKeys.job(jobId),
        UpdateExpression: 'ADD rows_done :rows, added :added, existing :existing, failed :failed, chunks_done :chunk',
        ConditionExpression: 'attribute_exists(pk) AND NOT contains(chunks_done, :n)',
        ExpressionAttributeValues: {
          ':rows': standing.length,
          ':added': count('added'),
          ':existing': count('exists'),
          ':failed': count('failed'),
          ':chunk': new Set([chunk]),
          ':n': chunk,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    job = toJob(Attributes!);
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    // Counted already (a redelivered message): nothing more to do.
    const current = await getJob(jobId);
    if (!current) throw new Error(`Import job ${jobId} is gone`);
    return { job: current, finished: false };
  }
  if (job.status !== 'running' || job.rows_done < job.total) return { job, finished: false };
  // The chunk that completes the count finishes the job, once.
  const finishedAt = clock.nowIso();
  const finished = await dynamo
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: importKeys.job(jobId),
        UpdateExpression: 'SET #status = :done, finished_at = :at',
        ConditionExpression: '#status = :running',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':done': 'done', ':running': 'running', ':at': finishedAt },
      }),
    )
    .then(
      () => true,
      (error: unknown) => {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      },
    );
  return { job: finished ? { ...job, status: 'done', finished_at: finishedAt } : job, finished };
};
