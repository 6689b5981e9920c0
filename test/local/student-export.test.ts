import { CognitoIdentityClient, GetCredentialsForIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LINK_SECONDS } from '../../functions/export/export-files.js';
import { TABLE_NAME, type LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminCall, passkeyFor, setUpPasskey, signInAdmin } from './admin-client.js';
import { CLASS_PASSWORD, playChild } from './class-play.js';
import { follow, rosterOf, start, upload } from './import-client.js';
import { signIn, signedFetch, type AwsCredentialIdentity } from './stock-client.js';

/**
 * Exporting a child's data for a parent through the local cloud (issue 33): the admin's call, the queue, the worker,
 * the identity pool, the recordings bucket and the exports prefix as in AWS; the zip downloaded by its link and read
 * file by file.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let demo: string;
let oak: string;
let teacher: string;
let children: Array<{ id: string; username: string; first_name: string; last_name: string; class_id: string }>;
const TEACHER = 'export.teacher@demo.school';

const credentialsOf = async (login: Record<string, string>): Promise<AwsCredentialIdentity> => {
  const identity = new CognitoIdentityClient({ region: cloud.config.region, endpoint: cloud.config.endpoints.cognitoIdentity });
  const { Credentials } = await identity.send(
    new GetCredentialsForIdentityCommand({ IdentityId: login.identity_id, Logins: { 'cognito-identity.amazonaws.com': login.token! } }),
  );
  return { accessKeyId: Credentials!.AccessKeyId!, secretAccessKey: Credentials!.SecretKey!, sessionToken: Credentials!.SessionToken! };
};

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  demo = (await signInAdmin(cloud, 'admin@demo.school')).idToken;
  await setUpPasskey(cloud, demo, passkeyFor(cloud));
  const id = await upload(cloud, demo, rosterOf(2, 'exp'));
  expect((await start(cloud, demo, id)).status).toBe(202);
  await follow(cloud, demo, id, 240_000);
  children = (await adminCall(cloud, demo, 'GET', '/v3/admin/students?school=DEMO&class=exp-class')).body.students as typeof children;
  oak = (await signInAdmin(cloud, 'admin@oak.school')).idToken;
  await setUpPasskey(cloud, oak, passkeyFor(cloud));
  const invited = await adminCall(cloud, demo, 'POST', '/v3/admin/admins', {
    email: TEACHER,
    school: 'DEMO',
    roles: ['teacher'],
    classes: ['exp-class'],
  });
  expect(invited.status).toBe(201);
  teacher = (await signInAdmin(cloud, TEACHER)).idToken;
  await setUpPasskey(cloud, teacher, passkeyFor(cloud));
}, 300_000);
afterAll(async () => {
  await stop?.();
});

const child = (index: number) => children.find((candidate) => candidate.username === `exp.${index}`)!;
const startExport = (token: string, studentId: string) => adminCall(cloud, token, 'POST', '/v3/admin/students/export', { studentId });

interface ExportView {
  id: string;
  phase: string;
  student_id: string;
  download_url?: string;
  download_expires_at?: string;
}

/** Follows an export as the child's page does, until its zip is built. */
const built = async (jobId: string): Promise<ExportView> => {
  const end = Date.now() + 120_000;
  for (;;) {
    const { status, body } = await adminCall(cloud, demo, 'GET', `/v3/admin/students/export?id=${jobId}`);
    expect(status).toBe(200);
    const job = body.job as ExportView;
    if (job.phase === 'done') return job;
    if (Date.now() > end) throw new Error(`export ${jobId} not built: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

const item = async (key: Record<string, string>) => {
  const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
  return (await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: key }))).Item;
};

describe("exporting a child's data", () => {
  it('refuses another school’s admin (404), a teacher (403), no passkey (403) and bad input (400)', async () => {
    const kid = child(1);
    expect((await startExport(oak, kid.id)).status).toBe(404);
    expect((await startExport(demo, 'no-such-child')).status).toBe(404);
    expect((await startExport(teacher, kid.id)).status).toBe(403);
    const bare = (await signInAdmin(cloud, 'admin@demo.school')).idToken;
    expect((await startExport(bare, kid.id)).body).toMatchObject({ code: expect.any(String) });
    expect((await startExport(bare, kid.id)).status).toBe(403);
    expect((await adminCall(cloud, demo, 'POST', '/v3/admin/students/export', { studentId: kid.id, extra: 1 })).status).toBe(400);
    expect((await adminCall(cloud, demo, 'POST', '/v3/admin/students/export', {})).status).toBe(400);
    expect((await adminCall(cloud, demo, 'GET', '/v3/admin/students/export?id=nope')).status).toBe(400);
    expect((await adminCall(cloud, demo, 'GET', `/v3/admin/students/export?id=${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('starts one job, queued once, for a request sent twice at once and again after its answer was lost', async () => {
    const kid = child(1);
    const jobsOf = async () => {
      const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
      const { Items } = await dynamo.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :job)',
          ExpressionAttributeValues: { ':pk': `EXPORT#STUDENT#${kid.id}`, ':job': 'JOB#' },
          ConsistentRead: true,
        }),
      );
      return Items ?? [];
    };
    const [first, second] = await Promise.all([startExport(demo, kid.id), startExport(demo, kid.id)]);
    expect([first.status, second.status]).toEqual([202, 202]);
    const id = (first.body.job as ExportView).id;
    expect((second.body.job as ExportView).id).toBe(id);
    const queuedAt = (await item({ pk: `EXPORT#${id}`, sk: 'JOB' }))?.queued_at as number;
    expect(queuedAt).toEqual(expect.any(Number));

    // Asked again, its answer lost on the way back (API Gateway's 504): the admin's page asks once more.
    cloud.faults.set({ seed: 44, lambda: { lostAnswer: 1 } });
    const lost = await startExport(demo, kid.id).finally(() => cloud.faults.set(null));
    expect(lost.status).toBe(504);
    const again = await startExport(demo, kid.id);
    expect(again.status).toBe(202);
    expect((again.body.job as ExportView).id).toBe(id);

    // One job, its message sent once (by the first request: no repeat sent it again), and it is built.
    expect((await jobsOf()).map((entry) => entry.job_id)).toEqual([id]);
    expect((await item({ pk: `EXPORT#${id}`, sk: 'JOB' }))?.queued_at).toBe(queuedAt);
    expect((await built(id)).student_id).toBe(kid.id);
  }, 180_000);

  it('gives one zip with everything of that child (records, settings, sign-in, card, video) and nothing of another or any secret', async () => {
    const kid = child(0);
    const other = child(1);
    // Both children play; this one also saves settings, records a video and holds a card they signed in with.
    await playChild(cloud, kid.username, CLASS_PASSWORD('exp', 0));
    await playChild(cloud, other.username, CLASS_PASSWORD('exp', 1));
    const login = (await signIn(cloud.config, kid.username, CLASS_PASSWORD('exp', 0))).body;
    const credentials = await credentialsOf(login);
    const api = (method: string, path: string, body?: unknown) =>
      signedFetch(cloud.config, credentials, { method, path, ...(body === undefined ? {} : { body }) });
    const settings = { soundVolume: 0.25, musicVolume: 0.75, readAloud: true, reducedMotion: true };
    expect((await api('PUT', '/v3/waw/settings', settings)).status).toBe(200);
    const video = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));
    const ticket = (await api('POST', '/v3/waw/recordings', { contentType: 'video/webm', size: video.length })).body as { url: string };
    expect((await fetch(ticket.url, { method: 'PUT', body: video, headers: { 'content-type': 'video/webm' } })).status).toBe(200);
    const printed = await adminCall(cloud, demo, 'POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: [kid.id] });
    expect(printed.status).toBe(200);
    const card = (printed.body.cards as Array<{ code: string }>)[0]!.code;
    const cardLogin = await fetch(`${cloud.config.apiEndpoint}/v3/waw/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ school_identifier: 'DEMO', card }),
    });
    expect(cardLogin.status).toBe(200);

    const started = await startExport(demo, kid.id);
    expect(started.status).toBe(202);
    const job = started.body.job as ExportView;
    expect([job.phase, job.student_id]).toEqual(['building', kid.id]);
    expect(job.download_url).toBeUndefined();
    const done = await built(job.id);
    expect(new Date(done.download_expires_at!).getTime() - cloud.clock.now()).toBeGreaterThan(14 * 60_000);
    // Another school's admin cannot see the job either.
    expect((await adminCall(cloud, oak, 'GET', `/v3/admin/students/export?id=${done.id}`)).status).toBe(404);

    const download = await fetch(done.download_url!);
    expect(download.status).toBe(200);
    const zip = Buffer.from(await download.arrayBuffer());
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'child.json', expect.stringMatching(/^videos\/[\w.-]+\.webm$/)]);
    const videoFile = Object.keys(files).find((name) => name.startsWith('videos/'))!;
    expect(Buffer.from(files[videoFile]!)).toEqual(video);
    expect(strFromU8(files['README.txt']!)).toContain('child.json');

    const text = strFromU8(files['child.json']!);
    expect(text).toContain('\n  "profile": {');
    const data = JSON.parse(text) as Record<string, unknown> & {
      profile: Record<string, unknown>;
      modules: Array<{ name: string; game_details: unknown }>;
      settings: Record<string, unknown>;
      sign_in: Record<string, unknown>;
      cards: Array<Record<string, unknown>>;
      current_card: Record<string, unknown>;
      last_sign_in: string;
      class_row: Record<string, unknown>;
      recordings: { files: string[] };
    };
    expect(data.profile).toMatchObject({ id: kid.id, username: kid.username, first_name: kid.first_name, school_identifier: 'DEMO' });
    expect(data.modules.length).toBeGreaterThan(0);
    const played = data.modules.find((module) => module.name === 'RESPA')!;
    expect(typeof played.game_details).toBe('object');
    expect(data.settings).toMatchObject(settings);
    expect(data.sign_in).toMatchObject({ student_id: kid.id });
    expect(data.cards).toHaveLength(1);
    expect(data.cards[0]).toMatchObject({ student_id: kid.id });
    expect(data.current_card).toMatchObject({ card_id: expect.any(String) });
    expect(Date.parse(data.last_sign_in)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(data.class_row).toMatchObject({ f: kid.first_name, u: kid.username });
    expect(data.recordings.files).toEqual([videoFile.slice('videos/'.length)]);

    // No secret, in any form: not the field names, not the hashes the table holds.
    const signInItem = await item({ pk: 'SCHOOL#DEMO', sk: `USERNAME#${kid.username}` });
    const cardItem = await item({ pk: 'SCHOOL#DEMO', sk: `CARD#${String(data.current_card.card_id)}` });
    const whole = zip.toString('latin1') + text;
    for (const secret of ['password_hash', 'secret_hash', String(signInItem!.password_hash), String(cardItem!.secret_hash), card]) {
      expect(whole).not.toContain(secret);
    }
    // Nothing of the other child, who played in the same class.
    for (const trace of [other.id, other.username, other.last_name]) {
      expect(text).not.toContain(trace);
    }

    // The link lives its lifetime on the product's clock, as S3 holds a presigned URL to it; then it is refused.
    expect((await fetch(done.download_url!)).status).toBe(200);
    await cloud.clock.advance(EXPORT_LINK_SECONDS * 1000);
    expect((await fetch(done.download_url!)).status).toBe(403);
  }, 300_000);
});
