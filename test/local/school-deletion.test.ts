import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CognitoIdentityClient, GetCredentialsForIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STUDENT_REMOVAL_QUEUE } from '../../functions/routes.js';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { RECORDINGS_BUCKET, TABLE_NAME, USER_POOL_ID, type LocalCloud } from '../../infra/local/server.js';
import { IDENTITIES_TABLE } from '../../infra/local/user-store.js';
import { passTimeUntil } from '../support/pass-time.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminCall, passkeyFor, setUpPasskey, signInAdmin } from './admin-client.js';
import { signedFetch, type AwsCredentialIdentity } from './stock-client.js';

/**
 * Deleting a school through the local cloud (issue 33): the district admin's call, the mark that shuts the school's
 * admins out at once, the job on the removal queue that removes each child (with AWS's waits: about six minutes,
 * passed on the local cloud's clock rather than waited out) and then the school's own items. The demo's second
 * school, OAK, has two children; one of them plays and records.
 */
let cloud: LocalCloud;
let dataDir: string;
let stop: () => Promise<void>;
let district: string;
let oak: string;
let demo: string;

/** The deletion's waits on the product's clock, with room to spare: its children's last sweeps end uploadWindowSeconds after their marks. */
const JOB_CLOCK_MS = (STUDENT_REMOVAL_QUEUE.uploadWindowSeconds + 300) * 1000;

beforeAll(async () => {
  ({ cloud, dataDir, stop } = await startTestCloud());
  district = (await signInAdmin(cloud, 'district@demo.school')).idToken;
  oak = (await signInAdmin(cloud, 'admin@oak.school')).idToken;
  demo = (await signInAdmin(cloud, 'admin@demo.school')).idToken;
}, 120_000);
afterAll(async () => {
  await stop?.();
});

const deleteSchool = (token: string, school: string, confirmation: string) =>
  adminCall(cloud, token, 'POST', '/v3/admin/schools/delete', { school, confirmation });

const scan = async (table: string) => {
  const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
  const items: Array<Record<string, unknown>> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: table, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

/** A child of OAK signs in as their browser does (the stock client's signIn is DEMO's). */
const signIn = async (username: string, password: string) => {
  const response = await fetch(`${cloud.config.apiEndpoint}/v3/waw/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ school_identifier: 'OAK', username, password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

const credentialsOf = async (login: Record<string, string>): Promise<AwsCredentialIdentity> => {
  const identity = new CognitoIdentityClient({ region: cloud.config.region, endpoint: cloud.config.endpoints.cognitoIdentity });
  const { Credentials } = await identity.send(
    new GetCredentialsForIdentityCommand({ IdentityId: login.identity_id, Logins: { 'cognito-identity.amazonaws.com': login.token! } }),
  );
  return { accessKeyId: Credentials!.AccessKeyId!, secretAccessKey: Credentials!.SecretKey!, sessionToken: Credentials!.SessionToken! };
};

/** Every item of the table whose key or attributes name one of these. */
const naming = async (needles: string[]) =>
  (await scan(TABLE_NAME)).filter((item) => needles.some((needle) => JSON.stringify(item).includes(needle)));
const keyOf = (item: Record<string, unknown>) => `${String(item.pk)} ${String(item.sk)}`;

describe('deleting a school', () => {
  it('refuses a school admin (403), a wrong confirmation (400) and no passkey, then shuts the school’s admins out at once and leaves nothing of it', async () => {
    // OAK's children: one plays, saves settings and records a video; the other never signed in.
    const login = (await signIn('oak.reader', 'let-me-play-4')).body;
    const credentials = await credentialsOf(login);
    const api = (method: string, path: string, body?: unknown) =>
      signedFetch(cloud.config, credentials, { method, path, ...(body === undefined ? {} : { body }) });
    const settings = { soundVolume: 0.5, musicVolume: 0.5, readAloud: true, reducedMotion: false };
    expect((await api('PUT', '/v3/waw/settings', settings)).status).toBe(200);
    const ticket = (await api('POST', '/v3/waw/recordings', { contentType: 'video/webm', size: 10 })).body as { url: string };
    expect((await fetch(ticket.url, { method: 'PUT', body: 'webm-bytes', headers: { 'content-type': 'video/webm' } })).status).toBe(200);
    const videos = join(dataDir, 's3', RECORDINGS_BUCKET, 'recordings', login.identity_id!);
    expect(existsSync(videos)).toBe(true);
    const students = (await adminCall(cloud, oak, 'GET', '/v3/admin/students?school=OAK')).body.students as Array<{ id: string }>;
    expect(students).toHaveLength(2);
    const ids = students.map((student) => student.id);
    const demoBefore = (await naming(['DEMO'])).map(keyOf).sort();

    // A school admin may not delete even their own school; a district admin must type the id and use a passkey.
    await setUpPasskey(cloud, oak, passkeyFor(cloud));
    // OAK's staff: a teacher of one class there and nowhere else, and DEMO's admin teaching a class there too.
    const oakClass = (students[0] as { class_id: string } | undefined)?.class_id ?? '';
    for (const email of ['teacher@oak.school', 'admin@demo.school']) {
      const invited = await adminCall(cloud, oak, 'POST', '/v3/admin/admins', {
        email,
        school: 'OAK',
        roles: ['teacher'],
        classes: [oakClass],
      });
      expect([200, 201]).toContain(invited.status);
    }
    expect((await naming(['CLASSES#OAK'])).length).toBe(2);
    expect((await deleteSchool(oak, 'OAK', 'OAK')).status).toBe(403);
    expect((await deleteSchool(district, 'OAK', 'OAK')).status).toBe(403);
    await setUpPasskey(cloud, district, passkeyFor(cloud));
    expect((await deleteSchool(district, 'OAK', 'oak')).status).toBe(400);
    expect((await deleteSchool(district, 'OAK', '')).status).toBe(400);
    expect((await deleteSchool(district, 'NO-SUCH', 'NO-SUCH')).status).toBe(404);
    expect((await adminCall(cloud, oak, 'GET', '/v3/admin/students?school=OAK')).status).toBe(200);

    const deleted = await deleteSchool(district, 'OAK', 'OAK');
    expect(deleted.status).toBe(202);
    expect(deleted.body.job).toMatchObject({ id: 'OAK', phase: 'children' });
    // The admin's id token still names the school's group, yet their next call finds no school.
    for (const path of ['/v3/admin/students?school=OAK', '/v3/admin/school?school=OAK', '/v3/admin/admins?school=OAK']) {
      expect((await adminCall(cloud, oak, 'GET', path)).status).toBe(404);
    }
    // A child is refused from the moment the job marks them, its first step (queued with the 202, so within seconds).
    await vi.waitFor(async () => expect((await signIn('oak.reader', 'let-me-play-4')).status).toBe(401), {
      timeout: 20_000,
      interval: 250,
    });
    expect((await api('PUT', '/v3/waw/settings', settings)).status).toBe(403);
    // Another school's admin is untouched, their classes at OAK gone; the groups are gone, and with them every account
    // left with no role anywhere (OAK's admin, its teacher): it can no longer sign in at all.
    expect((await adminCall(cloud, demo, 'GET', '/v3/admin/students?school=DEMO')).status).toBe(200);
    const demoMe = await adminCall(cloud, (await signInAdmin(cloud, 'admin@demo.school')).idToken, 'GET', '/v3/admin/me');
    expect(JSON.stringify(demoMe.body)).not.toContain('OAK');
    expect(await naming(['CLASSES#OAK'])).toEqual([]);
    const pool = new CognitoIdentityProviderClient({});
    for (const gone of ['admin@oak.school', 'teacher@oak.school']) {
      await expect(pool.send(new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: gone }))).rejects.toThrow(
        /not exist|not found/i,
      );
      await expect(signInAdmin(cloud, gone)).rejects.toThrow();
    }
    await expect(pool.send(new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: 'district@demo.school' }))).resolves.toBeDefined();
    // Asked again, the same job answers.
    expect(((await deleteSchool(district, 'OAK', 'OAK')).body.job as { id: string }).id).toBe('OAK');

    const progress: number[] = [];
    type Job = { phase: string; children_total: number; children_removed: number; report: Record<string, number> };
    let seen: Job | undefined;
    const job = await passTimeUntil(
      cloud,
      async () => {
        const answer = await adminCall(cloud, district, 'GET', '/v3/admin/schools/delete?id=OAK');
        expect(answer.status).toBe(200);
        seen = answer.body.job as Job;
        if (progress.at(-1) !== seen.children_removed) progress.push(seen.children_removed);
        return seen.phase === 'done' ? seen : undefined;
      },
      { clockMs: JOB_CLOCK_MS, what: () => `the school deletion finishing (${JSON.stringify(seen)})` },
    );
    expect(job.children_total).toBe(2);
    expect(progress.at(-1)).toBe(2);
    expect(job.report.school_entry).toBe(1);
    expect(job.report.classes).toBe(2);

    // Nothing of the school is left in any key kind but the records of the jobs (no name, no data of a child).
    // (The programme's pages, shared by every school, may say "Ava" in a story: they are not the school's.)
    const left = (await naming(['OAK', ...ids, 'oak.reader', 'oak.climber', 'Ava', 'Ortiz', login.identity_id!])).filter(
      (item) => !/^(PAGE#|COMPONENTS$|INFLUENCERS$)/.test(String(item.pk)),
    );
    expect(left.filter((item) => !/^(SCHOOLDEL|REMOVAL)#/.test(String(item.pk))).map(keyOf)).toEqual([]);
    // The school is done only once each child's removal is, last video sweep included.
    expect(left.filter((item) => String(item.pk).startsWith('REMOVAL#')).map((item) => item.phase)).toEqual(['done', 'done']);
    for (const item of left) expect(JSON.stringify(item)).not.toMatch(/Ava|Ortiz|oak\.reader|oak\.climber/);
    // The identity is gone from the pool, the videos from the bucket; DEMO is as it was.
    expect((await scan(IDENTITIES_TABLE)).filter((item) => JSON.stringify(item).includes(login.identity_id!))).toEqual([]);
    await expect(credentialsOf(login)).rejects.toThrow(/not found/i);
    const files = existsSync(videos)
      ? readdirSync(videos, { recursive: true }).filter((name) => statSync(join(videos, String(name))).isFile())
      : [];
    expect(files).toEqual([]);
    expect((await naming(['DEMO'])).map(keyOf).sort()).toEqual(demoBefore);
    // The district's list no longer shows the school, and its old admin still finds nothing.
    expect(JSON.stringify((await adminCall(cloud, district, 'GET', '/v3/admin/district')).body)).not.toContain('"OAK"');
    expect((await adminCall(cloud, oak, 'GET', '/v3/admin/students?school=OAK')).status).toBe(404);
  }, 300_000);
});
