import { Agent, request as httpRequest } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { initialiseModule, toRecord, type ModuleRecord } from '@domain/index.js';
import { credentialsFor, signApiRequest, type SignedRequest } from '../../test/local/stock-client.js';
import { startTestCloud } from '../../test/support/test-cloud.js';
import { pairedRatio, ratio, timed, type Figure, type FigureGroup } from './figures.js';

const WARM_UP = 10;
const ROUNDS = 41;
const GOAL = 2;

/**
 * The local cloud in this process, a demo student signed in with a stock client, and then pairs: the call a child's
 * browser makes (SigV4-signed, through the local API Gateway, to the warm handler) and the one raw DynamoDB call
 * that answers it at the least, made with a stock DynamoDB client against the same dynalite. Both halves of a pair go
 * out through node:http on one keep-alive agent (the DynamoDB client's handler is given it) and are signed with the
 * same SigV4 library: what differs is what the API adds (the signature check, the function, its table call), not
 * the bench's own client.
 */
export const warmCalls: FigureGroup = {
  id: 'warm',
  title: `Warm signed calls through the local API Gateway ÷ one raw document-client call on the same store (${ROUNDS} interleaved pairs each)`,
  measure: async () => {
    const test = await startTestCloud();
    try {
      const { config } = test.cloud;
      const credentials = await credentialsFor(config, 'waw.student', 'let-me-play-1');
      const agent = new Agent({ keepAlive: true });
      const call = async (request: SignedRequest): Promise<Record<string, unknown>> => {
        const { url, headers, body } = await signApiRequest(config, credentials, request);
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
      const studentId = String((await call({ method: 'GET', path: '/v3/waw/student' })).id);
      const listed = (await call({ method: 'GET', path: '/v3/waw/modules' })).modules as ModuleRecord[];
      const first = listed[0];
      if (!first) throw new Error('The demo student has no module to save');

      // The functions run in their own environments (child processes), so their table calls are counted where they
      // arrive: at dynalite, around the signed call only (the pairs run one call at a time).
      let tableCalls = 0;
      const counted = (signed: () => Promise<unknown>) => async () => {
        const before = test.cloud.tableRequests();
        await signed();
        tableCalls += test.cloud.tableRequests() - before;
      };
      const raw = DynamoDBDocumentClient.from(
        new DynamoDBClient({
          region: config.region,
          endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB,
          requestHandler: { httpAgent: agent },
        }),
        {
          marshallOptions: { removeUndefinedValues: true },
        },
      );
      const table = process.env.TABLE_NAME;

      // A step saved, then the same state saved again and again: each save is a legal successor of the last.
      let saved = toRecord(initialiseModule(first)) as ModuleRecord;
      const putModule = async () => {
        saved = (await call({ method: 'PUT', path: '/v3/waw/module', body: saved })) as unknown as ModuleRecord;
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
      let rawVersion = 0;
      const rawPut = async () => {
        await raw.send(
          new PutCommand({
            TableName: table,
            Item: { pk: `STUDENT#${studentId}`, sk: 'BENCH#raw-put', ...saved, version: rawVersion + 1 },
            ConditionExpression: 'attribute_not_exists(pk) OR version = :read',
            ExpressionAttributeValues: { ':read': rawVersion },
          }),
        );
        rawVersion += 1;
      };

      for (let i = 0; i < WARM_UP; i += 1) {
        await putModule();
        await rawPut();
        await getModules();
        await rawQuery();
      }

      const figures: Figure[] = [];
      for (const [name, signed, rawCall] of [
        ['GET /v3/waw/modules', getModules, rawQuery],
        ['PUT /v3/waw/module', putModule, rawPut],
      ] as const) {
        const before = tableCalls;
        const result = await pairedRatio(
          ROUNDS,
          () => timed(rawCall),
          () => timed(counted(signed)),
        );
        figures.push({
          name: `${name} ÷ one raw document-client call`,
          value: `${ratio(result.ratio)} (${((tableCalls - before) / ROUNDS).toFixed(1)} table calls each; ${result.subject.toFixed(1)} vs ${result.reference.toFixed(1)} ms)`,
          goal: `≤ ${GOAL}×`,
          met: result.ratio <= GOAL,
        });
      }
      return figures;
    } finally {
      await test.stop();
    }
  },
};
