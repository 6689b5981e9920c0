import { ApiError, del, get, post, put } from 'aws-amplify/api';
import { API_NAME, configureAmplify } from './amplify';
import { loadConfig } from './config';
import { ApiStatusError, sessionExpired } from './errors';

/**
 * Amplify's SigV4-signed REST calls: the heavy half of the API client, loaded with the first signed call (never on
 * the sign-in page before the child presses Sign in). Amplify is set up for the student's identity pool here.
 */

type Query = Record<string, string>;

const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.response?.statusCode : undefined);

const bodyOf = (error: unknown): unknown => {
  const body = error instanceof ApiError ? error.response?.body : undefined;
  try {
    return body ? (JSON.parse(body) as unknown) : undefined;
  } catch {
    return body;
  }
};

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

export const signedPut = <T>(path: string, body: unknown): Promise<T> =>
  call<T>(() => put({ apiName: API_NAME, path, options: { body: body as Record<string, string> } }));

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
