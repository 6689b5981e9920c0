import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_INDEX } from '../../functions/common/school-index.js';
import type { FunctionName } from '../../functions/routes.js';
import { CredentialAuthority } from '../../infra/local/credentials.js';
import { ensureTables, startDynamo } from '../../infra/local/dynamodb.js';
import { startTableGuard, type TableGuard } from '../../infra/local/table-guard.js';

/** The local table as each function's role sees it: what functions/table-access.ts grants, and nothing more. */
const REGION = 'us-east-1';
const TableName = 'guarded';
const authority = new CredentialAuthority('table-guard-test');
let dir: string;
let dynamo: Awaited<ReturnType<typeof startDynamo>>;
let guard: TableGuard;

const clientAs = (functionName?: FunctionName, role: 'function' | 'student' = 'function') =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: REGION,
      endpoint: guard.endpoint,
      credentials: authority.issue(role, 600, functionName ? { functionName } : { identityId: 'us-east-1:kid' }),
      maxAttempts: 1,
    }),
  );

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return null;
  } catch (error) {
    return (error as Error).name;
  }
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'waw-guard-'));
  dynamo = await startDynamo(join(dir, 'db'));
  await ensureTables(new DynamoDBClient({ endpoint: dynamo.endpoint, region: REGION }), [
    { name: TableName, sortKey: true, indexes: [SCHOOL_INDEX] },
  ]);
  guard = await startTableGuard(dynamo.endpoint, REGION, authority);
});

afterAll(async () => {
  await guard?.stop();
  dynamo?.server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the local table, through a function's role", () => {
  it('lets the sign-in count attempts and link identities, and refuses it every other write', async () => {
    const login = clientAs('waw-login');
    await login.send(new PutCommand({ TableName, Item: { pk: 'LOGIN#demo#kid', sk: 'ATTEMPTS', failures: 1 } }));
    await login.send(new PutCommand({ TableName, Item: { pk: 'IDENTITY#us-east-1:kid', sk: 'IDENTITY' } }));
    for (const pk of ['STUDENT#1', 'ADMIN#sub', 'PAGE#RESPA-day-1', 'SCHOOL#demo']) {
      expect(await refusal(login.send(new PutCommand({ TableName, Item: { pk, sk: 'X' } }))), pk).toBe('AccessDeniedException');
      expect(
        await refusal(
          login.send(
            new UpdateCommand({ TableName, Key: { pk, sk: 'X' }, UpdateExpression: 'SET a = :a', ExpressionAttributeValues: { ':a': 1 } }),
          ),
        ),
        pk,
      ).toBe('AccessDeniedException');
    }
    // It may read the sign-in items it checks.
    expect(await refusal(login.send(new GetCommand({ TableName, Key: { pk: 'SCHOOL#demo', sk: 'USERNAME#kid' } })))).toBeNull();
  });

  it('refuses a batch or a transaction if any one item is outside the grant, and writes none of it', async () => {
    const login = clientAs('waw-login');
    const batch = new BatchWriteCommand({
      RequestItems: {
        [TableName]: [
          { PutRequest: { Item: { pk: 'LOGIN#demo#a', sk: 'ATTEMPTS' } } },
          { PutRequest: { Item: { pk: 'STUDENT#a', sk: 'PROFILE' } } },
        ],
      },
    });
    expect(await refusal(login.send(batch))).toBe('AccessDeniedException');
    const transaction = new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName, Item: { pk: 'LOGIN#demo#b', sk: 'ATTEMPTS' } } },
        { ConditionCheck: { TableName, Key: { pk: 'ADMIN#sub', sk: 'AAL2#s' }, ConditionExpression: 'attribute_exists(pk)' } },
      ],
    });
    expect(await refusal(login.send(transaction))).toBe('AccessDeniedException');
    const root = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: dynamo.endpoint, region: REGION }));
    expect((await root.send(new GetCommand({ TableName, Key: { pk: 'LOGIN#demo#a', sk: 'ATTEMPTS' } }))).Item).toBeUndefined();
    expect((await root.send(new GetCommand({ TableName, Key: { pk: 'LOGIN#demo#b', sk: 'ATTEMPTS' } }))).Item).toBeUndefined();
  });

  it('lets a student function read only through its own keys, and never scan', async () => {
    const modules = clientAs('waw-modules');
    const query = (pk: string) =>
      modules.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: '#p = :pk',
          ExpressionAttributeNames: { '#p': 'pk' },
          ExpressionAttributeValues: { ':pk': pk },
        }),
      );
    expect(await refusal(query('STUDENT#1'))).toBeNull();
    expect(await refusal(query('ADMIN#sub'))).toBe('AccessDeniedException');
    expect(await refusal(modules.send(new PutCommand({ TableName, Item: { pk: 'STUDENT#1', sk: 'MODULE#m' } })))).toBe(
      'AccessDeniedException',
    );
    expect(await refusal(modules.send(new ScanCommand({ TableName })))).toBe('AccessDeniedException');
  });

  it('lets only the functions that list a school query its index', async () => {
    const byIndex = (fn: FunctionName) =>
      clientAs(fn).send(
        new QueryCommand({
          TableName,
          IndexName: SCHOOL_INDEX.name,
          KeyConditionExpression: 'school_key = :s',
          ExpressionAttributeValues: { ':s': 'demo' },
        }),
      );
    expect(await refusal(byIndex('admin-students'))).toBeNull();
    expect(await refusal(byIndex('waw-module'))).toBe('AccessDeniedException');
  });

  it("refuses a student's own credentials outright, and lets the local cloud's tools through", async () => {
    expect(await refusal(clientAs(undefined, 'student').send(new GetCommand({ TableName, Key: { pk: 'STUDENT#1', sk: 'PROFILE' } })))).toBe(
      'AccessDeniedException',
    );
    const tools = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: REGION, endpoint: guard.endpoint, credentials: authority.issue('function', 600), maxAttempts: 1 }),
    );
    expect(await refusal(tools.send(new ScanCommand({ TableName })))).toBeNull();
  });
});

describe('transactions, which dynalite lacks and the guard runs', () => {
  const root = () =>
    DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: REGION, endpoint: guard.endpoint, credentials: authority.issue('function', 600), maxAttempts: 1 }),
    );
  const counter = (pk: string) => ({ TableName, Key: { pk, sk: 'N' } });
  const read = async (pk: string) =>
    (await root().send(new GetCommand({ ...counter(pk), ConsistentRead: true }))).Item?.n as number | undefined;

  it('writes every part or none, and says which condition cancelled it', async () => {
    const client = root();
    await client.send(new PutCommand({ TableName, Item: { pk: 'T#a', sk: 'N', n: 1 } }));
    const both = (expected: number) =>
      new TransactWriteCommand({
        TransactItems: [
          { Update: { ...counter('T#a'), UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } },
          { Put: { TableName, Item: { pk: 'T#b', sk: 'N', n: expected } } },
          {
            Update: {
              ...counter('T#a-copy'),
              UpdateExpression: 'SET n = :n',
              ConditionExpression: 'attribute_not_exists(n) OR n < :n',
              ExpressionAttributeValues: { ':n': expected },
            },
          },
        ],
      });
    await client.send(both(5));
    expect([await read('T#a'), await read('T#b'), await read('T#a-copy')]).toEqual([2, 5, 5]);
    const refused = await client
      .send(both(4))
      .catch((error: unknown) => error as Error & { CancellationReasons?: Array<{ Code: string }> });
    expect(refused).toMatchObject({ name: 'TransactionCanceledException' });
    expect((refused as { CancellationReasons?: Array<{ Code: string }> }).CancellationReasons?.map((reason) => reason.Code)).toEqual([
      'None',
      'None',
      'ConditionalCheckFailed',
    ]);
    // The parts before the refused one were put back as they were.
    expect([await read('T#a'), await read('T#b'), await read('T#a-copy')]).toEqual([2, 5, 5]);
    const twice = new TransactWriteCommand({
      TransactItems: [{ Put: { TableName, Item: { pk: 'T#c', sk: 'N' } } }, { Delete: { TableName, Key: { pk: 'T#c', sk: 'N' } } }],
    });
    expect(await refusal(client.send(twice))).toBe('ValidationException');
  });

  it('loses no write of the requests that run between transactions', async () => {
    const client = root();
    await Promise.all(['T#x', 'T#y'].map((pk) => client.send(new PutCommand({ TableName, Item: { pk, sk: 'N', n: 0 } }))));
    // Transactions move one from x to y while plain updates add one to x, all at once.
    const add = (pk: string, by: number) => ({ ...counter(pk), UpdateExpression: 'ADD n :by', ExpressionAttributeValues: { ':by': by } });
    await Promise.all([
      ...Array.from({ length: 20 }, () =>
        client.send(new TransactWriteCommand({ TransactItems: [{ Update: add('T#x', -1) }, { Update: add('T#y', 1) }] })),
      ),
      ...Array.from({ length: 20 }, () => client.send(new UpdateCommand(add('T#x', 1)))),
    ]);
    expect([await read('T#x'), await read('T#y')]).toEqual([0, 20]);
  });
});
