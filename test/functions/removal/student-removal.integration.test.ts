import { CognitoIdentityClient, DeleteIdentitiesCommand, LookupDeveloperIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_REMOVAL_QUEUE } from '@functions/routes.js';
import type { RosterRow } from '@domain/roster-row.js';
import { startTestTable } from '../../support/test-table.js';

/**
 * The removal worker's steps against dynalite (the identity pool and the bucket mocked): a job cut off half-way and
 * run again finishes, an import naming the child mid-removal writes nothing, and at the end the table holds
 * nothing of the child but the job's record.
 */
let table: { stop: () => void };
let dynamo: typeof import('@functions/common/clients/dynamodb.js').dynamo;
let roster: typeof import('@functions/rosters/roster.js');
let worker: typeof import('@functions/removal/removal-worker.js');
let jobs: typeof import('@functions/removal/removal-job.js');
let keys: typeof import('@functions/common/table.js').keys;
const cognito = mockClient(CognitoIdentityClient);
const s3 = mockClient(S3Client);

beforeAll(async () => {
  table = await startTestTable('student-removal');
  ({ dynamo } = await import('@functions/common/clients/dynamodb.js'));
  roster = await import('@functions/rosters/roster.js');
  worker = await import('@functions/removal/removal-worker.js');
  jobs = await import('@functions/removal/removal-job.js');
  ({ keys } = await import('@functions/common/table.js'));
});
afterAll(() => table?.stop());

const row = {
  school_identifier: 'DEMO',
  username: 'leaving.kid',
  password: 'password-leaving',
  first_name: 'Lea',
  last_name: 'Ving',
  class_id: 'c1',
  grade: 'WAW',
  modules: ['RESPA'],
} satisfies RosterRow;
const IDENTITY = 'us-east-1:leaving-identity';
const VIDEO = `recordings/${IDENTITY}/2025-01-01-x.webm`;

const everything = async () => (await dynamo.send(new ScanCommand({ TableName: process.env.TABLE_NAME! }))).Items ?? [];

const markedAtForTries = Date.parse('2026-11-02T08:00:00Z');

describe('a removal job', () => {
  it('cut off half-way and run again, finishes, and leaves only its own record', async () => {
    expect(await roster.addStudent(row)).toBe('added');
    const studentId = roster.studentIdFor('DEMO', 'leaving.kid');
    const { linkIdentity } = await import('@functions/common/students-repository.js');
    await linkIdentity(IDENTITY, { id: studentId, class_id: 'c1', first_name: 'Lea', last_name: 'Ving', grade: 'WAW' });
    const { writeSettings } = await import('@functions/settings/settings-repository.js');
    const { DEFAULT_SETTINGS } = await import('@domain/settings.js');
    await writeSettings(studentId, DEFAULT_SETTINGS);
    const { issueCard } = await import('@functions/cards/cards-repository.js');
    const card = await issueCard('DEMO', studentId, 'admin@demo.school', new Date());
    expect(card).not.toBe('conflict');
    const cardId = card === 'conflict' ? '' : card.cardId;
    expect((await everything()).filter((item) => JSON.stringify(item).includes(studentId)).length).toBeGreaterThan(6);
    // An import of before listed the child beside a classmate; wrong passwords were tried on the child's username, and
    // a device of theirs has a budget of its own.
    const imports = await import('@functions/rosters/import-job.js');
    const importId = '0b7f6a3e-2c1d-4e5f-8a9b-1c2d3e4f5a6b';
    await imports.createJob({
      id: importId,
      schools: ['DEMO'],
      created_by: 'admin@demo.school',
      created_at: '2026-11-01T00:00:00Z',
      total: 3,
      chunks: 1,
    });
    await imports.recordChunk(importId, 0, [
      { line: 2, username: 'leaving.kid', school: 'DEMO', result: 'added' },
      { line: 3, username: 'staying.kid', school: 'DEMO', result: 'added' },
      { line: 4, username: 'leaving.kid', school: 'DEMO', result: 'exists' },
    ]);
    const budgets = await import('@functions/sign-in/login-attempts-repository.js');
    await budgets.claimAttempt(await budgets.usernameBudget('DEMO', 'leaving.kid'), budgets.USERNAME_BUDGET, markedAtForTries);
    await budgets.recordWrongTry('DEMO', 'leaving.kid', markedAtForTries);
    await budgets.claimAttempt(await budgets.deviceBudget('DEMO', 'leaving.kid', 'a-device'), budgets.DEVICE_BUDGET, markedAtForTries);
    const { loginPartition } = await import('@functions/common/sign-in-key.js');
    const counters = await loginPartition('DEMO', 'leaving.kid');
    expect((await everything()).filter((item) => item.pk === counters)).toHaveLength(2);

    const markedAt = 1_000_000;
    const jobId = '6f1c2a9e-1d2b-4c3a-9e8f-7a6b5c4d3e2f';
    await dynamo.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME!,
        Key: keys.profile(studentId),
        UpdateExpression: 'SET removal = :mark',
        ExpressionAttributeValues: { ':mark': { job: jobId, at: markedAt, by: 'admin-sub' } },
      }),
    );
    await jobs.createRemovalJob({
      id: jobId,
      student_id: studentId,
      school: 'DEMO',
      class_id: 'c1',
      created_by: 'admin-sub',
      created_at: new Date(markedAt).toISOString(),
      marked_at: markedAt,
    });
    cognito.on(LookupDeveloperIdentityCommand).resolves({ IdentityId: IDENTITY });
    cognito.on(DeleteIdentitiesCommand).resolves({ UnprocessedIdentityIds: [] });
    s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: VIDEO }] });
    s3.on(DeleteObjectCommand).resolves({});

    let clock = markedAt + 1000;
    const later: Array<[string, number]> = [];
    let cut = true;
    const context = {
      bucket: 'recordings',
      identityPoolId: 'us-east-1:pool',
      later: async (id: string, seconds: number) => void later.push([id, seconds]),
      now: () => clock,
      sleep: async () => {
        // The worker dies while it waits for the last save's window: after the sweep, before the class row.
        if (cut) throw new Error('cut off');
      },
    };

    // Too early: no request that saw the child enrolled may still be running only after the grace.
    await worker.runRemoval(jobId, context);
    expect(later).toEqual([[jobId, STUDENT_REMOVAL_QUEUE.graceSeconds - 1]]);
    expect(
      (await dynamo.send(new GetCommand({ TableName: process.env.TABLE_NAME!, Key: keys.signIn('DEMO', 'leaving.kid') }))).Item,
    ).toBeDefined();

    clock = markedAt + STUDENT_REMOVAL_QUEUE.graceSeconds * 1000;
    await expect(worker.runRemoval(jobId, context)).rejects.toThrow('cut off');
    const halfway = (await everything()).map((item) => `${String(item.pk)} ${String(item.sk)}`);
    expect(halfway).toContain(`STUDENT#${studentId} PROFILE`);
    expect(halfway).toContain('CLASS#DEMO CLASS#c1');
    expect(halfway).toContain(`CLASS#DEMO#c1 CHILD#${studentId}`);
    expect(halfway.filter((key) => key.startsWith(`STUDENT#${studentId}`))).toEqual([`STUDENT#${studentId} PROFILE`]);
    expect(halfway).not.toContain('SCHOOL#DEMO USERNAME#leaving.kid');
    expect(halfway).not.toContain(`IDENTITY#${IDENTITY} IDENTITY`);
    // An import naming the child now (sign-in gone, profile still marked) writes nothing and says why.
    await expect(roster.addStudent(row)).rejects.toBeInstanceOf(roster.ChildBeingRemoved);
    expect((await everything()).map((item) => `${String(item.pk)} ${String(item.sk)}`)).toEqual(halfway);

    // Delivered again: it picks up where it stopped, then waits for the uploads signed before the mark.
    cut = false;
    cognito.on(LookupDeveloperIdentityCommand).rejects(Object.assign(new Error('gone'), { name: 'ResourceNotFoundException' }));
    clock += 20_000;
    await worker.runRemoval(jobId, context);
    expect((await jobs.getRemovalJob(jobId))?.phase).toBe('videos');
    expect(later.at(-1)?.[1]).toBeGreaterThan(0);
    clock = markedAt + STUDENT_REMOVAL_QUEUE.uploadWindowSeconds * 1000;
    await worker.runRemoval(jobId, context);
    expect((await jobs.getRemovalJob(jobId))?.phase).toBe('done');
    // A duplicate message after the end changes nothing.
    await worker.runRemoval(jobId, context);

    const left = (await everything()).filter((item) =>
      [studentId, 'leaving.kid', IDENTITY, cardId, 'Ving'].some((needle) => JSON.stringify(item).includes(needle)),
    );
    expect(left.map((item) => `${String(item.pk)} ${String(item.sk)}`)).toEqual([`REMOVAL#${jobId} JOB`]);
    // The import's results keep the classmate's row only; the counters of the child's username and device are gone.
    expect((await imports.jobResults(importId)).map((result) => result.username)).toEqual(['staying.kid']);
    expect((await everything()).filter((item) => item.pk === counters)).toEqual([]);
    // The class stays listed, with no row of the child's left in it.
    expect((await everything()).filter((item) => String(item.pk).startsWith('CLASS#DEMO'))).toEqual([
      { pk: 'CLASS#DEMO', sk: 'CLASS#c1', class_id: 'c1' },
    ]);
    expect(cognito.commandCalls(DeleteIdentitiesCommand).map((call) => call.args[0].input.IdentityIdsToDelete)).toContainEqual([IDENTITY]);
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key)).toContain(VIDEO);

    // Imported again now, the child is new: nothing of the old one comes back.
    expect(await roster.addStudent(row)).toBe('added');
  });
});
