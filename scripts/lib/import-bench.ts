import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { FUNCTIONS, ROSTER_IMPORT_QUEUE } from '../../functions/routes.js';
import { SoftAuthenticator } from '../../test/support/soft-authenticator.js';

/**
 * Imports a generated roster through a running local cloud exactly as an admin's browser does (sign in with an
 * e-mailed code, prove a passkey (a software one, registered for the occasion, then used), presigned upload, start, follow),
 * times it, and works out what the same job costs in AWS.
 */

export interface BenchOptions {
  /** the local cloud, e.g. http://localhost:3000 */
  url: string;
  rows: number;
  admin?: string;
  onProgress?: (done: number, total: number) => void;
}

export interface BenchResult {
  id: string;
  rows: number;
  seconds: number;
  added: number;
  existing: number;
  failed: number;
  /** how many worker invocations ran at once locally (one per core, at most the mapping's maxConcurrency) */
  localConcurrency: number;
  /** seconds of worker time a row took here: elapsed time × invocations at once ÷ rows */
  secondsPerRow: number;
  awsEstimateSeconds: number;
  progress: number[];
}

interface FrontendConfig {
  apiEndpoint: string;
  adminUserPoolClientId: string;
  region: string;
  endpoints: { cognitoIdp: string };
}

const adminToken = async (url: string, config: FrontendConfig, email: string): Promise<string> => {
  const pool = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: config.endpoints.cognitoIdp,
    credentials: { accessKeyId: 'none', secretAccessKey: 'none' },
  });
  const challenge = await pool.send(
    new InitiateAuthCommand({
      ClientId: config.adminUserPoolClientId,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'EMAIL_OTP' },
    }),
  );
  const mailbox = (await (await fetch(`${url}/_local/mailbox.json`)).json()) as Array<{ to: string; code: string }>;
  const { AuthenticationResult } = await pool.send(
    new RespondToAuthChallengeCommand({
      ClientId: config.adminUserPoolClientId,
      ChallengeName: 'EMAIL_OTP',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: email, EMAIL_OTP_CODE: mailbox.find((message) => message.to === email)?.code ?? '' },
    }),
  );
  return AuthenticationResult!.IdToken!;
};

/**
 * AWS runs up to maxConcurrency workers, each on its own vCPU (1,769 MB is one full vCPU), taking the chunks of
 * batchSize messages from the queue as fast as they finish. A row costs what it cost here on one core (the same
 * scrypt), plus a cold start per worker and the mapping's polling.
 */
export const awsEstimateSeconds = (rows: number, secondsPerRow: number): number => {
  const COLD_START_SECONDS = 1.5;
  const POLL_SECONDS = 1;
  const rowsPerWorker = Math.ceil(rows / ROSTER_IMPORT_QUEUE.maxConcurrency);
  return rowsPerWorker * secondsPerRow + COLD_START_SECONDS + POLL_SECONDS;
};

export const benchImport = async ({ url, rows, admin = 'admin@demo.school', onProgress }: BenchOptions): Promise<BenchResult> => {
  const config = (await (await fetch(`${url}/config.json`)).json()) as FrontendConfig;
  const token = await adminToken(url, config, admin);
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${config.apiEndpoint}${path}`, {
      method,
      headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(payload)}`);
    return payload;
  };
  // Importing is a sensitive action: a new passkey, registered, then proved in this session (adding one proves nothing).
  const passkey = new SoftAuthenticator(url);
  const options = (await api('POST', '/v3/admin/passkeys/registration-options')) as { challenge: string; rp: { id?: string } };
  await api('POST', '/v3/admin/passkeys', { response: passkey.register(options) });
  const proof = (await api('POST', '/v3/admin/passkeys/authentication-options')) as { challenge: string; rpId?: string };
  await api('POST', '/v3/admin/passkeys/authentication', { response: passkey.authenticate(proof) });
  const stamp = Date.now().toString(36);
  const csv = [
    'school_identifier,username,password,first_name,last_name,class_id,grade,modules',
    ...Array.from({ length: rows }, (_, i) => `DEMO,bench.${stamp}.${i},bench-pass-${i}-${stamp},Bench,Kid ${i},bench-${stamp},WAW,RESPA`),
  ].join('\n');

  const started = Date.now();
  const ticket = await api('POST', '/v3/admin/imports', { size: Buffer.byteLength(csv) });
  const upload = await fetch(String(ticket.url), { method: 'PUT', body: csv, headers: { 'content-type': 'text/csv' } });
  if (!upload.ok) throw new Error(`upload: ${upload.status}`);
  const id = String(ticket.id);
  await api('POST', '/v3/admin/imports/start', { id });
  const progress: number[] = [];
  for (;;) {
    const { job } = (await api('GET', `/v3/admin/imports?id=${id}`)) as {
      job: { status: string; total: number; rows_done: number; added: number; existing: number; failed: number };
    };
    progress.push(job.rows_done);
    onProgress?.(job.rows_done, job.total);
    if (job.status === 'done') {
      const seconds = (Date.now() - started) / 1000;
      const localConcurrency = Math.min(ROSTER_IMPORT_QUEUE.maxConcurrency, (await import('node:os')).availableParallelism());
      const secondsPerRow = (seconds * localConcurrency) / rows;
      return {
        id,
        rows,
        seconds,
        added: job.added,
        existing: job.existing,
        failed: job.failed,
        localConcurrency,
        secondsPerRow,
        awsEstimateSeconds: awsEstimateSeconds(rows, secondsPerRow),
        progress,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
};

/** What one worker batch may take, for the limits docs/admin.md gives: well inside the worker's timeout. */
export const batchSeconds = (secondsPerRow: number): number =>
  ROSTER_IMPORT_QUEUE.batchSize * ROSTER_IMPORT_QUEUE.rowsPerMessage * secondsPerRow;
export const workerTimeoutSeconds = FUNCTIONS[ROSTER_IMPORT_QUEUE.function].timeoutSeconds;
