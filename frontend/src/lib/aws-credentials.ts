import { getConfig } from './config';
import { sessionExpired } from './errors';
import { SESSION_KEYS, readSession, writeSession } from './session';

/** Temporary AWS credentials, cached under awsSession in session storage (never a cookie: it holds a secret). */
export interface AwsSession {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiresAt: number;
}

export const CREDENTIAL_ATTEMPTS = 2;
export const CREDENTIAL_BACKOFF_MS = 300;
/** Credentials this close to expiry are fetched again rather than used for a request that may outlive them. */
const EXPIRY_MARGIN_MS = 60_000;

const isComplete = (value: unknown): value is AwsSession => {
  const session = value as Partial<AwsSession> | null;
  return (
    !!session &&
    typeof session.accessKeyId === 'string' &&
    session.accessKeyId !== '' &&
    typeof session.secretAccessKey === 'string' &&
    session.secretAccessKey !== '' &&
    typeof session.sessionToken === 'string' &&
    session.sessionToken !== '' &&
    typeof session.expiresAt === 'number'
  );
};

export const cachedAwsSession = (now = Date.now()): AwsSession | null => {
  try {
    const session: unknown = JSON.parse(readSession(SESSION_KEYS.awsSession) ?? 'null');
    return isComplete(session) && session.expiresAt - EXPIRY_MARGIN_MS > now ? session : null;
  } catch {
    return null;
  }
};

/** Only the network's failures are worth another try; a refused token will be refused again. */
const isRetryable = (error: unknown): boolean => {
  const name = error instanceof Error ? error.name : '';
  return (
    error instanceof TypeError ||
    /Network|Timeout|Abort/i.test(name) ||
    /network|timed? ?out|fetch/i.test(String((error as Error)?.message))
  );
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fetchAwsSession = async (): Promise<AwsSession> => {
  const token = readSession(SESSION_KEYS.token);
  const identityId = readSession(SESSION_KEYS.identityId);
  if (!token || !identityId) throw sessionExpired();
  const config = getConfig();
  // The SDK client loads with the first credentials a session needs, never with the sign-in page.
  const { CognitoIdentityClient, GetCredentialsForIdentityCommand } = await import('@aws-sdk/client-cognito-identity');
  const client = new CognitoIdentityClient({
    region: config.region,
    maxAttempts: 1,
    ...(config.endpoints ? { endpoint: config.endpoints.cognitoIdentity } : {}),
  });
  for (let attempt = 0; attempt < CREDENTIAL_ATTEMPTS; attempt += 1) {
    try {
      const { Credentials } = await client.send(
        new GetCredentialsForIdentityCommand({ IdentityId: identityId, Logins: { 'cognito-identity.amazonaws.com': token } }),
      );
      const session = {
        accessKeyId: Credentials?.AccessKeyId ?? '',
        secretAccessKey: Credentials?.SecretKey ?? '',
        sessionToken: Credentials?.SessionToken ?? '',
        expiresAt: Credentials?.Expiration?.getTime() ?? 0,
      };
      if (!isComplete(session)) break;
      writeSession(SESSION_KEYS.awsSession, JSON.stringify(session));
      return session;
    } catch (error) {
      if (!isRetryable(error) || attempt === CREDENTIAL_ATTEMPTS - 1) break;
      await sleep(CREDENTIAL_BACKOFF_MS * 2 ** attempt);
    }
  }
  throw sessionExpired();
};

let inFlight: Promise<AwsSession> | null = null;

/** Cached credentials while complete and unexpired; otherwise one shared fetch for every caller waiting. */
export const getAwsSession = (): Promise<AwsSession> => {
  const cached = cachedAwsSession();
  if (cached) return Promise.resolve(cached);
  inFlight ??= fetchAwsSession().finally(() => {
    inFlight = null;
  });
  return inFlight;
};
