import { Hub } from 'aws-amplify/utils';
import { confirmSignIn, fetchAuthSession, signIn, signOut, updateUserAttributes } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { create } from 'zustand';
import { createRefreshTimer } from './refresh-timer';

/** Spec section 4, "Auth session": what the admin area knows about the signed-in admin. */
export interface AuthSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  expires_in: number;
  token_type: 'bearer';
  user: { email: string; name: string; groups: string[] };
}

export type AuthEvent =
  'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY' | 'MFA_CHALLENGE_VERIFIED';

/** What the server last said about this session's level (spec section 6); the server decides, this only shows it. */
export interface Assurance {
  aal: 'aal1' | 'aal2';
  /** when the passkey proof runs out (ms since epoch) */
  expiresAt: number | null;
}

/** A session is only a session with all three (spec section 4). */
export const isValidSession = (session: Partial<AuthSession> | null | undefined): session is AuthSession =>
  !!session?.access_token && !!session.refresh_token && typeof session.expires_at === 'number';

export const SIGN_IN_MESSAGES = {
  missing: 'You must provide either an email or phone number.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export type SignInResult = { success: true } | { success: false; message: string };

/** Reads the session Amplify holds, in the spec's shape, with Amplify's own refresh token. */
const readSession = async (forceRefresh = false): Promise<AuthSession | null> => {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  if (!tokens?.accessToken || !tokens.idToken) return null;
  const stored = await cognitoUserPoolsTokenProvider.authTokenStore.loadTokens();
  const expiresAt = (tokens.idToken.payload.exp ?? 0) * 1000;
  const groups = tokens.idToken.payload['cognito:groups'];
  const { email, name } = tokens.idToken.payload;
  const session = {
    access_token: tokens.accessToken.toString(),
    refresh_token: stored?.refreshToken ?? '',
    expires_at: expiresAt,
    expires_in: Math.max(0, Math.round((expiresAt - Date.now()) / 1000)),
    token_type: 'bearer' as const,
    user: {
      email: typeof email === 'string' ? email : '',
      name: typeof name === 'string' ? name : '',
      groups: Array.isArray(groups) ? groups.map(String) : [],
    },
  };
  return isValidSession(session) ? session : null;
};

export const idToken = async (): Promise<string | null> => (await fetchAuthSession()).tokens?.idToken?.toString() ?? null;

/** The district's group, or a role at one school (school:{id}:{role}): the groups of an admin. */
const isAdminGroup = (group: string) => group === 'district-admins' || /^school:[^:]+:[a-z]+$/.test(group);

interface AdminSessionState {
  session: AuthSession | null;
  ready: boolean;
  lastEvent: AuthEvent | null;
  assurance: Assurance;
  /** a sign-out the service refused for a reason other than 401, 403 or 404 */
  signOutError: string | null;
  load: () => Promise<void>;
  requestCode: (email: string) => Promise<SignInResult>;
  confirmCode: (code: string) => Promise<SignInResult>;
  /** changes the admin's display name in the user pool, then reads tokens that carry it */
  updateDisplayName: (name: string) => Promise<void>;
  /** the server verified a passkey for this session: it is aal2 until `expiresAt` */
  passkeyVerified: (expiresAt: number) => void;
  setAssurance: (assurance: Assurance) => void;
  signOut: () => Promise<void>;
}

const message = (error: unknown) => (error instanceof Error && error.message ? error.message : SIGN_IN_MESSAGES.unexpected);

/** Cognito counts the codes asked for one address over an hour (between 5 and 20 of them, by its own measure of risk). */
const CODE_LIMIT_WINDOW_MS = 60 * 60 * 1000;
const clockTime = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * What Cognito's refusals of an e-mailed code mean for the person signing in, in plain words with what to do next;
 * anything else keeps the provider's own words. `now` is when it was refused (ms), for when to try again.
 */
export const signInProblem = (error: unknown, now: number): string => {
  const name = error instanceof Error ? error.name : '';
  const text = error instanceof Error ? error.message : '';
  if (name === 'LimitExceededException' && /daily e-?mail limit/i.test(text))
    return 'WAW has sent all the sign-in e-mails it may send today. Try again tomorrow, or ask whoever runs WAW for your district to give it an e-mail sender of its own.';
  if (name === 'LimitExceededException')
    return `Too many codes were asked for this e-mail in the last hour, so no new code can be sent for now. Try again at ${clockTime(now + CODE_LIMIT_WINDOW_MS)}. A code can take a minute or two to arrive: look in your spam folder too.`;
  if (name === 'CodeMismatchException') return 'That code is not right. Type the 6 digits of the newest e-mail from WAW.';
  if (name === 'NotAuthorizedException' && /session is expired/i.test(text))
    return 'That code has run out (a code lasts 3 minutes and 3 tries). Press “Use another e-mail” and ask for a new one.';
  return message(error);
};
const isRetryable = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && /network|timeout/i.test(`${error.name} ${error.message}`));

/** Spec section 8: on sign-out, 401, 403 and 404 from the service are ignored; anything else is reported. */
const IGNORED_SIGN_OUT_STATUSES = new Set([401, 403, 404]);
export const isIgnoredSignOutError = (error: unknown): boolean => {
  const status =
    (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode ??
    (error as { status?: number } | null)?.status ??
    (error as { statusCode?: number } | null)?.statusCode;
  return typeof status === 'number' && IGNORED_SIGN_OUT_STATUSES.has(status);
};

const AAL1: Assurance = { aal: 'aal1', expiresAt: null };

export const useAdminSession = create<AdminSessionState>()((set, get) => {
  const timer = createRefreshTimer({
    expiresAt: () => get().session?.expires_at ?? null,
    refresh: async () => {
      const session = await readSession(true);
      if (!session) throw new Error('The session could not be refreshed');
      set({ session, lastEvent: 'TOKEN_REFRESHED' });
    },
    isRetryable,
    onFailure: () => void get().signOut(),
  });
  const update = (session: AuthSession | null, lastEvent: AuthEvent) => {
    set({ session, lastEvent, ready: true, ...(session ? {} : { assurance: AAL1 }) });
    if (session) timer.start();
    else timer.stop();
  };

  return {
    session: null,
    ready: false,
    lastEvent: null,
    assurance: AAL1,
    signOutError: null,
    /** On load: read the session Amplify kept, and follow every auth change from then on. */
    load: async () => {
      if (get().ready) return;
      Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'tokenRefresh') void readSession().then((session) => update(session, 'TOKEN_REFRESHED'));
        if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') {
          if (get().session) update(null, 'SIGNED_OUT');
        }
      });
      update(await readSession().catch(() => null), 'INITIAL_SESSION');
    },
    /** The one-time code request: the e-mail is lower-cased first (spec section 1). */
    requestCode: async (email) => {
      const username = email.trim().toLowerCase();
      if (!username) return { success: false, message: SIGN_IN_MESSAGES.missing };
      try {
        const { nextStep } = await signIn({ username, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' } });
        return nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE'
          ? { success: true }
          : { success: false, message: SIGN_IN_MESSAGES.unexpected };
      } catch (error) {
        return { success: false, message: signInProblem(error, Date.now()) };
      }
    },
    confirmCode: async (code) => {
      try {
        const { isSignedIn } = await confirmSignIn({ challengeResponse: code.trim() });
        if (!isSignedIn) return { success: false, message: SIGN_IN_MESSAGES.unexpected };
        const session = await readSession();
        if (!session?.user.groups.some(isAdminGroup)) {
          await signOut().catch(() => undefined);
          return { success: false, message: 'This account is not an admin.' };
        }
        update(session, 'SIGNED_IN');
        return { success: true };
      } catch (error) {
        return { success: false, message: signInProblem(error, Date.now()) };
      }
    },
    updateDisplayName: async (name) => {
      await updateUserAttributes({ userAttributes: { name: name.trim() } });
      const session = await readSession(true);
      if (session) update(session, 'USER_UPDATED');
    },
    passkeyVerified: (expiresAt) => set({ assurance: { aal: 'aal2', expiresAt }, lastEvent: 'MFA_CHALLENGE_VERIFIED' }),
    setAssurance: (assurance) => set({ assurance }),
    signOut: async () => {
      let signOutError: string | null = null;
      await signOut().catch((error: unknown) => {
        if (!isIgnoredSignOutError(error)) signOutError = message(error);
      });
      // The session is gone from this tab either way; an unexpected failure is kept so the screen can say so.
      set({ signOutError });
      update(null, 'SIGNED_OUT');
    },
  };
});
