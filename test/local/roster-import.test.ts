import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminCall, passkeyFor, setUpPasskey, signInAdmin } from './admin-client.js';
import { follow, header, rosterOf, start, upload } from './import-client.js';
import { signIn } from './stock-client.js';

/** Roster imports as a job, through the admin API of the running local cloud: S3, SQS and the worker as in AWS. */
let cloud: LocalCloud;
let dataDir: string;
let stop: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ cloud, dataDir, stop } = await startTestCloud());
  token = (await signInAdmin(cloud, 'admin@demo.school')).idToken;
  // Importing and resetting are sensitive actions: this admin proves a passkey first, as the dashboard asks.
  await setUpPasskey(cloud, token, passkeyFor(cloud));
});
afterAll(async () => {
  await stop?.();
});

const students = async () =>
  ((await adminCall(cloud, token, 'GET', '/v3/admin/students')).body.students as Array<{
    id: string;
    username: string;
    modules: unknown[];
  }>) ?? [];
const importFiles = () => {
  const dir = join(dataDir, 's3', 'waw-local-imports', 'roster-imports');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.csv')) : [];
};

describe('a roster import', () => {
  it('uploads, checks and imports every row in the background, with progress and a result per row', async () => {
    const id = await upload(cloud, token, rosterOf(12, 'class.a'));
    // The file with the passwords is there before the job, so its absence after is the job's doing.
    expect(importFiles()).toEqual([join(id, 'upload.csv')]);
    const started = await start(cloud, token, id);
    expect(started.status).toBe(202);
    expect(started.body.job).toMatchObject({ id, status: 'running', total: 12, rows_done: 0, schools: ['DEMO'] });
    const { final, seen } = await follow(cloud, token, id);
    expect(final.job).toMatchObject({ status: 'done', total: 12, rows_done: 12, added: 12, existing: 0, failed: 0 });
    expect(final.rows?.map((row) => [row.line, row.username, row.result])).toEqual(
      Array.from({ length: 12 }, (_, i) => [i + 2, `class.a.${i}`, 'added']),
    );
    // Progress only ever moves forward, and no row ever carries a password.
    const progress = seen.map((view) => view.job.rows_done);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(JSON.stringify(seen)).not.toContain('password-');
    expect((await signIn(cloud.config, 'class.a.7', 'password-class.a-7')).status).toBe(200);
    // The file with the passwords is gone once the job is done.
    expect(importFiles()).toEqual([]);
    // The admin who left the page finds the job again.
    const { jobs } = (await adminCall(cloud, token, 'GET', '/v3/admin/imports')).body as { jobs: Array<{ id: string }> };
    expect(jobs[0]?.id).toBe(id);
  });

  it('imports nothing from a file with a wrong row, and says which lines to fix', async () => {
    const before = await students();
    const csv = [header, 'DEMO,ok.kid,good-password-1,Ok,Kid,c,WAW,RESPA', 'DEMO,bad.kid,short,Bad,Kid,c,WAW,NOPE'].join('\n');
    const id = await upload(cloud, token, csv);
    expect(importFiles()).toEqual([join(id, 'upload.csv')]);
    const refused = await start(cloud, token, id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Nothing was imported. Fix these rows and try again.');
    expect((refused.body.errors as string[]).every((error) => error.startsWith('Line 3:'))).toBe(true);
    expect(await students()).toEqual(before);
    expect((await adminCall(cloud, token, 'GET', `/v3/admin/imports?id=${id}`)).status).toBe(404);
    expect(importFiles()).toEqual([]);
  });

  it('creates each student exactly once when the same file is imported three times at once', async () => {
    const csv = rosterOf(8, 'triple');
    const ids = await Promise.all([1, 2, 3].map(() => upload(cloud, token, csv)));
    expect((await Promise.all(ids.map((id) => start(cloud, token, id)))).map((r) => r.status)).toEqual([202, 202, 202]);
    const finals = await Promise.all(ids.map(async (id) => (await follow(cloud, token, id)).final));
    const added = finals.reduce((sum, view) => sum + view.job.added, 0);
    const existing = finals.reduce((sum, view) => sum + view.job.existing, 0);
    expect({ added, existing }).toEqual({ added: 8, existing: 16 });
    const copies = (await students()).filter((student) => student.username.startsWith('triple.'));
    expect(copies).toHaveLength(8);
    expect(new Set(copies.map((student) => student.id)).size).toBe(8);
    for (const student of copies) expect(student.modules).toHaveLength(2);
  });

  it('reports every row as already there when the same file is imported again later', async () => {
    const id = await upload(cloud, token, rosterOf(12, 'class.a'));
    await start(cloud, token, id);
    const { final } = await follow(cloud, token, id);
    expect(final.job).toMatchObject({ added: 0, existing: 12, failed: 0 });
    expect((await signIn(cloud.config, 'class.a.0', 'password-class.a-0')).status).toBe(200);
  });

  it('refuses to start without a file, a second start of a finished job, a file too big, and a job of unknown id', async () => {
    const ticket = await adminCall(cloud, token, 'POST', '/v3/admin/imports', { size: 10 });
    // S3 answers the missing upload with 403 AccessDenied (the role may not list the bucket): still the admin's 404.
    expect(await start(cloud, token, String(ticket.body.id))).toEqual({
      status: 404,
      body: { message: 'Upload the roster file first, then start the import.' },
    });
    const id = await upload(cloud, token, rosterOf(1, 'once'));
    await start(cloud, token, id);
    await follow(cloud, token, id);
    expect(await start(cloud, token, id)).toMatchObject({ status: 409, body: { message: 'This import has finished already.' } });
    expect((await adminCall(cloud, token, 'POST', '/v3/admin/imports', { size: 3 * 1024 * 1024 })).status).toBe(400);
    expect((await start(cloud, token, 'not-an-id')).status).toBe(400);
    expect((await adminCall(cloud, token, 'GET', '/v3/admin/imports?id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('keeps the upload URL to the one file it was signed for, of the size it was signed for', async () => {
    const ticket = await adminCall(cloud, token, 'POST', '/v3/admin/imports', { size: 20 });
    const bigger = await fetch(String(ticket.body.url), { method: 'PUT', body: 'x'.repeat(40), headers: { 'content-type': 'text/csv' } });
    expect(bigger.status).toBe(403);
  });

  it('ends a job started again after its checked copy is gone (the bucket keeps the files a day), every row failed', async () => {
    // A job cut off half-way, restarted by its admin after the lifecycle rule removed its files. (Imported here: the
    // table's name is read when the module loads, and the cloud sets it.)
    const { chunkMessages, createJob } = await import('../../functions/rosters/import-job.js');
    const { ROW_FAILED } = await import('../../functions/rosters/import-worker.js');
    const id = randomUUID();
    const total = 7;
    expect(
      await createJob({
        id,
        schools: ['DEMO'],
        created_by: 'admin@demo.school',
        created_at: new Date().toISOString(),
        total,
        chunks: chunkMessages(id, total).length,
      }),
    ).toBe(true);
    expect(await start(cloud, token, id)).toMatchObject({ status: 202, body: { job: { id, status: 'running' } } });
    const { final } = await follow(cloud, token, id);
    expect(final.job).toMatchObject({ status: 'done', total, rows_done: total, added: 0, existing: 0, failed: total });
    expect(final.rows?.map((row) => [row.line, row.result, row.message])).toEqual(
      Array.from({ length: total }, (_, i) => [i + 2, 'failed', ROW_FAILED]),
    );
  });
});
