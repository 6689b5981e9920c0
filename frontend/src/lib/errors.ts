/** The session is over (spec: 401/403, missing or unobtainable credentials): the user is signed out. */
export class AuthExpiredError extends Error {
  override name = 'AuthExpiredError';
  constructor() {
    super('AUTH_EXPIRED');
  }
}

/** Any other non-OK answer; keeps the status and body so callers (a 409 merge) can use them. */
export class ApiStatusError extends Error {
  override name = 'ApiStatusError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
  }
}

type ExpiryListener = () => void;
let onExpired: ExpiryListener = () => undefined;

/** The auth store registers how to sign out; the lower layers only report that the session has expired. */
export const setSessionExpiredListener = (listener: ExpiryListener): void => {
  onExpired = listener;
};

export const sessionExpired = (): AuthExpiredError => {
  onExpired();
  return new AuthExpiredError();
};
