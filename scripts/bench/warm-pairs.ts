import { Agent, request as httpRequest } from 'node:http';
import type { PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ModuleRecord } from '@domain/index.js';
import type { FrontendConfig } from '../../infra/local/server.js';
import { signApiRequest, type AwsCredentialIdentity, type SignedRequest } from '../../test/local/stock-client.js';
import { pairedRatio, timed } from './figures.js';

/**
 * Pairs timed for each call. With 41 the raw call was still getting faster as the cloud's process warmed, and the
 * ratio came out about 0.1 lower than at 101, where it holds.
 */
export const ROUNDS = 101;
const WARM_UP = 10;

/** What a client needs to make both halves of the pairs: the cloud's addresses, a signed-in student and their module. */
export interface PairsSetup {
  config: FrontendConfig;
  credentials: AwsCredentialIdentity;
  studentId: string;
  /** the module saved, as its last save left it */
  saved: ModuleRecord;
  /** the table both halves reach, and the condition the function's save writes with */
  table: string;
  saveCondition: string;
  /** the sort key the raw half's puts go to, under the student's own partition: one per client */
  rawKey: string;
}

export interface PairsResult {
  ratio: number;
  subject: number;
  reference: number;
}

export interface WarmPairs {
  get: PairsResult;
  put: PairsResult;
  saved: ModuleRecord;
}

/**
 * What the bench and its client process (client-process.ts) say to each other: the pairs' setup and each `settle`
 * answered, one way; a call about to be timed asking to settle, then the pairs' medians or why they failed, the other.
 */
export type ToClient = { setup: PairsSetup } | 'settled';
export type FromClient = 'settle' | { pairs: WarmPairs } | { error: string };

/**
 * The raw half's puts of the module under `key`: the first makes the item, and each after it is conditional on the
 * version it replaces, as the function's save is (`condition`, the same).
 */
const versionedPuts = (table: string, key: Record<string, string>, item: () => ModuleRecord, condition: string) => {
  let version = 0;
  return {
    first: (): PutCommandInput => ({ TableName: table, Item: { ...key, ...item(), version } }),
    next: (): PutCommandInput => {
      version += 1;
      return {
        TableName: table,
        Item: { ...key, ...item(), version },
        ConditionExpression: condition,
        ExpressionAttributeValues: { ':read': version - 1 },
      };
    },
  };
};

/**
 * The pairs of one client: the call a child's browser makes (SigV4-signed, to the site, through the local API
 * Gateway, to the warm handler) and the one raw DynamoDB call that answers it at the least, made with a stock
 * DynamoDB client against the same dynalite. Both halves go out through node:http on one keep-alive agent (the
 * DynamoDB client's handler is given it) and are signed with the same SigV4 library and the same SHA-256 (the DynamoDB
 * client's): what differs is what the API adds (the signature check, the function, its table call), not the client.
 * Each call starts once `settle` has answered (outside the timed call); `signed` wraps each signed call, named by its
 * kind (to count its table calls).
 */
export const warmPairs = async (
  setup: PairsSetup,
  settle: () => Promise<void>,
  signed: (call: 'get' | 'put', work: () => Promise<unknown>) => () => Promise<unknown> = (_, work) => work,
): Promise<WarmPairs> => {
  const { config, credentials, studentId, table } = setup;
  const agent = new Agent({ keepAlive: true });
  try {
    const rawClient = new DynamoDBClient({
      region: config.region,
      endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB,
      requestHandler: { httpAgent: agent },
    });
    const raw = DynamoDBDocumentClient.from(rawClient, { marshallOptions: { removeUndefinedValues: true } });
    const { sha256 } = rawClient.config;
    const call = async (request: SignedRequest): Promise<Record<string, unknown>> => {
      const { url, headers, body } = await signApiRequest(config, credentials, { ...request, sha256 });
      const { status, text } = await new Promise<{ status: number; text: string }>((done, fail) => {
        const sent = httpRequest(url, { method: request.method, headers, agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        });
        sent.on('error', fail);
        sent.end(body);
      });
      if (status !== 200) throw new Error(`${request.method} ${request.path} answered ${status}: ${text}`);
      return JSON.parse(text) as Record<string, unknown>;
    };

    // A step saved, then the same state saved again and again: each save is a legal successor of the last. As the
    // app does, a save asks for a minimal answer, and a new version alone means the module sent is the one stored.
    let { saved } = setup;
    const putModule = async () => {
      const answer = await call({ method: 'PUT', path: '/v3/waw/module', body: saved, headers: { prefer: 'return=minimal' } });
      saved = 'game_details' in answer ? (answer as unknown as ModuleRecord) : { ...saved, version: Number(answer.version) };
    };
    const getModules = () => call({ method: 'GET', path: '/v3/waw/modules' });
    const rawQuery = () =>
      raw.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': `STUDENT#${studentId}`, ':prefix': 'MODULE#' },
        }),
      );
    const rawPuts = versionedPuts(table, { pk: `STUDENT#${studentId}`, sk: setup.rawKey }, () => saved, setup.saveCondition);
    await raw.send(new PutCommand(rawPuts.first()));
    const rawPut = async () => {
      await raw.send(new PutCommand(rawPuts.next()));
    };

    for (let i = 0; i < WARM_UP; i += 1) {
      await putModule();
      await rawPut();
      await getModules();
      await rawQuery();
    }
    // Each call starts once the table's stream has been read: the class row a save leaves to it is written by
    // another function, which in AWS runs on other machines, not on the cores of the calls being timed.
    const settledThen = (work: () => Promise<unknown>) => async () => {
      await settle();
      return timed(work);
    };
    const get = await pairedRatio(ROUNDS, settledThen(rawQuery), settledThen(signed('get', getModules)));
    const put = await pairedRatio(ROUNDS, settledThen(rawPut), settledThen(signed('put', putModule)));
    return { get, put, saved };
  } finally {
    agent.destroy();
  }
};
