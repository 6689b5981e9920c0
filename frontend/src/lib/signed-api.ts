import { signRequest } from '@aws-amplify/core/internals/aws-client-utils';
import { cachedAwsSession, getAwsSession, type AwsSession } from './aws-credentials';
import { getConfig, loadConfig, type AppConfig } from './config';
import { ApiStatusError, sessionExpired } from './errors';

/**
 * SigV4-signed calls to the API: the heavy half of the API client, loaded with the first signed call (never on the
 * sign-in page before the child presses Sign in). A call is signed for the API's own host and stage, which is what
 * API Gateway checks, and sent to `apiEndpoint`: in AWS the site's own origin, whose CloudFront forwards /v3/* to
 * the API unchanged but for Host. Same origin, so no CORS preflight before each call.
 */

type Query = Record<string, string>;
export interface PutOptions {
  keepalive?: boolean;
  minimal?: boolean;
}

/** RFC 3986 encoding, as SigV4's canonical query has it, so the query sent is byte for byte the query signed. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const queryString = (query?: Query) => {
  const pairs = Object.entries(query ?? {}).map(([key, value]) => `${encode(key)}=${encode(value)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
};

const parse = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
};

/** What the browser lets keepalive requests carry at once, per page: beyond it, fetch refuses the request. */
const KEEPALIVE_BUDGET_BYTES = 64 * 1024;
let keepaliveBytes = 0;

/**
 * Signs and sends one call. Everything up to fetch() is synchronous once the configuration and credentials are in
 * hand, so a save made as the page is hidden or closed (`keepalive`) starts before the page goes.
 */
const send = async <T>(
  config: AppConfig,
  session: AwsSession,
  request: { method: string; path: string; query?: Query; body?: unknown } & PutOptions,
): Promise<T> => {
  const target = `${request.path}${queryString(request.query)}`;
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const signed = signRequest(
    {
      url: new URL(`${config.apiSigningEndpoint ?? config.apiEndpoint}${target}`),
      method: request.method,
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.minimal ? { prefer: 'return=minimal' } : {}),
      },
      ...(payload === undefined ? {} : { body: payload }),
    },
    {
      credentials: { accessKeyId: session.accessKeyId, secretAccessKey: session.secretAccessKey, sessionToken: session.sessionToken },
      signingRegion: config.region,
      signingService: 'execute-api',
    },
  );
  // The browser sets Host itself (to where it sends); CloudFront puts the API's own back.
  const { host: _host, ...headers } = signed.headers;
  const size = payload === undefined ? 0 : new TextEncoder().encode(payload).length;
  // Over the budget it still goes, as an ordinary signed fetch, rather than be refused by the browser.
  const keepalive = request.keepalive === true && keepaliveBytes + size <= KEEPALIVE_BUDGET_BYTES;
  if (keepalive) keepaliveBytes += size;
  try {
    const response = await fetch(`${config.apiEndpoint}${target}`, { method: request.method, headers, body: payload, keepalive });
    const answer = parse(await response.text());
    if (response.status === 401 || response.status === 403) throw sessionExpired();
    if (!response.ok) throw new ApiStatusError(response.status, answer);
    return answer as T;
  } finally {
    if (keepalive) keepaliveBytes -= size;
  }
};

/** Spec section 8: 401/403 end the session (AUTH_EXPIRED); any other non-OK is 'Request failed with status {n}'. */
const call = async <T>(method: string, path: string, query?: Query, body?: unknown, minimal?: boolean): Promise<T> =>
  send<T>(await loadConfig(), await getAwsSession(), { method, path, query, body, minimal });

export const signedGet = <T>(path: string, queryParams?: Query): Promise<T> => call<T>('GET', path, queryParams);

/**
 * A PUT; with `keepalive` it outlives the page (the tab closing, the device sleeping): it uses the configuration and
 * the credentials already in hand, with no await before fetch(). Without cached credentials it is refused, and the
 * save waits in IndexedDB for the next start. With `minimal` it asks for a minimal answer (`Prefer: return=minimal`),
 * which the API may or may not give.
 */
export const signedPut = <T>(path: string, body: unknown, options: PutOptions = {}): Promise<T> => {
  if (!options.keepalive) return call<T>('PUT', path, undefined, body, options.minimal);
  const session = cachedAwsSession();
  if (!session) return Promise.reject(new Error('No credentials for a save on the way out'));
  return send<T>(getConfig(), session, { method: 'PUT', path, body, keepalive: true, minimal: options.minimal });
};

export const signedPost = <T>(path: string, body: unknown): Promise<T> => call<T>('POST', path, undefined, body);

export const signedDelete = async (path: string, queryParams: Query): Promise<void> => {
  await call<unknown>('DELETE', path, queryParams);
};
