import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { s3Body } from '../../support/s3-body.js';
import { startTestTable } from '../../support/test-table.js';

/** The job's bookkeeping against dynalite: every chunk counted once, however often and however concurrently it runs. */
let table: { stop: () => void };
let job: typeof import('@functions/rosters/import-job.js');
let worker: typeof import('@functions/rosters/import-worker.js');
let roster: typeof import('@functions/rosters/roster.js');
const s3 = mockClient(S3Client);
const BUCKET = 'imports';
let csv = '';

beforeAll(async () => {
  table = await startTestTable('import');
  job = await import('@functions/rosters/import-job.js');
  worker = await import('@functions/rosters/import-worker.js');
  roster = await import('@functions/rosters/roster.js');
});
beforeEach(() => {
  s3.reset();
  // The SDK's body stream, as much of it as the worker reads.
  s3.on(GetObjectCommand).callsFake(() => ({ Body: s3Body(csv) }));
});
afterAll(() => {
  table?.stop();
});

const header = 'school_identifier,username,password,first_name,last_name,class_id,grade,modules';
let jobs = 0;
/** A job of `rows` rows whose checked CSV the mocked S3 serves. */
const newJob = async (rows: number) => {
  jobs += 1;
  const prefix = `j${jobs}`;
  csv = [header, ...Array.from({ length: rows }, (_, i) => `T,${prefix}.${i},pass-word-${i},K,${i},c,WAW,RESPA`)].join('\n');
  const id = `00000000-0000-4000-8000-${String(jobs).padStart(12, '0')}`;
  await job.createJob({
    id,
    schools: ['T'],
    created_by: 'admin@t',
    created_at: new Date().toISOString(),
    total: rows,
    chunks: Math.ceil(rows / job.CHUNK_ROWS),
  });
  return { id, messages: job.chunkMessages(id, rows), prefix };
};

describe('the roster import job', () => {
  it('splits a roster into chunks of 5 rows, the last one shorter', () => {
    expect(job.chunkMessages('00000000-0000-4000-8000-000000000000', 12).map((m) => [m.chunk, m.first, m.count])).toEqual([
      [0, 0, 5],
      [1, 5, 5],
      [2, 10, 2],
    ]);
  });

  it('counts a chunk once when its message is delivered twice, or three times at once', async () => {
    const { id, messages } = await newJob(7);
    await worker.importChunk(BUCKET, messages[0]!, false);
    await worker.importChunk(BUCKET, messages[0]!, false);
    await Promise.all([1, 2, 3].map(() => worker.importChunk(BUCKET, messages[1]!, false)));
    const done = await job.getJob(id);
    expect(done).toMatchObject({ status: 'done', total: 7, rows_done: 7, added: 7, existing: 0, failed: 0 });
    expect((await job.jobResults(id)).map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    // The files with the passwords go when the job ends, once.
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key)).toEqual([
      `roster-imports/${id}/checked.csv`,
      `roster-imports/${id}/upload.csv`,
    ]);
  });

  it('finishes a chunk that was cut off half-way, reporting the rows it had already added as added', async () => {
    const { id, messages, prefix } = await newJob(5);
    // The first run died after two rows: their students exist, claimed by this job.
    for (let i = 0; i < 2; i += 1) {
      await roster.addStudent(
        {
          school_identifier: 'T',
          username: `${prefix}.${i}`,
          password: `pass-word-${i}`,
          first_name: 'K',
          last_name: String(i),
          class_id: 'c',
          grade: 'WAW',
          modules: ['RESPA'],
        },
        id,
      );
    }
    await worker.importChunk(BUCKET, messages[0]!, false);
    expect(await job.getJob(id)).toMatchObject({ status: 'done', added: 5, existing: 0 });
  });

  it('reports the rows of a chunk that went to the dead-letter queue as failed, and ends the job', async () => {
    const { id, messages } = await newJob(6);
    await worker.importChunk(BUCKET, messages[1]!, false);
    await worker.failChunk(BUCKET, messages[0]!);
    await worker.failChunk(BUCKET, messages[0]!);
    expect(await job.getJob(id)).toMatchObject({ status: 'done', rows_done: 6, added: 1, failed: 5 });
    const rows = await job.jobResults(id);
    expect(rows.filter((row) => row.result === 'failed').map((row) => row.message)).toEqual(Array(5).fill(worker.ROW_FAILED));
  });

  it('gives the same student and module ids to the same row, whoever imports it', () => {
    const a = roster.studentIdFor(' t ', 'Kid.One');
    expect(roster.studentIdFor('T', 'kid.one')).toBe(a);
    expect(roster.studentIdFor('T', 'kid.two')).not.toBe(a);
    expect(roster.moduleIdFor(a, 'RESPA')).not.toBe(roster.moduleIdFor(a, 'INROCK'));
  });
});
