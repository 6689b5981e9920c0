import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SCHOOL_INDEX } from '../../functions/shared/school-index.js';
import { TABLE_ACCESS, mayAccess } from '../../functions/table-access.js';
import type { FunctionName } from '../../functions/routes.js';
import type { CredentialAuthority } from './credentials.js';
import { RequestTooLarge, readBody, sendJson } from './http.js';
import { verifySigV4 } from './sigv4.js';
import { createGate, transactWrite } from './transactions.js';

/**
 * DynamoDB as each function's role sees it. Lambda gives every function credentials of its own role, and IAM lets
 * that role touch only the partition keys functions/table-access.ts grants it (the CDK app's
 * `dynamodb:LeadingKeys` conditions). The functions here reach dynalite through this guard with credentials naming
 * the function, so a handler that reads or writes past its keys, scans, or queries an index it was not given
 * fails locally with DynamoDB's own AccessDeniedException, as it would in AWS. Anything signed by the local
 * cloud's own credentials (seeding, tools) passes untouched.
 */

/** DynamoDB's largest request (a BatchWriteItem of 25 items of 400 KB and its overhead). */
const MAX_TABLE_REQUEST_BYTES = 16 * 1024 * 1024;

type AttributeMap = Record<string, { S?: string } | undefined>;
type Access = { action: string; write: boolean; key: string | undefined } | { action: string; index: string };

const partitionOf = (item: unknown): string | undefined => (item as AttributeMap | undefined)?.pk?.S;

/** The partition key a Query's key condition names (`pk = :v`, or through an attribute name). */
const queriedPartition = (input: Record<string, unknown>): string | undefined => {
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as AttributeMap;
  for (const [, name = '', value = ''] of (typeof input.KeyConditionExpression === 'string' ? input.KeyConditionExpression : '').matchAll(
    /(#?\w+)\s*=\s*(:\w+)/g,
  )) {
    if ((name.startsWith('#') ? names[name] : name) === 'pk') return values[value]?.S;
  }
  return undefined;
};

/** Every item-level action a request asks for, as IAM evaluates it: a batch or transaction, item by item. */
const accessesOf = (operation: string, input: Record<string, unknown>): Access[] | null => {
  const one = (action: string, write: boolean, item: unknown): Access => ({ action, write, key: partitionOf(item) });
  const requestItems = (input.RequestItems ?? {}) as Record<string, unknown>;
  switch (operation) {
    case 'GetItem':
      return [one('GetItem', false, input.Key)];
    case 'PutItem':
      return [one('PutItem', true, input.Item)];
    case 'UpdateItem':
    case 'DeleteItem':
      return [one(operation, true, input.Key)];
    case 'BatchGetItem':
      return Object.values(requestItems).flatMap((table) =>
        ((table as { Keys?: unknown[] }).Keys ?? []).map((key) => one('BatchGetItem', false, key)),
      );
    case 'BatchWriteItem':
      return Object.values(requestItems).flatMap((writes) =>
        (writes as Array<{ PutRequest?: { Item: unknown }; DeleteRequest?: { Key: unknown } }>).map((write) =>
          one('BatchWriteItem', true, write.PutRequest?.Item ?? write.DeleteRequest?.Key),
        ),
      );
    case 'TransactGetItems':
      return ((input.TransactItems ?? []) as Array<{ Get?: { Key: unknown } }>).map((item) => one('GetItem', false, item.Get?.Key));
    case 'TransactWriteItems':
      return ((input.TransactItems ?? []) as Array<Record<string, { Key?: unknown; Item?: unknown }>>).map((item) => {
        const [kind = '', body] = Object.entries(item)[0] ?? [];
        const action = kind === 'Put' ? 'PutItem' : kind === 'ConditionCheck' ? 'ConditionCheckItem' : `${kind}Item`;
        return one(action, kind !== 'ConditionCheck', body?.Item ?? body?.Key);
      });
    case 'Query':
      return input.IndexName
        ? [{ action: 'Query', index: typeof input.IndexName === 'string' ? input.IndexName : '' }]
        : [one('Query', false, { pk: { S: queriedPartition(input) } })];
    default:
      // Scan, table management and the rest: no function's role grants them.
      return null;
  }
};

/** Why a function's role may not make this request, in DynamoDB's words, or null when it may. */
export const refusal = (functionName: FunctionName, operation: string, input: Record<string, unknown>, region: string): string | null => {
  const access = TABLE_ACCESS[functionName];
  const denied = (action: string, resource: string) =>
    `User: arn:aws:sts::000000000000:assumed-role/${functionName}/${functionName} is not authorized to perform: dynamodb:${action} on resource: arn:aws:dynamodb:${region}:000000000000:table/${String(input.TableName)}${resource} because no identity-based policy allows the dynamodb:${action} action`;
  const accesses = accessesOf(operation, input);
  if (!accesses) return denied(operation, '');
  for (const request of accesses) {
    if ('index' in request) {
      if (!(access.schoolIndex && request.index === SCHOOL_INDEX.name)) return denied(request.action, `/index/${request.index}`);
    } else if (request.key === undefined || !mayAccess(access, request.key, request.write)) {
      return denied(request.action, '');
    }
  }
  return null;
};

const sendDynamoError = (response: ServerResponse, type: string, message: string): void =>
  sendJson(response, 400, { __type: `com.amazon.coral.service#${type}`, message }, { 'content-type': 'application/x-amz-json-1.0' });

export interface TableGuard {
  endpoint: string;
  stop: () => Promise<void>;
}

/** Starts the guard in front of dynalite's endpoint. */
export const startTableGuard = async (upstream: string, region: string, authority: CredentialAuthority): Promise<TableGuard> => {
  const target = new URL(upstream);
  const upstreamClient = new DynamoDBClient({
    region,
    endpoint: upstream,
    credentials: { accessKeyId: 'table-guard', secretAccessKey: 'table-guard' },
  });
  // dynalite has no transactions: the guard runs them (transactions.ts), and every other request waits for them.
  const gate = createGate();
  const pass = (request: IncomingMessage, response: ServerResponse, body: Buffer) =>
    new Promise<void>((done) => {
      response.on('close', () => done());
      const proxied = httpRequest(
        { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 500, answer.headers);
          answer.pipe(response);
        },
      );
      proxied.on('error', (error) => response.destroy(error));
      proxied.end(body);
    });
  const forward = (request: IncomingMessage, response: ServerResponse, body: Buffer, operation: string): Promise<void> => {
    if (operation !== 'TransactWriteItems') return gate.shared(() => pass(request, response, body));
    return gate.exclusive(async () => {
      const answer = await transactWrite(upstreamClient, JSON.parse(body.toString('utf8')) as Record<string, unknown>);
      sendJson(response, answer.status, answer.body, { 'content-type': 'application/x-amz-json-1.0' });
    });
  };

  const server = createServer((request, response) => {
    void (async () => {
      let body: Buffer;
      try {
        body = await readBody(request, MAX_TABLE_REQUEST_BYTES);
      } catch (error) {
        if (!(error instanceof RequestTooLarge)) throw error;
        return sendDynamoError(response, 'ValidationException', 'Request size exceeded 16777216 bytes');
      }
      const verified = verifySigV4(
        { method: request.method ?? 'POST', rawUrl: request.url ?? '/', rawHeaders: request.rawHeaders, body },
        { region, service: 'dynamodb', lookup: (id, token) => authority.lookup(id, token) },
      );
      if (!verified.ok) return sendDynamoError(response, 'UnrecognizedClientException', verified.message);
      const { principal } = verified;
      const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      if (principal.role === 'student')
        return sendDynamoError(response, 'AccessDeniedException', `A student's role may not perform dynamodb:${operation}`);
      if (principal.functionName && principal.functionName in TABLE_ACCESS) {
        let input: Record<string, unknown>;
        try {
          input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        } catch {
          return sendDynamoError(response, 'SerializationException', 'Start of structure or map found where not expected');
        }
        const refused = refusal(principal.functionName as FunctionName, operation, input, region);
        if (refused) return sendDynamoError(response, 'AccessDeniedException', refused);
      }
      await forward(request, response, body, operation);
    })().catch((error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        upstreamClient.destroy();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
};
