import { createHash, createHmac } from 'node:crypto';
import type { Agent as HttpAgent, IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * The functions' one way to AWS: a request signed with SigV4 by AWS's own signer (@smithy/signature-v4, what the
 * SDK signs with), sent over a kept-alive connection, and tried again as the SDK's standard retry mode does. The
 * SDK's clients do the same through a generic middleware stack that costs a function more than twice a hello
 * world's start; this does only what the functions call (npm run bench measures both).
 */

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}
export type CredentialProvider = () => Promise<AwsCredentials>;

/** Lambda hands every function its role's credentials in the environment. */
export const credentialsFromEnvironment: CredentialProvider = async () => {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (!accessKeyId || !secretAccessKey) throw new Error('No AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
  return sessionToken ? { accessKeyId, secretAccessKey, sessionToken } : { accessKeyId, secretAccessKey };
};
let credentials: CredentialProvider = credentialsFromEnvironment;

/** For the command-line scripts, which run with an engineer's profile rather than a function's environment. */
export const useCredentials = (provider: CredentialProvider): void => {
  credentials = provider;
};

/** A service as SigV4 and the endpoint settings name it. */
export interface AwsService {
  /** the suffix of its AWS_ENDPOINT_URL_… setting, as every AWS SDK reads it (the local cloud sets them) */
  endpointSetting: string;
  /** the service name SigV4 signs with */
  signingName: string;
  /** its regional host: {hostPrefix}.{region}.amazonaws.com */
  hostPrefix: string;
}

const region = (): string => {
  const value = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!value) throw new Error('No AWS region: AWS_REGION is not set');
  return value;
};

/** Where a service is: its own endpoint setting, the general one, or its regional host. Read at each call (cheap). */
export const endpointOf = (service: AwsService): URL =>
  new URL(
    process.env[`AWS_ENDPOINT_URL_${service.endpointSetting}`] ??
      process.env.AWS_ENDPOINT_URL ??
      `https://${service.hostPrefix}.${region()}.amazonaws.com`,
  );

type SourceData = string | ArrayBuffer | ArrayBufferView;
const toBytes = (data: SourceData): string | Buffer =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SigV4's hash in the shape @smithy/signature-v4 asks for, from node:crypto. */
export class NodeSha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', toBytes(secret)) : createHash('sha256');
  }
  update(data: SourceData) {
    this.hash.update(toBytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const signers = new Map<string, SignatureV4>();
/** One signer per service and region (it caches its signing keys). S3 signs the path as sent; the others escape it. */
export const signerFor = (service: AwsService): SignatureV4 => {
  const key = `${service.signingName} ${region()}`;
  let signer = signers.get(key);
  if (!signer) {
    signer = new SignatureV4({
      service: service.signingName,
      region: region(),
      credentials: () => credentials(),
      sha256: NodeSha256,
      uriEscapePath: service.signingName !== 's3',
    });
    signers.set(key, signer);
  }
  return signer;
};

/** RFC 3986 encoding, as SigV4 canonicalises a query: what is sent must be what was signed. */
export const escapeUri = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

export const queryString = (query: Record<string, string>): string =>
  Object.keys(query)
    .sort()
    .map((name) => `${escapeUri(name)}=${escapeUri(query[name]!)}`)
    .join('&');

export interface AwsRequest {
  /** where to send it, when not the service's own endpoint (an S3 bucket's virtual host) */
  endpoint?: URL;
  method: string;
  /** the path below the endpoint's own (the local cloud's endpoints have one), already URI-encoded */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface AwsResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A failure AWS answered (or the network gave): `name` is AWS's error code, as the SDK names its exceptions. */
export class AwsError extends Error {
  constructor(
    name: string,
    message: string,
    readonly statusCode: number | undefined,
    readonly retryable: boolean,
  ) {
    super(message || name);
    this.name = name;
  }
}

// The codes the SDK's standard retry mode treats as throttling or as transient.
const THROTTLING = new Set([
  'Throttling',
  'ThrottlingException',
  'ThrottledException',
  'RequestThrottledException',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'TransactionInProgressException',
  'RequestLimitExceeded',
  'BandwidthLimitExceeded',
  'LimitExceededException',
  'RequestThrottled',
  'SlowDown',
  'PriorRequestNotComplete',
  'EC2ThrottledException',
]);
const TRANSIENT_STATUS = new Set([500, 502, 503, 504]);
const TRANSIENT_NETWORK = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

/** What a failed answer is, from its status and the error code the protocol found in it. */
export const answerError = (statusCode: number, name: string | undefined, message: string): AwsError =>
  new AwsError(
    name || `Http${statusCode}`,
    message,
    statusCode,
    TRANSIENT_STATUS.has(statusCode) || statusCode === 429 || (name !== undefined && THROTTLING.has(name)),
  );

const MAX_ATTEMPTS = 3;
const BASE_DELAY_MS = 100;
const MAX_DELAY_MS = 20_000;
/** Full jitter on an exponential base, as the SDK's standard mode waits between attempts. */
const backoff = (attempt: number) => Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);

// One pool of kept-alive connections per protocol for the life of the execution environment. AWS is reached over
// HTTPS; plain HTTP only ever reaches the local cloud, so node:http is loaded when first needed: on Node 22,
// importing it loads the whole fetch implementation, a fifth of a function's start.
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 50 });
let plainHttp: { agent: HttpAgent; request: typeof httpsRequest } | undefined;
const plain = () => {
  if (!plainHttp) {
    const http = process.getBuiltinModule('node:http');
    plainHttp = { agent: new http.Agent({ keepAlive: true, maxSockets: 50 }), request: http.request };
  }
  return plainHttp;
};

export const joinPath = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

const sendOnce = async (service: AwsService, request: AwsRequest): Promise<AwsResponse> => {
  const endpoint = request.endpoint ?? endpointOf(service);
  const path = joinPath(endpoint.pathname, request.path);
  const body = request.body ?? '';
  const signed = await signerFor(service).sign({
    method: request.method,
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    path,
    query: request.query ?? {},
    headers: { ...request.headers, host: endpoint.host, 'content-length': String(Buffer.byteLength(body)) },
    body,
  });
  const search = request.query && Object.keys(request.query).length > 0 ? `?${queryString(request.query)}` : '';
  const transport = endpoint.protocol === 'https:' ? { request: httpsRequest, agent: httpsAgent } : plain();
  return new Promise<AwsResponse>((resolve, reject) => {
    const outgoing = transport.request(
      {
        agent: transport.agent,
        method: request.method,
        hostname: endpoint.hostname,
        port: endpoint.port || undefined,
        path: `${path}${search}`,
        headers: signed.headers,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => resolve({ statusCode: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
};

const retryable = (error: unknown): boolean =>
  error instanceof AwsError
    ? error.retryable
    : error instanceof Error && TRANSIENT_NETWORK.has((error as NodeJS.ErrnoException).code ?? '');

/**
 * Sends a request, signed, up to three times: again after a throttling or transient answer, or a connection that
 * failed (a kept-alive connection the other side closed first), with the SDK's backoff between. `failure` reads
 * the error out of an answer that is not a success, in the protocol's own way.
 */
export const sendSigned = async (
  service: AwsService,
  request: AwsRequest,
  failure: (response: AwsResponse) => AwsError,
): Promise<AwsResponse> => {
  for (let attempt = 1; ; attempt += 1) {
    let error: unknown;
    try {
      const response = await sendOnce(service, request);
      if (response.statusCode >= 200 && response.statusCode < 300) return response;
      error = failure(response);
    } catch (thrown) {
      error = thrown;
    }
    if (attempt >= MAX_ATTEMPTS || !retryable(error)) throw error;
    await new Promise((wait) => setTimeout(wait, backoff(attempt)));
  }
};
