import { fork } from 'node:child_process';
import { initialiseModule, toRecord, type ModuleRecord } from '@domain/index.js';
import { credentialsFor, signedFetch } from '../../test/local/stock-client.js';
import { startTestCloud } from '../../test/support/test-cloud.js';
import { ratio, type Figure, type FigureGroup } from './figures.js';
import type { StoredModule } from '../../functions/modules/modules-repository.js';
import { ROUNDS, warmPairs, type FromClient, type PairsResult, type PairsSetup, type ToClient, type WarmPairs } from './warm-pairs.js';

/** The classes whose saves are costed: 30 and 150 children, each child given 15 programmes. */
const CLASS_SIZES = [30, 150] as const;
const PROGRAMMES_EACH = 15;
const GOAL = 2;

/**
 * The local cloud in this process, a demo student signed in with a stock client, and then the warm pairs
 * (warm-pairs.ts) twice: made from a client process of its own, as a browser and every real client of DynamoDB make
 * them, which the goal is judged on; and made from the local cloud's own process, reported beside it.
 */
export const warmCalls: FigureGroup = {
  id: 'warm',
  title: `Warm signed calls through the local API Gateway ÷ one raw document-client call on the same store (${ROUNDS} interleaved pairs each)`,
  measure: async () => {
    // The functions as the CDK app bundles them (minified, no source maps): the code a deployed function runs warm.
    const test = await startTestCloud({ functionsAsDeployed: true });
    try {
      const { config } = test.cloud;
      const { accessKeyId, secretAccessKey, sessionToken } = await credentialsFor(config, 'waw.student', 'let-me-play-1');
      // Only what signing needs: the client process gets them as JSON, where an expiry's Date would not survive.
      const credentials = { accessKeyId, secretAccessKey, sessionToken };
      const asked = async (method: string, path: string) => {
        const { status, body } = await signedFetch(config, credentials, { method, path });
        if (status !== 200) throw new Error(`${method} ${path} answered ${status}`);
        return body;
      };
      const studentId = String((await asked('GET', '/v3/waw/student')).id);
      const first = ((await asked('GET', '/v3/waw/modules')).modules as ModuleRecord[])[0];
      if (!first) throw new Error('The demo student has no module to save');
      const { SAVE_CONDITION } = await import('../../functions/modules/modules-repository.js');
      const setup: PairsSetup = {
        config,
        credentials,
        studentId,
        saved: toRecord(initialiseModule(first)),
        table: process.env.TABLE_NAME ?? '',
        saveCondition: SAVE_CONDITION,
        rawKey: 'BENCH#raw-put',
      };

      const own = await fromOwnProcess(setup, test.cloud.streamSettled);

      // In this process the functions still run in their own (child processes), so a signed call's table calls are
      // counted where they arrive: at dynalite, around the call only (the pairs run one call at a time).
      const tableCalls = { get: 0, put: 0 };
      const counted = (key: keyof typeof tableCalls, call: () => Promise<unknown>) => async () => {
        const before = test.cloud.tableRequests();
        await call();
        tableCalls[key] += test.cloud.tableRequests() - before;
      };
      const inCloud = await warmPairs({ ...setup, saved: own.saved, rawKey: 'BENCH#raw-put-in-cloud' }, test.cloud.streamSettled, counted);

      const figures: Figure[] = [];
      for (const [name, key] of [
        ['GET /v3/waw/modules', 'get'],
        ['PUT /v3/waw/module', 'put'],
      ] as const) {
        figures.push(
          {
            name: `${name} ÷ one raw document-client call, from a client process`,
            value: `${ratio(own[key].ratio)} (${times(own[key])})`,
            goal: `≤ ${GOAL}×`,
            met: own[key].ratio <= GOAL,
          },
          {
            name: `${name} ÷ one raw document-client call, from the cloud's process`,
            value: `${ratio(inCloud[key].ratio)} (${times(inCloud[key])})`,
            goal: 'report it',
            met: null,
          },
          {
            name: `${name}: table calls a warm call makes`,
            value: (tableCalls[key] / ROUNDS).toFixed(1),
            goal: 'one',
            met: tableCalls[key] === ROUNDS,
          },
        );
      }
      figures.push(...(await saveCapacity(inCloud.saved)));
      return figures;
    } finally {
      await test.stop();
    }
  },
};

/** The medians of both halves, and what the signed call adds to the raw one. */
const times = (pairs: PairsResult) =>
  `${pairs.subject.toFixed(1)} vs ${pairs.reference.toFixed(1)} ms, +${(pairs.subject - pairs.reference).toFixed(1)} ms`;

/**
 * The warm pairs made by a client in a process of its own (client-process.ts), the bench's own loader given it: each
 * call of a pair goes from that process to the local cloud's, as a browser's call and a DynamoDB client's do. It asks
 * this process to wait for the stream before each call, outside the time it takes.
 */
const fromOwnProcess = async (setup: PairsSetup, streamSettled: () => Promise<void>): Promise<WarmPairs> => {
  const child = fork(new URL('./client-process.ts', import.meta.url), [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    return await new Promise<WarmPairs>((done, fail) => {
      const send = (message: ToClient) => {
        if (child.connected) child.send(message, (error) => error && fail(error));
      };
      child.on('error', fail);
      child.on('exit', (code, signal) => fail(new Error(`The bench's client process ended (${signal ?? code}) before its pairs did`)));
      child.on('message', (message: FromClient) => {
        if (message === 'settle') void streamSettled().then(() => send('settled'), fail);
        else if (typeof message === 'object' && 'pairs' in message) done(message.pairs);
        else fail(new Error(`The bench's client process failed: ${typeof message === 'object' ? message.error : String(message)}`));
      });
      send({ setup });
    });
  } finally {
    child.kill();
  }
};

/**
 * What one save costs in DynamoDB's units, in a class of 30 and of 150 whose children each have 15 programmes: the
 * class is seeded straight into the local table (profiles, 15 modules each as large as the bench's, their rows),
 * then the write a warm save sends (waw-module.handler.ts: the module's put), the row update the table's stream then
 * has written (class-rows.handler.ts) and the reads a cold save adds are sent as the functions build them, asking
 * DynamoDB for their ConsumedCapacity. The figures must not move with the class: no item a save touches holds more
 * than one child.
 */
const saveCapacity = async (played: ModuleRecord): Promise<Figure[]> => {
  const { GetCommand, PutCommand: Put, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
  const { keys, schoolIndexKeys, tableName } = await import('../../functions/common/table.js');
  const { modulePut } = await import('../../functions/modules/modules-repository.js');
  const { addChildToClass, moduleRowUpdate, recordModule } = await import('../../functions/summaries/class-summary.js');
  const { CHARACTER_CODES } = await import('@domain/constants.js');
  const units = (answer: { ConsumedCapacity?: { CapacityUnits?: number } }) => answer.ConsumedCapacity?.CapacityUnits ?? 0;
  const figures: Figure[] = [];
  const costs: number[] = [];
  for (const size of CLASS_SIZES) {
    const school = 'BENCHCOST';
    const classId = `class-of-${size}`;
    const place = { school, class_id: classId };
    const children = Array.from({ length: size }, (_, n) => ({
      id: `${classId}-${n}`,
      first_name: `Child${n}`,
      last_name: `Family${n}`,
      username: `${classId}.${n}`,
    }));
    const details = typeof played.game_details === 'string' ? played.game_details : JSON.stringify(played.game_details);
    const modulesOf = (childId: string): StoredModule[] =>
      CHARACTER_CODES.slice(0, PROGRAMMES_EACH).map((name) => ({ ...played, id: `${childId}-${name}`, name, game_details: details }));
    for (let i = 0; i < children.length; i += 16) {
      await Promise.all(
        children.slice(i, i + 16).map(async (child) => {
          await dynamo.send(
            new Put({
              TableName: tableName(),
              Item: {
                ...keys.profile(child.id),
                ...schoolIndexKeys(school, classId, child.id),
                ...child,
                class_id: classId,
                school_identifier: school,
                grade: 'WAW',
              },
            }),
          );
          const modules = modulesOf(child.id);
          for (const module of modules)
            await dynamo.send(new Put({ TableName: tableName(), Item: { ...keys.module(child.id, module.id), ...module } }));
          await addChildToClass(place, child, modules);
          for (const [index, module] of modules.entries()) await recordModule(place, child, module, 1 + index);
        }),
      );
    }
    // One more step of the first child's last programme, as the function would save it.
    const child = children[0]!;
    const module = modulesOf(child.id).at(-1)!;
    const next = { ...module, version: module.version + 1 };
    const at = 1_000 + size;
    const put = await dynamo.send(new Put({ ...modulePut(child.id, next, module.version, at), ReturnConsumedCapacity: 'TOTAL' }));
    const row = await dynamo.send(new UpdateCommand({ ...moduleRowUpdate(place, child.id, next, at), ReturnConsumedCapacity: 'TOTAL' }));
    // A cold function's reads first: the module, and the caller's identity item (the sign-in's, as large as a profile).
    const reads = await Promise.all([
      dynamo.send(
        new GetCommand({
          TableName: tableName(),
          Key: keys.module(child.id, module.id),
          ConsistentRead: true,
          ReturnConsumedCapacity: 'TOTAL',
        }),
      ),
      dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(child.id), ReturnConsumedCapacity: 'TOTAL' })),
    ]);
    const written = units(put) + units(row);
    costs.push(written);
    figures.push({
      name: `a save in a class of ${size}, ${PROGRAMMES_EACH} programmes each (module ${(JSON.stringify(next).length / 1024).toFixed(1)} KB)`,
      value: `${written} WCU (module ${units(put)}, then row ${units(row)} from the stream); 0 RCU warm, ${reads.reduce((sum, read) => sum + units(read), 0)} RCU cold`,
      goal: 'the module’s own units + 1',
      met: units(row) <= 1,
    });
  }
  figures.push({
    name: `a save's write units, class of ${CLASS_SIZES[1]} ÷ class of ${CLASS_SIZES[0]}`,
    value: `${costs[1]} ÷ ${costs[0]}`,
    goal: 'the same',
    met: costs[1] === costs[0],
  });
  return figures;
};
