import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import {
  DeleteIdentitiesCommand,
  GetOpenIdTokenForDeveloperIdentityCommand,
  LookupDeveloperIdentityCommand,
} from '@aws-sdk/client-cognito-identity';
import { AdminGetUserCommand, CreateGroupCommand, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/common/clients/dynamodb.js';
import { cognitoIdentity } from '../../functions/common/clients/cognito-identity.js';
import { cognitoIdp } from '../../functions/common/clients/cognito-idp.js';
import { sqs } from '../../functions/common/clients/sqs.js';
import {
  DEVELOPER_PROVIDER_NAME,
  IDENTITY_POOL_ID,
  IMPORTS_BUCKET,
  RECORDINGS_BUCKET,
  TABLE_NAME,
  USER_POOL_ID,
} from '../../infra/local/server.js';
import { startTestCloud, type TestCloud } from '../support/test-cloud.js';

/**
 * The functions' SDK clients (functions/common/clients) against the local cloud, which checks SigV4 and answers each
 * service's wire protocol as AWS does: every call the functions make, with the environment a function gets.
 */
let cloud: TestCloud;
// The S3 client reads its addressing once, as at a function's init: it is loaded once the cloud has set it.
let s3: S3Client;
let presignUrl: (typeof import('../../functions/common/clients/s3.js'))['presignUrl'];
beforeAll(async () => {
  cloud = await startTestCloud();
  const clients = await import('../../functions/common/clients/s3.js');
  ({ presignUrl } = clients);
  ({ client: s3 } = await clients.s3());
});
afterAll(async () => {
  await cloud?.stop();
});

/** What an SDK client throws for an answer AWS refused: the exception's name and the answer's metadata. */
interface SdkError extends Error {
  $metadata: { httpStatusCode?: number; attempts?: number };
}

const rejection = async (promise: Promise<unknown>): Promise<SdkError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error && '$metadata' in error) return error as SdkError;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('DynamoDB', () => {
  const key = { pk: 'TEST#aws-clients', sk: 'ITEM#1' };

  it('puts, gets, updates and deletes an item, in plain values both ways (undefined left out)', async () => {
    const item = {
      ...key,
      name: 'Ada',
      age: 7,
      ready: true,
      nothing: null,
      list: [1, 'two', { three: 3 }],
      map: { a: { b: 'c' } },
      gone: undefined,
    };
    await dynamo.send(new PutCommand({ TableName: TABLE_NAME, Item: item }));
    const { gone: _, ...stored } = item;
    expect((await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item).toEqual(stored);
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: key,
        UpdateExpression: 'SET age = age + :one',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(Attributes).toMatchObject({ age: 8 });
    await dynamo.send(new DeleteCommand({ TableName: TABLE_NAME, Key: key }));
    expect((await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: key }))).Item).toBeUndefined();
  });

  it('names a refused condition as the SDK does, and does not try it again', async () => {
    await dynamo.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...key, version: 1 } }));
    const error = await rejection(
      dynamo.send(
        new PutCommand({
          TableName: TABLE_NAME,
          Item: { ...key, version: 2 },
          ConditionExpression: 'version = :read',
          ExpressionAttributeValues: { ':read': 0 },
        }),
      ),
    );
    expect(error).toMatchObject({
      name: 'ConditionalCheckFailedException',
      $metadata: expect.objectContaining({ httpStatusCode: 400, attempts: 1 }),
    });
  });

  it('queries page by page, and reads several keys at once', async () => {
    for (const n of [1, 2, 3]) await dynamo.send(new PutCommand({ TableName: TABLE_NAME, Item: { pk: 'TEST#query', sk: `N#${n}`, n } }));
    const seen: number[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :n)',
          ExpressionAttributeValues: { ':pk': 'TEST#query', ':n': 'N#' },
          ExclusiveStartKey: start,
          Limit: 2,
        }),
      );
      seen.push(...(page.Items ?? []).map((item) => Number(item.n)));
      start = page.LastEvaluatedKey;
    } while (start);
    expect(seen).toEqual([1, 2, 3]);
    const { Responses } = await dynamo.send(
      new BatchGetCommand({
        RequestItems: {
          [TABLE_NAME]: {
            Keys: [
              { pk: 'TEST#query', sk: 'N#1' },
              { pk: 'TEST#query', sk: 'N#3' },
            ],
          },
        },
      }),
    );
    expect(Responses?.[TABLE_NAME]?.map((item) => Number(item.n)).sort()).toEqual([1, 3]);
  });
});

describe('S3', () => {
  it('puts, gets, lists page by page and deletes objects', async () => {
    await s3.send(
      new PutObjectCommand({
        Bucket: IMPORTS_BUCKET,
        Key: 'roster-imports/test/a b+c.csv',
        Body: 'one,two\n',
        ContentType: 'text/csv',
      }),
    );
    await s3.send(new PutObjectCommand({ Bucket: IMPORTS_BUCKET, Key: 'roster-imports/test/second.csv', Body: Buffer.from('x') }));
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: IMPORTS_BUCKET, Key: 'roster-imports/test/a b+c.csv' }));
    expect(await Body?.transformToString('utf8')).toBe('one,two\n');
    const first = await s3.send(new ListObjectsV2Command({ Bucket: IMPORTS_BUCKET, Prefix: 'roster-imports/test/', MaxKeys: 1 }));
    expect(first).toMatchObject({ IsTruncated: true, Contents: [{ Key: 'roster-imports/test/a b+c.csv', Size: 8 }] });
    expect(first.Contents?.[0]?.LastModified).toBeInstanceOf(Date);
    const second = await s3.send(
      new ListObjectsV2Command({
        Bucket: IMPORTS_BUCKET,
        Prefix: 'roster-imports/test/',
        ContinuationToken: first.NextContinuationToken,
      }),
    );
    expect(second.Contents?.map((object) => object.Key)).toEqual(['roster-imports/test/second.csv']);
    for (const Key of ['roster-imports/test/a b+c.csv', 'roster-imports/test/second.csv'])
      await s3.send(new DeleteObjectCommand({ Bucket: IMPORTS_BUCKET, Key }));
    expect((await s3.send(new ListObjectsV2Command({ Bucket: IMPORTS_BUCKET, Prefix: 'roster-imports/test/' }))).Contents).toBeUndefined();
    // S3 answers a missing key to a role without s3:ListBucket as if it were forbidden.
    expect(await rejection(s3.send(new GetObjectCommand({ Bucket: IMPORTS_BUCKET, Key: 'roster-imports/test/a b+c.csv' })))).toMatchObject({
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
  });

  it('presigns an upload that takes exactly the approved type and size, and a download of it', async () => {
    const key = 'recordings/test/clip.webm';
    const url = await presignUrl({ method: 'PUT', bucket: RECORDINGS_BUCKET, key, expiresIn: 60, contentType: 'video/webm', size: 5 });
    const put = (body: string, type = 'video/webm') => fetch(url, { method: 'PUT', body, headers: { 'content-type': type } });
    expect((await put('12345678')).status).toBe(403);
    expect((await put('12345', 'video/mp4')).status).toBe(403);
    expect((await put('12345')).status).toBe(200);
    const download = await presignUrl({ method: 'GET', bucket: RECORDINGS_BUCKET, key, expiresIn: 60 });
    const answer = await fetch(download);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('12345');
    await s3.send(new DeleteObjectCommand({ Bucket: RECORDINGS_BUCKET, Key: key }));
  });
});

describe('the other services', () => {
  it('sends a batch to SQS', async () => {
    const { client } = await sqs();
    const { Successful = [], Failed = [] } = await client.send(
      new SendMessageBatchCommand({
        QueueUrl: process.env.IMPORT_QUEUE_URL!,
        // A chunk of a job that does not exist: the worker finds nothing to do.
        Entries: [{ Id: 'chunk-0', MessageBody: JSON.stringify({ jobId: 'no-such-job', chunk: 0, first: 0, count: 1 }) }],
      }),
    );
    expect({ successful: Successful.map((entry) => entry.Id), failed: Failed }).toEqual({ successful: ['chunk-0'], failed: [] });
  });

  it('gets a developer identity and its token from the identity pool', async () => {
    const { IdentityId, Token } = await cognitoIdentity.send(
      new GetOpenIdTokenForDeveloperIdentityCommand({
        IdentityPoolId: IDENTITY_POOL_ID,
        Logins: { [DEVELOPER_PROVIDER_NAME]: 'student-aws-clients' },
        TokenDuration: 3600,
      }),
    );
    expect(IdentityId).toMatch(/^us-east-1:/);
    expect(Token?.split('.')).toHaveLength(3);
  });

  it("refuses a child's identity lookup and deletion to a role not granted them (only the removal worker's is)", async () => {
    const refusals = [
      await rejection(
        cognitoIdentity.send(
          new LookupDeveloperIdentityCommand({ IdentityPoolId: IDENTITY_POOL_ID, DeveloperUserIdentifier: 'student-aws-clients' }),
        ),
      ),
      await rejection(cognitoIdentity.send(new DeleteIdentitiesCommand({ IdentityIdsToDelete: ['us-east-1:anyone'] }))),
    ];
    expect(refusals.map((refused) => [refused.name, refused.$metadata.httpStatusCode])).toEqual([
      ['AccessDeniedException', 403],
      ['AccessDeniedException', 403],
    ]);
  });

  it('calls the user pool, and names its errors as the SDK does', async () => {
    expect(
      await rejection(cognitoIdp.send(new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: 'nobody@school.org' }))),
    ).toMatchObject({
      name: 'UserNotFoundException',
      $metadata: expect.objectContaining({ httpStatusCode: 400 }),
    });
    await cognitoIdp.send(new CreateGroupCommand({ UserPoolId: USER_POOL_ID, GroupName: 'aws-clients-test' }));
    expect(await cognitoIdp.send(new ListUsersInGroupCommand({ UserPoolId: USER_POOL_ID, GroupName: 'aws-clients-test' }))).toMatchObject({
      Users: [],
    });
  });

  it('reads a secret', async () => {
    const { SecretString } = await new SecretsManagerClient({}).send(
      new GetSecretValueCommand({ SecretId: process.env.COOKIE_KEY_SECRET_ID! }),
    );
    expect(SecretString).toContain('PRIVATE KEY');
  });

  it('is refused, and does not try again, with credentials the cloud did not issue', async () => {
    const credentials = { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey: 'not-the-secret' };
    const refused = await rejection(
      new SecretsManagerClient({ credentials }).send(new GetSecretValueCommand({ SecretId: process.env.COOKIE_KEY_SECRET_ID! })),
    );
    expect(refused.$metadata).toMatchObject({ httpStatusCode: 403, attempts: 1 });
  });
});
