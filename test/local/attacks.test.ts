import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyGameAction,
  initialiseModule,
  toPlayable,
  toRecord,
  type GameAction,
  type ModuleRecord,
  type PlayableModule,
} from '@domain/index.js';
import type { CharacterCode } from '@domain/constants.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminCall, passkeyFor, setUpPasskey, signInAdmin } from './admin-client.js';
import { credentialsFor, signIn, signedFetch, type AwsCredentialIdentity } from './stock-client.js';

/**
 * The attacks of issue 13 replayed against the running local cloud, as the attacker made them: each must fail, and
 * a refused request must change nothing stored.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let adminToken: string;

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  adminToken = (await signInAdmin(cloud, 'admin@demo.school')).idToken;
  // Importing and resetting are sensitive actions: this admin proves a passkey first, as the dashboard asks.
  await setUpPasskey(cloud, adminToken, passkeyFor(cloud));
});
afterAll(async () => {
  await stop?.();
});

const addKid = async (username: string, password: string, modules: CharacterCode[] = ['RESPA']) => {
  const { addStudent } = await import('../../functions/rosters/roster.js');
  await addStudent({
    school_identifier: 'DEMO',
    username,
    password,
    first_name: 'Kid',
    last_name: username,
    class_id: 'attack',
    grade: 'WAW',
    modules,
  });
};
const call = (credentials: AwsCredentialIdentity, method: string, path: string, body?: unknown) =>
  signedFetch(cloud.config, credentials, { method, path, ...(body === undefined ? {} : { body }) });
const moduleNamed = async (credentials: AwsCredentialIdentity, name: string): Promise<PlayableModule> => {
  const { modules } = (await call(credentials, 'GET', '/v3/waw/modules')).body as { modules: ModuleRecord[] };
  return toPlayable(modules.find((module) => module.name === name)!);
};
const play = (module: PlayableModule, actions: GameAction[]) => actions.reduce(applyGameAction, module);
const day = (n: number): GameAction[] => [
  { type: 'onboarded' },
  { type: 'preEmotion', day: n, emotion: 'happy' },
  { type: 'sing', day: n, video: `day-${n}` },
  { type: 'learn', day: n },
  { type: 'practice', day: n, correct_answers: 2, wrong_answers: 1 },
  { type: 'followthebeat', day: n },
  { type: 'celebrate', day: n, part: 'sing' },
  { type: 'celebrate', day: n, part: 'recorded_message' },
  { type: 'celebrate', day: n, part: 'influencer_video' },
  { type: 'postEmotion', day: n, emotion: 'calm' },
];
const save = async (credentials: AwsCredentialIdentity, module: PlayableModule) =>
  call(credentials, 'PUT', '/v3/waw/module', toRecord(module));

describe('1. concurrent guessing against the lockout', () => {
  it('checks at most 10 of 24 wrong passwords and the right one sent at once', async () => {
    await addKid('guess.me', 'the-right-one-1');
    const passwords = [
      ...Array.from({ length: 12 }, (_, i) => `wrong-${i}`),
      'the-right-one-1',
      ...Array.from({ length: 12 }, (_, i) => `nope-${i}`),
    ];
    const statuses = (await Promise.all(passwords.map((password) => signIn(cloud.config, 'guess.me', password)))).map((r) => r.status);
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(10);
    // Whether or not the right one was among those checked, the window stays spent.
    expect((await signIn(cloud.config, 'guess.me', 'one-more-guess')).status).toBe(429);
  });
});

describe('2. a practice score that does not follow from the answers', () => {
  it('refuses 0 of 3 right with a score of 100, and stores nothing', async () => {
    const kid = await credentialsFor(cloud.config, 'waw.student', 'let-me-play-1');
    const fresh = initialiseModule(await moduleNamed(kid, 'INROCK'));
    const learnt = play(fresh, day(1).slice(0, 4));
    const saved = await save(kid, learnt);
    expect(saved.status).toBe(200);
    const before = await moduleNamed(kid, 'INROCK');
    const practised = applyGameAction(before, { type: 'practice', day: 1, correct_answers: 0, wrong_answers: 3 });
    practised.game_details.progress.day_1!.test_score = 100;
    const refused = await save(kid, practised);
    expect(refused).toEqual({ status: 400, body: { message: 'Day 1: test_score must be 0, the share of right answers' } });
    expect(await moduleNamed(kid, 'INROCK')).toEqual(before);
  });
});

describe('3. deleting a recording folder instead of a recording', () => {
  it('answers 404 for recordings/{own identity}/ and deletes nothing', async () => {
    const kid = await credentialsFor(cloud.config, 'waw.student', 'let-me-play-1');
    const { body } = await signIn(cloud.config, 'waw.student', 'let-me-play-1');
    const ticket = (await call(kid, 'POST', '/v3/waw/recordings', { contentType: 'video/webm', size: 4 })).body;
    expect((await fetch(String(ticket.url), { method: 'PUT', body: 'webm', headers: { 'content-type': 'video/webm' } })).status).toBe(200);
    for (const key of [`recordings/${body.identity_id}/`, `recordings/${body.identity_id}`, `recordings/${body.identity_id}/x/../`]) {
      const refused = await call(kid, 'DELETE', `/v3/waw/recordings?key=${encodeURIComponent(key)}`);
      expect(refused).toEqual({ status: 404, body: { message: 'Recording not found' } });
    }
    const { recordings } = (await call(kid, 'GET', '/v3/waw/recordings')).body as { recordings: Array<{ key: string }> };
    expect(recordings.map((r) => r.key)).toContain(ticket.key);
  });
});

describe('4. recordings without a limit', () => {
  it('reserves room for at most 20 recordings, even when 25 uploads are asked for at once', async () => {
    await addKid('many.videos', 'lots-of-video-1');
    const kid = await credentialsFor(cloud.config, 'many.videos', 'lots-of-video-1');
    const ask = () => call(kid, 'POST', '/v3/waw/recordings', { contentType: 'video/webm', size: 4 });
    const answers = await Promise.all(Array.from({ length: 25 }, ask));
    const granted = answers.filter((answer) => answer.status === 200);
    expect(granted.length).toBeLessThanOrEqual(20);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    // Those that lost the race for a place may try again; the box still holds 20 and no more.
    while (granted.length < 20) {
      const again = await ask();
      expect(again.status).toBe(200);
      granted.push(again);
    }
    const full = await ask();
    expect(full).toMatchObject({
      status: 409,
      body: { code: 'recordings_full', message: 'Your video box is full. Ask a grown-up to help you delete an old video in My videos.' },
    });
    // Uploading two of them and deleting one makes room for exactly one more.
    for (const ticket of granted.slice(0, 2)) {
      await fetch(String(ticket.body.url), { method: 'PUT', body: 'webm', headers: { 'content-type': 'video/webm' } });
    }
    expect((await call(kid, 'DELETE', `/v3/waw/recordings?key=${encodeURIComponent(String(granted[0]!.body.key))}`)).status).toBe(200);
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(409);
  });

  it('refuses an upload that would take the box past 200 MB', async () => {
    await addKid('big.videos', 'huge-video-123');
    const kid = await credentialsFor(cloud.config, 'big.videos', 'huge-video-123');
    const ask = (size: number) => call(kid, 'POST', '/v3/waw/recordings', { contentType: 'video/mp4', size });
    for (let i = 0; i < 3; i += 1) expect((await ask(50 * 1024 * 1024)).status).toBe(200);
    expect((await ask(50 * 1024 * 1024 - 10)).status).toBe(200);
    expect((await ask(11)).body.code).toBe('recordings_full');
    expect((await ask(10)).status).toBe(200);
  });
});

describe('5. a day reset by an admin earned again', () => {
  it('keeps earned at 15 when the child replays a reset day, and refuses a save that claims it again', async () => {
    await addKid('replay.kid', 'play-it-again-1');
    const kid = await credentialsFor(cloud.config, 'replay.kid', 'play-it-again-1');
    const played = play(initialiseModule(await moduleNamed(kid, 'RESPA')), day(1));
    expect((await save(kid, played)).status).toBe(200);
    const stored = await moduleNamed(kid, 'RESPA');
    expect(stored.game_details.inventory.earned).toBe(15);

    const { students } = (await adminCall(cloud, adminToken, 'GET', '/v3/admin/students')).body as {
      students: Array<{ id: string; username: string }>;
    };
    const studentId = students.find((student) => student.username === 'replay.kid')!.id;
    const reset = await adminCall(cloud, adminToken, 'POST', '/v3/admin/modules/reset', {
      studentId,
      moduleId: stored.id,
      day: 1,
      version: stored.version,
    });
    expect(reset.status).toBe(200);

    const afterReset = await moduleNamed(kid, 'RESPA');
    const greedy = play(afterReset, day(1));
    greedy.game_details.inventory.earned = 30;
    greedy.game_details.inventory.balance = 30;
    expect((await save(kid, greedy)).status).toBe(400);
    expect(await moduleNamed(kid, 'RESPA')).toEqual(afterReset);

    const replayed = play(afterReset, day(1));
    expect((await save(kid, replayed)).status).toBe(200);
    expect((await moduleNamed(kid, 'RESPA')).game_details.inventory).toMatchObject({ earned: 15, balance: 15 });
  });
});
