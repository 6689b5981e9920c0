import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  DIRECT_FUNCTIONS,
  FUNCTIONS,
  ROSTER_IMPORT_QUEUE,
  STUDENT_REMOVAL_QUEUE,
  STUDENT_EXPORT_QUEUE,
  NARRATION_QUEUE,
  CLASS_ROWS_STREAM,
  handlerEntry,
  type FunctionName,
} from '../../functions/routes.js';
import { SCHOOL_INDEX } from '../../functions/common/school-index.js';
import { EXPORTS_PREFIX } from '../../functions/export/export-files.js';
import { CACHE_CONTROL } from '../constructs/cache-control.js';
import { createApiGateway } from './api-gateway.js';
import { forwardToApi, startApiOrigin } from './api-origin.js';
import { createLocalWaf } from './waf.js';
import { createCloudFront } from './cloudfront.js';
import { createCognitoIdentity } from './cognito-identity.js';
import { CredentialAuthority } from './credentials.js';
import { ensureTables, startDynamo } from './dynamodb.js';
import { createFaults, parseFaultPlan, type FaultPlan, type Faults } from './faults.js';
import { jsonAnswer, keepIdleConnections, readBody, sendJson, writeAnswer } from './http.js';
import { startLambdaService } from './functions.js';
import { createLambdaInvoke } from './lambda-invoke.js';
import { placeholderPage } from './placeholder.js';
import { createS3 } from './s3.js';
import { createSecretsManager } from './secrets-manager.js';
import { startLocalSqs } from './sqs.js';
import { createTableStream, startStreamMapping, type Change } from './streams.js';
import { now } from '../../functions/common/clock.js';
import { createLocalClock, type LocalClock } from './clock.js';
import { loadKeys } from './state.js';
import { startTableGuard, type ConsumedCapacity } from './table-guard.js';
import { TTL_USER_AGENT, startTtlSweeper } from './ttl.js';
import { startTlsFront } from './tls-front.js';
import { createUserPool, type MailboxMessage } from './user-pool.js';
import { IDENTITIES_TABLE, createUserStore, ensureAdmin } from './user-store.js';
import { DEMO_ADMINS } from './demo-data.js';
import { adminGroups } from '../../functions/admins/admin-roles.js';
import { isLocalRequest, mailboxPage } from './mailbox.js';
import { narrationWorker, startNarration, type NarrationChoice, type NarrationRun } from './narration.js';

export const REGION = 'us-east-1';
export const IDENTITY_POOL_ID = `${REGION}:10ca1000-0000-4000-8000-000000000000`;
export const DEVELOPER_PROVIDER_NAME = 'login.waw.local';
export const TABLE_NAME = 'waw-local';
export const DYNAMO_ENDPOINT_FILE = 'dynamodb-endpoint';
export const RECORDINGS_BUCKET = 'waw-local-recordings';
export const MEDIA_BUCKET = 'waw-local-media';
export const IMPORTS_BUCKET = 'waw-local-imports';
export const USER_POOL_ID = `${REGION}_LocalWaw01`;
export const USER_POOL_CLIENT_ID = 'localwawadminsclient000000';
/** The product table as the data stack declares it, index included. */
export const PRODUCT_TABLE = { name: TABLE_NAME, sortKey: true, indexes: [SCHOOL_INDEX] };
const COOKIE_KEY_SECRET_ID = 'waw-local/cloudfront-cookie-key';
const SIGN_IN_KEY_SECRET_ID = 'waw-local/sign-in-key';
const FUNCTION_CREDENTIALS_SECONDS = 7 * 24 * 3600;

export interface LocalCloudOptions {
  port?: number;
  host?: string;
  dataDir: string;
  siteDir: string;
  mediaDir: string;
  /** announces an admin's sign-in code as it is "e-mailed" */
  onMail?: (message: MailboxMessage) => void;
  /** prints one short line per request to the API, the AWS endpoints and /media */
  logRequests?: boolean;
  /**
   * Meters the consumed capacity of every table request a function makes (`tableCapacity`), for the cost bench and
   * its test. Off unless asked: it is an instrument, not part of DynamoDB, and it parses and writes again every
   * answer it meters, on each call's path.
   */
  meterTable?: boolean;
  /**
   * Serves the browser over TLS with HTTP/2 as CloudFront does (a key and certificate for localhost): the site, its
   * configuration and every endpoint the browser calls are then on https://localhost:<tls port>. The functions'
   * own AWS calls stay on the plain port, inside this machine.
   */
  tls?: { key: string | Buffer; cert: string | Buffer; port?: number };
  /**
   * Which narration the cloud makes once it is up (espeak-ng, in the background): every line of the seeded programme
   * (`all`, as `npm start` asks), the groups named (`app`, `counts`, page ids), or none (the default).
   */
  narration?: NarrationChoice;
  /**
   * The media bucket's directory the narration goes to (its keys start media/narration/): this cloud's own bucket
   * unless given; tests share one across clouds, as the files are named by their text, voice and engine.
   */
  narrationRoot?: string;
  /** faults on demand from the start (faults.ts; `WAW_FAULTS` for npm start); PUT /_local/faults changes them */
  faults?: FaultPlan | null;
  /**
   * Runs the functions minified and without source maps, as the CDK app deploys them, for benches of their speed; by
   * default their stacks name the source files (functions.ts, `asDeployed`)
   */
  functionsAsDeployed?: boolean;
}

/** The runtime configuration of the frontend, the same keys the CDK deployment writes, plus local endpoints. */
export interface FrontendConfig {
  region: string;
  identityPoolId: string;
  /** the site itself: its /v3/* goes on to the API, as CloudFront forwards it in AWS */
  apiEndpoint: string;
  /** the API's own host and stage, which signed calls are signed for */
  apiSigningEndpoint: string;
  cookieFunctionName: string;
  mediaDomain: string;
  adminUserPoolId: string;
  adminUserPoolClientId: string;
  endpoints: { cognitoIdentity: string; lambda: string; cognitoIdp: string };
  /** set when this cloud makes narration (npm start, or a test that asks for it) */
  narration?: true;
}

export interface LocalCloud {
  /** where the browser opens the site: CloudFront's TLS side when there is one */
  url: string;
  /** the plain HTTP/1.1 port, where the AWS endpoints also answer */
  plainUrl: string;
  config: FrontendConfig;
  seeded: boolean;
  /** requests DynamoDB (dynalite) has received so far, from the functions' environments and this process alike */
  tableRequests: () => number;
  /**
   * the capacity each of the functions' table requests consumed so far, in order (table-guard.ts; the cost model), on
   * a cloud started with `meterTable`
   */
  tableCapacity: () => ConsumedCapacity[];
  /** the product's clock, which a test moves forward instead of waiting (clock.ts, docs/testing.md) */
  clock: LocalClock;
  /** deletes now what DynamoDB's time to live would by the product's clock (ttl.ts; it also runs by itself) */
  sweepExpired: () => Promise<number>;
  /**
   * resolves once the table's stream has been read up to now: every save so far is in its class row, or failing
   * (streams.ts). The rows follow the saves a moment later, as in AWS; a test that reads them waits for this.
   */
  streamSettled: (timeoutMs?: number) => Promise<void>;
  /** the narration job started on start-up: how many files it made and found made, or null if it made none */
  narration: Promise<{ made: number; kept: number } | null>;
  /** each group the narration queue's worker has made since start-up (a publish queues its page), in order */
  narrationRuns: () => NarrationRun[];
  /** the plan of faults on demand, what they injected and the retries that absorbed them (faults.ts) */
  faults: Faults;
  stop: () => Promise<void>;
}

/** One short line per request, when it has been answered: time, method, path (no query: it may hold a key), status, duration. */
const logRequest = (request: IncomingMessage, response: ServerResponse) => {
  const started = performance.now();
  response.once('finish', () => {
    const time = new Date().toTimeString().slice(0, 8);
    const path = (request.url ?? '/').split('?')[0];
    console.log(
      `${time}  ${(request.method ?? 'GET').padEnd(6)} ${path}  ${response.statusCode}  ${Math.round(performance.now() - started)} ms`,
    );
  });
};

/** The TLS side's certificate as a file, for NODE_EXTRA_CA_CERTS (read by each process as it starts). */
const trustedCertificate = (dataDir: string, cert: string | Buffer): string => {
  const file = join(dataDir, 'tls-certificate.pem');
  writeFileSync(file, cert);
  return file;
};

const closeServer = async (server: Server) => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close').catch(() => undefined);
};

export const startLocalCloud = async (options: LocalCloudOptions): Promise<LocalCloud> => {
  const keys = loadKeys(options.dataDir);
  const authority = new CredentialAuthority(keys.credentialSecret);
  const dynamo = await startDynamo(join(options.dataDir, 'dynamodb'));
  // The functions reach the table through their roles' grants, as in AWS (table-guard.ts).
  const consumed: ConsumedCapacity[] = [];
  const faults = createFaults(options.faults ?? null);
  const meter = options.meterTable ? (entry: ConsumedCapacity) => consumed.push(entry) : undefined;
  // The table's stream (NEW_IMAGE, as the data stack enables it): the guard records every write that changes items.
  const stream = createTableStream(REGION, TABLE_NAME);
  const tableGuard = await startTableGuard(dynamo.endpoint, REGION, authority, meter, faults, { name: TABLE_NAME, stream });
  let tableRequests = 0;
  dynamo.server.on('request', (request: IncomingMessage) => {
    if (!request.headers['user-agent']?.includes(TTL_USER_AGENT)) tableRequests += 1;
  });
  // LevelDB allows one process: other local tools (the roster import) reach the data through this endpoint.
  const endpointFile = join(options.dataDir, DYNAMO_ENDPOINT_FILE);
  writeFileSync(endpointFile, dynamo.endpoint);

  /*
   * The port listens from the start (the functions' environment names it), but until the functions run and the demo
   * school, the indexes and the programme's pages are in the table, the site, /config.json and the API answer 503 with
   * Retry-After: answering before would show a site whose children cannot sign in and whose days are 404 (and a
   * request with no handler yet would hang).
   */
  let ready = false;
  const startingAnswer = () =>
    jsonAnswer(
      503,
      { message: 'WAW is still starting: the demo school and the programme are being written. Try again in a few seconds.' },
      { 'retry-after': '2', 'cache-control': 'no-store' },
    );
  const starting = (response: ServerResponse) => writeAnswer(response, startingAnswer());

  const server = keepIdleConnections(createServer());
  const early = (_request: IncomingMessage, response: ServerResponse) => starting(response);
  server.on('request', early);
  server.listen(options.port ?? 3000, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const internal = `http://127.0.0.1:${port}`;
  const front = options.tls
    ? await startTlsFront({ ...options.tls, host: options.host ?? '127.0.0.1', port: options.tls.port ?? 0, originPort: port })
    : undefined;
  // What the browser talks to: CloudFront's side when there is one, else the plain port.
  const viewerHost = `localhost:${front?.port ?? port}`;
  const origin = `${front ? 'https' : 'http'}://${viewerHost}`;

  // What the stacks give each function, pointed at this process. Handlers read it when first loaded.
  const functionCredentials = authority.issue('function', FUNCTION_CREDENTIALS_SECONDS);
  Object.assign(process.env, {
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: functionCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: functionCredentials.secretAccessKey,
    AWS_SESSION_TOKEN: functionCredentials.sessionToken,
    // Through the guard, which passes this process's own credentials untouched but runs transactions for it too.
    AWS_ENDPOINT_URL_DYNAMODB: tableGuard.endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY: `${internal}/_aws/cognito-identity`,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: `${internal}/_aws/secretsmanager`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `${internal}/_aws/cognito-idp`,
    USER_POOL_ID,
    // WebAuthn's relying party is the site's host; http://localhost is a secure context, an IP address is not.
    WEBAUTHN_RP_ID: 'localhost',
    WEBAUTHN_ORIGIN: origin,
    AWS_ENDPOINT_URL_SQS: `${internal}/_aws/sqs`,
    // Presigned URLs are opened by the browser, so they name the origin the browser uses.
    AWS_ENDPOINT_URL_S3: `${origin}/_aws/s3`,
    // The functions' own S3 calls go there too: over TLS they trust this run's certificate, as they trust S3's in AWS.
    ...(options.tls ? { NODE_EXTRA_CA_CERTS: trustedCertificate(options.dataDir, options.tls.cert) } : {}),
    S3_FORCE_PATH_STYLE: 'true',
    RECORDINGS_BUCKET,
    MEDIA_BUCKET,
    IMPORTS_BUCKET,
    IMPORT_QUEUE_URL: `${internal}/_aws/sqs/000000000000/${ROSTER_IMPORT_QUEUE.queue}`,
    REMOVAL_QUEUE_URL: `${internal}/_aws/sqs/000000000000/${STUDENT_REMOVAL_QUEUE.queue}`,
    EXPORT_QUEUE_URL: `${internal}/_aws/sqs/000000000000/${STUDENT_EXPORT_QUEUE.queue}`,
    NARRATION_QUEUE_URL: `${internal}/_aws/sqs/000000000000/${NARRATION_QUEUE.queue}`,
    // As in AWS, a child's export goes under exports/ of the roster import's bucket.
    EXPORTS_BUCKET: IMPORTS_BUCKET,
    TABLE_NAME,
    IDENTITY_POOL_ID,
    DEVELOPER_PROVIDER_NAME,
    COOKIE_KEY_PAIR_ID: keys.cloudFront.keyPairId,
    COOKIE_KEY_SECRET_ID,
    SIGN_IN_KEY_SECRET_ID,
    ALLOWED_DOMAINS: [...new Set([viewerHost, `localhost:${port}`, `127.0.0.1:${port}`])].join(','),
  });
  delete process.env.AWS_PROFILE;

  const dynamoClient = new DynamoDBClient({ endpoint: dynamo.endpoint, region: REGION });
  const db = DynamoDBDocumentClient.from(dynamoClient);
  await ensureTables(dynamoClient, [PRODUCT_TABLE, { name: IDENTITIES_TABLE, sortKey: false }]);

  // The API Gateway on a host of its own, as in AWS; the site forwards /v3/* to it (see route below).
  const apiBasePath = '/api';
  const waf = createLocalWaf();
  const apiOrigin = await startApiOrigin({
    waf,
    host: options.host ?? '127.0.0.1',
    basePath: apiBasePath,
    handle: async (call, url, rawUrl) => (ready ? api(call, url, rawUrl) : startingAnswer()),
  });
  const frontendConfig = (site: string): FrontendConfig => ({
    region: REGION,
    identityPoolId: IDENTITY_POOL_ID,
    apiEndpoint: site,
    apiSigningEndpoint: apiOrigin.url,
    cookieFunctionName: DIRECT_FUNCTIONS[0].name,
    mediaDomain: new URL(site).host,
    adminUserPoolId: USER_POOL_ID,
    adminUserPoolClientId: USER_POOL_CLIENT_ID,
    endpoints: {
      cognitoIdentity: `${site}/_aws/cognito-identity`,
      lambda: `${site}/_aws/lambda`,
      cognitoIdp: `${site}/_aws/cognito-idp`,
    },
    ...((options.narration ?? 'none') === 'none' ? {} : { narration: true as const }),
  });
  const config = frontendConfig(origin);
  // With a TLS side, a browser on the plain port still gets endpoints on its own origin (to compare the two).
  const plainHost = `localhost:${port}`;
  const plainUrl = `http://${plainHost}`;
  const plainConfig = front ? frontendConfig(plainUrl) : config;

  // The admins' user pool; its users and groups live in the local identities table, and the demo admins are always there.
  const store = createUserStore(db);
  for (const admin of DEMO_ADMINS) await ensureAdmin(store, admin.email, adminGroups(admin));
  const userPool = createUserPool({
    region: REGION,
    userPoolId: USER_POOL_ID,
    clientId: USER_POOL_CLIENT_ID,
    key: keys.userPool!,
    refreshSecret: keys.credentialSecret,
    ...(options.onMail ? { onMail: options.onMail } : {}),
    store,
    authority,
    siteUrl: origin,
  });

  /** Each function runs with credentials of its own role, as Lambda's execution role gives it, and reaches the table through the guard. */
  const roleOf = (name: FunctionName): Record<string, string> => {
    const credentials = authority.issue('function', FUNCTION_CREDENTIALS_SECONDS, { functionName: name });
    return {
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SESSION_TOKEN: credentials.sessionToken,
      AWS_ENDPOINT_URL_DYNAMODB: tableGuard.endpoint,
    };
  };
  // Every function bundled as the CDK app bundles it, run in Lambda-like environments with its own limits.
  const lambdas = await startLambdaService({
    bundleDir: join(options.dataDir, 'functions'),
    asDeployed: options.functionsAsDeployed === true,
    // The narration worker runs in this process instead (narration.ts): espeak-ng stands in for Polly there.
    functions: Object.fromEntries(
      (Object.keys(FUNCTIONS) as FunctionName[])
        .filter((name) => name !== NARRATION_QUEUE.function)
        .map((name) => [name, { entry: handlerEntry(name), limits: FUNCTIONS[name], environment: roleOf(name) }]),
    ),
    faultFor: () =>
      faults.roll('lambda.crash')
        ? 'crash'
        : faults.roll('lambda.timeout')
          ? 'timeout'
          : faults.roll('lambda.lostAnswer')
            ? 'lostAnswer'
            : null,
  });
  const api = createApiGateway(
    { region: REGION, identityPoolId: IDENTITY_POOL_ID, basePath: apiBasePath, verifyAdminToken: (token) => userPool.verify(token, 'id') },
    authority,
    lambdas,
  );
  const cognito = createCognitoIdentity(
    { region: REGION, identityPoolId: IDENTITY_POOL_ID, developerProviderName: DEVELOPER_PROVIDER_NAME, identitiesTable: IDENTITIES_TABLE },
    keys.identityTokenSecret,
    authority,
    db,
  );
  const lambda = createLambdaInvoke(REGION, authority, lambdas);
  // The roster import's queue and dead-letter queue, drained as Lambda's event source mappings drain them. Lambda
  // gives every environment a CPU of its own; here they share this machine's, so a mapping runs at most one
  // invocation per core.
  const cores = availableParallelism();
  const importQueue = ROSTER_IMPORT_QUEUE;
  const mediaBucketDir = join(options.dataDir, 's3', MEDIA_BUCKET);
  const narrationRoot = options.narrationRoot ?? mediaBucketDir;
  const narrationRuns: NarrationRun[] = [];
  const narrate = narrationWorker(narrationRoot, options.narration ?? 'none', (run) => narrationRuns.push(run));
  const sqs = startLocalSqs({
    region: REGION,
    dataDir: join(options.dataDir, 'sqs'),
    endpoint: `${internal}/_aws/sqs`,
    queues: [
      {
        name: importQueue.queue,
        visibilityTimeoutSeconds: importQueue.visibilityTimeoutSeconds,
        redrive: { deadLetterQueue: importQueue.deadLetters.queue, maxReceiveCount: importQueue.maxReceiveCount },
      },
      {
        name: importQueue.deadLetters.queue,
        visibilityTimeoutSeconds: importQueue.deadLetters.visibilityTimeoutSeconds,
        retentionMs: 14 * 24 * 3600 * 1000,
      },
      {
        name: STUDENT_REMOVAL_QUEUE.queue,
        visibilityTimeoutSeconds: STUDENT_REMOVAL_QUEUE.visibilityTimeoutSeconds,
        redrive: { deadLetterQueue: STUDENT_REMOVAL_QUEUE.deadLetterQueue, maxReceiveCount: STUDENT_REMOVAL_QUEUE.maxReceiveCount },
      },
      { name: STUDENT_REMOVAL_QUEUE.deadLetterQueue, visibilityTimeoutSeconds: 30, retentionMs: 14 * 24 * 3600 * 1000 },
      {
        name: STUDENT_EXPORT_QUEUE.queue,
        visibilityTimeoutSeconds: STUDENT_EXPORT_QUEUE.visibilityTimeoutSeconds,
        redrive: { deadLetterQueue: STUDENT_EXPORT_QUEUE.deadLetterQueue, maxReceiveCount: STUDENT_EXPORT_QUEUE.maxReceiveCount },
      },
      { name: STUDENT_EXPORT_QUEUE.deadLetterQueue, visibilityTimeoutSeconds: 30, retentionMs: 14 * 24 * 3600 * 1000 },
      {
        name: NARRATION_QUEUE.queue,
        visibilityTimeoutSeconds: NARRATION_QUEUE.visibilityTimeoutSeconds,
        redrive: { deadLetterQueue: NARRATION_QUEUE.deadLetterQueue, maxReceiveCount: NARRATION_QUEUE.maxReceiveCount },
      },
      { name: NARRATION_QUEUE.deadLetterQueue, visibilityTimeoutSeconds: 30, retentionMs: 14 * 24 * 3600 * 1000 },
      // What the class rows' stream mapping could not deliver before it expired (no consumer: an alarm in AWS).
      { name: CLASS_ROWS_STREAM.failureQueue, visibilityTimeoutSeconds: 30, retentionMs: 14 * 24 * 3600 * 1000 },
    ],
    mappings: [
      {
        queue: importQueue.queue,
        function: importQueue.function,
        batchSize: importQueue.batchSize,
        maxConcurrency: Math.min(importQueue.maxConcurrency, cores),
      },
      {
        queue: importQueue.deadLetters.queue,
        function: importQueue.deadLetters.function,
        batchSize: importQueue.deadLetters.batchSize,
        maxConcurrency: Math.min(importQueue.deadLetters.maxConcurrency, cores),
      },
      {
        queue: STUDENT_REMOVAL_QUEUE.queue,
        function: STUDENT_REMOVAL_QUEUE.function,
        batchSize: STUDENT_REMOVAL_QUEUE.batchSize,
        maxConcurrency: Math.min(STUDENT_REMOVAL_QUEUE.maxConcurrency, cores),
      },
      {
        queue: STUDENT_EXPORT_QUEUE.queue,
        function: STUDENT_EXPORT_QUEUE.function,
        batchSize: STUDENT_EXPORT_QUEUE.batchSize,
        maxConcurrency: Math.min(STUDENT_EXPORT_QUEUE.maxConcurrency, cores),
      },
      {
        queue: NARRATION_QUEUE.queue,
        function: NARRATION_QUEUE.function,
        batchSize: NARRATION_QUEUE.batchSize,
        maxConcurrency: Math.min(NARRATION_QUEUE.maxConcurrency, cores),
      },
    ],
    invoke: (fn, event) => (fn === NARRATION_QUEUE.function ? narrate.invoke(event) : lambdas.invoke(fn, event)),
    faults,
  });
  const sqsApi = sqs.handle(authority);
  // The class rows, written from the table's stream by their function, as the CDK app maps it.
  const classRows = startStreamMapping({
    stream,
    mapping: CLASS_ROWS_STREAM,
    invoke: (fn, event) => lambdas.invoke(fn, event),
    onFailure: (description) => sqs.send(CLASS_ROWS_STREAM.failureQueue, JSON.stringify(description)),
  });
  // DynamoDB's time to live, on the product's clock: a moved clock expires what it passed.
  const ttl = startTtlSweeper(dynamo.endpoint, REGION, TABLE_NAME, now, (key) =>
    stream.record([{ eventName: 'REMOVE', keys: key as Change['keys'], byTtl: true }]),
  );
  const clock = createLocalClock(lambdas, () => {
    sqs.wake();
    classRows.wake();
    ttl.sweep().catch((error: unknown) => console.error('local cloud: TTL sweep failed', error));
  });
  const s3 = createS3(
    REGION,
    authority,
    { [RECORDINGS_BUCKET]: 'recordings/', [MEDIA_BUCKET]: 'media/uploads/', [IMPORTS_BUCKET]: ['roster-imports/', EXPORTS_PREFIX] },
    join(options.dataDir, 's3'),
    faults,
  );
  const secrets = createSecretsManager(
    REGION,
    authority,
    new Map([
      [COOKIE_KEY_SECRET_ID, keys.cloudFront.privateKeyPem],
      [SIGN_IN_KEY_SECRET_ID, keys.signInKey!],
    ]),
  );
  const cloudFront = createCloudFront({
    siteDir: options.siteDir,
    // The media bucket holds the repository's media and what admins upload under media/uploads/.
    mediaDirs: [
      options.mediaDir,
      join(mediaBucketDir, 'media'),
      ...(narrationRoot === mediaBucketDir ? [] : [join(narrationRoot, 'media')]),
    ],
    trusted: { keyPairId: keys.cloudFront.keyPairId, publicKeyPem: keys.cloudFront.publicKeyPem },
    placeholder: () => placeholderPage(origin),
  });

  const toApi = forwardToApi(apiOrigin, apiBasePath, waf, () => faults.roll('api.cut'));
  /** GET: the plan, the faults injected and the retries seen; PUT: a new plan (`null` turns faults off). */
  const faultControl = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET') return sendJson(response, 200, faults.report(), { 'cache-control': 'no-store' });
    if (request.method !== 'PUT') return sendJson(response, 405, { message: 'GET or PUT' }, { allow: 'GET, PUT' });
    let plan: unknown;
    try {
      plan = JSON.parse((await readBody(request, 64 * 1024)).toString('utf8'));
    } catch {
      return sendJson(response, 400, { message: 'The body must be a fault plan in JSON, or null' });
    }
    if (plan === null) {
      faults.set(null);
      return sendJson(response, 200, faults.report());
    }
    const parsed = parseFaultPlan(plan);
    if (!parsed.ok) return sendJson(response, 400, { message: parsed.message });
    faults.set(parsed.plan);
    return sendJson(response, 200, faults.report());
  };
  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const rawUrl = request.url ?? '/';
    const url = new URL(rawUrl, internal);
    const path = url.pathname;
    // The cloud's own service endpoints serve from the start; what a person or a client uses waits for the data.
    if (!ready && !path.startsWith('/_aws/')) return starting(response);
    if (path === '/config.json') {
      const viewerConfig = request.headers.host === plainHost ? plainConfig : config;
      return sendJson(response, 200, viewerConfig, { 'cache-control': CACHE_CONTROL.revalidate });
    }
    if (path.startsWith('/v3/')) return toApi(request, response);
    if (path === '/_aws/cognito-identity' || path === '/_aws/cognito-identity/') return cognito(request, response, rawUrl);
    if (path === '/_aws/cognito-idp' || path === '/_aws/cognito-idp/') return userPool.handle(request, response, rawUrl);
    if (path === `/_aws/cognito-idp/${USER_POOL_ID}/.well-known/jwks.json`) return sendJson(response, 200, await userPool.jwks());
    // The local-only mailbox: where sign-in codes arrive instead of an inbox. Never part of a deployment, and only
    // for this machine: with HOST=0.0.0.0 anyone on the network could otherwise read an admin's code.
    if (path === '/_local/mailbox.json' || path === '/_local/mailbox') {
      if (!isLocalRequest(request)) return sendJson(response, 404, { message: 'Not Found' });
      if (path === '/_local/mailbox.json') return sendJson(response, 200, userPool.mailbox, { 'cache-control': 'no-store' });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return void response.end(mailboxPage(userPool.mailbox));
    }
    // Faults on demand: local only, as the mailbox is, and never part of a deployment.
    if (path === '/_local/faults')
      return isLocalRequest(request) ? faultControl(request, response) : sendJson(response, 404, { message: 'Not Found' });
    if (path === '/_aws/secretsmanager' || path === '/_aws/secretsmanager/') return secrets(request, response, rawUrl);
    if (path === '/_aws/sqs' || path === '/_aws/sqs/') return sqsApi(request, response, rawUrl);
    if (path.startsWith('/_aws/lambda/')) return lambda(request, response, path.slice('/_aws/lambda'.length), rawUrl);
    if (path.startsWith('/_aws/s3/')) return s3(request, response, path.slice('/_aws/s3'.length), rawUrl);
    return cloudFront(request, response, url);
  };
  server.off('request', early);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (options.logRequests && /^\/(v3|_aws|media)\//.test(request.url ?? '')) logRequest(request, response);
    route(request, response).catch((error: unknown) => {
      console.error('local cloud: request failed', error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal server error' });
      else response.end();
    });
  });

  const { seedDemoData } = await import('./seed.js');
  const { backfillSchoolIndex } = await import('../../functions/summaries/school-backfill.js');
  const { backfillAdminIndex } = await import('../../functions/summaries/admin-backfill.js');
  const { seedContent } = await import('../../functions/modules/content-seed.js');
  const seeded = await seedDemoData();
  await backfillSchoolIndex();
  await backfillAdminIndex();
  await seedContent();
  ready = true;
  // A job, as in AWS: requests are answered while it runs, and a line not made yet is spoken by the browser.
  const stopNarration = new AbortController();
  const narration = startNarration(narrationRoot, options.narration ?? 'none', stopNarration.signal).catch((error: unknown) => {
    if ((error as Error).name !== 'AbortError') console.error('local cloud: narration failed', error);
    return null;
  });

  return {
    url: origin,
    plainUrl,
    config,
    seeded,
    tableRequests: () => tableRequests,
    tableCapacity: () => {
      if (!meter) throw new Error('This local cloud does not meter its table: start it with meterTable');
      return [...consumed];
    },
    clock,
    sweepExpired: () => ttl.sweep(),
    streamSettled: (timeoutMs) => classRows.settled(timeoutMs),
    narration,
    narrationRuns: () => [...narrationRuns],
    faults,
    stop: async () => {
      stopNarration.abort();
      await narration;
      await narrate.stop();
      rmSync(endpointFile, { force: true });
      sqs.stop();
      classRows.stop();
      await ttl.stop();
      await lambdas.stop();
      await front?.close();
      await closeServer(apiOrigin.server);
      await closeServer(server);
      await tableGuard.stop();
      await dynamo.stop();
    },
  };
};
