import { ApiError, del, get, post, put } from 'aws-amplify/api';
import { getConfig } from './config';
import { ApiStatusError, sessionExpired } from './errors';
import { API_NAME } from './amplify';

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

const call = async <T>(operation: { response: Promise<{ body: { json: () => Promise<unknown> } }> }): Promise<T> => {
  try {
    const { body } = await operation.response;
    return (await body.json()) as T;
  } catch (error) {
    throw failure(error);
  }
};

/** A SigV4-signed GET to the API named TIR; query parameters travel in the URL. */
export const apiGet = <T>(path: string, queryParams?: Query): Promise<T> =>
  call<T>(get({ apiName: API_NAME, path, options: queryParams ? { queryParams } : {} }));

/** A SigV4-signed PUT with a JSON body. */
export const apiPut = <T>(path: string, body: unknown): Promise<T> =>
  call<T>(put({ apiName: API_NAME, path, options: { body: body as Record<string, string> } }));

/** A SigV4-signed DELETE; what to delete travels in the query, and nothing comes back but the status. */
export const apiDelete = async (path: string, queryParams: Query): Promise<void> => {
  try {
    await del({ apiName: API_NAME, path, options: { queryParams } }).response;
  } catch (error) {
    throw failure(error);
  }
};

/** A SigV4-signed POST with a JSON body. */
export const apiPost = <T>(path: string, body: unknown): Promise<T> =>
  call<T>(post({ apiName: API_NAME, path, options: { body: body as Record<string, string> } }));

export interface LoginResponse {
  token?: string;
  identity_id?: string;
}

/** The one unsigned call: the sign-in itself. */
export const postLogin = async (body: { school_identifier: string } & ({ username: string; password: string } | { card: string })) => {
  const response = await fetch(`${getConfig().apiEndpoint}/v3/waw/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as LoginResponse & { message?: string };
  return { ok: response.ok, status: response.status, payload };
};
