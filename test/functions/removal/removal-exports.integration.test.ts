import { CognitoIdentityClient, DeleteIdentitiesCommand, LookupDeveloperIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_REMOVAL_QUEUE } from '@functions/routes.js';
import type { RosterRow } from '@domain/roster-row.js';
import { startTestTable } from '../../support/test-table.js';

/**
 * A child's exports and their removal, against dynalite (the identity pool and the buckets mocked): the removal
 * deletes every export of the child, built or not, with its zip, and an export of a child marked for removal builds
 * nothing (issue 43, item 4).
 */
let table: { stop: () => void };
let dynamo: typeof import('@functions/common/clients/dynamodb.js').dynamo;
let keys: typeof import('@functions/common/table.js').keys;
const cognito = mockClient(CognitoIdentityClient);
const s3 = mockClient(S3Client);

beforeAll(async () => {
  table = await startTestTable('removal-exports');
  ({ dynamo } = await import('@functions/common/clients/dynamodb.js'));
  ({ keys } = await import('@functions/common/table.js'));
});
afterAll(() => table?.stop());

const row = {
  school_identifier: 'DEMO',
  username: 'exported.kid',
  password: 'password-exported',
  first_name: 'Ex',
  last_name: 'Ported',
  class_id: 'c1',
  grade: 'WAW',
  modules: ['RESPA'],
} satisfies RosterRow;

const everything = async () => (await dynamo.send(new ScanCommand({ TableName: process.env.TABLE_NAME! }))).Items ?? [];

describe("a child's exports", () => {
  it('go with the child: the removal deletes each export, built or not, its zip and its job', async () => {
    const roster = await import('@functions/rosters/roster.js');
    const exports = await import('@functions/export/export-job.js');
    const jobs = await import('@functions/removal/removal-job.js');
    const worker = await import('@functions/removal/removal-worker.js');
    const { gatherChild } = await import('@functions/export/export-data.js');
    expect(await roster.addStudent(row)).toBe('added');
    const studentId = roster.studentIdFor('DEMO', 'exported.kid');
    const built = { id: '0b6f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b', student_id: studentId, school: 'DEMO', created_by: 'admin-sub' };
    const building = { ...built, id: '1c7a8d2f-3b4e-4f6a-9b0c-1d2e3f4a5b6c' };
    expect(await exports.createExportJob(built, 'exports-bucket', 0)).toBe(true);
    expect(await exports.finishExportJob(built.id, exports.exportZipKey(built), 1234)).toBe(true);
    expect(await exports.createExportJob(building, 'exports-bucket', 0)).toBe(true);
    // The child's last export request, which a repeat would be answered by, goes with them too.
    expect(await exports.claimExportRequest(studentId, building.id, 'admin-sub')).toEqual({ jobId: building.id, createdBy: 'admin-sub' });

    const markedAt = 1_000_000;
    const jobId = '2d8b9e3a-4c5f-4a7b-8c1d-2e3f4a5b6c7d';
    await dynamo.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME!,
        Key: keys.profile(studentId),
        UpdateExpression: 'SET removal = :mark',
        ExpressionAttributeValues: { ':mark': { job: jobId, at: markedAt, by: 'admin-sub' } },
      }),
    );
    // Marked: an export still queued builds nothing.
    expect(await gatherChild(studentId, { bucket: 'recordings', identityPoolId: 'us-east-1:pool' })).toBeUndefined();

    await jobs.createRemovalJob({
      id: jobId,
      student_id: studentId,
      school: 'DEMO',
      class_id: 'c1',
      created_by: 'admin-sub',
      created_at: new Date(markedAt).toISOString(),
      marked_at: markedAt,
    });
    cognito.on(LookupDeveloperIdentityCommand).rejects(Object.assign(new Error('none'), { name: 'ResourceNotFoundException' }));
    cognito.on(DeleteIdentitiesCommand).resolves({ UnprocessedIdentityIds: [] });
    s3.on(ListObjectsV2Command).resolves({ Contents: [] });
    s3.on(DeleteObjectCommand).resolves({});
    const context = {
      bucket: 'recordings',
      identityPoolId: 'us-east-1:pool',
      later: async () => undefined,
      now: () => markedAt + STUDENT_REMOVAL_QUEUE.uploadWindowSeconds * 1000,
      sleep: async () => undefined,
    };
    await worker.runRemoval(jobId, context);
    expect((await jobs.getRemovalJob(jobId))?.phase).toBe('done');

    const left = (await everything()).filter((item) => JSON.stringify(item).includes(studentId) || String(item.pk).startsWith('EXPORT#'));
    expect(left.map((item) => `${String(item.pk)} ${String(item.sk)}`)).toEqual([`REMOVAL#${jobId} JOB`]);
    const deleted = s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input);
    expect(deleted).toEqual(
      expect.arrayContaining([
        { Bucket: 'exports-bucket', Key: exports.exportZipKey(built) },
        { Bucket: 'exports-bucket', Key: exports.exportZipKey(building) },
      ]),
    );
  });
});
