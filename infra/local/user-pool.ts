import { createHmac, createPrivateKey, createPublicKey, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT, exportJWK, jwtVerify, type JWTPayload } from 'jose';
import { headerMap } from './sigv4.js';
import { readBody, sendAwsError, sendJson } from './http.js';

/**
 * The admins' user pool, as much of Cognito as Amplify's passwordless e-mail sign-in uses: InitiateAuth (USER_AUTH
 * with an EMAIL_OTP challenge, and REFRESH_TOKEN_AUTH), RespondToAuthChallenge, GetTokensFromRefreshToken, GetUser,
 * GlobalSignOut and RevokeToken, in the JSON 1.1 protocol. Codes are "sent" to a local mailbox page (and announced).
 */

export const ADMINS_GROUP = 'admins';
const CODE_LIFETIME_MS = 3 * 60 * 1000;
const MAX_CODE_TRIES = 3;
const TOKEN_LIFETIME_SECONDS = 3600;
const REFRESH_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export interface PoolUser {
  email: string;
  sub: string;
  groups: string[];
}

export interface UserPoolSettings {
  region: string;
  userPoolId: string;
  clientId: string;
  key: { kid: string; privateKeyPem: string; publicKeyPem: string };
  refreshSecret: string;
  users: () => Promise<PoolUser[]>;
  /** where a "sent" e-mail is announced (npm start prints it); the mailbox page lists it either way */
  onMail?: (message: MailboxMessage) => void;
}

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

  /** Refresh tokens are opaque to clients and stateless here: the user and expiry, signed. */
  const refreshToken = (user: PoolUser) => {
    const payload = Buffer.from(JSON.stringify({ e: user.email, x: Date.now() + REFRESH_LIFETIME_MS, n: randomUUID() })).toString(
      'base64url',
    );
    return `${payload}.${createHmac('sha256', settings.refreshSecret).update(payload).digest('base64url')}`;
  };
  const userFromRefresh = async (token: string): Promise<PoolUser | null> => {
    const [payload = '', mac = ''] = token.split('.');
    const expected = createHmac('sha256', settings.refreshSecret).update(payload).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e: string; x: number };
    return claims.x > Date.now() ? findUser(claims.e) : null;
  };

  const sign = (claims: JWTPayload) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: settings.key.kid })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(privateKey);

  const tokens = async (user: PoolUser, withRefresh: boolean) => {
    const common = { sub: user.sub, 'cognito:groups': user.groups, auth_time: Math.floor(Date.now() / 1000), event_id: randomUUID() };
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
      }),
      ...(withRefresh ? { RefreshToken: refreshToken(user) } : {}),
      ExpiresIn: TOKEN_LIFETIME_SECONDS,
      TokenType: 'Bearer',
    };
  };

  /** An EMAIL_OTP challenge for anyone who asks: an unknown address gets one too, so no one can learn who is an admin. */
  const startChallenge = async (username: string) => {
    const user = await findUser(username);
    const session = randomBytes(48).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    challenges.set(session, { user, code, expiresAt: Date.now() + CODE_LIFETIME_MS, tries: 0 });
    if (user) {
      const message = { to: user.email, code, sentAt: new Date().toISOString() };
      mailbox.unshift(message);
      mailbox.length = Math.min(mailbox.length, 20);
      settings.onMail?.(message);
    }
    return {
      ChallengeName: 'EMAIL_OTP',
      Session: session,
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL', CODE_DELIVERY_DESTINATION: mask(username.trim().toLowerCase()) },
    };
  };

  const operations: Record<string, (input: Record<string, unknown>, response: ServerResponse) => Promise<void>> = {
    InitiateAuth: async (input, response) => {
      const parameters = (input.AuthParameters ?? {}) as Record<string, string>;
      if (input.AuthFlow === 'REFRESH_TOKEN_AUTH' || input.AuthFlow === 'REFRESH_TOKEN') {
        const user = await userFromRefresh(parameters.REFRESH_TOKEN ?? '');
        if (!user) return sendAwsError(response, 400, 'NotAuthorizedException', 'Invalid Refresh Token');
        return ok(response, { AuthenticationResult: await tokens(user, false), ChallengeParameters: {} });
      }
      if (input.AuthFlow !== 'USER_AUTH')
        return sendAwsError(response, 400, 'InvalidParameterException', 'This pool signs in with USER_AUTH and e-mail codes only.');
      if (!parameters.USERNAME) return sendAwsError(response, 400, 'InvalidParameterException', 'Missing required parameter USERNAME');
      if (parameters.PREFERRED_CHALLENGE && parameters.PREFERRED_CHALLENGE !== 'EMAIL_OTP') {
        return sendAwsError(response, 400, 'InvalidParameterException', 'Only EMAIL_OTP sign-in is enabled for this pool.');
      }
      return ok(response, await startChallenge(parameters.USERNAME));
    },
    RespondToAuthChallenge: async (input, response) => {
      const session = typeof input.Session === 'string' ? input.Session : '';
      const answer = ((input.ChallengeResponses ?? {}) as Record<string, string>).EMAIL_OTP_CODE ?? '';
      const challenge = challenges.get(session);
      if (!challenge || challenge.expiresAt < Date.now() || challenge.tries >= MAX_CODE_TRIES) {
        challenges.delete(session);
        return sendAwsError(response, 400, 'NotAuthorizedException', 'Invalid session for the user, session is expired.');
      }
      challenge.tries += 1;
      if (!challenge.user || answer !== challenge.code)
        return sendAwsError(response, 400, 'CodeMismatchException', 'Invalid code or auth state for the user.');
      challenges.delete(session);
      return ok(response, { AuthenticationResult: await tokens(challenge.user, true), ChallengeParameters: {} });
    },
    GetTokensFromRefreshToken: async (input, response) => {
      const user = await userFromRefresh(typeof input.RefreshToken === 'string' ? input.RefreshToken : '');
      if (!user) return sendAwsError(response, 400, 'NotAuthorizedException', 'Invalid Refresh Token');
      return ok(response, { AuthenticationResult: await tokens(user, false) });
    },
    GetUser: async (input, response) => {
      const claims = await verify(typeof input.AccessToken === 'string' ? input.AccessToken : '', 'access').catch(() => null);
      const user = claims ? await findUser(String(claims.username)) : null;
      if (!user) return sendAwsError(response, 400, 'NotAuthorizedException', 'Invalid Access Token');
      return ok(response, {
        Username: user.email,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'sub', Value: user.sub },
        ],
      });
    },
    GlobalSignOut: async (_input, response) => ok(response, {}),
    RevokeToken: async (_input, response) => ok(response, {}),
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
    const body = await readBody(request);
    const target = (headerMap(request.rawHeaders).get('x-amz-target') ?? '').replace('AWSCognitoIdentityProviderService.', '');
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return sendAwsError(response, 400, 'SerializationException', 'The request body is not valid JSON.');
    }
    if (input.ClientId !== undefined && input.ClientId !== settings.clientId)
      return sendAwsError(response, 400, 'ResourceNotFoundException', 'User pool client does not exist.');
    const operation = operations[target];
    if (!operation)
      return sendAwsError(
        response,
        400,
        'UnknownOperationException',
        `The local user pool does not implement ${target || 'this operation'}.`,
      );
    return operation(input, response);
  };

  const jwks = async () => ({ keys: [{ ...(await exportJWK(publicKey)), kid: settings.key.kid, alg: 'RS256', use: 'sig' }] });

  return { handle, verify, jwks, mailbox, issuer };
};

export type UserPool = ReturnType<typeof createUserPool>;
