import { signRequest } from '@aws-amplify/core/internals/aws-client-utils';
import { ApiError, del, get, post, put } from 'aws-amplify/api';
import { API_NAME, configureAmplify } from './amplify';
import { cachedAwsSession } from './aws-credentials';
import { getConfig, loadConfig } from './config';
import { ApiStatusError, sessionExpired } from './errors';

/**
 * Amplify's SigV4-signed REST calls: the heavy half of the API client, loaded with the first signed call (never on
 * the sign-in page before the child presses Sign in). Amplify is set up for the student's identity pool here.
 */

type Query = Record<string, string>;

const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.response?.statusCode : undefined);

const parsed = (body: string | undefined): unknown => {
  try {
    return body ? (JSON.parse(body) as unknown) : undefined;
  } catch {
    return body;
  }
};

const bodyOf = (error: unknown): unknown => parsed(error instanceof ApiError ? error.response?.body : undefined);

/** Spec section 8: 401/403 end the session (AUTH_EXPIRED); any other non-OK is 'Request failed with status {n}'. */
const failure = (error: unknown): Error => {
  const status = statusOf(error);
  if (status === 401 || status === 403) return sessionExpired();
  if (status !== undefined) return new ApiStatusError(status, bodyOf(error));
  return error instanceof Error ? error : new Error(String(error));
};

/** The configuration may still be on its way: a reload sends what waited as soon as the store is back. */
const ready = async () => configureAmplify(await loadConfig(), 'student');

const call = async <T>(operation: () => { response: Promise<{ body: { json: () => Promise<unknown> } }> }): Promise<T> => {
  try {
    await ready();
    const { body } = await operation().response;
    return (await body.json()) as T;
  } catch (error) {
    throw failure(error);
  }
};

export const signedGet = <T>(path: string, queryParams?: Query): Promise<T> =>
  call<T>(() => get({ apiName: API_NAME, path, options: queryParams ? { queryParams } : {} }));

/** What the browser lets keepalive requests carry at once, per page: beyond it, fetch refuses the request. */
const KEEPALIVE_BUDGET_BYTES = 64 * 1024;
let keepaliveBytes = 0;

/**
 * A PUT that outlives the page (the tab closing, the device sleeping): Amplify's calls cannot ask fetch for
 * keepalive, so it is signed here with Amplify's own SigV4 signer, as Amplify signs every call. Everything up to
 * fetch() is synchronous (cached credentials, no import, no await), so a page being hidden or closed starts it
 * before it goes. Without cached credentials it is refused, and the save waits for the next start.
 */
const keepalivePut = async <T>(path: string, body: unknown): Promise<T> => {
  const { apiEndpoint, region } = getConfig();
  const credentials = cachedAwsSession();
  if (!credentials) throw new Error('No credentials for a save on the way out');
  const json = JSON.stringify(body);
  const size = new TextEncoder().encode(json).length;
  // Over the budget it still goes, as an ordinary signed fetch, rather than be refused by the browser.
  const keepalive = keepaliveBytes + size <= KEEPALIVE_BUDGET_BYTES;
  const signed = signRequest(
    { url: new URL(`${apiEndpoint}${path}`), method: 'PUT', headers: { 'content-type': 'application/json' }, body: json },
    { credentials, signingRegion: region, signingService: 'execute-api' },
  );
  const { host: _host, ...headers } = signed.headers;
  if (keepalive) keepaliveBytes += size;
  try {
    const response = await fetch(signed.url, { method: 'PUT', headers, body: json, keepalive });
    const answer = parsed(await response.text());
    if (response.status === 401 || response.status === 403) throw sessionExpired();
    if (!response.ok) throw new ApiStatusError(response.status, answer);
    return answer as T;
  } finally {
    if (keepalive) keepaliveBytes -= size;
  }
};

export const signedPut = <T>(path: string, body: unknown, options: { keepalive?: boolean } = {}): Promise<T> =>
  options.keepalive
    ? keepalivePut<T>(path, body)
    : call<T>(() => put({ apiName: API_NAME, path, options: { body: body as Record<string, string> } }));

export const signedPost = <T>(path: string, body: unknown): Promise<T> =>
  call<T>(() => post({ apiName: API_NAME, path, options: { body: body as Record<string, string> } }));

export const signedDelete = async (path: string, queryParams: Query): Promise<void> => {
  try {
    await ready();
    await del({ apiName: API_NAME, path, options: { queryParams } }).response;
  } catch (error) {
    throw failure(error);
  }
};
