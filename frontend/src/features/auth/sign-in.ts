import { STUDENT_GRADE } from '@domain/constants';
import { parseSettings } from '@domain/settings';
import { apiGet, postLogin } from '../../lib/api-client';
import { getAwsSession } from '../../lib/aws-credentials';
import { fetchMediaCookies } from '../../lib/media-cookies';
import { SESSION_KEYS, writeSession } from '../../lib/session';
import { useSettingsStore } from '../settings/settings-store';
import { deviceTokenFor, keepDeviceToken } from './device-tokens';
import { checkMediaPermission } from './media-permission';
import { LOGIN_MESSAGES, OFFLINE_SAID, type LoginInput } from './login-messages';
import type { Student } from './student-store';

export type SignInResult =
  { ok: false; message: string; said: string } | { ok: true; student: Student; identityId: string; token: string; cloudFrontToken: string };

/**
 * What a child hears when sign-in does not work. The screen keeps the spec's words for the grown-up who reads them;
 * the voice says what happened and what to do, in words a six-year-old knows, and always names a grown-up who helps.
 */
export const SIGN_IN_SAID = {
  wrong: 'Oops! That did not work. Let’s check the school, the name and the password, and try again. Your teacher can help.',
  locked: 'That was a lot of tries! Wait a little while, then try again. Your teacher can help.',
  notAssigned: 'WAW is not ready for you yet. Please ask your teacher.',
  offline: OFFLINE_SAID,
  trouble: 'Oops! Something went wrong. Let’s try again in a moment. Your teacher can help.',
  media: 'WAW needs the camera and the microphone. Ask a grown-up to help you turn them on.',
} as const;

/**
 * Spec section 4, in order: devices, login, identity, media cookies, the student and their grade. Loaded when the
 * child presses Sign in (or shows a card), with the AWS code it needs; the student's answer carries their settings.
 */
export const signIn = async (input: LoginInput): Promise<SignInResult> => {
  const mediaProblem = await checkMediaPermission();
  if (mediaProblem) return { ok: false, message: mediaProblem, said: SIGN_IN_SAID.media };

  let login: Awaited<ReturnType<typeof postLogin>>;
  try {
    const known = 'password' in input ? deviceTokenFor(input.school_identifier, input.username) : undefined;
    login = await postLogin(known ? { ...input, device_token: known } : input);
  } catch {
    // No answer at all: the network, not the child's words.
    return { ok: false, message: LOGIN_MESSAGES.failed, said: SIGN_IN_SAID.offline };
  }
  if (!login.ok) {
    // A locked account says how long to wait, a refused card what to do; every other refusal is the plain message.
    if (login.status === 401 && 'card' in input)
      return { ok: false, message: LOGIN_MESSAGES.cardRefused, said: LOGIN_MESSAGES.cardRefused };
    if (login.status === 429 && login.payload.message)
      return { ok: false, message: `${LOGIN_MESSAGES.failed}: ${login.payload.message}`, said: SIGN_IN_SAID.locked };
    const said = login.status === 400 || login.status === 401 ? SIGN_IN_SAID.wrong : SIGN_IN_SAID.trouble;
    return { ok: false, message: LOGIN_MESSAGES.failed, said };
  }
  const { token, identity_id: identityId, device_token: deviceToken } = login.payload;
  if (!token || !identityId) return { ok: false, message: LOGIN_MESSAGES.missing, said: SIGN_IN_SAID.trouble };
  writeSession(SESSION_KEYS.token, token);
  writeSession(SESSION_KEYS.identityId, identityId);

  let cloudFrontToken: string;
  let answer: Student & { settings?: unknown };
  try {
    await getAwsSession();
    cloudFrontToken = (await fetchMediaCookies())['CloudFront-Policy'] ?? '';
    answer = await apiGet<Student & { settings?: unknown }>('/v3/waw/student');
  } catch {
    return { ok: false, message: LOGIN_MESSAGES.failed, said: SIGN_IN_SAID.trouble };
  }
  if (answer.grade !== STUDENT_GRADE) return { ok: false, message: LOGIN_MESSAGES.notAssigned, said: SIGN_IN_SAID.notAssigned };
  // Kept only once the child is in: a device that never got past the sign-in has nothing to be let in again for.
  if (deviceToken && 'password' in input) keepDeviceToken(input.school_identifier, input.username, deviceToken);
  const { settings, ...student } = answer;
  const parsed = parseSettings(settings);
  // Without them (a server from before they came with the student), the signed-in screens read them once.
  if (parsed) useSettingsStore.getState().receive(parsed);
  return { ok: true, student, identityId, token, cloudFrontToken };
};
