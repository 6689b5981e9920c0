import { STUDENT_GRADE } from '@domain/constants';
import { parseSettings } from '@domain/settings';
import { apiGet, postLogin } from '../../lib/api-client';
import { getAwsSession } from '../../lib/aws-credentials';
import { fetchMediaCookies } from '../../lib/media-cookies';
import { SESSION_KEYS, writeSession } from '../../lib/session';
import { useSettingsStore } from '../settings/settings-store';
import { checkMediaPermission } from './media-permission';
import { LOGIN_MESSAGES, type LoginInput } from './login-messages';
import type { Student } from './student-store';

export type SignInResult =
  { ok: false; message: string } | { ok: true; student: Student; identityId: string; token: string; cloudFrontToken: string };

/**
 * Spec section 4, in order: devices, login, identity, media cookies, the student and their grade. Loaded when the
 * child presses Sign in (or shows a card), with the AWS code it needs; the student's answer carries their settings.
 */
export const signIn = async (input: LoginInput): Promise<SignInResult> => {
  const mediaProblem = await checkMediaPermission();
  if (mediaProblem) return { ok: false, message: mediaProblem };

  let login: Awaited<ReturnType<typeof postLogin>>;
  try {
    login = await postLogin(input);
  } catch {
    return { ok: false, message: LOGIN_MESSAGES.failed };
  }
  if (!login.ok) {
    // A locked account says how long to wait, a refused card what to do; every other refusal is the plain message.
    if (login.status === 401 && 'card' in input) return { ok: false, message: LOGIN_MESSAGES.cardRefused };
    return {
      ok: false,
      message: login.status === 429 && login.payload.message ? `${LOGIN_MESSAGES.failed}: ${login.payload.message}` : LOGIN_MESSAGES.failed,
    };
  }
  const { token, identity_id: identityId } = login.payload;
  if (!token || !identityId) return { ok: false, message: LOGIN_MESSAGES.missing };
  writeSession(SESSION_KEYS.token, token);
  writeSession(SESSION_KEYS.identityId, identityId);

  let cloudFrontToken: string;
  let answer: Student & { settings?: unknown };
  try {
    await getAwsSession();
    cloudFrontToken = (await fetchMediaCookies())['CloudFront-Policy'] ?? '';
    answer = await apiGet<Student & { settings?: unknown }>('/v3/waw/student');
  } catch {
    return { ok: false, message: LOGIN_MESSAGES.failed };
  }
  if (answer.grade !== STUDENT_GRADE) return { ok: false, message: LOGIN_MESSAGES.notAssigned };
  const { settings, ...student } = answer;
  const parsed = parseSettings(settings);
  // Without them (a server from before they came with the student), the signed-in screens read them once.
  if (parsed) useSettingsStore.getState().receive(parsed);
  return { ok: true, student, identityId, token, cloudFrontToken };
};
