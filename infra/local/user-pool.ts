import { createHmac, createPrivateKey, createPublicKey, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT, exportJWK, jwtVerify, type JWTPayload } from 'jose';
import * as v from 'valibot';
import { missing, parseAwsInput, readAwsBody, shape, str, strMap } from './aws-json.js';
import type { CredentialAuthority } from './credentials.js';
import { headerMap, verifySigV4 } from './sigv4.js';
import { sendAwsError, sendJson } from './http.js';
import type { PoolUser, UserStore } from './user-store.js';

/**
 * The admins' user pool, as much of Cognito as the product uses, in the JSON 1.1 protocol. For Amplify's passwordless
 * e-mail sign-in: InitiateAuth (USER_AUTH with an EMAIL_OTP challenge, and REFRESH_TOKEN_AUTH),
 * RespondToAuthChallenge, GetTokensFromRefreshToken, GetUser, UpdateUserAttributes (the display name), GlobalSignOut
 * and RevokeToken. For the admin functions, SigV4-signed with their role as Cognito requires: AdminCreateUser (the
 * invitation goes to the mailbox), AdminGetUser, AdminDeleteUser, AdminAddUserToGroup, AdminRemoveUserFromGroup,
 * AdminListGroupsForUser, ListUsersInGroup, CreateGroup, DeleteGroup and AdminUserGlobalSignOut. Mail goes to a local mailbox
 * page (and is announced to whoever started the pool).
 *
 * Sign-out revokes as Cognito does: RevokeToken ends one refresh token and the access tokens issued from it (their
 * `origin_jti`), GlobalSignOut ends all of a user's; revoked tokens are refused by the pool's own operations. (As in
 * AWS, an id token already issued still passes API Gateway's authoriser, which checks only its signature and expiry.)
 */

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

export interface UserPoolSettings {
  region: string;
  userPoolId: string;
  clientId: string;
  key: { kid: string; privateKeyPem: string; publicKeyPem: string };
  refreshSecret: string;
  store: UserStore;
  /** verifies the SigV4 of the admin operations, which only the functions' role may call */
  authority: CredentialAuthority;
  /** where an invitation tells the new admin to sign in */
  siteUrl: string;
  /** where a "sent" e-mail is announced (npm start prints it); the mailbox page lists it either way */
  onMail?: (message: MailboxMessage) => void;
}

export interface MailboxMessage {
  to: string;
  subject: string;
  /** the sign-in code, when the message carries one */
  code: string;
  text: string;
  sentAt: string;
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
const updateAttributesInput = shape({
  AccessToken: str(),
  UserAttributes: v.nullish(v.array(shape({ Name: v.string(), Value: str() }))),
});
const revokeInput = shape({ ClientId: str(), ClientSecret: str(), Token: str() });

/** Attributes a user may change about themselves: the app client's write attributes. Groups never are. */
const WRITABLE_ATTRIBUTES = new Set(['name']);

interface Challenge {
  user: PoolUser | null;
  code: string;
  expiresAt: number;
  tries: number;
}

const ok = (response: ServerResponse, body: unknown) => sendJson(response, 200, body, { 'content-type': 'application/x-amz-json-1.1' });

const DAILY_LIMIT =
  'Exceeded daily email limit for the operation or the account. If a higher limit is required, please configure your user pool to use your own Amazon SES configuration for sending email.';

const mask = (email: string) => email.replace(/^(.)[^@]*@(.)[^.]*(\..*)$/, '$1***@$2***$3');

export const createUserPool = (settings: UserPoolSettings) => {
  const issuer = `https://cognito-idp.${settings.region}.amazonaws.com/${settings.userPoolId}`;
  const privateKey = createPrivateKey(settings.key.privateKeyPem);
  const publicKey = createPublicKey(settings.key.publicKeyPem);
  const challenges = new Map<string, Challenge>();
  const mailbox: MailboxMessage[] = [];

  const findUser = (username: string) => settings.store.getUser(username);

  const send = (message: Omit<MailboxMessage, 'sentAt'>) => {
    const sent = { ...message, sentAt: new Date().toISOString() };
    mailbox.unshift(sent);
    mailbox.length = Math.min(mailbox.length, 20);
    settings.onMail?.(sent);
  };

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
    if (!(await settings.store.isSessionOpen(user.email, claims.jti))) return 'Refresh Token has been revoked';
    return { user, jti: claims.jti };
  };

  const sign = (claims: JWTPayload) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: settings.key.kid })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(privateKey);

  /** Tokens of one sign-in session: origin_jti names its refresh token, as Cognito does when token revocation is on. */
  const tokens = async (user: PoolUser, origin: string, withRefresh: boolean) => {
    const common = {
      sub: user.sub,
      ...(user.groups.length > 0 ? { 'cognito:groups': user.groups } : {}),
      auth_time: Math.floor(Date.now() / 1000),
      event_id: randomUUID(),
      origin_jti: origin,
      jti: randomUUID(),
    };
    return {
      AccessToken: await sign({
        ...common,
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        client_id: settings.clientId,
        username: user.email,
      }),
      IdToken: await sign({
        ...common,
        token_use: 'id',
        aud: settings.clientId,
        email: user.email,
        email_verified: true,
        ...(user.name ? { name: user.name } : {}),
        'cognito:username': user.email,
      }),
      ...(withRefresh ? { RefreshToken: refreshToken(user, origin) } : {}),
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
    if (dailyEmailsUsed(now)) return DAILY_LIMIT;
    recent.push(now);
    return null;
  };
  const dailyEmailsUsed = (now: number) => {
    emailsSent = emailsSent.filter((at) => at > now - DAY_MS);
    return emailsSent.length >= EMAILS_PER_DAY;
  };

  /** An EMAIL_OTP challenge for anyone who asks: an unknown address gets one too, so no one can learn who is an admin. */
  const startChallenge = async (username: string) => {
    const user = await findUser(username);
    if (user) emailsSent.push(Date.now());
    const session = randomBytes(48).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    challenges.set(session, { user, code, expiresAt: Date.now() + CODE_LIFETIME_MS, tries: 0 });
    if (user) send({ to: user.email, subject: 'Your WAW admin sign-in code', code, text: `Your sign-in code is ${code}.` });
    return {
      ChallengeName: 'EMAIL_OTP',
      Session: session,
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL', CODE_DELIVERY_DESTINATION: mask(username.trim().toLowerCase()) },
    };
  };

  /** A signed, unexpired access token whose session is still open: the pool's own operations accept nothing less. */
  const liveAccess = async (token: string | null | undefined): Promise<PoolUser | string> => {
    const claims = token ? await verify(token, 'access').catch(() => null) : null;
    const user = claims ? await findUser(String(claims.username)) : null;
    if (!claims || !user) return 'Invalid Access Token';
    if (!(await settings.store.isSessionOpen(user.email, String(claims.origin_jti)))) return 'Access Token has been revoked';
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
    <T extends v.GenericSchema>(input: T, run: (input: v.InferOutput<T>, response: ServerResponse) => Promise<void>): Operation =>
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
      await settings.store.openSession(challenge.user.email, jti);
      return ok(response, { AuthenticationResult: await tokens(challenge.user, jti, true), ChallengeParameters: {} });
    }),
    GetTokensFromRefreshToken: operation(refreshInput, async (input, response) =>
      refreshed(input.RefreshToken, response, (result) => ({ AuthenticationResult: result })),
    ),
    GetUser: operation(accessTokenInput, async (input, response) => {
      if (!input.AccessToken) return sendAwsError(response, 400, 'InvalidParameterException', missing('accessToken'));
      const user = await liveAccess(input.AccessToken);
      if (typeof user === 'string') return sendAwsError(response, 400, 'NotAuthorizedException', user);
      return ok(response, { Username: user.email, UserAttributes: attributesOf(user) });
    }),
    UpdateUserAttributes: operation(updateAttributesInput, async (input, response) => {
      if (!input.AccessToken) return sendAwsError(response, 400, 'InvalidParameterException', missing('accessToken'));
      const user = await liveAccess(input.AccessToken);
      if (typeof user === 'string') return sendAwsError(response, 400, 'NotAuthorizedException', user);
      const attributes = input.UserAttributes ?? [];
      if (attributes.length === 0 || attributes.some((a) => !WRITABLE_ATTRIBUTES.has(a.Name)))
        return sendAwsError(response, 400, 'NotAuthorizedException', 'A client attempted to write unauthorized attribute');
      const name = attributes.find((a) => a.Name === 'name')?.Value;
      if (typeof name !== 'string' || name.length > 2048)
        return sendAwsError(response, 400, 'InvalidParameterException', 'Invalid value for the attribute name');
      await settings.store.setName(user.email, name);
      return ok(response, { CodeDeliveryDetailsList: [] });
    }),
    GlobalSignOut: operation(accessTokenInput, async (input, response) => {
      if (!input.AccessToken) return sendAwsError(response, 400, 'InvalidParameterException', missing('accessToken'));
      const user = await liveAccess(input.AccessToken);
      if (typeof user === 'string') return sendAwsError(response, 400, 'NotAuthorizedException', user);
      await settings.store.signOutEverywhere(user.email);
      return ok(response, {});
    }),
    RevokeToken: operation(revokeInput, async (input, response) => {
      if (!input.Token) return sendAwsError(response, 400, 'InvalidParameterException', missing('token'));
      if (!input.ClientId) return sendAwsError(response, 400, 'InvalidParameterException', missing('clientId'));
      if (input.Token.split('.').length === 3)
        return sendAwsError(response, 400, 'UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');
      // As OAuth's revocation endpoint, a token that is not (or no longer) valid is simply nothing to revoke.
      const claims = readRefresh(input.Token);
      if (claims) await settings.store.closeSession(claims.email, claims.jti);
      return ok(response, {});
    }),
  };

  const attributesOf = (user: PoolUser) => [
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'sub', Value: user.sub },
    ...(user.name ? [{ Name: 'name', Value: user.name }] : []),
  ];

  /** What ListUsersInGroup and friends say about a user. */
  const describe = (user: PoolUser) => ({
    Username: user.email,
    Attributes: attributesOf(user),
    UserCreateDate: Date.parse(user.createdAt) / 1000,
    UserLastModifiedDate: Date.parse(user.createdAt) / 1000,
    Enabled: true,
    UserStatus: user.status,
  });

  const requireUser = async (input: Record<string, unknown>, response: ServerResponse) => {
    const user = typeof input.Username === 'string' ? await findUser(input.Username) : null;
    if (!user) sendAwsError(response, 400, 'UserNotFoundException', 'User does not exist.');
    return user;
  };
  const requireGroup = async (input: Record<string, unknown>, response: ServerResponse) => {
    const name = typeof input.GroupName === 'string' ? input.GroupName : '';
    const exists = name !== '' && (await settings.store.groupExists(name));
    if (!exists) sendAwsError(response, 400, 'ResourceNotFoundException', 'Group not found.');
    return exists ? name : null;
  };

  /** Operations that need the caller's IAM credentials (the admin functions), as Cognito's Admin* API does. */
  const adminOperations: Record<string, (input: Record<string, unknown>, response: ServerResponse) => Promise<void>> = {
    AdminCreateUser: async (input, response) => {
      const email = typeof input.Username === 'string' ? input.Username.trim().toLowerCase() : '';
      if (!/^[^@\s]+@[^@\s]+$/.test(email))
        return sendAwsError(response, 400, 'InvalidParameterException', 'Invalid email address format.');
      const invites = input.MessageAction !== 'SUPPRESS';
      if (invites && dailyEmailsUsed(Date.now())) return sendAwsError(response, 400, 'LimitExceededException', DAILY_LIMIT);
      const user = await settings.store.createUser(email);
      if (!user) return sendAwsError(response, 400, 'UsernameExistsException', 'User account already exists');
      if (invites) {
        emailsSent.push(Date.now());
        send({
          to: email,
          subject: 'You are invited to the WAW admin area',
          code: '',
          text: `Sign in at ${settings.siteUrl}/admin/login with ${email}: we will e-mail you a code each time.`,
        });
      }
      return ok(response, { User: describe(user) });
    },
    AdminGetUser: async (input, response) => {
      const user = await requireUser(input, response);
      if (!user) return;
      return ok(response, { Username: user.email, UserAttributes: attributesOf(user), Enabled: true, UserStatus: user.status });
    },
    AdminDeleteUser: async (input, response) => {
      const user = await requireUser(input, response);
      if (!user) return;
      await settings.store.deleteUser(user.email);
      return ok(response, {});
    },
    AdminUserGlobalSignOut: async (input, response) => {
      const user = await requireUser(input, response);
      if (!user) return;
      await settings.store.signOutEverywhere(user.email);
      return ok(response, {});
    },
    AdminListGroupsForUser: async (input, response) => {
      const user = await requireUser(input, response);
      if (!user) return;
      return ok(response, { Groups: user.groups.map((GroupName) => ({ GroupName, UserPoolId: settings.userPoolId })) });
    },
    AdminAddUserToGroup: async (input, response) => {
      const user = await requireUser(input, response);
      const group = user && (await requireGroup(input, response));
      if (!user || !group) return;
      await settings.store.setGroups(user.email, [...user.groups, group]);
      return ok(response, {});
    },
    AdminRemoveUserFromGroup: async (input, response) => {
      const user = await requireUser(input, response);
      const group = user && (await requireGroup(input, response));
      if (!user || !group) return;
      await settings.store.setGroups(
        user.email,
        user.groups.filter((name) => name !== group),
      );
      return ok(response, {});
    },
    ListUsersInGroup: async (input, response) => {
      const group = await requireGroup(input, response);
      if (!group) return;
      return ok(response, { Users: (await settings.store.usersInGroup(group)).map(describe) });
    },
    DeleteGroup: async (input, response) => {
      const group = await requireGroup(input, response);
      if (!group) return;
      await settings.store.deleteGroup(group);
      return ok(response, {});
    },
    CreateGroup: async (input, response) => {
      const name = typeof input.GroupName === 'string' ? input.GroupName : '';
      if (!/^[\p{L}\p{M}\p{S}\p{N}\p{P}]{1,128}$/u.test(name))
        return sendAwsError(response, 400, 'InvalidParameterException', 'Invalid group name.');
      if (!(await settings.store.createGroup(name, typeof input.Description === 'string' ? input.Description : '')))
        return sendAwsError(response, 400, 'GroupExistsException', 'A group with the name already exists.');
      return ok(response, { Group: { GroupName: name, UserPoolId: settings.userPoolId } });
    },
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

  const handle = async (request: IncomingMessage, response: ServerResponse, rawUrl: string): Promise<void> => {
    const body = await readAwsBody(request, response);
    if (!body) return;
    const target = (headerMap(request.rawHeaders).get('x-amz-target') ?? '').replace('AWSCognitoIdentityProviderService.', '');
    const adminOperation = adminOperations[target];
    if (adminOperation) {
      const input = parseAwsInput(body, shape({ UserPoolId: str() }), response);
      if (!input) return;
      const verified = verifySigV4(
        { method: request.method ?? 'POST', rawUrl, rawHeaders: request.rawHeaders, body },
        { region: settings.region, service: 'cognito-idp', lookup: (id, token) => settings.authority.lookup(id, token) },
      );
      if (!verified.ok) return sendAwsError(response, 403, 'UnrecognizedClientException', verified.message);
      if (verified.principal.role !== 'function')
        return sendAwsError(response, 403, 'AccessDeniedException', `Not authorized to perform cognito-idp:${target}.`);
      if (input.UserPoolId !== settings.userPoolId)
        return sendAwsError(response, 400, 'ResourceNotFoundException', 'User pool does not exist.');
      return adminOperation(input, response);
    }
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
