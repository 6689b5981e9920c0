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

/** The fields the admin forms send, as a person calls them. */
const FIELD_WORDS: Record<string, string> = {
  email: 'The e-mail address',
  classes: 'The classes',
  classId: 'The class',
  from: 'The class',
  to: 'The next class',
  confirmation: 'What you typed to confirm',
  password: 'The password',
  school: 'The school',
  roles: 'The role',
  studentId: 'The child',
  student_ids: 'The children',
  day: 'The day',
};
const fieldWords = (path: string) => {
  const [field = '', index] = path.split('.');
  const words = FIELD_WORDS[field] ?? 'Something in the form';
  return index !== undefined && /^\d+$/.test(index) ? `${words} (number ${Number(index) + 1})` : words;
};

/** What valibot's own message ("Invalid length: Expected >=1 but received 0") means for a field. */
const plainDefault = (message: string): string => {
  if (/^Invalid length: Expected >=/.test(message)) return /received 0$/.test(message) ? 'is empty' : 'is too short';
  if (/^Invalid length: Expected <=/.test(message)) return 'is too long';
  if (/^Invalid type: .*received undefined$/.test(message)) return 'is missing';
  if (/^Invalid key: Expected never/.test(message)) return 'is not part of this form';
  return 'is not right';
};

/**
 * A refusal of the route's schema ("Invalid request: classes.0: Invalid length: …", the words of the API) in plain
 * words, for a refusal no form foresaw: a sentence the server gave is said as it is, valibot's own message as what it
 * means for the field. The forms check their typed fields first with the server's own rules (domain/admin-forms.ts).
 */
export const plainRefusal = (message: string): string => {
  const request = /^(.*?)\s*Invalid request: (.+)$/s.exec(message);
  if (!request) return message;
  const issues = request[2]!.split('; ').map((issue) => {
    const [, path = '', said = issue] = /^([A-Za-z_]\w*(?:\.\w+)*): (.+)$/s.exec(issue) ?? [];
    if (/^Invalid \w+: /.test(said)) return `${fieldWords(path)} ${plainDefault(said)}.`;
    return /[.!?]$/.test(said) ? said : `${said}.`;
  });
  return [request[1], ...issues].filter(Boolean).join(' ');
};

/** The message the API gave, in plain words, or a plain one. */
export const apiMessage = (error: unknown): string => {
  const body = error instanceof ApiStatusError ? (error.body as { message?: string }) : undefined;
  return plainRefusal(body?.message ?? (error instanceof Error ? error.message : 'Something went wrong'));
};
