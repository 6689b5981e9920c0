import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyGameAction, initialiseModule, toPlayable, toRecord, type ModuleRecord } from '@domain/index.js';
import { startTestTable } from '../support/test-table.js';
import { apiEvent, bodyOf, lambdaContext } from './events.js';

/** The handlers as deployed, against dynalite instead of DynamoDB: real conditional writes, real queries. */
let table: { stop: () => void };
let handlers: {
  putModule: typeof import('@functions/modules/waw-module.handler.js').handler;
  getModules: typeof import('@functions/modules/waw-modules.handler.js').handler;
};
const IDENTITY = 'us-east-1:integration-child';
/** One child's session: the access key of the temporary credentials every call is signed with. */
const ACCESS_KEY = 'ASIAINTEGRATIONCHILD';

beforeAll(async () => {
  table = await startTestTable('dynalite');
  const roster = await import('@functions/rosters/roster.js');
  const students = await import('@functions/common/students-repository.js');
  await roster.addStudent({
    school_identifier: 'T',
    username: 'kid',
    password: 'long-enough-1',
    first_name: 'Kid',
    last_name: 'A',
    class_id: 'c',
    grade: 'WAW',
    modules: ['RESPA'],
  });
  const signIn = await students.findSignIn('T', 'kid');
  await students.linkIdentity(IDENTITY, (await students.getStudent(signIn!.student_id))!);
  await countTableCalls();
  handlers = {
    putModule: (await import('@functions/modules/waw-module.handler.js')).handler,
    getModules: (await import('@functions/modules/waw-modules.handler.js')).handler,
  };
});

afterAll(() => {
  table?.stop();
});

/** The table calls the handlers make, by operation, counted as the functions' client sends them. */
const tableCalls: string[] = [];
const countTableCalls = async () => {
  const { dynamo } = await import('@functions/common/clients/dynamodb.js');
  // A step of the client's own middleware stack sees every command it sends, by its DynamoDB operation.
  dynamo.middlewareStack.add(
    (next, context) => (args) => {
      tableCalls.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'countTableCalls' },
  );
};

const modules = async () =>
  bodyOf(await handlers.getModules(apiEvent({ identityId: IDENTITY, accessKey: ACCESS_KEY }), lambdaContext)).modules as ModuleRecord[];
const put = (body: unknown) =>
  handlers.putModule(apiEvent({ method: 'PUT', path: '/v3/waw/module', body, identityId: IDENTITY, accessKey: ACCESS_KEY }), lambdaContext);

describe('module handlers against dynalite', () => {
  it('lets exactly one of two tabs saving the same version win; the other gets 409 and the winner’s copy', async () => {
    const [respa] = await modules();
    const fresh = initialiseModule(respa!);
    const tabA = toRecord(applyGameAction(fresh, { type: 'preEmotion', day: 1, emotion: 'happy' }));
    const tabB = toRecord(applyGameAction(fresh, { type: 'preEmotion', day: 1, emotion: 'sad' }));
    const results = await Promise.all([put(tabA), put(tabB)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    const winner = results.find((r) => r.statusCode === 200)!;
    expect((bodyOf(loser).module as ModuleRecord).game_details).toBe(bodyOf(winner).game_details);
    const [stored] = await modules();
    expect(stored?.version).toBe(1);
    expect(stored?.game_details).toBe(bodyOf(winner).game_details);
  });

  it('saves a step that builds on the last save with one conditional write and nothing else', async () => {
    const [current] = await modules();
    const next = applyGameAction(toPlayable(current!), { type: 'sing', day: 1, video: '' });
    tableCalls.length = 0;
    const saved = await put(toRecord(next));
    expect(saved.statusCode).toBe(200);
    // No read on a warm save, and no class row: that follows from the table's stream (class-rows.handler.ts).
    expect(tableCalls).toEqual(['PutItemCommand']);
  });

  it('still lets exactly one of three tabs building on that same last save win', async () => {
    const [current] = await modules();
    const played = toPlayable(current!);
    const learnt = toRecord(applyGameAction(played, { type: 'learn', day: 1 }));
    const results = await Promise.all([put(learnt), put(learnt), put(learnt)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [stored] = await modules();
    expect(stored?.version).toBe(current!.version + 1);
    for (const loser of results.filter((r) => r.statusCode === 409)) expect(bodyOf(loser).module).toEqual(stored);
  });

  it('keeps the stored module unchanged when an update is refused', async () => {
    const [before] = await modules();
    const refused = await put({ ...before, game_details: '{"character":"RESPA"}' });
    expect(refused.statusCode).toBe(400);
    expect(await modules()).toEqual([before]);
  });
});
