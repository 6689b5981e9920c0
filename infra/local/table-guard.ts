import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SCHOOL_INDEX } from '../../functions/common/school-index.js';
import { TABLE_ACCESS, mayAccess } from '../../functions/table-access.js';
import type { FunctionName } from '../../functions/routes.js';
import type { CredentialAuthority } from './credentials.js';
import { RequestTooLarge, keepIdleConnections, readBody, sendJson } from './http.js';
import { verifySigV4 } from './sigv4.js';
import { WRITES, answersOldItem, changeOf, changeOfAnswer, keysOf, readItems, type StreamedTable } from './stream-capture.js';
import { createGate, transactWrite } from './transactions.js';
import type { Faults } from './faults.js';

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

/**
 * What one of a function's table requests consumed, as DynamoDB's ReturnConsumedCapacity reports it (dynalite works
 * it out from the items' sizes as DynamoDB bills them: a read unit per 4 KB, halved when eventually consistent, a write
 * unit per 1 KB of the larger of the old and the new item). `kind` names the items: `STUDENT/MODULE` for a module.
 */
export interface ConsumedCapacity {
  functionName: string;
  operation: string;
  kind: string;
  read: number;
  write: number;
}

/** The requests dynalite can report capacity for; a transaction is run by the guard (and used by no played day). */
const METERED = new Set(['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query', 'BatchGetItem', 'BatchWriteItem']);
const READS = new Set(['GetItem', 'Query', 'BatchGetItem']);

/** Which items a request names, by the first part of their keys: `CLASS/CLASS`, `STUDENT/MODULE`, `SCHOOLS/query`. */
const kindOf = (operation: string, input: Record<string, unknown>): string => {
  const head = (value: string | undefined) => (value ?? '?').split('#')[0];
  if (operation === 'Query') return `${head(queriedPartition(input))}/${typeof input.IndexName === 'string' ? input.IndexName : 'query'}`;
  const key = (input.Key ?? input.Item) as AttributeMap | undefined;
  return key ? `${head(key.pk?.S)}/${head(key.sk?.S)}` : 'batch';
};

const unitsOf = (answer: Record<string, unknown>): number => {
  const consumed = answer.ConsumedCapacity as { CapacityUnits?: number } | Array<{ CapacityUnits?: number }> | undefined;
  return (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
};

const sendDynamoError = (response: ServerResponse, type: string, message: string): void =>
  sendJson(response, 400, { __type: `com.amazon.coral.service#${type}`, message }, { 'content-type': 'application/x-amz-json-1.0' });

const DYNAMO_JSON = { 'content-type': 'application/x-amz-json-1.0' };

/** The SDK numbers its attempts at a request in this header (`attempt=2; max=3`): above 1, a retry. */
const attemptOf = (request: IncomingMessage): number =>
  Number(/attempt=(\d+)/.exec(String(request.headers['amz-sdk-request'] ?? ''))?.[1] ?? 1);

/**
 * The faults the plan wants for this request of a function, answered as DynamoDB answers them, before anything is
 * written; false when it runs as asked. Throttles alternate between the two names DynamoDB throttles with.
 */
const injectFault = (faults: Faults, response: ServerResponse, operation: string, input: Record<string, unknown>): boolean => {
  const accesses = accessesOf(operation, input) ?? [];
  const partitions = accesses.map((access) => ('key' in access ? access.key : undefined));
  if (
    !faults.reaches(
      partitions,
      accesses.some((access) => 'write' in access && access.write),
    )
  )
    return false;
  if (faults.roll('dynamodb.throttle')) {
    const table = faults.report().injected['dynamodb.throttle'] % 2 === 1;
    sendJson(
      response,
      400,
      table
        ? {
            __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
            message:
              'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.',
          }
        : { __type: 'com.amazon.coral.availability#ThrottlingException', message: 'Rate of requests exceeds the allowed throughput.' },
      DYNAMO_JSON,
    );
    return true;
  }
  if (faults.roll('dynamodb.error500')) {
    sendJson(
      response,
      500,
      { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'Internal server error' },
      DYNAMO_JSON,
    );
    return true;
  }
  if (operation === 'TransactWriteItems' && faults.roll('dynamodb.transactionCanceled')) {
    // Another transaction held one of its items: DynamoDB cancels it whole, with TransactionConflict as that item's reason.
    const reasons = ((input.TransactItems ?? []) as unknown[]).map((_, index) =>
      index === 0 ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' } : { Code: 'None' },
    );
    sendJson(
      response,
      400,
      {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
        CancellationReasons: reasons,
      },
      DYNAMO_JSON,
    );
    return true;
  }
  return false;
};

/**
 * A request's body with `fields` added: the text as it came with the fields written in at its start, when it names
 * none of them (a module's put is then not written out again), else the object written out with them.
 */
const withFields = (body: Buffer, input: Record<string, unknown>, fields: Record<string, string>): Buffer => {
  const names = Object.keys(fields);
  if (names.length === 0) return body;
  if (body[0] === 0x7b && Object.keys(input).length > 0 && names.every((name) => !(name in input)))
    return Buffer.concat([Buffer.from(`${JSON.stringify(fields).slice(0, -1)},`), body.subarray(1)]);
  return Buffer.from(JSON.stringify({ ...input, ...fields }));
};

export interface TableGuard {
  endpoint: string;
  stop: () => Promise<void>;
}

/**
 * Starts the guard in front of dynalite's endpoint. With `meter`, every request a function makes is asked for its
 * consumed capacity, which is handed to the meter and taken out of the answer again unless the function asked for it.
 * With `stream`, every write to that table that changes items, a function's or the local cloud's own, is recorded on
 * its stream (stream-capture.ts).
 */
export const startTableGuard = async (
  upstream: string,
  region: string,
  authority: CredentialAuthority,
  meter?: (consumed: ConsumedCapacity) => void,
  /** faults on demand (faults.ts): they fail the functions' requests only, never the local cloud's own */
  faults?: Faults,
  stream?: StreamedTable,
): Promise<TableGuard> => {
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
  type Answer = { status: number; headers: IncomingHttpHeaders; text: Buffer };
  /** Sends `input` to dynalite in place of the request's own body, and answers what dynalite answered. */
  const exchange = (request: IncomingMessage, sent: Record<string, unknown> | Buffer) =>
    new Promise<Answer>((done, fail) => {
      const body = Buffer.isBuffer(sent) ? sent : Buffer.from(JSON.stringify(sent));
      const headers: IncomingHttpHeaders = { ...request.headers, 'content-length': String(body.byteLength) };
      const proxied = httpRequest(
        { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => done({ status: answer.statusCode ?? 500, headers: answer.headers, text: Buffer.concat(chunks) }));
        },
      );
      proxied.on('error', fail);
      proxied.end(body);
    });
  const reply = (response: ServerResponse, answer: Answer) => {
    response.writeHead(answer.status, {
      ...answer.headers,
      'content-length': String(answer.text.byteLength),
      'x-amz-crc32': String(crc32(answer.text)),
    });
    response.end(answer.text);
  };
  const askedCapacity = (input: Record<string, unknown>) =>
    input.ReturnConsumedCapacity === 'TOTAL' || input.ReturnConsumedCapacity === 'INDEXES';
  /**
   * dynalite's answer read as JSON, once, for all the guard needs of it (its capacity, the item a write replaced); none
   * for a refusal, whose body is an error.
   */
  const fieldsOf = (answer: Answer): Record<string, unknown> | undefined =>
    answer.status === 200 ? (JSON.parse(answer.text.toString('utf8')) as Record<string, unknown>) : undefined;
  /** The answer as dynalite gave it for the request as sent (`fields`, when it succeeded): its consumed capacity metered. */
  const metered = (fields: Record<string, unknown> | undefined, operation: string, meterUnits?: (units: number) => void) => {
    if (!meterUnits) return;
    // DynamoDB bills a refused conditional write too: at least one write unit.
    if (!fields) {
      if (!READS.has(operation)) meterUnits(1);
      return;
    }
    meterUnits(unitsOf(fields));
  };
  type Unasked = { capacity: boolean; oldItem: boolean };
  /** What the guard needs of an answer that its caller did not ask for: the meter's capacity, the stream's old item. */
  const unasked = (input: Record<string, unknown>, meterUnits: ((units: number) => void) | undefined, capture: boolean): Unasked => ({
    capacity: meterUnits !== undefined && !askedCapacity(input),
    oldItem: capture && input.ReturnValues !== 'ALL_OLD',
  });
  const fieldsFor = (extra: Unasked): Record<string, string> => ({
    ...(extra.capacity ? { ReturnConsumedCapacity: 'TOTAL' } : {}),
    ...(extra.oldItem ? { ReturnValues: 'ALL_OLD' } : {}),
  });
  const withoutUnasked = (answer: Answer, fields: Record<string, unknown> | undefined, extra: Unasked): Answer => {
    if (!fields || (!extra.capacity && !extra.oldItem)) return answer;
    const asked = { ...fields };
    if (extra.capacity) delete asked.ConsumedCapacity;
    if (extra.oldItem) delete asked.Attributes;
    return { ...answer, text: Buffer.from(JSON.stringify(asked)) };
  };

  /**
   * A request the guard must learn more of than its caller asked (the meter its consumed capacity; the stream the
   * item a put or delete replaced), asked for that too, and answered as dynalite would have answered without it.
   */
  const rewritten = async (
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
    input: Record<string, unknown>,
    operation: string,
    capture: boolean,
    meterUnits?: (units: number) => void,
  ) => {
    const extra = unasked(input, meterUnits, capture);
    const answer = await exchange(request, withFields(body, input, fieldsFor(extra)));
    const fields = fieldsOf(answer);
    metered(fields, operation, meterUnits);
    // The caller's answer goes first: what the stream needs of it is worked out while it is on its way.
    reply(response, withoutUnasked(answer, fields, extra));
    if (capture && stream && fields)
      stream.stream.record(changeOfAnswer(operation, input, fields.Attributes as Parameters<typeof changeOfAnswer>[2]));
  };

  /** A write whose changes only reads can tell (an update, a batch): made with the table held alone, read around. */
  const readAround = (
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
    input: Record<string, unknown>,
    operation: string,
    table: StreamedTable,
    meterUnits?: (units: number) => void,
  ) =>
    gate.exclusive(async () => {
      const keys = keysOf(operation, input, table.name);
      const before = await readItems(upstreamClient, table.name, keys);
      const extra = unasked(input, meterUnits, false);
      const answer = await exchange(request, withFields(body, input, fieldsFor(extra)));
      // Read only for the meter: nothing else here needs more than the status.
      const fields = meterUnits ? fieldsOf(answer) : undefined;
      metered(fields, operation, meterUnits);
      if (answer.status === 200) {
        const after = await readItems(upstreamClient, table.name, keys);
        table.stream.record(keys.flatMap((key, index) => changeOf(key, before[index], after[index])));
      }
      reply(response, withoutUnasked(answer, fields, extra));
    });

  const transaction = (response: ServerResponse, body: Buffer) =>
    gate.exclusive(async () => {
      const input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      const keys = stream ? keysOf('TransactWriteItems', input, stream.name) : [];
      const before = stream ? await readItems(upstreamClient, stream.name, keys) : [];
      const answer = await transactWrite(upstreamClient, input);
      if (stream && answer.status === 200) {
        const after = await readItems(upstreamClient, stream.name, keys);
        stream.stream.record(keys.flatMap((key, index) => changeOf(key, before[index], after[index])));
      }
      sendJson(response, answer.status, answer.body, { 'content-type': 'application/x-amz-json-1.0' });
    });

  /** `parsed`: the body as JSON when the guard has read it already (a function's request). */
  const forward = (
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
    operation: string,
    parsed?: Record<string, unknown>,
    meterUnits?: (units: number) => void,
  ): Promise<void> => {
    if (operation === 'TransactWriteItems') return transaction(response, body);
    const streamed = stream !== undefined && WRITES.has(operation);
    if (!meterUnits && !streamed) return gate.shared(() => pass(request, response, body));
    let input = parsed;
    try {
      input ??= JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      // dynalite answers what is wrong with it
      return gate.shared(() => pass(request, response, body));
    }
    const captured = streamed && keysOf(operation, input, stream.name).length > 0;
    if (captured && !answersOldItem(operation, input)) return readAround(request, response, body, input, operation, stream, meterUnits);
    if (!captured && !meterUnits) return gate.shared(() => pass(request, response, body));
    return gate.shared(() => rewritten(request, response, body, input, operation, captured, meterUnits));
  };

  const server = keepIdleConnections(
    createServer((request, response) => {
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
        let meterUnits: ((units: number) => void) | undefined;
        let input: Record<string, unknown> | undefined;
        if (principal.functionName && principal.functionName in TABLE_ACCESS) {
          try {
            input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
          } catch {
            return sendDynamoError(response, 'SerializationException', 'Start of structure or map found where not expected');
          }
          const refused = refusal(principal.functionName as FunctionName, operation, input, region);
          if (refused) return sendDynamoError(response, 'AccessDeniedException', refused);
          if (faults) {
            const faulted = injectFault(faults, response, operation, input);
            if (attemptOf(request) > 1) faults.noteRetry(!faulted);
            if (faulted) return;
          }
          if (meter && METERED.has(operation)) {
            const { functionName } = principal;
            const kind = kindOf(operation, input);
            meterUnits = (units: number) =>
              meter({ functionName, operation, kind, read: READS.has(operation) ? units : 0, write: READS.has(operation) ? 0 : units });
          }
        }
        await forward(request, response, body, operation, input, meterUnits);
      })().catch((error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error))));
    }),
  );
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
