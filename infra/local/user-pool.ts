import { createHmac, createPrivateKey, createPublicKey, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT, exportJWK, jwtVerify, type JWTPayload } from 'jose';
import type * as z from 'zod';
import { missing, parseAwsInput, readAwsBody, shape, str, strMap } from './aws-json.js';
import { headerMap } from './sigv4.js';
import { sendAwsError, sendJson } from './http.js';

/**
 * The admins' user pool, as much of Cognito as Amplify's passwordless e-mail sign-in uses: InitiateAuth (USER_AUTH
 * with an EMAIL_OTP challenge, and REFRESH_TOKEN_AUTH), RespondToAuthChallenge, GetTokensFromRefreshToken, GetUser,
 * GlobalSignOut and RevokeToken, in the JSON 1.1 protocol. Codes are "sent" to the console and a local mailbox page.
 *
 * Sign-out revokes as Cognito does: RevokeToken ends one refresh token and the access tokens issued from it (their
 * `origin_jti`), GlobalSignOut ends all of a user's; revoked tokens are refused by the pool's own operations. (As in
 * AWS, an id token already issued still passes API Gateway's authoriser, which checks only its signature and expiry.)
 */

export const ADMINS_GROUP = 'admins';
const CODE_LIFETIME_MS = 3 * 60 * 1000;
const MAX_CODE_TRIES = 3;
/**
 * Cognito throttles the codes sent to one address (LimitExceededException) and, with its default e-mail, sends 50 a
 * day for the whole pool. Five an hour lets an admin ask again when a code is slow, and no more.
 */
export const CODES_PER_ADDRESS_PER_HOUR = 5;
export const EMAILS_PER_DAY = 50;
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const TOKEN_LIFETIME_SECONDS = 3600;
const REFRESH_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export interface PoolUser {
  email: string;
  sub: string;
  groups: string[];
}

/** Which refresh tokens (by their jti) of a user are still good: kept with the user, so a restart keeps sign-outs. */
export interface SessionStore {
  open: (email: string, jti: string) => Promise<void>;
  isOpen: (email: string, jti: string) => Promise<boolean>;
  close: (email: string, jti: string) => Promise<void>;
  closeAll: (email: string) => Promise<void>;
}

export interface UserPoolSettings {
  region: string;
  userPoolId: string;
  clientId: string;
  key: { kid: string; privateKeyPem: string; publicKeyPem: string };
  refreshSecret: string;
  users: () => Promise<PoolUser[]>;
  sessions: SessionStore;
}

const initiateAuthInput = shape({ AuthFlow: str(), ClientId: str(), AuthParameters: strMap(), ClientMetadata: strMap(), Session: str() });
const respondInput = shape({
  ClientId: str(),
  ChallengeName: str(),
  Session: str(),
  ChallengeResponses: strMap(),
  ClientMetadata: strMap(),
});
const refreshInput = shape({ ClientId: str(), ClientSecret: str(), RefreshToken: str(), DeviceKey: str() });
const accessTokenInput = shape({ AccessToken: str() });
const revokeInput = shape({ ClientId: str(), ClientSecret: str(), Token: str() });

export interface MailboxMessage {
  to: string;
  code: string;
  sentAt: string;
}

interface Challenge {
  user: PoolUser | null;
  code: string;
  expiresAt: number;
  tries: number;
}

const ok = (response: ServerResponse, body: unknown) => sendJson(response, 200, body, { 'content-type': 'application/x-amz-json-1.1' });

const mask = (email: string) => email.replace(/^(.)[^@]*@(.)[^.]*(\..*)$/, '$1***@$2***$3');

export const createUserPool = (settings: UserPoolSettings) => {
  const issuer = `https://cognito-idp.${settings.region}.amazonaws.com/${settings.userPoolId}`;
  const privateKey = createPrivateKey(settings.key.privateKeyPem);
  const publicKey = createPublicKey(settings.key.publicKeyPem);
  const challenges = new Map<string, Challenge>();
  const mailbox: MailboxMessage[] = [];

  const findUser = async (username: string) =>
    (await settings.users()).find((user) => user.email === username.trim().toLowerCase()) ?? null;

  /** Refresh tokens are opaque to clients: the user, the expiry and the token's own id (jti), signed. */
  const refreshToken = (user: PoolUser, jti: string) => {
    const payload = Buffer.from(JSON.stringify({ e: user.email, x: Date.now() + REFRESH_LIFETIME_MS, n: jti })).toString('base64url');
    return `${payload}.${createHmac('sha256', settings.refreshSecret).update(payload).digest('base64url')}`;
  };
  /** The claims of a refresh token this pool signed and that has not expired; whether it is revoked is asked apart. */
  const readRefresh = (token: string): { email: string; jti: string } | null => {
    const [payload = '', mac = ''] = token.split('.');
    const expected = createHmac('sha256', settings.refreshSecret).update(payload).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e: string; x: number; n: string };
    return claims.x > Date.now() ? { email: claims.e, jti: claims.n } : null;
  };
  /** The user behind a refresh token, or why it is refused, in Cognito's words. */
  const userFromRefresh = async (token: string): Promise<{ user: PoolUser; jti: string } | string> => {
    const claims = readRefresh(token);
    const user = claims ? await findUser(claims.email) : null;
    if (!claims || !user) return 'Invalid Refresh Token';
    if (!(await settings.sessions.isOpen(user.email, claims.jti))) return 'Refresh Token has been revoked';
    return { user, jti: claims.jti };
  };

  const sign = (claims: JWTPayload) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: settings.key.kid })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(privateKey);

  /** Access and id tokens name the refresh token they come from (origin_jti), as Cognito's do with revocation on. */
  const tokens = async (user: PoolUser, originJti: string, withRefresh: boolean) => {
    const common = {
      sub: user.sub,
      'cognito:groups': user.groups,
      auth_time: Math.floor(Date.now() / 1000),
      event_id: randomUUID(),
      origin_jti: originJti,
    };
    return {
      AccessToken: await sign({
        ...common,
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        client_id: settings.clientId,
        username: user.email,
        jti: randomUUID(),
      }),
      IdToken: await sign({
        ...common,
        token_use: 'id',
        aud: settings.clientId,
        email: user.email,
        email_verified: true,
        'cognito:username': user.email,
        jti: randomUUID(),
      }),
      ...(withRefresh ? { RefreshToken: refreshToken(user, originJti) } : {}),
      ExpiresIn: TOKEN_LIFETIME_SECONDS,
      TokenType: 'Bearer',
    };
  };

  const codesAsked = new Map<string, number[]>();
  let emailsSent: number[] = [];
  /** Why Cognito would refuse to send another code now, or null. An unknown address is limited the same way. */
  const codeLimit = (address: string, now: number): string | null => {
    const recent = (codesAsked.get(address) ?? []).filter((at) => at > now - HOUR_MS);
    codesAsked.set(address, recent);
    if (recent.length >= CODES_PER_ADDRESS_PER_HOUR) return 'Attempt limit exceeded, please try after some time.';
    emailsSent = emailsSent.filter((at) => at > now - DAY_MS);
    if (emailsSent.length >= EMAILS_PER_DAY) {
      return 'Exceeded daily email limit for the operation or the account. If a higher limit is required, please configure your user pool to use your own Amazon SES configuration for sending email.';
    }
    recent.push(now);
    return null;
  };

  /** An EMAIL_OTP challenge for anyone who asks: an unknown address gets one too, so no one can learn who is an admin. */
  const startChallenge = async (username: string) => {
    const user = await findUser(username);
    if (user) emailsSent.push(Date.now());
    const session = randomBytes(48).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    challenges.set(session, { user, code, expiresAt: Date.now() + CODE_LIFETIME_MS, tries: 0 });
    if (user) {
      mailbox.unshift({ to: user.email, code, sentAt: new Date().toISOString() });
      mailbox.length = Math.min(mailbox.length, 20);
      console.log(`[local mailbox] sign-in code for ${user.email}: ${code}`);
    }
    return {
      ChallengeName: 'EMAIL_OTP',
      Session: session,
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL', CODE_DELIVERY_DESTINATION: mask(username.trim().toLowerCase()) },
    };
  };

  /** A signed, unexpired access token whose session is still open: the pool's own operations accept nothing less. */
  const liveAccess = async (token: string): Promise<PoolUser | string> => {
    const claims = await verify(token, 'access').catch(() => null);
    const user = claims ? await findUser(String(claims.username)) : null;
    if (!claims || !user) return 'Invalid Access Token';
    if (!(await settings.sessions.isOpen(user.email, String(claims.origin_jti)))) return 'Access Token has been revoked';
    return user;
  };

  const refreshed = async (token: string | null | undefined, response: ServerResponse, wrap: (result: unknown) => unknown) => {
    if (!token) return sendAwsError(response, 400, 'InvalidParameterException', missing('refreshToken'));
    const found = await userFromRefresh(token);
    if (typeof found === 'string') return sendAwsError(response, 400, 'NotAuthorizedException', found);
    return ok(response, wrap(await tokens(found.user, found.jti, false)));
  };

  type Operation = (body: Buffer, response: ServerResponse) => Promise<void>;
  const operation =
    <T extends z.ZodType>(input: T, run: (input: z.infer<T>, response: ServerResponse) => Promise<void>): Operation =>
    async (body, response) => {
      const parsed = parseAwsInput(body, input, response);
      if (!parsed) return;
      const clientId = (parsed as { ClientId?: string | null }).ClientId;
      if (clientId !== undefined && clientId !== null && clientId !== settings.clientId)
        return sendAwsError(response, 400, 'ResourceNotFoundException', 'User pool client does not exist.');
      return run(parsed, response);
    };

  const operations: Record<string, Operation> = {
    InitiateAuth: operation(initiateAuthInput, async (input, response) => {
      if (!input.ClientId) return sendAwsError(response, 400, 'InvalidParameterException', missing('clientId'));
      const parameters = input.AuthParameters ?? {};
      if (input.AuthFlow === 'REFRESH_TOKEN_AUTH' || input.AuthFlow === 'REFRESH_TOKEN') {
        return refreshed(parameters.REFRESH_TOKEN, response, (result) => ({ AuthenticationResult: result, ChallengeParameters: {} }));
      }
      if (input.AuthFlow !== 'USER_AUTH')
        return sendAwsError(response, 400, 'InvalidParameterException', 'This pool signs in with USER_AUTH and e-mail codes only.');
      if (!parameters.USERNAME) return sendAwsError(response, 400, 'InvalidParameterException', 'Missing required parameter USERNAME');
      if (parameters.PREFERRED_CHALLENGE && parameters.PREFERRED_CHALLENGE !== 'EMAIL_OTP') {
        return sendAwsError(response, 400, 'InvalidParameterException', 'Only EMAIL_OTP sign-in is enabled for this pool.');
      }
      const limited = codeLimit(parameters.USERNAME.trim().toLowerCase(), Date.now());
      if (limited) return sendAwsError(response, 400, 'LimitExceededException', limited);
      return ok(response, await startChallenge(parameters.USERNAME));
    }),
    RespondToAuthChallenge: operation(respondInput, async (input, response) => {
      if (!input.ClientId) return sendAwsError(response, 400, 'InvalidParameterException', missing('clientId'));
      const answer = input.ChallengeResponses?.EMAIL_OTP_CODE ?? '';
      const challenge = challenges.get(input.Session ?? '');
      if (!challenge || challenge.expiresAt < Date.now() || challenge.tries >= MAX_CODE_TRIES) {
        challenges.delete(input.Session ?? '');
        return sendAwsError(response, 400, 'NotAuthorizedException', 'Invalid session for the user, session is expired.');
      }
      challenge.tries += 1;
      if (!challenge.user || answer !== challenge.code)
        return sendAwsError(response, 400, 'CodeMismatchException', 'Invalid code or auth state for the user.');
      challenges.delete(input.Session ?? '');
      const jti = randomUUID();
      await settings.sessions.open(challenge.user.email, jti);
      return ok(response, { AuthenticationResult: await tokens(challenge.user, jti, true), ChallengeParameters: {} });
    }),
    GetTokensFromRefreshToken: operation(refreshInput, async (input, response) =>
      refreshed(input.RefreshToken, response, (result) => ({ AuthenticationResult: result })),
    ),
    GetUser: operation(accessTokenInput, async (input, response) => {
      if (!input.AccessToken) return sendAwsError(response, 400, 'InvalidParameterException', missing('accessToken'));
      const user = await liveAccess(input.AccessToken);
      if (typeof user === 'string') return sendAwsError(response, 400, 'NotAuthorizedException', user);
      return ok(response, {
        Username: user.email,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'sub', Value: user.sub },
        ],
      });
    }),
    GlobalSignOut: operation(accessTokenInput, async (input, response) => {
      if (!input.AccessToken) return sendAwsError(response, 400, 'InvalidParameterException', missing('accessToken'));
      const user = await liveAccess(input.AccessToken);
      if (typeof user === 'string') return sendAwsError(response, 400, 'NotAuthorizedException', user);
      await settings.sessions.closeAll(user.email);
      return ok(response, {});
    }),
    RevokeToken: operation(revokeInput, async (input, response) => {
      if (!input.Token) return sendAwsError(response, 400, 'InvalidParameterException', missing('token'));
      if (!input.ClientId) return sendAwsError(response, 400, 'InvalidParameterException', missing('clientId'));
      if (input.Token.split('.').length === 3)
        return sendAwsError(response, 400, 'UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');
      // As OAuth's revocation endpoint, a token that is not (or no longer) valid is simply nothing to revoke.
      const claims = readRefresh(input.Token);
      if (claims) await settings.sessions.close(claims.email, claims.jti);
      return ok(response, {});
    }),
  };

  /** Verifies one of our tokens as API Gateway's Cognito authoriser does: signature, issuer, expiry, use and client. */
  const verify = async (token: string, use: 'id' | 'access'): Promise<JWTPayload> => {
    const { payload } = await jwtVerify(token, publicKey, {
      issuer,
      algorithms: ['RS256'],
      ...(use === 'id' ? { audience: settings.clientId } : {}),
    });
    if (payload.token_use !== use) throw new Error('wrong token use');
    return payload;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readAwsBody(request, response);
    if (!body) return;
    const target = (headerMap(request.rawHeaders).get('x-amz-target') ?? '').replace('AWSCognitoIdentityProviderService.', '');
    const run = operations[target];
    if (!run)
      return sendAwsError(
        response,
        400,
        'UnknownOperationException',
        `The local user pool does not implement ${target || 'this operation'}.`,
      );
    return run(body, response);
  };

  const jwks = async () => ({ keys: [{ ...(await exportJWK(publicKey)), kid: settings.key.kid, alg: 'RS256', use: 'sig' }] });

  return { handle, verify, jwks, mailbox, issuer };
};

export type UserPool = ReturnType<typeof createUserPool>;
