import { create } from 'zustand';
import { clearMediaCookies } from '../../lib/delivery-cookies';
import { setSessionExpiredListener } from '../../lib/errors';
import { SESSION_KEYS, endSession, readSession, writeSession } from '../../lib/session';
import { LOGIN_MESSAGES, OFFLINE_SAID, type LoginInput } from './login-messages';
import { useStudentStore } from './student-store';

export { LOGIN_MESSAGES, type LoginInput } from './login-messages';

interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  error: string | null;
  /** what the child hears about `error` (sign-in.ts): said by the screen that asked to sign in */
  errorSaid: string | null;
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
 * clearing the session signs Amplify out too), tokens, delivery cookies, cached student data, and what the service
 * worker keeps for the day (its media).
 */
const forgetEverything = () => {
  clearMediaCookies();
  useStudentStore.getState().setStudent(null);
  // Emptying a persisted store writes it back; a signed-out session keeps nothing at all.
  endSession();
  sessionStorage.removeItem(USERNAME_KEY);
  void import('../../lib/offline-media').then(({ forgetOfflineMedia }) => forgetOfflineMedia());
};

const signedOut = { isLoading: false, isAuthenticated: false, username: null, identityId: null, token: null, cloudFrontToken: null };

export const useAuthStore = create<AuthState>()((set) => ({
  isLoading: false,
  error: null,
  errorSaid: null,
  ...restored(),

  /** Spec section 4 (sign-in.ts), whose code and the AWS code behind it load only now. */
  login: async (input) => {
    const username = 'username' in input ? input.username : null;
    set({ isLoading: true, error: null, errorSaid: null });
    let result: Awaited<ReturnType<typeof import('./sign-in').signIn>>;
    try {
      const { signIn } = await import('./sign-in');
      result = await signIn(input);
    } catch {
      // The sign-in's own code could not load: the network is gone.
      result = { ok: false, message: LOGIN_MESSAGES.failed, said: OFFLINE_SAID };
    }
    if (!result.ok) {
      forgetEverything();
      set({ ...signedOut, error: result.message, errorSaid: result.said });
      return false;
    }
    const { student, identityId, token, cloudFrontToken } = result;
    writeSession(SESSION_KEYS.cloudFrontToken, cloudFrontToken);
    if (username) writeSession(USERNAME_KEY, username);
    useStudentStore.getState().setStudent(student);
    set({ isLoading: false, isAuthenticated: true, error: null, errorSaid: null, username, identityId, token, cloudFrontToken });
    return true;
  },

  logout: () => {
    forgetEverything();
    set({ ...signedOut, error: null, errorSaid: null });
  },
}));

// AUTH_EXPIRED anywhere below (an API 401/403, credentials that cannot be had) signs the child out.
setSessionExpiredListener(() => {
  if (useAuthStore.getState().isAuthenticated) useAuthStore.getState().logout();
});
