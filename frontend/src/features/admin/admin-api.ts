import { fetchAuthSession } from 'aws-amplify/auth';
import { getConfig } from '../../lib/config';
import { ApiStatusError } from '../../lib/errors';
import { idToken, useAdminSession } from './admin-session';
import { useStepUp } from './step-up-store';

/** The code the API gives with its 403 when a sensitive action needs a passkey proved in this session. */
export const PASSKEY_NEEDED_CODE = 'passkey_required';
/** The code of the API's 401 to a token issued before one of the admin's roles was taken (functions/admins/admin.ts). */
const ROLES_CHANGED_CODE = 'roles_changed';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * Calls the admin API with the admin's id token, as API Gateway's Cognito authoriser expects it. When the answer is
 * "a passkey is needed", the passkey step is offered and, once the admin has proved it, the call is made again.
 */
export const adminApi = async <T>(method: Method, path: string, body?: unknown, stepUp = true): Promise<T> => {
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
  const payload = (await response.json().catch(() => ({}))) as { code?: string };
  // Tokens made now carry the roles as they are: one refresh and one more try, before giving up the session.
  if (response.status === 401 && payload.code === ROLES_CHANGED_CODE && stepUp) {
    await fetchAuthSession({ forceRefresh: true });
    return adminApi<T>(method, path, body, false);
  }
  if (response.status === 401) await useAdminSession.getState().signOut();
  if (response.status === 403 && payload.code === PASSKEY_NEEDED_CODE) {
    useAdminSession.getState().setAssurance({ aal: 'aal1', expiresAt: null });
    if (stepUp && (await useStepUp.getState().request())) return adminApi<T>(method, path, body, false);
  }
  if (!response.ok) throw new ApiStatusError(response.status, payload);
  return payload as T;
};

/** The message the API gave, or a plain one. */
export const apiMessage = (error: unknown): string => {
  const body = error instanceof ApiStatusError ? (error.body as { message?: string }) : undefined;
  return body?.message ?? (error instanceof Error ? error.message : 'Something went wrong');
};
