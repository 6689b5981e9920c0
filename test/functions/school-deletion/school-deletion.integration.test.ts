import { CognitoIdentityClient, DeleteIdentitiesCommand, LookupDeveloperIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterRow } from '@domain/roster-row.js';
import { STUDENT_REMOVAL_QUEUE } from '@functions/routes.js';
import { ensureTables, startTestTable } from '../../support/test-table.js';

/**
 * A school deletion's steps against dynalite (the removals' identity pool, bucket and queue mocked): a pass marks
 * every child and starts their removals, passes go on until no child is left, a step delivered twice moves the job
 * on once, and the end leaves nothing of the school but the job's and the removals' records; another school is
 * untouched.
 */
process.env.REMOVAL_QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/000000000000/student-removals';
let table: { stop: () => void };
let dynamo: typeof import('@functions/common/clients/dynamodb.js').dynamo;
let roster: typeof import('@functions/rosters/roster.js');
let deletion: typeof import('@functions/school-deletion/school-deletion-worker.js');
let jobs: typeof import('@functions/school-deletion/school-deletion-job.js');
let removal: typeof import('@functions/removal/removal-worker.js');
const sqs = mockClient(SQSClient);
const cognito = mockClient(CognitoIdentityClient);
const s3 = mockClient(S3Client);

beforeAll(async () => {
  table = await startTestTable('school-deletion');
  // The pass reads the school's children from the bySchool index, as the data stack declares it.
  const { SCHOOL_INDEX } = await import('@functions/common/school-index.js');
  await ensureTables(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB }), [
    { name: process.env.TABLE_NAME!, sortKey: true, indexes: [SCHOOL_INDEX] },
  ]);
  ({ dynamo } = await import('@functions/common/clients/dynamodb.js'));
  roster = await import('@functions/rosters/roster.js');
  deletion = await import('@functions/school-deletion/school-deletion-worker.js');
  jobs = await import('@functions/school-deletion/school-deletion-job.js');
  removal = await import('@functions/removal/removal-worker.js');
  sqs.on(SendMessageCommand).resolves({});
  cognito.on(LookupDeveloperIdentityCommand).rejects(Object.assign(new Error('none'), { name: 'ResourceNotFoundException' }));
  cognito.on(DeleteIdentitiesCommand).resolves({ UnprocessedIdentityIds: [] });
  s3.on(ListObjectsV2Command).resolves({ Contents: [] });
});
afterAll(() => table?.stop());

const child = (school: string, username: string, classId: string): RosterRow => ({
  school_identifier: school,
  username,
  password: `password-${username}`,
  first_name: 'Kid',
  last_name: username,
  class_id: classId,
  grade: 'WAW',
  modules: ['RESPA'],
});

const everything = async () => (await dynamo.send(new ScanCommand({ TableName: process.env.TABLE_NAME! }))).Items ?? [];
const keysOf = (items: Array<Record<string, unknown>>) => items.map((item) => `${String(item.pk)} ${String(item.sk)}`);

describe('a school deletion job', () => {
  it('removes every child pass by pass, then the school’s own items, once, and leaves another school alone', async () => {
    for (const [username, classId] of [
      ['gone.a', 'c1'],
      ['gone.b', 'c1'],
      ['gone.c', 'c2'],
    ] as const) {
      expect(await roster.addStudent(child('SDEL', username, classId))).toBe('added');
    }
    expect(await roster.addStudent(child('KEEP', 'stay.a', 'c1'))).toBe('added');
    // What sign-ins and the admin pages add over time: when each child last signed in.
    await dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME!, Item: { pk: 'SEEN#SDEL', sk: 'STUDENT#x', at: 1 } }));
    const keepBefore = keysOf(await everything()).filter(
      (key) => key.includes('KEEP') || key.includes(roster.studentIdFor('KEEP', 'stay.a')),
    );

    expect(await jobs.createSchoolDeletion('SDEL', 'district-sub')).toBe(true);
    expect(await jobs.createSchoolDeletion('SDEL', 'someone-else')).toBe(false);
    expect((await jobs.deletedSchools(['SDEL', 'KEEP'])).has('SDEL')).toBe(true);
    expect((await jobs.deletedSchools(['KEEP'])).size).toBe(0);

    const later: Array<[string, number]> = [];
    let clock = Date.now();
    const context = { later: async (school: string, seconds: number) => void later.push([school, seconds]), now: () => clock };

    // The first pass marks the three children and starts their removals; two copies of the step move it on once.
    await Promise.all([deletion.runSchoolDeletion('SDEL', context), deletion.runSchoolDeletion('SDEL', context)]);
    expect(later).toEqual([['SDEL', deletion.PASS_PAUSE_SECONDS]]);
    const marked = (await everything()).filter((item) => item.sk === 'PROFILE' && item.school_identifier === 'SDEL');
    expect(marked).toHaveLength(3);
    const removalJobs = marked.map((item) => (item.removal as { job: string; by: string }).job);
    expect(marked.every((item) => (item.removal as { by: string }).by === 'district-sub')).toBe(true);
    expect(
      sqs
        .commandCalls(SendMessageCommand)
        .map((call) => JSON.parse(call.args[0].input.MessageBody!).jobId)
        .sort(),
    ).toEqual(expect.arrayContaining([...removalJobs].sort()));
    expect(await jobs.getSchoolDeletion('SDEL')).toMatchObject({ phase: 'children', children_total: 3, children_left: 3 });

    // The children are still there (their removals wait out their grace): the next pass finds them and waits again.
    await deletion.runSchoolDeletion('SDEL', context);
    expect(later).toHaveLength(2);
    expect((await jobs.getSchoolDeletion('SDEL'))?.phase).toBe('children');

    // The removals run to the end; the next pass finds no child and the school's own items go.
    const farLater = Date.now() + 3600_000;
    for (const jobId of removalJobs) {
      await removal.runRemoval(jobId, {
        bucket: 'b',
        identityPoolId: 'p',
        later: async () => {},
        now: () => farLater,
        sleep: async () => {},
      });
    }
    // A pass finding no child within the import worker's grace after the mark waits it out: a roster row that checked
    // the school just before the mark may still be adding a child.
    await deletion.runSchoolDeletion('SDEL', context);
    expect((await jobs.getSchoolDeletion('SDEL'))?.phase).toBe('children');
    const grace = STUDENT_REMOVAL_QUEUE.graceSeconds + deletion.PASS_PAUSE_SECONDS;
    expect(later.at(-1)?.[1]).toBeGreaterThan(grace - 10);
    clock = Date.now() + (grace + 1) * 1000;
    await deletion.runSchoolDeletion('SDEL', context);
    expect(await jobs.getSchoolDeletion('SDEL')).toMatchObject({ phase: 'school', children_total: 3, children_left: 0 });
    // The school's items go, but it is done only once the removals' last sweeps for late videos have run.
    await deletion.runSchoolDeletion('SDEL', context);
    expect((await jobs.getSchoolDeletion('SDEL'))?.phase).toBe('school');
    // It waits until the last mark's upload window and a pass's pause are over, counted from the clock now.
    expect(later.at(-1)?.[1]).toBeGreaterThan(STUDENT_REMOVAL_QUEUE.uploadWindowSeconds + 30 - (grace + 1) - 5);
    clock = farLater;
    await deletion.runSchoolDeletion('SDEL', context);
    const done = await jobs.getSchoolDeletion('SDEL');
    expect(done).toMatchObject({ phase: 'done', children_total: 3 });
    expect(done?.report).toEqual({ sign_ins_and_cards: 0, classes: 2, search_entries: 0, last_sign_ins: 1, school_entry: 1 });
    // A message delivered after the end changes nothing.
    await deletion.runSchoolDeletion('SDEL', context);
    expect(await jobs.getSchoolDeletion('SDEL')).toEqual(done);

    const left = keysOf((await everything()).filter((item) => JSON.stringify(item).includes('SDEL')));
    expect(left.sort()).toEqual(['SCHOOLDEL#SDEL JOB', ...removalJobs.map((id) => `REMOVAL#${id} JOB`)].sort());
    expect(keysOf(await everything()).filter((key) => key.includes('KEEP') || key.includes(roster.studentIdFor('KEEP', 'stay.a')))).toEqual(
      keepBefore,
    );
  });

  it('refuses a roster row of a school being deleted, writing nothing, and still adds one of another school', async () => {
    await jobs.createSchoolDeletion('GONE', 'district-sub');
    await expect(roster.addStudent(child('GONE', 'late.row', 'c1'))).rejects.toBeInstanceOf(roster.SchoolBeingDeleted);
    expect((await everything()).filter((item) => JSON.stringify(item).includes('GONE')).map((item) => item.pk)).toEqual(['SCHOOLDEL#GONE']);
    expect(await roster.addStudent(child('STAYS', 'new.row', 'c1'))).toBe('added');
  });

  it('deletes a large school’s own items step by step within each step’s budget', async () => {
    const items = Array.from({ length: deletion.ITEMS_PER_STEP + 5 }, (_, i) => ({ pk: 'SEARCH#BIG', sk: `t${i}#x` }));
    for (const item of items) await dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME!, Item: item }));
    await jobs.createSchoolDeletion('BIG', 'district-sub');
    const later: Array<[string, number]> = [];
    // Past the import worker's grace, so the first pass that finds no child ends the children's phase.
    const afterGrace = Date.now() + (STUDENT_REMOVAL_QUEUE.graceSeconds + deletion.PASS_PAUSE_SECONDS + 1) * 1000;
    const context = { later: async (school: string, seconds: number) => void later.push([school, seconds]), now: () => afterGrace };
    await deletion.runSchoolDeletion('BIG', context);
    expect((await jobs.getSchoolDeletion('BIG'))?.phase).toBe('school');
    await deletion.runSchoolDeletion('BIG', context);
    expect(await jobs.getSchoolDeletion('BIG')).toMatchObject({
      phase: 'school',
      report: { sign_ins_and_cards: 0, classes: 0, search_entries: deletion.ITEMS_PER_STEP },
    });
    await deletion.runSchoolDeletion('BIG', context);
    expect(await jobs.getSchoolDeletion('BIG')).toMatchObject({ phase: 'done', report: { search_entries: items.length, school_entry: 0 } });
    expect(later).toHaveLength(2);
    expect((await everything()).filter((item) => String(item.pk).includes('BIG')).map((item) => item.pk)).toEqual(['SCHOOLDEL#BIG']);
  });

  it('counts each deleted item once when copies of the same step run at once (the job queued again)', async () => {
    const classes = Array.from({ length: 40 }, (_, i) => ({ pk: 'CLASS#TWICE', sk: `c${i}` }));
    for (const item of classes) await dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME!, Item: item }));
    await jobs.createSchoolDeletion('TWICE', 'district-sub');
    const afterGrace = Date.now() + (STUDENT_REMOVAL_QUEUE.graceSeconds + deletion.PASS_PAUSE_SECONDS + 1) * 1000;
    const context = { later: async () => undefined, now: () => afterGrace };
    await deletion.runSchoolDeletion('TWICE', context);
    expect((await jobs.getSchoolDeletion('TWICE'))?.phase).toBe('school');
    // Four copies of the school's step, each starting a moment after the one before: a later copy finds fewer classes
    // (the earlier ones deleted some), ends its step first and moves the job on; each class counts for the copy that
    // deleted it.
    await Promise.all(
      Array.from({ length: 4 }, (_, copy) =>
        new Promise((started) => setTimeout(started, copy * 15)).then(() => deletion.runSchoolDeletion('TWICE', context)),
      ),
    );
    while ((await jobs.getSchoolDeletion('TWICE'))?.phase !== 'done') await deletion.runSchoolDeletion('TWICE', context);
    expect((await jobs.getSchoolDeletion('TWICE'))?.report).toMatchObject({ classes: classes.length });
  });
});
