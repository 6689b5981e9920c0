import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DAY_PAGES } from '@domain/content/index.js';
import { DEFAULT_SETTINGS } from '@domain/settings.js';
import { keys } from '@functions/common/table.js';
import { handler as influencers } from '@functions/modules/student-influencers.handler.js';
import { handler as page } from '@functions/modules/waw-page.handler.js';
import { handler as settings } from '@functions/settings/waw-settings.handler.js';
import { handler as student } from '@functions/sign-in/waw-student.handler.js';
import { apiEvent, bodyOf, lambdaContext } from './events.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const IDENTITY = 'us-east-1:child-1';
const profile = { id: 'stu-1', class_id: 'class-a', first_name: 'Ada', last_name: 'Lovelace', grade: 'WAW' };
const day1 = DAY_PAGES[0]!;

const signedIn = (grade = 'WAW') => {
  dynamo.on(GetCommand, { Key: keys.identity(IDENTITY) }).resolves({ Item: { student_id: 'stu-1', student: { ...profile, grade } } });
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  signedIn();
});

describe('GET /v3/student/influencers', () => {
  it('lists the influencers from their own partition', async () => {
    dynamo
      .on(QueryCommand)
      .resolves({ Items: [{ id: 'sunny-sam', name: 'Sunny Sam', video: '/media/influencers/sunny-sam.mp4', pk: 'x' }] });
    const result = await influencers(apiEvent({ identityId: IDENTITY }), lambdaContext);
    expect(bodyOf(result)).toEqual({ influencers: [{ id: 'sunny-sam', name: 'Sunny Sam', video: '/media/influencers/sunny-sam.mp4' }] });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues).toEqual({ ':pk': 'INFLUENCERS' });
  });

  it('refuses a caller no student is linked to', async () => {
    const result = await influencers(apiEvent({ identityId: 'us-east-1:stranger' }), lambdaContext);
    expect(result.statusCode).toBe(403);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('GET /v3/waw/page', () => {
  const ask = (query: Record<string, string>) => page(apiEvent({ path: '/v3/waw/page', identityId: IDENTITY, query }), lambdaContext);

  it('answers a stored page by id', async () => {
    dynamo.on(GetCommand, { Key: keys.page(day1.id) }).resolves({ Item: { id: day1.id, content: JSON.stringify(day1), version: 2 } });
    const result = await ask({ id: day1.id });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ id: day1.id, content: day1, version: 2 });
  });

  it('answers a day page with whether the next day is written and the friend who cheers at its end, in turn', async () => {
    const friends = ['captain-kit', 'dj-juniper', 'sunny-sam'].map((id) => ({ id, name: id, video: `/media/influencers/${id}.mp4` }));
    dynamo.on(QueryCommand).resolves({ Items: friends });
    const stored = (id: string) => ({ Item: { id, content: JSON.stringify(day1), version: 1 } });
    for (const id of ['RESPA-day-1', 'RESPA-day-2', 'RESPA-day-4', 'RESPA-day-10'])
      dynamo.on(GetCommand, { Key: keys.page(id) }).resolves(stored(id));
    dynamo.on(GetCommand, { Key: keys.page('RESPA-day-2'), ProjectionExpression: 'pk' }).resolves({ Item: { pk: 'PAGE#RESPA-day-2' } });

    expect(bodyOf(await ask({ id: 'RESPA-day-1' }))).toMatchObject({ next_day_ready: true, influencer: friends[0] });
    expect(bodyOf(await ask({ id: 'RESPA-day-2' }))).toMatchObject({ next_day_ready: false, influencer: friends[1] });
    expect(bodyOf(await ask({ id: 'RESPA-day-4' }))).toMatchObject({ next_day_ready: false, influencer: friends[0] });
    const last = dynamo.commandCalls(GetCommand).length;
    expect(bodyOf(await ask({ id: 'RESPA-day-10' }))).toMatchObject({ next_day_ready: false, influencer: friends[0] });
    // After the last day there is no day to look for: one read, the page itself (besides the caller's).
    expect(
      dynamo
        .commandCalls(GetCommand)
        .slice(last)
        .map((call) => call.args[0].input.Key),
    ).not.toContainEqual(keys.page('RESPA-day-11'));
  });

  it('answers a day page with no friend when there are no influencers, and a screening page as it is stored', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(GetCommand, { Key: keys.page(day1.id) }).resolves({ Item: { id: day1.id, content: JSON.stringify(day1), version: 1 } });
    expect(bodyOf(await ask({ id: day1.id }))).toMatchObject({ influencer: null });
    dynamo.on(GetCommand, { Key: keys.page('RESPA-screening') }).resolves({ Item: { id: 'RESPA-screening', content: '{}', version: 1 } });
    expect(bodyOf(await ask({ id: 'RESPA-screening' }))).toEqual({ id: 'RESPA-screening', content: {}, version: 1 });
  });

  it('answers 404 for a page the table does not hold, and 400 for an id that cannot be a page', async () => {
    expect((await ask({ id: 'RESPA-day-9' })).statusCode).toBe(404);
    for (const id of ['RESPA-day-11', 'screening', '../PROFILE', '']) expect((await ask({ id })).statusCode).toBe(400);
    expect((await page(apiEvent({ path: '/v3/waw/page', identityId: IDENTITY }), lambdaContext)).statusCode).toBe(400);
  });

  it('refuses a student of another grade', async () => {
    signedIn('K2');
    expect((await ask({ id: day1.id })).statusCode).toBe(403);
  });
});

describe('GET /v3/waw/student', () => {
  const ask = () => student(apiEvent({ path: '/v3/waw/student', identityId: IDENTITY }), lambdaContext);

  it('answers the caller’s own record with their settings, so a sign-in reads both at once', async () => {
    expect(bodyOf(await ask())).toEqual({ ...profile, settings: DEFAULT_SETTINGS });
    const mine = { soundVolume: 0.2, musicVolume: 0, readAloud: false, reducedMotion: true, lastProgramme: 'INROCK' };
    dynamo.on(GetCommand, { Key: keys.settings('stu-1') }).resolves({ Item: { settings: mine } });
    expect(bodyOf(await ask())).toEqual({ ...profile, settings: mine });
  });

  it('answers a student of another grade too (the app tells them why it cannot play)', async () => {
    signedIn('K2');
    expect(bodyOf(await ask())).toMatchObject({ grade: 'K2' });
  });
});

describe('GET and PUT /v3/waw/settings', () => {
  const call = (method: string, body?: unknown) =>
    settings(apiEvent({ method, path: '/v3/waw/settings', identityId: IDENTITY, body }), lambdaContext);

  it('answers the defaults until the student saves, then what they saved, under their own key', async () => {
    expect(bodyOf(await call('GET'))).toEqual(DEFAULT_SETTINGS);
    dynamo.on(PutCommand).resolves({});
    dynamo.on(GetCommand, { Key: keys.profile('stu-1') }).resolves({ Item: { pk: 'STUDENT#stu-1' } });
    const mine = { soundVolume: 0.2, musicVolume: 0, readAloud: false, reducedMotion: true };
    expect(bodyOf(await call('PUT', mine))).toEqual(mine);
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toEqual({ ...keys.settings('stu-1'), settings: mine });
    dynamo.on(GetCommand, { Key: keys.settings('stu-1') }).resolves({ Item: { settings: mine } });
    expect(bodyOf(await call('GET'))).toEqual(mine);
  });

  it('refuses settings out of range or unknown keys with 400 and stores nothing', async () => {
    for (const body of [{ ...DEFAULT_SETTINGS, soundVolume: 2 }, { ...DEFAULT_SETTINGS, theme: 'dark' }, 'not json']) {
      expect((await call('PUT', body)).statusCode).toBe(400);
    }
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('stores nothing for a child being removed (or gone): 403, as for a sign-in linked to no one', async () => {
    dynamo.on(PutCommand).resolves({});
    const mine = { soundVolume: 0.2, musicVolume: 0, readAloud: false, reducedMotion: true };
    dynamo
      .on(GetCommand, { Key: keys.profile('stu-1') })
      .resolves({ Item: { pk: 'STUDENT#stu-1', removal: { job: 'j', at: 1, by: 'a' } } });
    expect((await call('PUT', mine)).statusCode).toBe(403);
    dynamo.on(GetCommand, { Key: keys.profile('stu-1') }).resolves({});
    expect((await call('PUT', mine)).statusCode).toBe(403);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers the defaults when what is stored can no longer be read', async () => {
    dynamo.on(GetCommand, { Key: keys.settings('stu-1') }).resolves({ Item: { settings: { soundVolume: 'loud' } } });
    expect(bodyOf(await call('GET'))).toEqual(DEFAULT_SETTINGS);
  });
});
