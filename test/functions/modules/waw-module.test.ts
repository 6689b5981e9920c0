import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { awsError } from '../../support/aws-error.js';
import { DEFAULT_SETTINGS } from '@domain/settings.js';
import { applyGameAction, initialiseModule, toRecord } from '@domain/index.js';
import type { StoredModule } from '@functions/modules/modules-repository.js';
import { keys } from '@functions/common/table.js';
import { handler as putModule } from '@functions/modules/waw-module.handler.js';
import { handler as getModules } from '@functions/modules/waw-modules.handler.js';
import { handler as getStudent } from '@functions/sign-in/waw-student.handler.js';
import { apiEvent, bodyOf, lambdaContext } from '../events.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const IDENTITY = 'us-east-1:child-1';
const profile = { id: 'stu-1', class_id: 'class-a', first_name: 'Ada', last_name: 'Lovelace', grade: 'WAW' };
const stored: StoredModule = {
  id: 'mod-respa',
  name: 'RESPA',
  day_completed: 0,
  step_completed: 'notstarted',
  game_details: null,
  version: 3,
};

const firstStep = () => {
  const module = applyGameAction(initialiseModule(stored), { type: 'preEmotion', day: 1, emotion: 'happy' });
  return toRecord(module);
};
const put = (body: unknown, identityId: string | null = IDENTITY) =>
  putModule(apiEvent({ method: 'PUT', path: '/v3/waw/module', body, identityId }), lambdaContext);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: keys.identity(IDENTITY) }).resolves({ Item: { student_id: 'stu-1', student: profile } });
  dynamo.on(GetCommand, { Key: keys.module('stu-1', 'mod-respa') }).resolves({ Item: { ...keys.module('stu-1', 'mod-respa'), ...stored } });
  dynamo.on(PutCommand).resolves({});
});

describe('GET /v3/waw/student', () => {
  it("answers the caller's own record and nothing else", async () => {
    const result = await getStudent(apiEvent({ identityId: IDENTITY }), lambdaContext);
    // With their settings (the defaults until they change one): the sign-in needs no request for them.
    expect(bodyOf(result)).toEqual({ ...profile, settings: DEFAULT_SETTINGS });
  });

  it('refuses a call without a verified identity', async () => {
    const result = await getStudent(apiEvent({ identityId: null }), lambdaContext);
    expect(result.statusCode).toBe(403);
  });
});

describe('GET /v3/waw/modules', () => {
  it("lists the caller's modules from their own partition", async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ ...stored }] });
    const result = await getModules(apiEvent({ identityId: IDENTITY }), lambdaContext);
    expect(bodyOf(result)).toEqual({ modules: [stored] });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues?.[':pk']).toBe('STUDENT#stu-1');
    // One read resolves the caller: the identity item carries the student's record.
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(1);
  });

  it('refuses a student whose grade is not WAW', async () => {
    dynamo
      .on(GetCommand, { Key: keys.identity(IDENTITY) })
      .resolves({ Item: { student_id: 'stu-1', student: { ...profile, grade: 'K2' } } });
    const result = await getModules(apiEvent({ identityId: IDENTITY }), lambdaContext);
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result).message).toBe('Student not assigned to WAW. Please contact your support team.');
  });
});

describe('the caller, resolved in a warm function', () => {
  const identityReads = () => dynamo.commandCalls(GetCommand).filter((call) => call.args[0].input.Key?.pk === keys.identity(IDENTITY).pk);
  const getAs = (accessKey: string) => getModules(apiEvent({ identityId: IDENTITY, accessKey }), lambdaContext);

  it('is read once for each set of credentials, not once a call', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    for (let call = 0; call < 3; call += 1) expect((await getAs('ASIAONESESSION')).statusCode).toBe(200);
    expect(identityReads()).toHaveLength(1);
    await getAs('ASIANEXTSESSION');
    expect(identityReads()).toHaveLength(2);
  });

  it('takes a grade change from the next sign-in on, whose new credentials read the identity afresh', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    expect((await getAs('ASIABEFORECHANGE')).statusCode).toBe(200);
    dynamo
      .on(GetCommand, { Key: keys.identity(IDENTITY) })
      .resolves({ Item: { student_id: 'stu-1', student: { ...profile, grade: 'K2' } } });
    expect((await getAs('ASIAAFTERSIGNIN')).statusCode).toBe(403);
  });
});

describe('PUT /v3/waw/module', () => {
  it('saves a legal successor under a version condition and answers it with the next version', async () => {
    const body = { ...firstStep(), version: 3 };
    const result = await put(body);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ id: 'mod-respa', version: 4, step_completed: 'notstarted' });
    const input = dynamo.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.ConditionExpression).toBe('version = :read');
    expect(input?.ExpressionAttributeValues).toEqual({ ':read': 3 });
    expect(input?.Item).toMatchObject({ pk: 'STUDENT#stu-1', sk: 'MODULE#mod-respa', version: 4 });
  });

  it('accepts the record exactly as the spec shapes it: every flag false (sing.video too), no version', async () => {
    const details = JSON.parse(firstStep().game_details) as { progress: Record<string, { sing: { video: unknown } }> };
    for (const day of Object.values(details.progress)) day.sing.video = false;
    const { version: _unsent, ...record } = { ...firstStep(), game_details: JSON.stringify(details) };
    const result = await put(record);
    expect(result.statusCode).toBe(200);
    // Read leniently, written in one form: the stored video is a string again.
    const saved = dynamo.commandCalls(PutCommand)[0]?.args[0].input;
    expect(JSON.parse(String(saved?.Item?.game_details)).progress.day_1.sing.video).toBe('');
    // Without a version it is checked against the stored copy and written only if that is still the one read.
    expect(saved?.ExpressionAttributeValues).toEqual({ ':read': 3 });
  });

  it('answers only the new version to a client that prefers it, when the module stored is the one it sent', async () => {
    const body = { ...firstStep(), version: 3 };
    const event = apiEvent({ method: 'PUT', path: '/v3/waw/module', body, identityId: IDENTITY });
    const result = await putModule({ ...event, headers: { ...event.headers, Prefer: 'return=minimal' } }, lambdaContext);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ version: 4 });
    expect(result.headers?.['preference-applied']).toBe('return=minimal');
    // What the client sent is what was stored, word for word: it holds the stored copy already.
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item?.game_details).toBe(body.game_details);
  });

  it('answers the whole module, even to a client that prefers less, when storing it changed what was sent', async () => {
    const details = JSON.parse(firstStep().game_details) as { progress: Record<string, { sing: { video: unknown } }> };
    details.progress.day_1!.sing.video = false;
    const body = { ...firstStep(), game_details: JSON.stringify(details), version: 3 };
    const event = apiEvent({ method: 'PUT', path: '/v3/waw/module', body, identityId: IDENTITY });
    const result = await putModule({ ...event, headers: { ...event.headers, prefer: 'return=minimal' } }, lambdaContext);
    expect(result.headers?.['preference-applied']).toBeUndefined();
    expect(JSON.parse(String(bodyOf(result).game_details)).progress.day_1.sing.video).toBe('');
    expect(bodyOf(result)).toMatchObject({ id: 'mod-respa', version: 4 });
  });

  it('accepts game_details as an object too (spec section 3)', async () => {
    const record = firstStep();
    const result = await put({ ...record, game_details: JSON.parse(record.game_details) as unknown, version: 3 });
    expect(result.statusCode).toBe(200);
  });

  it('answers 409 with the current module when the client read an older version', async () => {
    const result = await put({ ...firstStep(), version: 2 });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).module).toEqual(stored);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 409 when another write wins the race between read and write', async () => {
    dynamo.on(PutCommand).rejects(awsError('ConditionalCheckFailedException', 'failed'));
    const result = await put({ ...firstStep(), version: 3 });
    expect(result.statusCode).toBe(409);
  });

  it('refuses a forged balance with 400 and writes nothing', async () => {
    const details = JSON.parse(firstStep().game_details) as { inventory: { earned: number; balance: number } };
    details.inventory.earned = 500;
    details.inventory.balance = 500;
    const result = await put({ ...firstStep(), game_details: JSON.stringify(details), version: 3 });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toMatch(/inventory\.earned can rise by at most 1 tokens/);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("answers 404 for a module that is not the caller's, or a name that does not match", async () => {
    expect((await put({ ...firstStep(), id: 'someone-elses', version: 3 })).statusCode).toBe(404);
    expect((await put({ ...firstStep(), name: 'INROCK', version: 3 })).statusCode).toBe(404);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 413 for a body over 64 KB and 400 for one that fails the schema', async () => {
    expect((await put({ ...firstStep(), version: 3, game_details: 'x'.repeat(70_000) })).statusCode).toBe(413);
    const wrong = await put({ ...firstStep(), version: '3' });
    expect(wrong.statusCode).toBe(400);
    expect(bodyOf(wrong).message).toBe('Invalid request: version: Invalid type: Expected number but received "3"');
  });
});

describe('the class summary', () => {
  it('is not on the save’s path: a save is the module’s one conditional write, its row follows from the stream', async () => {
    expect((await put({ ...firstStep(), version: 3 })).statusCode).toBe(200);
    const saved = dynamo.commandCalls(PutCommand)[0]?.args[0].input;
    expect(saved?.Item).toMatchObject({ ...keys.module('stu-1', 'mod-respa'), version: 4, saved_at: expect.any(Number) });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(GetCommand).filter((call) => String(call.args[0].input.Key?.pk).startsWith('CLASS#'))).toHaveLength(0);
  });

  it('answers the stored copy with a 409 when a warm save lost its race, and writes nothing else', async () => {
    // The function last saved version 4 (above), so a save on version 4 takes the warm path.
    const winner = { ...keys.module('stu-1', 'mod-respa'), ...stored, version: 5, game_details: null, saved_at: 77 };
    dynamo.on(PutCommand).rejects(awsError('ConditionalCheckFailedException', 'another tab saved first'));
    dynamo.on(GetCommand, { Key: keys.module('stu-1', 'mod-respa') }).resolves({ Item: winner });
    const lost = await put({ ...firstStep(), version: 4 });
    expect(lost.statusCode).toBe(409);
    expect(bodyOf(lost).module).toMatchObject({ version: 5 });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('places a save after the one before it even when its function’s clock is behind the one that saved that', async () => {
    // Version 3 was saved by a function whose clock runs a minute ahead of this one's.
    const ahead = Date.now() + 60_000;
    dynamo
      .on(GetCommand, { Key: keys.module('stu-1', 'mod-respa') })
      .resolves({ Item: { ...keys.module('stu-1', 'mod-respa'), ...stored, saved_at: ahead } });
    expect((await put({ ...firstStep(), version: 3 })).statusCode).toBe(200);
    // And the next save, on the warm path (no read), builds on the one this function just made.
    const next = toRecord(
      applyGameAction(applyGameAction(initialiseModule(stored), { type: 'preEmotion', day: 1, emotion: 'happy' }), {
        type: 'sing',
        day: 1,
        video: '',
      }),
    );
    expect((await put({ ...next, version: 4 })).statusCode).toBe(200);
    const savedAt = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item?.saved_at as number);
    // Each version later than the one before, so the row's condition (NOT o > :o), written from the stream with each
    // save's time, takes it and never keeps an older one.
    expect(savedAt).toHaveLength(2);
    expect(savedAt[0]).toBeGreaterThan(ahead);
    expect(savedAt[1]).toBeGreaterThan(savedAt[0]!);
  });
});
