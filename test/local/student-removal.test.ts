import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CognitoIdentityClient, GetCredentialsForIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_REMOVAL_QUEUE } from '../../functions/routes.js';
import { RECORDINGS_BUCKET, TABLE_NAME, type LocalCloud } from '../../infra/local/server.js';
import { IDENTITIES_TABLE } from '../../infra/local/user-store.js';
import { passTimeUntil } from '../support/pass-time.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminCall, passkeyFor, setUpPasskey, signInAdmin } from './admin-client.js';
import { CLASS_PASSWORD } from './class-play.js';
import { follow, rosterOf, start, upload } from './import-client.js';
import { signIn, signedFetch, type AwsCredentialIdentity } from './stock-client.js';

/**
 * Removing a child through the local cloud (issue 33): the admin's call, the queue, the worker, the table guard, the
 * identity pool and the recordings bucket as in AWS, with AWS's waits (a removal takes about five and a half
 * minutes), passed on the local cloud's clock rather than waited out.
 */
let cloud: LocalCloud;
let dataDir: string;
let stop: () => Promise<void>;
let demo: string;
let oak: string;
let children: Array<{ id: string; username: string; first_name: string; last_name: string; class_id: string }>;

/** A removal's waits on the product's clock, with room to spare: its last video sweep is due uploadWindowSeconds after the mark. */
const JOB_CLOCK_MS = (STUDENT_REMOVAL_QUEUE.uploadWindowSeconds + 300) * 1000;

beforeAll(async () => {
  ({ cloud, dataDir, stop } = await startTestCloud());
  demo = (await signInAdmin(cloud, 'admin@demo.school')).idToken;
  await setUpPasskey(cloud, demo, passkeyFor(cloud));
  await follow(cloud, demo, await startImport(rosterOf(4, 'gone')), 240_000);
  oak = (await signInAdmin(cloud, 'admin@oak.school')).idToken;
  await setUpPasskey(cloud, oak, passkeyFor(cloud));
  children = (await adminCall(cloud, demo, 'GET', '/v3/admin/students?school=DEMO&class=gone-class')).body.students as typeof children;
}, 300_000);
afterAll(async () => {
  await stop?.();
});

const child = (index: number) => children.find((candidate) => candidate.username === `gone.${index}`)!;
const remove = (token: string, studentId: string, confirmation: string) =>
  adminCall(cloud, token, 'POST', '/v3/admin/students/remove', { studentId, confirmation });

/** The removal's job as the admin page reads it. */
const jobOf = async (jobId: string) => {
  const { status, body } = await adminCall(cloud, demo, 'GET', `/v3/admin/removals?id=${jobId}`);
  expect(status).toBe(200);
  return body.job as { phase: string };
};

/** Follows a removal as the admin page does, while time passes, until it is done; the phases it went through. */
const finished = async (jobId: string) => {
  const phases: string[] = [];
  let job: { phase: string } | undefined;
  return passTimeUntil(
    cloud,
    async () => {
      job = await jobOf(jobId);
      if (phases.at(-1) !== job.phase) phases.push(job.phase);
      return job.phase === 'done' ? phases : undefined;
    },
    { clockMs: JOB_CLOCK_MS, what: () => `removal ${jobId} finishing (${JSON.stringify(job)})` },
  );
};

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

/** Every item of the table and the identity pool that names any of these, anywhere in its keys or attributes. */
const traces = async (needles: string[]) =>
  [...(await scan(TABLE_NAME)), ...(await scan(IDENTITIES_TABLE))].filter((item) => {
    const text = JSON.stringify(item);
    return needles.some((needle) => text.includes(needle));
  });

const credentialsOf = async (login: Record<string, string>): Promise<AwsCredentialIdentity> => {
  const identity = new CognitoIdentityClient({ region: cloud.config.region, endpoint: cloud.config.endpoints.cognitoIdentity });
  const { Credentials } = await identity.send(
    new GetCredentialsForIdentityCommand({ IdentityId: login.identity_id, Logins: { 'cognito-identity.amazonaws.com': login.token! } }),
  );
  return { accessKeyId: Credentials!.AccessKeyId!, secretAccessKey: Credentials!.SecretKey!, sessionToken: Credentials!.SessionToken! };
};

describe('removing a child', () => {
  it('refuses a wrong name (400), another school’s admin (404) and no passkey, and changes nothing', async () => {
    const kid = child(3);
    expect((await remove(demo, kid.id, 'Kid gone 4')).status).toBe(400);
    expect((await remove(demo, kid.id, '')).status).toBe(400);
    expect((await remove(oak, kid.id, `${kid.first_name} ${kid.last_name}`)).status).toBe(404);
    expect((await remove(demo, 'no-such-child', 'Kid gone 3')).status).toBe(404);
    const bare = (await signInAdmin(cloud, 'district@demo.school')).idToken;
    expect((await remove(bare, kid.id, 'Kid gone 3')).status).toBe(403);
    expect((await signIn(cloud.config, kid.username, CLASS_PASSWORD('gone', 3))).status).toBe(200);
  });

  describe('while time passes', () => {
    it('leaves nothing of the child in the table, the identity pool or the bucket, while they keep trying to sign in and save', async () => {
      const kid = child(0);
      const password = CLASS_PASSWORD('gone', 0);
      // The child has played, saved settings, recorded a video and holds a card.
      const login = (await signIn(cloud.config, kid.username, password)).body;
      const credentials = await credentialsOf(login);
      const api = (method: string, path: string, body?: unknown) =>
        signedFetch(cloud.config, credentials, { method, path, ...(body === undefined ? {} : { body }) });
      const settings = { soundVolume: 0.5, musicVolume: 0.5, readAloud: true, reducedMotion: false };
      expect((await api('PUT', '/v3/waw/settings', settings)).status).toBe(200);
      const ticket = (await api('POST', '/v3/waw/recordings', { contentType: 'video/webm', size: 10 })).body as { url: string };
      expect((await fetch(ticket.url, { method: 'PUT', body: 'webm-bytes', headers: { 'content-type': 'video/webm' } })).status).toBe(200);
      const printed = await adminCall(cloud, demo, 'POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: [kid.id] });
      const card = (printed.body.cards as Array<{ code: string }>)[0]!.code;
      const cardLogin = () =>
        fetch(`${cloud.config.apiEndpoint}/v3/waw/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ school_identifier: 'DEMO', card }),
        });
      expect((await cardLogin()).status).toBe(200);
      const modules = (await api('GET', '/v3/waw/modules')).body.modules as Array<Record<string, unknown>>;
      const videos = join(dataDir, 's3', RECORDINGS_BUCKET, 'recordings', login.identity_id!);
      expect(existsSync(videos)).toBe(true);
      const before = (await adminCall(cloud, demo, 'GET', '/v3/admin/class?school=DEMO&class=gone-class')).body.summary as {
        children: number;
      };

      // Sign-ins race the removal: each answers 200 before the mark, and 401 (as an unknown child) from then on.
      const signIns = Array.from({ length: 6 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, 40 * i)).then(async () => {
          const answer = await signIn(cloud.config, kid.username, password);
          return { status: answer.status };
        }),
      );
      const removal = await remove(demo, kid.id, `  ${kid.first_name.toUpperCase()}   ${kid.last_name} `);
      expect(removal.status).toBe(202);
      const job = removal.body.job as { id: string; phase: string };
      expect(job.phase).toBe('waiting');
      // Whichever way each went, none of them may leave anything behind (checked below).
      for (const answer of await Promise.all(signIns)) expect([200, 401]).toContain(answer.status);
      const unknown = await signIn(cloud.config, 'nobody.here', password);
      const refused = await signIn(cloud.config, kid.username, password);
      expect(refused).toEqual(unknown);
      expect((await cardLogin()).status).toBe(401);
      // Asked again, the same job answers.
      expect(((await remove(demo, kid.id, 'anything')).body.job as { id: string }).id).toBe(job.id);

      // The child, still holding credentials, keeps saving: settings are refused at once, and module saves stop
      // once the job deleted the modules. Nothing they send brings anything back.
      const settingsAnswers: number[] = [];
      let saving = true;
      const saves = (async () => {
        let module = modules[0]!;
        while (saving) {
          settingsAnswers.push((await api('PUT', '/v3/waw/settings', settings)).status);
          const saved = await api('PUT', '/v3/waw/module', module);
          if (saved.status === 200) module = saved.body;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      })();
      const phases = await finished(job.id);
      saving = false;
      await saves;
      expect(phases.at(-1)).toBe('done');
      expect(phases).toContain('videos');
      expect(new Set(settingsAnswers)).toEqual(new Set([403]));

      const left = await traces([kid.id, kid.username, login.identity_id!, `Kid gone 0`]);
      // What stays, each with its own expiry: the record of which student id was removed, by whom, when (a month),
      // and the roster import's result of each row, which names a username and its outcome (30 days, DynamoDB's TTL).
      const [jobs, imports] = [
        left.filter((item) => item.pk === `REMOVAL#${job.id}`),
        left.filter((item) => String(item.pk).startsWith('IMPORT#')),
      ];
      expect(left).toHaveLength(jobs.length + imports.length);
      expect(Object.keys(jobs[0]!).sort()).toEqual(
        [
          'class_id',
          'created_at',
          'created_by',
          'expires_at',
          'finished_at',
          'id',
          'marked_at',
          'phase',
          'pk',
          'school',
          'sk',
          'student_id',
          'swept_at',
        ].sort(),
      );
      for (const item of imports) {
        expect(String(item.sk)).toMatch(/^CHUNK#/);
        expect(Number(item.expires_at)).toBeLessThanOrEqual(cloud.clock.now() / 1000 + 30 * 24 * 3600);
        expect(JSON.stringify(item)).not.toContain(kid.id);
        expect(JSON.stringify(item)).not.toContain('Kid');
      }
      // No object is left under the child's folder (the local bucket's files; S3 itself has no folders).
      const files = existsSync(videos)
        ? readdirSync(videos, { recursive: true }).filter((name) => statSync(join(videos, String(name))).isFile())
        : [];
      expect(files).toEqual([]);
      const after = (await adminCall(cloud, demo, 'GET', '/v3/admin/class?school=DEMO&class=gone-class')).body;
      expect((after.summary as { children: number }).children).toBe(before.children - 1);
      expect((after.children as Array<{ id: string }>).map((row) => row.id)).not.toContain(kid.id);
      expect((await adminCall(cloud, demo, 'GET', `/v3/admin/student?id=${kid.id}`)).status).toBe(404);
      expect(JSON.stringify((await adminCall(cloud, demo, 'GET', '/v3/admin/search?school=DEMO&q=gone')).body)).not.toContain(kid.id);
      expect((await signIn(cloud.config, kid.username, password)).status).toBe(401);
      // The identity itself is gone from the pool: its old token gets no credentials.
      await expect(credentialsOf(login)).rejects.toThrow(/not found/i);
    }, 300_000);

    it('lets a roster import that names the child add them afresh only once the table holds nothing of theirs', async () => {
      const kid = child(1);
      const password = CLASS_PASSWORD('gone', 1);
      const removal = await remove(demo, kid.id, `${kid.first_name} ${kid.last_name}`);
      expect(removal.status).toBe(202);
      const job = (removal.body.job as { id: string }).id;
      // While the removal waits, the row finds the child still there: "exists", and nothing is written.
      const row = rosterOf(2, 'gone').split('\n').slice(0, 1).concat(rosterOf(2, 'gone').split('\n')[2]!).join('\n');
      const during = await follow(cloud, demo, await startImport(row));
      expect(during.final.rows?.map((r) => r.result)).toEqual(['exists']);
      expect((await signIn(cloud.config, kid.username, password)).status).toBe(401);
      // Once the table part is done (the job then waits for the last uploads), the same row adds a new child.
      await passTimeUntil(cloud, async () => ((await jobOf(job)).phase === 'videos' ? true : undefined), {
        clockMs: (STUDENT_REMOVAL_QUEUE.graceSeconds + 120) * 1000,
        what: () => 'the removal reaching its last phase',
      });
      const after = await follow(cloud, demo, await startImport(row));
      expect(after.final.rows?.map((r) => r.result)).toEqual(['added']);
      const fresh = (await signIn(cloud.config, kid.username, password)).body;
      const modules = (await signedFetch(cloud.config, await credentialsOf(fresh), { method: 'GET', path: '/v3/waw/modules' })).body
        .modules as Array<{ day_completed: number; version: number }>;
      expect(modules.map((module) => module.version)).toEqual([0, 0]);
      await finished(job);
      // The new child is whole: the removal's last step did not touch them.
      expect((await signIn(cloud.config, kid.username, password)).status).toBe(200);
    }, 300_000);
  });
});

const startImport = async (csv: string) => {
  const id = await upload(cloud, demo, csv);
  expect((await start(cloud, demo, id)).status).toBe(202);
  return id;
};
