import { create } from 'zustand';
import type { CardLoginBody } from '@domain/cards';
import { STUDENT_GRADE } from '@domain/constants';
import { apiGet, postLogin } from '../../lib/api-client';
import { getAwsSession } from '../../lib/aws-credentials';
import { setSessionExpiredListener } from '../../lib/errors';
import { clearMediaCookies } from '../../lib/delivery-cookies';
import { fetchMediaCookies } from '../../lib/media-cookies';
import { SESSION_KEYS, clearSession, readSession, writeSession } from '../../lib/session';
import { useModulesStore } from '../modules/modules-store';
import { forgetPages } from '../play/use-page';
import { useSettingsStore } from '../settings/settings-store';
import { checkMediaPermission } from './media-permission';
import { useStudentStore, type Student } from './student-store';

export const LOGIN_MESSAGES = {
  failed: 'Login failed',
  missing: 'Login failed: Token or Identity ID is missing.',
  notAssigned: `Student not assigned to ${STUDENT_GRADE}. Please contact your support team.`,
  /** A card the server refused (revoked, replaced, another school's): said kindly, to a child who cannot read it. */
  cardRefused: 'This card did not work. Ask your teacher for a new card.',
} as const;

/** The spec's school, username and password, or a scanned sign-in card: the same sign-in either way. */
export type LoginInput =
  | {
      school_identifier: string;
      username: string;
      password: string;
    }
  | CardLoginBody;

interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  error: string | null;
  username: string | null;
  identityId: string | null;
  token: string | null;
  cloudFrontToken: string | null;
  login: (input: LoginInput) => Promise<boolean>;
  logout: () => void;
}

const USERNAME_KEY = 'username';

/** What a reload finds: signed in exactly while the session still holds the token and identity id. */
const restored = () => {
  const token = readSession(SESSION_KEYS.token);
  const identityId = readSession(SESSION_KEYS.identityId);
  const signedIn = !!token && !!identityId;
  return {
    isAuthenticated: signedIn,
    token: signedIn ? token : null,
    identityId: signedIn ? identityId : null,
    username: signedIn ? readSession(USERNAME_KEY) : null,
    cloudFrontToken: signedIn ? readSession(SESSION_KEYS.cloudFrontToken) : null,
  };
};

/**
 * Everything a signed-out browser must not hold: credentials (Amplify reads them from awsSession on every call, so
 * clearing the session signs Amplify out too), tokens, delivery cookies, cached student data.
 */
const forgetEverything = () => {
  clearMediaCookies();
  useStudentStore.getState().setStudent(null);
  useModulesStore.getState().reset();
  useSettingsStore.getState().reset();
  forgetPages();
  // Emptying a persisted store writes it back; a signed-out session keeps nothing at all.
  clearSession();
  sessionStorage.removeItem(USERNAME_KEY);
};

const signedOut = { isLoading: false, isAuthenticated: false, username: null, identityId: null, token: null, cloudFrontToken: null };

export const useAuthStore = create<AuthState>()((set) => {
  const fail = (message: string) => {
    forgetEverything();
    set({ ...signedOut, error: message });
    return false;
  };

  return {
    isLoading: false,
    error: null,
    ...restored(),

    /** Spec section 4, in order: devices, login, identity, media cookies, the student and their grade. */
    login: async (input) => {
      const username = 'username' in input ? input.username : null;
      set({ isLoading: true, error: null });
      const mediaProblem = await checkMediaPermission();
      if (mediaProblem) return fail(mediaProblem);

      let login: Awaited<ReturnType<typeof postLogin>>;
      try {
        login = await postLogin(input);
      } catch {
        return fail(LOGIN_MESSAGES.failed);
      }
      if (!login.ok) {
        // A locked account says how long to wait, a refused card what to do; every other refusal is the plain message.
        if (login.status === 401 && 'card' in input) return fail(LOGIN_MESSAGES.cardRefused);
        return fail(
          login.status === 429 && login.payload.message ? `${LOGIN_MESSAGES.failed}: ${login.payload.message}` : LOGIN_MESSAGES.failed,
        );
      }
      const { token, identity_id: identityId } = login.payload;
      if (!token || !identityId) return fail(LOGIN_MESSAGES.missing);
      writeSession(SESSION_KEYS.token, token);
      writeSession(SESSION_KEYS.identityId, identityId);

      let cloudFrontToken: string;
      let student: Student;
      try {
        await getAwsSession();
        cloudFrontToken = (await fetchMediaCookies())['CloudFront-Policy'] ?? '';
        student = await apiGet<Student>('/v3/waw/student');
      } catch {
        return fail(LOGIN_MESSAGES.failed);
      }
      if (student.grade !== STUDENT_GRADE) return fail(LOGIN_MESSAGES.notAssigned);

      writeSession(SESSION_KEYS.cloudFrontToken, cloudFrontToken);
      if (username) writeSession(USERNAME_KEY, username);
      useStudentStore.getState().setStudent(student);
      set({ isLoading: false, isAuthenticated: true, error: null, username, identityId, token, cloudFrontToken });
      return true;
    },

    logout: () => {
      forgetEverything();
      set({ ...signedOut, error: null });
    },
  };
});

// AUTH_EXPIRED anywhere below (an API 401/403, credentials that cannot be had) signs the child out.
setSessionExpiredListener(() => {
  if (useAuthStore.getState().isAuthenticated) useAuthStore.getState().logout();
});
