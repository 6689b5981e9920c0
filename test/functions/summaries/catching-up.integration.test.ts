import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyGameAction, initialiseModule, toRecord, type GameAction } from '@domain/index.js';
import type { StoredModule } from '@functions/modules/modules-repository.js';
import { awsError } from '../../support/aws-error.js';
import { ensureTables, startTestTable } from '../../support/test-table.js';
import { apiEvent, lambdaContext } from '../events.js';

/**
 * A class row left behind by a save whose module was stored but whose row, written from the table's stream, could not
 * be (throttled on the class's partition after the SDK's retries): the teacher's page says the child is still
 * catching up until a write of the row reaches that save, against dynalite's real conditional updates of the class
 * item's marks. The stream's records are made here from the items as stored, as DynamoDB makes them.
 */
let table: { stop: () => void };
let dynamo: typeof import('@functions/common/clients/dynamodb.js').dynamo;
let keys: typeof import('@functions/common/table.js').keys;
let summary: typeof import('@functions/summaries/class-summary.js');
let readClass: typeof import('@functions/summaries/summaries.js').readClass;
let schoolClasses: typeof import('@functions/summaries/summaries.js').schoolClasses;
let putModule: typeof import('@functions/modules/waw-module.handler.js').handler;
let classRows: typeof import('@functions/summaries/class-rows.handler.js').handler;

const SCHOOL = 'DEMO';
const CLASS = 'class-a';
const IDENTITY = 'us-east-1:child-behind';
const CHILD = { id: 'stu-behind', first_name: 'Ada', last_name: 'Lovelace', username: 'ada' };
const start: StoredModule = {
  id: 'mod-respa',
  name: 'RESPA',
  day_completed: 0,
  step_completed: 'notstarted',
  game_details: null,
  version: 0,
};
const STEPS: GameAction[] = [
  { type: 'preEmotion', day: 1, emotion: 'happy' },
  { type: 'sing', day: 1, video: '' },
  { type: 'learn', day: 1 },
];
/** The module after the first `n` steps, as the child's app sends it: built on version n - 1. */
const afterSteps = (n: number) => ({
  ...toRecord(STEPS.slice(0, n).reduce((module, action) => applyGameAction(module, action), initialiseModule(start))),
  version: n - 1,
});
const save = (n: number) =>
  putModule(apiEvent({ method: 'PUT', path: '/v3/waw/module', body: afterSteps(n), identityId: IDENTITY }), lambdaContext);

/** The class's row partition answers every write with a throttle, as a hot partition does once the SDK gave up. */
const throttleRows = () => {
  const send = dynamo.send.bind(dynamo) as (command: unknown) => Promise<unknown>;
  const throttled = (command: unknown) =>
    command instanceof UpdateCommand && String(command.input.Key?.pk) === summary.rowPartition(SCHOOL, CLASS)
      ? Promise.reject(awsError('ProvisionedThroughputExceededException', 'The level of configured provisioned throughput was exceeded'))
      : send(command);
  vi.spyOn(dynamo, 'send').mockImplementation(throttled as never);
};

let sequence = 100;
/** The stream's record of the module as stored now (a MODIFY, as a save makes it). */
const recordOfStored = async () => {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.module(CHILD.id, start.id), ConsistentRead: true }),
  );
  sequence += 1;
  return {
    eventID: `event-${sequence}`,
    eventName: 'MODIFY' as const,
    eventSource: 'aws:dynamodb',
    dynamodb: {
      Keys: marshall(keys.module(CHILD.id, start.id)),
      NewImage: marshall(Item!),
      SequenceNumber: String(sequence),
      StreamViewType: 'NEW_IMAGE' as const,
    },
  } as DynamoDBRecord;
};
const deliver = (...records: DynamoDBRecord[]) => classRows({ Records: records }, lambdaContext);

const marks = async () =>
  summary.marksOf(
    (await dynamo.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: summary.classKey(SCHOOL, CLASS), ConsistentRead: true })))
      .Item,
  );
const shown = async () => (await readClass(SCHOOL, CLASS))!.children.find((child) => child.id === CHILD.id)!;
const storedVersion = async () =>
  (await dynamo.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.module(CHILD.id, start.id), ConsistentRead: true })))
    .Item?.version;

beforeAll(async () => {
  table = await startTestTable('catching-up');
  const { SCHOOL_INDEX, schoolIndexKeys } = await import('@functions/common/school-index.js');
  await ensureTables(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB }), [
    { name: process.env.TABLE_NAME!, sortKey: true, indexes: [SCHOOL_INDEX] },
  ]);
  ({ dynamo } = await import('@functions/common/clients/dynamodb.js'));
  ({ keys } = await import('@functions/common/table.js'));
  summary = await import('@functions/summaries/class-summary.js');
  ({ readClass, schoolClasses } = await import('@functions/summaries/summaries.js'));
  ({ handler: putModule } = await import('@functions/modules/waw-module.handler.js'));
  ({ handler: classRows } = await import('@functions/summaries/class-rows.handler.js'));
  const profile = { ...CHILD, school_identifier: SCHOOL, class_id: CLASS, grade: 'WAW', ...schoolIndexKeys(SCHOOL, CLASS, CHILD.id) };
  const put = (Item: Record<string, unknown>) => dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item }));
  await put({ ...keys.identity(IDENTITY), student_id: CHILD.id, student: profile });
  await put({ ...keys.profile(CHILD.id), ...profile });
  await put({ ...keys.module(CHILD.id, start.id), ...start });
  await summary.addChildToClass({ school: SCHOOL, class_id: CLASS }, CHILD, [start]);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => table?.stop());

describe('a row write that fails after the module is stored', () => {
  it('marks the child as catching up while the stream’s record fails, and takes the mark away when its retry writes the row', async () => {
    expect(await shown()).toMatchObject({ catching_up: false });
    expect((await save(1)).statusCode).toBe(200);
    const record = await recordOfStored();
    throttleRows();
    expect(await deliver(record)).toEqual({ batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber }] });
    vi.restoreAllMocks();
    // The step is stored, the row still shows none of it: the teacher is told.
    expect(await storedVersion()).toBe(1);
    expect(Object.keys(await marks())).toEqual([CHILD.id]);
    expect(await shown()).toMatchObject({
      catching_up: true,
      days: expect.arrayContaining([expect.objectContaining({ day: 1, before: '' })]),
    });
    // The school's page says its class has figures catching up, from the same reads it makes anyway.
    expect((await schoolClasses(SCHOOL)).find((item) => item.class_id === CLASS)).toMatchObject({ catching_up: 1 });

    // The mapping sends the record again: the row is written, and the mark this environment made goes.
    expect(await deliver(record)).toEqual({ batchItemFailures: [] });
    expect(await marks()).toEqual({});
    expect(await shown()).toMatchObject({
      catching_up: false,
      days: expect.arrayContaining([expect.objectContaining({ day: 1, before: 'happy' })]),
    });
    expect((await schoolClasses(SCHOOL)).find((item) => item.class_id === CLASS)).toMatchObject({ catching_up: 0 });
  });

  it('shows a mark another environment made as caught up once the row has its save, and the repair takes it away', async () => {
    expect((await save(2)).statusCode).toBe(200);
    const second = await recordOfStored();
    // An environment marked this save and died before the record's retry: the mark stays on the class's item.
    await summary.markBehind({ school: SCHOOL, class_id: CLASS }, CHILD.id, Number(second.dynamodb!.NewImage!.saved_at!.N));
    expect(await shown()).toMatchObject({ catching_up: true });

    // The retry, in another environment, writes the row with that save and the next: caught up, mark or not.
    expect((await save(3)).statusCode).toBe(200);
    expect(await deliver(second, await recordOfStored())).toEqual({ batchItemFailures: [] });
    expect(Object.keys(await marks())).toEqual([CHILD.id]);
    expect(await shown()).toMatchObject({ catching_up: false });

    await summary.rebuildClass(SCHOOL, CLASS);
    expect(await marks()).toEqual({});
  });

  it('never takes away the mark of a save made after the row it writes', async () => {
    const place = { school: SCHOOL, class_id: CLASS };
    await summary.markBehind(place, CHILD.id, 2_000);
    // An older save's mark does not replace it, and a row written at an earlier place does not clear it.
    await summary.markBehind(place, CHILD.id, 1_000);
    await summary.clearBehind(place, CHILD.id, 1_500);
    expect(await marks()).toEqual({ [CHILD.id]: 2_000 });
    await summary.clearBehind(place, CHILD.id, 2_000);
    expect(await marks()).toEqual({});
    // Nor does a mark make a class item that is not there.
    await summary.markBehind({ school: SCHOOL, class_id: 'no-such-class' }, CHILD.id, 1_000);
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: summary.classKey(SCHOOL, 'no-such-class') }),
    );
    expect(Item).toBeUndefined();
  });
  it('keeps every mark when the children of a class that has none are marked at once', async () => {
    const place = { school: SCHOOL, class_id: 'class-at-once' };
    await summary.addChildToClass(place, { ...CHILD, id: 'stu-at-once-0' }, [start]);
    const ids = Array.from({ length: 8 }, (_, index) => `stu-at-once-${index}`);
    // Each is the class's first mark when it starts: one makes the map, the others add to it.
    await Promise.all(ids.map((id, index) => summary.markBehind(place, id, 1_000 + index)));
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: summary.classKey(SCHOOL, place.class_id), ConsistentRead: true }),
    );
    expect(summary.marksOf(Item)).toEqual(Object.fromEntries(ids.map((id, index) => [id, 1_000 + index])));
  });
});
