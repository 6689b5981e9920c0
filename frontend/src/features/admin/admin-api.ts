import { getConfig } from '../../lib/config';
import { ApiStatusError } from '../../lib/errors';
import { idToken, useAdminSession } from './admin-session';

/** Calls the admin API with the admin's id token, as API Gateway's Cognito authoriser expects it. */
export const adminApi = async <T>(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<T> => {
  const token = await idToken();
  if (!token) {
    await useAdminSession.getState().signOut();
    throw new ApiStatusError(401, { message: 'Signed out' });
  }
  const response = await fetch(`${getConfig().apiEndpoint}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as unknown;
  if (response.status === 401) await useAdminSession.getState().signOut();
  if (!response.ok) throw new ApiStatusError(response.status, payload);
  return payload as T;
};

/** The message the API gave, or a plain one. */
export const apiMessage = (error: unknown): string => {
  const body = error instanceof ApiStatusError ? (error.body as { message?: string }) : undefined;
  return body?.message ?? (error instanceof Error ? error.message : 'Something went wrong');
};
