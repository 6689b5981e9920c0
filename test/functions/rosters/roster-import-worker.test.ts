import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { rowKey } from '@functions/summaries/class-summary.js';
import { importKeys } from '@functions/rosters/import-job.js';
import { ROW_FAILED } from '@functions/rosters/import-worker.js';
import { verifyPassword } from '@functions/sign-in/password.js';
import { studentIdFor } from '@functions/rosters/roster.js';
import { keys } from '@functions/common/table.js';
import { awsError, s3AccessDenied } from '../../support/aws-error.js';
import { lambdaContext } from '../events.js';
import { JOB, chunk, jobItem, rosterOf, stubWorkerStores } from './import-fixtures.js';
import { sqsEvent, sqsRecord } from '../sqs-events.js';

vi.stubEnv('IMPORTS_BUCKET', 'waw-test-imports');
const { handler } = await import('@functions/rosters/roster-import-worker.handler.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const csv = rosterOf(12);

/** Usernames another import (or a person) took already: adding them costs one read and no scrypt. */
const taken = (...usernames: string[]) => {
  for (const username of usernames) {
    dynamo
      .on(GetCommand, { Key: keys.signIn('DEMO', username) })
      .resolves({ Item: { student_id: `id-${username}`, import_job: 'an-older-job' } });
  }
};
const chunkPuts = () => dynamo.commandCalls(PutCommand).filter((c) => String(c.args[0].input.Item?.sk).startsWith('CHUNK#'));
const counted = () =>
  dynamo.commandCalls(UpdateCommand, {
    UpdateExpression: 'ADD rows_done :rows, added :added, existing :existing, failed :failed, chunks_done :chunk',
  });

beforeEach(() => {
  stubWorkerStores(dynamo, s3, csv);
  taken(...Array.from({ length: 12 }, (_, i) => `kid.${i}`).filter((name) => name !== 'kid.0'));
});

describe('the roster import worker', () => {
  it('imports each chunk of the batch from the checked copy, and names only the chunk that failed for the queue to retry', async () => {
    dynamo
      .on(GetCommand, { Key: keys.signIn('DEMO', 'kid.7') })
      .rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));
    const result = await handler(sqsEvent(sqsRecord('m-0', chunk(0)), sqsRecord('m-1', chunk(1))), lambdaContext);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });

    expect(s3.commandCalls(GetObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'waw-test-imports',
      Key: `roster-imports/${JOB}/checked.csv`,
    });
    // Chunk 0: the one new student is written in full (with their class row and search items), the sign-in last;
    // the other four were there.
    const id = studentIdFor('DEMO', 'kid.0');
    const writes = dynamo.commandCalls(PutCommand).map((c) => c.args[0].input);
    expect(writes.map((input) => `${String(input.Item?.pk)} ${String(input.Item?.sk)}`)).toEqual([
      `STUDENT#${id} PROFILE`,
      'SCHOOLS SCHOOL#DEMO',
      expect.stringMatching(new RegExp(`^STUDENT#${id} MODULE#`)),
      'CLASS#DEMO CLASS#class-a',
      `CLASS#DEMO#class-a CHILD#${id}`,
      `SEARCH#DEMO kid#${id}`,
      `SEARCH#DEMO number0#${id}`,
      `SEARCH#DEMO kid.0#${id}`,
      'SCHOOL#DEMO USERNAME#kid.0',
      `IMPORT#${JOB} CHUNK#00000`,
    ]);
    // The class is listed once, and the child's own row made, counted from the start with their first programme.
    expect(writes[3]).toMatchObject({ Item: { class_id: 'class-a' }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(writes[4]).toMatchObject({
      Item: {
        ...rowKey('DEMO', 'class-a', id),
        id,
        f: 'Kid',
        l: 'Number0',
        u: 'kid.0',
        rv: 1,
        mid: writes[2]!.Item!.id,
        m: { c: 'RESPA', v: 0 },
      },
      ConditionExpression: 'attribute_not_exists(sk)',
    });
    const signIn = writes[8]!;
    expect(signIn).toMatchObject({ ConditionExpression: 'attribute_not_exists(pk)', Item: { student_id: id, import_job: JOB } });
    expect(await verifyPassword('pass-word-0', String(signIn.Item?.password_hash))).toBe(true);
    expect(chunkPuts()[0]?.args[0].input.Item?.rows).toEqual([
      { line: 2, username: 'kid.0', school: 'DEMO', result: 'added' },
      ...[1, 2, 3, 4].map((i) => ({ line: i + 2, username: `kid.${i}`, school: 'DEMO', result: 'exists' })),
    ]);
    expect(counted()).toHaveLength(1);
    expect(counted()[0]?.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':rows': 5,
      ':added': 1,
      ':existing': 4,
      ':failed': 0,
      ':n': 0,
    });
    // Chunk 1 stopped at its third row: nothing of it is counted, so its retry starts clean.
    expect(chunkPuts()).toHaveLength(1);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('reports a row that still fails on the last delivery as failed, and the chunk that completes the job finishes it and deletes its files', async () => {
    dynamo
      .on(GetCommand, { Key: keys.signIn('DEMO', 'kid.11') })
      .rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));
    dynamo
      .on(UpdateCommand, { ConditionExpression: 'attribute_exists(pk) AND NOT contains(chunks_done, :n)' })
      .resolves({ Attributes: jobItem({ rows_done: 12, existing: 11, failed: 1 }) });
    const result = await handler(sqsEvent(sqsRecord('m-2', chunk(2), 3)), lambdaContext);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(chunkPuts()[0]?.args[0].input.Item?.rows).toEqual([
      { line: 12, username: 'kid.10', school: 'DEMO', result: 'exists' },
      { line: 13, username: 'kid.11', school: 'DEMO', result: 'failed', message: ROW_FAILED },
    ]);
    expect(
      dynamo.commandCalls(UpdateCommand, { UpdateExpression: 'SET #status = :done, finished_at = :at' })[0]?.args[0].input,
    ).toMatchObject({
      Key: importKeys.job(JOB),
      ConditionExpression: '#status = :running',
    });
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      `roster-imports/${JOB}/checked.csv`,
      `roster-imports/${JOB}/upload.csv`,
    ]);
  });

  it('does nothing for a chunk counted already or a job that is gone, and fails a message that names no chunk', async () => {
    dynamo.on(GetCommand, { Key: importKeys.job(JOB) }).resolves({ Item: jobItem({ chunks_done: new Set([1]) }) });
    const result = await handler(
      sqsEvent(sqsRecord('m-1', chunk(1), 2), sqsRecord('m-x', { jobId: JOB, chunk: 0, first: 0, count: 5, password: 'x' })),
      lambdaContext,
    );
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-x' }] });
    expect(s3.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('fails the rows of a chunk whose checked copy is gone (S3 answers AccessDenied to a role that may not list), so a restarted job still ends', async () => {
    s3.on(GetObjectCommand).rejects(s3AccessDenied());
    dynamo.on(UpdateCommand).resolves({ Attributes: jobItem({ rows_done: 12, failed: 12 }) });
    expect(await handler(sqsEvent(sqsRecord('m-2', chunk(2))), lambdaContext)).toEqual({ batchItemFailures: [] });
    expect(chunkPuts().map((c) => [c.args[0].input.Item?.sk, c.args[0].input.Item?.rows])).toEqual([
      ['CHUNK#00002', [10, 11].map((i) => ({ line: i + 2, username: '', school: '', result: 'failed', message: ROW_FAILED }))],
    ]);
    expect(dynamo.commandCalls(UpdateCommand, { UpdateExpression: 'SET #status = :done, finished_at = :at' })).toHaveLength(1);
  });

  it('hands the chunk back for the queue to retry when S3 fails otherwise', async () => {
    s3.on(GetObjectCommand).rejects(awsError('SlowDown', 'Please reduce your request rate.', 503));
    await expect(handler(sqsEvent(sqsRecord('m-0', chunk(0)), sqsRecord('m-1', chunk(1))), lambdaContext)).rejects.toThrow();
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
