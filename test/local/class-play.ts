import { CognitoIdentityClient, GetCredentialsForIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { parseGameDetails, toPlayable, toRecord, type ModuleRecord, type PlayableModule } from '@domain/module.js';
import { applyGameAction, type GameAction } from '@domain/transitions.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { passkeyFor, setUpPasskey, signInAdmin } from './admin-client.js';
import { follow, rosterOf, start, upload } from './import-client.js';
import { signedFetch, type AwsCredentialIdentity } from './stock-client.js';
import { testTaken } from '../domain/arbitraries.js';

/**
 * A class at once (issue 32, item 10): children of one class each doing what a browser does (sign in, trade the
 * token for credentials, read the student and the modules, save a few steps, each on the version it read), driven
 * by stock clients. Shared by test/local/class-at-once.test.ts and `npm run bench -- class`.
 */

export const CLASS_PASSWORD = (prefix: string, index: number) => `password-${prefix}-${index}`;

/** Imports `count` students of one class (`{prefix}-class`) as an admin does, and answers their usernames. */
export const importClass = async (cloud: LocalCloud, prefix: string, count: number): Promise<string[]> => {
  const token = (await signInAdmin(cloud, 'admin@demo.school')).idToken;
  await setUpPasskey(cloud, token, passkeyFor(cloud));
  const id = await upload(cloud, token, rosterOf(count, prefix));
  const started = await start(cloud, token, id);
  if (started.status !== 202) throw new Error(`the import did not start: ${JSON.stringify(started)}`);
  const { final } = await follow(cloud, token, id, 300_000);
  if (final.job.added !== count) throw new Error(`the import added ${final.job.added} of ${count}: ${JSON.stringify(final.job)}`);
  return Array.from({ length: count }, (_, index) => `${prefix}.${index}`);
};

/** The steps every child plays: the welcome, the screening, then day 1's feeling, song and lesson. */
export const CLASS_STEPS: GameAction[] = [
  { type: 'onboarded' },
  { type: 'preTest', result: testTaken(3) },
  { type: 'preEmotion', day: 1, emotion: 'happy' },
  { type: 'sing', day: 1, video: 'respa-day-1' },
  { type: 'learn', day: 1 },
];

/** One call as the class made it: what it was, how it answered, and how long it took. */
export interface ClassCall {
  call: string;
  status: number;
  ms: number;
}

export interface ChildResult {
  username: string;
  calls: ClassCall[];
  /** the module as the child first read it */
  read: ModuleRecord;
  /** the module as the server holds it after the child's last save */
  stored: ModuleRecord;
}

/** Replays the actions on a copy; an action the copy already has changes nothing (as the app's merge does). */
const replay = (base: ModuleRecord, actions: readonly GameAction[]): PlayableModule =>
  actions.reduce<PlayableModule>((module, action) => {
    try {
      return applyGameAction(module, action);
    } catch {
      return module;
    }
  }, toPlayable(base));

/**
 * One child, start to finish. Each step is saved on the version the child last read; a save whose answer is "lost"
 * (the second step's, sent twice as a browser retrying would) meets a 409, and is merged as the app merges it: the
 * actions played again on the server's copy, and sent only if that changes anything.
 */
export const playChild = async (cloud: LocalCloud, username: string, password: string, module = 'RESPA'): Promise<ChildResult> => {
  const { config } = cloud;
  const calls: ClassCall[] = [];
  const timed = async <T extends { status: number }>(call: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const answer = await run();
    calls.push({ call, status: answer.status, ms: performance.now() - started });
    return answer;
  };
  const login = await timed('POST /v3/waw/login', async () => {
    const response = await fetch(`${config.apiEndpoint}/v3/waw/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ school_identifier: 'DEMO', username, password }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  });
  if (login.status !== 200) throw new Error(`${username} could not sign in: ${login.status} ${JSON.stringify(login.body)}`);
  const cognito = new CognitoIdentityClient({ region: config.region, endpoint: config.endpoints.cognitoIdentity, maxAttempts: 1 });
  const started = performance.now();
  const { Credentials } = await cognito.send(
    new GetCredentialsForIdentityCommand({
      IdentityId: login.body.identity_id,
      Logins: { 'cognito-identity.amazonaws.com': login.body.token ?? '' },
    }),
  );
  calls.push({ call: 'GetCredentialsForIdentity', status: 200, ms: performance.now() - started });
  const credentials: AwsCredentialIdentity = {
    accessKeyId: Credentials?.AccessKeyId ?? '',
    secretAccessKey: Credentials?.SecretKey ?? '',
    sessionToken: Credentials?.SessionToken ?? '',
  };
  const api = (method: string, path: string, body?: unknown) =>
    timed(`${method} ${path}`, () => signedFetch(config, credentials, { method, path, ...(body === undefined ? {} : { body }) }));

  await api('GET', '/v3/waw/student');
  const { body: listed } = await api('GET', '/v3/waw/modules');
  const found = (listed.modules as ModuleRecord[]).find((candidate) => candidate.name === module);
  if (!found) throw new Error(`${username} has no ${module}`);
  let confirmed: ModuleRecord = found;
  const read = found;

  const save = async (actions: readonly GameAction[]): Promise<void> => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const proposed = toRecord(replay(confirmed, actions));
      if (JSON.stringify(proposed) === JSON.stringify(toRecord(toPlayable(confirmed)))) return;
      const answer = await api('PUT', '/v3/waw/module', proposed);
      if (answer.status === 200) {
        confirmed = answer.body as unknown as ModuleRecord;
        return;
      }
      if (answer.status !== 409) throw new Error(`${username}'s save answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      confirmed = answer.body.module as ModuleRecord;
    }
    throw new Error(`${username}'s save met a 409 five times`);
  };
  for (const [index, step] of CLASS_STEPS.entries()) {
    const before = confirmed;
    await save([step]);
    if (index === 1) {
      // The answer to this save was "lost": the browser sends the same body again, on the version it had.
      const stale = confirmed;
      confirmed = before;
      await save([step]);
      if (confirmed.version !== stale.version) throw new Error(`${username}'s repeated save was stored twice`);
    }
  }
  return { username, calls, read, stored: confirmed };
};

/** The module a child's steps should leave, played once each from the imported copy. */
export const expectedAfterSteps = (imported: ModuleRecord): PlayableModule => replay(imported, CLASS_STEPS);

export const detailsOf = (module: ModuleRecord) => {
  const parsed = parseGameDetails(module.game_details);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.details;
};

/** The p-th percentile (0–100) of the values, nearest rank. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
