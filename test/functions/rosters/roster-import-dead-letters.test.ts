import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { importKeys } from '@functions/rosters/import-job.js';
import { ROW_FAILED } from '@functions/rosters/import-worker.js';
import { s3AccessDenied } from '../../support/aws-error.js';
import { lambdaContext } from '../events.js';
import { JOB, chunk, jobItem, rosterOf, stubWorkerStores } from './import-fixtures.js';
import { sqsEvent, sqsRecord } from '../sqs-events.js';

vi.stubEnv('IMPORTS_BUCKET', 'waw-test-imports');
const { handler } = await import('@functions/rosters/roster-import-dead-letters.handler.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const csv = rosterOf(12, 'Demo', 'Kid');
const failedRow = (i: number) => ({
  line: i + 2,
  username: '',
  school: '',
  result: 'failed',
  message: ROW_FAILED,
});
const chunkRows = () => dynamo.commandCalls(PutCommand).map((c) => [c.args[0].input.Item?.sk, c.args[0].input.Item?.rows] as const);

beforeEach(() => {
  stubWorkerStores(dynamo, s3, csv);
});

describe('the roster import dead-letter worker', () => {
  it('reports every row of each given-up chunk as failed, names and schools as imported, and retries only the chunk it could not record', async () => {
    dynamo
      .on(UpdateCommand, { ExpressionAttributeValues: { ':n': 2 } })
      .rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));
    const result = await handler(sqsEvent(sqsRecord('m-0', chunk(0)), sqsRecord('m-2', chunk(2))), lambdaContext);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-2' }] });
    expect(chunkRows()).toEqual([
      ['CHUNK#00000', [0, 1, 2, 3, 4].map((i) => failedRow(i))],
      ['CHUNK#00002', [failedRow(10), failedRow(11)]],
    ]);
    // The rows fail by line without reading the file: a chunk must end even when the file is what is gone.
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: importKeys.job(JOB),
      ConditionExpression: 'attribute_exists(pk) AND NOT contains(chunks_done, :n)',
      ExpressionAttributeValues: { ':rows': 5, ':added': 0, ':existing': 0, ':failed': 5, ':n': 0 },
    });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('still ends the job when the checked copy is gone, and deletes the files when its chunk is the last', async () => {
    s3.on(GetObjectCommand).rejects(s3AccessDenied());
    dynamo.on(UpdateCommand).resolves({ Attributes: jobItem({ rows_done: 12, failed: 12 }) });
    expect(await handler(sqsEvent(sqsRecord('m-2', chunk(2))), lambdaContext)).toEqual({ batchItemFailures: [] });
    expect(chunkRows()).toEqual([['CHUNK#00002', [failedRow(10), failedRow(11)]]]);
    expect(dynamo.commandCalls(UpdateCommand, { UpdateExpression: 'SET #status = :done, finished_at = :at' })).toHaveLength(1);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      `roster-imports/${JOB}/checked.csv`,
      `roster-imports/${JOB}/upload.csv`,
    ]);
  });

  it('leaves a chunk counted already as it stands, and drops a message of another shape without failing the batch', async () => {
    dynamo.on(GetCommand, { Key: importKeys.job(JOB) }).resolves({ Item: jobItem({ chunks_done: new Set([0]) }) });
    const result = await handler(sqsEvent(sqsRecord('m-0', chunk(0)), sqsRecord('m-x', { jobId: 'not-a-job', chunk: -1 })), lambdaContext);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(s3.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('drops a message that is not JSON at all: failing it would bring it back from this last queue for its 14 days', async () => {
    const result = await handler(sqsEvent(sqsRecord('m-0', chunk(0)), sqsRecord('m-junk', 'not json {')), lambdaContext);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(chunkRows().map(([sk]) => String(sk))).toEqual(['CHUNK#00000']);
  });
});
