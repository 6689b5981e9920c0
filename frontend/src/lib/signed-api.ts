import { signRequest } from '@aws-amplify/core/internals/aws-client-utils';
import { getAwsSession } from './aws-credentials';
import { loadConfig } from './config';
import { ApiStatusError, sessionExpired } from './errors';

/**
 * SigV4-signed calls to the API: the heavy half of the API client, loaded with the first signed call (never on the
 * sign-in page before the child presses Sign in). A call is signed for the API's own host and stage, which is what
 * API Gateway checks, and sent to `apiEndpoint`: in AWS the site's own origin, whose CloudFront forwards /v3/* to
 * the API unchanged but for Host. Same origin, so no CORS preflight before each call.
 */

type Query = Record<string, string>;

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

/** Spec section 8: 401/403 end the session (AUTH_EXPIRED); any other non-OK is 'Request failed with status {n}'. */
const call = async <T>(method: string, path: string, query?: Query, body?: unknown): Promise<T> => {
  const config = await loadConfig();
  const session = await getAwsSession();
  const target = `${path}${queryString(query)}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const signed = signRequest(
    {
      url: new URL(`${config.apiSigningEndpoint ?? config.apiEndpoint}${target}`),
      method,
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
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
  const response = await fetch(`${config.apiEndpoint}${target}`, { method, headers, body: payload });
  const answer = parse(await response.text());
  if (response.status === 401 || response.status === 403) throw sessionExpired();
  if (!response.ok) throw new ApiStatusError(response.status, answer);
  return answer as T;
};

export const signedGet = <T>(path: string, queryParams?: Query): Promise<T> => call<T>('GET', path, queryParams);

export const signedPut = <T>(path: string, body: unknown): Promise<T> => call<T>('PUT', path, undefined, body);

export const signedPost = <T>(path: string, body: unknown): Promise<T> => call<T>('POST', path, undefined, body);

export const signedDelete = async (path: string, queryParams: Query): Promise<void> => {
  await call<unknown>('DELETE', path, queryParams);
};
