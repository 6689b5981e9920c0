import { DeleteObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { importKeys } from '@functions/rosters/import-job.js';
import { s3Body } from '../../support/s3-body.js';

/** One roster import as the three import functions' tests share it: a job of 12 rows, three chunks of five. */
export const JOB = '0b6e7c3a-1f0e-4c2b-9d51-4c4f1b9c0a11';

export const header = 'school_identifier,username,password,first_name,last_name,class_id,grade,modules';

/** A roster of `rows` rows of one school, usernames `{name}.0`, `{name}.1`…: 12 rows make three chunks of five. */
export const rosterOf = (rows: number, school = 'DEMO', name = 'kid') =>
  [header, ...Array.from({ length: rows }, (_, i) => `${school},${name}.${i},pass-word-${i},Kid,Number${i},class-a,WAW,RESPA`)].join('\n');

/** The message of chunk `n` of the 12-row job. */
export const chunk = (n: number) => ({ jobId: JOB, chunk: n, first: n * 5, count: Math.min(5, 12 - n * 5) });

/** The job's item as the table holds it while it runs. */
export const jobItem = (extra: Record<string, unknown> = {}) => ({
  ...importKeys.job(JOB),
  id: JOB,
  status: 'running',
  schools: ['DEMO'],
  created_by: 'a@demo.school',
  created_at: '2025-03-01T10:00:00.000Z',
  total: 12,
  chunks: 3,
  ...extra,
});

/**
 * The table and bucket as both queue workers' tests start each test: the running job, the checked copy holding
 * `csv`, no other items, and every write answered.
 */
export const stubWorkerStores = (dynamo: AwsClientStub<DynamoDBDocumentClient>, s3: AwsClientStub<S3Client>, csv: string) => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: importKeys.job(JOB) }).resolves({ Item: jobItem() });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: jobItem({ rows_done: 5 }) });
  s3.on(GetObjectCommand).callsFake(() => ({ Body: s3Body(csv) }));
  s3.on(DeleteObjectCommand).resolves({});
};
