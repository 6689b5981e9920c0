/** Every key the app keeps in session storage (spec section 9, plus the cached cloud credentials and session data). */
export const SESSION_KEYS = {
  token: 'token',
  identityId: 'identity_id',
  awsSession: 'awsSession',
  cloudFrontToken: 'cloudFrontToken',
  modules: 'modules-storage',
  student: 'student-storage',
  /** the child's settings, as the sign-in read them (and as they changed since) */
  settings: 'settings-storage',
  /** the programme's pages this session has read, so a reload or a lost network still has the day */
  pages: 'pages-storage',
  /** the influencer list, read once a session (spec section 3) */
  influencers: 'influencers-storage',
} as const;

export const readSession = (key: string): string | null => sessionStorage.getItem(key);
export const writeSession = (key: string, value: string): void => sessionStorage.setItem(key, value);

export const clearSession = (): void => {
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
};

type SessionEndHandler = () => void;
const endHandlers = new Set<SessionEndHandler>();

/**
 * Stores that hold a session's data in memory register here as they load, so that a sign-out empties them without
 * the sign-in page having to load their code (and the rules, schemas and API client behind it) only to reset them.
 */
export const onSessionEnd = (handler: SessionEndHandler): void => {
  endHandlers.add(handler);
};

/** Empties every store that registered, then the session storage itself. */
export const endSession = (): void => {
  for (const handler of endHandlers) handler();
  clearSession();
};
