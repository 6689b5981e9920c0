import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SignJWT, jwtVerify } from 'jose';
import * as v from 'valibot';
import { mayCallIdentityPool, type IdentityPoolAction } from '../../functions/identity-pool-access.js';
import type { CredentialAuthority } from './credentials.js';
import { headerMap, verifySigV4 } from './sigv4.js';
import { missing, num, parseAwsInput, readAwsBody, shape, str, strMap } from './aws-json.js';
import { sendAwsError, sendJson } from './http.js';

/**
 * The identity pool operations the product uses, in the JSON 1.1 protocol a stock CognitoIdentityClient speaks:
 * GetOpenIdTokenForDeveloperIdentity (SigV4, the login function's role only) and GetCredentialsForIdentity
 * (unsigned, the token is the proof), and for a child's removal LookupDeveloperIdentity and DeleteIdentities (SigV4,
 * the functions granted them only). Developer user ids map to stable identity ids kept in dynalite, with the way back
 * from each identity, so deleting an identity forgets its developer user id as Cognito does.
 */

export const COGNITO_ISSUER = 'https://cognito-identity.amazonaws.com';

const openIdTokenInput = shape({ IdentityPoolId: str(), IdentityId: str(), Logins: strMap(), TokenDuration: num() });
const credentialsInput = shape({ IdentityId: str(), Logins: strMap(), CustomRoleArn: str() });
const lookupInput = shape({
  IdentityPoolId: str(),
  IdentityId: str(),
  DeveloperUserIdentifier: str(),
  MaxResults: num(),
  NextToken: str(),
});
const deleteInput = shape({ IdentityIdsToDelete: v.nullish(v.array(v.string())) });
export const CREDENTIALS_LIFETIME_SECONDS = 3600;

export interface IdentityPoolSettings {
  region: string;
  identityPoolId: string;
  developerProviderName: string;
  identitiesTable: string;
}

export const createCognitoIdentity = (
  settings: IdentityPoolSettings,
  tokenSecret: string,
  authority: CredentialAuthority,
  db: DynamoDBDocumentClient,
) => {
  const tokenKey = Buffer.from(tokenSecret, 'base64');

  const userKey = (developerUserId: string) => ({ pk: `${settings.identityPoolId}#${settings.developerProviderName}#${developerUserId}` });
  const identityKey = (identityId: string) => ({ pk: `${settings.identityPoolId}#identity#${identityId}` });
  const read = async (key: { pk: string }) =>
    (await db.send(new GetCommand({ TableName: settings.identitiesTable, Key: key, ConsistentRead: true }))).Item;
  /** The way back from an identity to its developer user id: written with every token, so older data gains it too. */
  const remember = (identityId: string, developerUserId: string) =>
    db.send(
      new PutCommand({ TableName: settings.identitiesTable, Item: { ...identityKey(identityId), developer_user_id: developerUserId } }),
    );

  const identityFor = async (developerUserId: string): Promise<string> => {
    const identityId = await mappedIdentity(developerUserId);
    await remember(identityId, developerUserId);
    return identityId;
  };

  const mappedIdentity = async (developerUserId: string): Promise<string> => {
    const key = userKey(developerUserId);
    const { Item } = await db.send(new GetCommand({ TableName: settings.identitiesTable, Key: key, ConsistentRead: true }));
    if (Item) return String(Item.identity_id);
    const identityId = `${settings.region}:${randomUUID()}`;
    try {
      await db.send(
        new PutCommand({
          TableName: settings.identitiesTable,
          Item: { ...key, identity_id: identityId },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return identityId;
    } catch {
      // Two sign-ins raced to create it: the first one's identity wins, as in Cognito.
      const again = await db.send(new GetCommand({ TableName: settings.identitiesTable, Key: key, ConsistentRead: true }));
      return String(again.Item?.identity_id);
    }
  };

  const getOpenIdToken = async (input: v.InferOutput<typeof openIdTokenInput>, response: ServerResponse) => {
    if (!input.IdentityPoolId) return sendAwsError(response, 400, 'InvalidParameterException', missing('identityPoolId'));
    if (!input.Logins) return sendAwsError(response, 400, 'InvalidParameterException', missing('logins'));
    const logins = input.Logins;
    const userId = logins[settings.developerProviderName];
    if (input.IdentityPoolId !== settings.identityPoolId) {
      return sendAwsError(response, 400, 'ResourceNotFoundException', `IdentityPool '${String(input.IdentityPoolId)}' not found.`);
    }
    if (typeof userId !== 'string' || userId === '' || Object.keys(logins).length !== 1) {
      return sendAwsError(response, 400, 'NotAuthorizedException', 'Logins must name only the developer provider of this pool.');
    }
    const duration = input.TokenDuration ?? 900;
    if (!Number.isInteger(duration) || duration < 1 || duration > 86_400) {
      return sendAwsError(response, 400, 'InvalidParameterException', 'TokenDuration must be between 1 and 86400 seconds.');
    }
    const identityId = await identityFor(userId);
    const token = await new SignJWT({ amr: ['authenticated', settings.developerProviderName] })
      .setProtectedHeader({ alg: 'HS256', kid: 'local' })
      .setIssuer(COGNITO_ISSUER)
      .setSubject(identityId)
      .setAudience(settings.identityPoolId)
      .setIssuedAt()
      .setExpirationTime(`${duration}s`)
      .sign(tokenKey);
    sendJson(response, 200, { IdentityId: identityId, Token: token }, { 'content-type': 'application/x-amz-json-1.1' });
  };

  const getCredentials = async (input: v.InferOutput<typeof credentialsInput>, response: ServerResponse) => {
    if (!input.IdentityId) return sendAwsError(response, 400, 'InvalidParameterException', missing('identityId'));
    const token = input.Logins?.['cognito-identity.amazonaws.com'];
    if (typeof token !== 'string') {
      return sendAwsError(response, 400, 'NotAuthorizedException', 'Unauthenticated access is not supported for this identity pool.');
    }
    try {
      const { payload } = await jwtVerify(token, tokenKey, { issuer: COGNITO_ISSUER, audience: settings.identityPoolId });
      if (payload.sub !== input.IdentityId) throw new Error('identity mismatch');
    } catch {
      return sendAwsError(
        response,
        400,
        'NotAuthorizedException',
        'Invalid login token. The token is expired, malformed or not for this identity.',
      );
    }
    // A deleted identity gets nothing, whatever token it still holds.
    if (!(await read(identityKey(input.IdentityId)))) {
      return sendAwsError(response, 400, 'ResourceNotFoundException', `Identity '${input.IdentityId}' not found.`);
    }
    const credentials = authority.issue('student', CREDENTIALS_LIFETIME_SECONDS, { identityId: input.IdentityId });
    sendJson(
      response,
      200,
      {
        IdentityId: input.IdentityId,
        Credentials: {
          AccessKeyId: credentials.accessKeyId,
          SecretKey: credentials.secretAccessKey,
          SessionToken: credentials.sessionToken,
          Expiration: Math.floor(credentials.expiration.getTime() / 1000),
        },
      },
      { 'content-type': 'application/x-amz-json-1.1' },
    );
  };

  const lookup = async (input: v.InferOutput<typeof lookupInput>, response: ServerResponse) => {
    if (!input.IdentityPoolId) return sendAwsError(response, 400, 'InvalidParameterException', missing('identityPoolId'));
    if (input.IdentityPoolId !== settings.identityPoolId) {
      return sendAwsError(response, 400, 'ResourceNotFoundException', `IdentityPool '${input.IdentityPoolId}' not found.`);
    }
    if (!input.IdentityId && !input.DeveloperUserIdentifier) {
      return sendAwsError(response, 400, 'InvalidParameterException', 'Either IdentityId or DeveloperUserIdentifier must be provided.');
    }
    const maxResults = input.MaxResults ?? 60;
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 60) {
      return sendAwsError(response, 400, 'InvalidParameterException', 'MaxResults must be between 1 and 60.');
    }
    const byUser = input.DeveloperUserIdentifier ? await read(userKey(input.DeveloperUserIdentifier)) : undefined;
    const identityId = byUser ? String(byUser.identity_id) : input.IdentityId;
    const back = identityId ? await read(identityKey(identityId)) : undefined;
    const found =
      back &&
      (!input.DeveloperUserIdentifier || back.developer_user_id === input.DeveloperUserIdentifier) &&
      (!input.IdentityId || input.IdentityId === identityId);
    if (!found || !identityId) return sendAwsError(response, 400, 'ResourceNotFoundException', 'Identity not found.');
    sendJson(
      response,
      200,
      { IdentityId: identityId, DeveloperUserIdentifierList: [String(back.developer_user_id)] },
      { 'content-type': 'application/x-amz-json-1.1' },
    );
  };

  /** As Cognito: each identity goes with its developer user id; one already gone is not an error. */
  const deleteIdentities = async (input: v.InferOutput<typeof deleteInput>, response: ServerResponse) => {
    const ids = input.IdentityIdsToDelete ?? [];
    if (ids.length < 1 || ids.length > 60) {
      return sendAwsError(response, 400, 'InvalidParameterException', 'IdentityIdsToDelete must hold between 1 and 60 ids.');
    }
    for (const identityId of ids) {
      const back = await read(identityKey(identityId));
      if (!back) continue;
      const key = userKey(String(back.developer_user_id));
      const mapped = await read(key);
      if (mapped?.identity_id === identityId) await db.send(new DeleteCommand({ TableName: settings.identitiesTable, Key: key }));
      await db.send(new DeleteCommand({ TableName: settings.identitiesTable, Key: identityKey(identityId) }));
    }
    sendJson(response, 200, { UnprocessedIdentityIds: [] }, { 'content-type': 'application/x-amz-json-1.1' });
  };

  /** A developer-credentials call, from a function whose role is granted the operation (functions/identity-pool-access.ts). */
  const signedBy = (request: IncomingMessage, response: ServerResponse, rawUrl: string, body: Buffer, action: IdentityPoolAction) => {
    const verified = verifySigV4(
      { method: request.method ?? 'POST', rawUrl, rawHeaders: request.rawHeaders, body },
      { region: settings.region, service: 'cognito-identity', lookup: (id, token) => authority.lookup(id, token) },
    );
    if (!verified.ok) {
      sendAwsError(response, 403, 'NotAuthorizedException', verified.message);
      return false;
    }
    if (verified.principal.role !== 'function' || !mayCallIdentityPool(verified.principal.functionName, action)) {
      sendAwsError(response, 403, 'AccessDeniedException', `This role may not call ${action}.`);
      return false;
    }
    return true;
  };

  return async (request: IncomingMessage, response: ServerResponse, rawUrl: string): Promise<void> => {
    const body = await readAwsBody(request, response);
    if (!body) return;
    const target = headerMap(request.rawHeaders).get('x-amz-target') ?? '';
    switch (target) {
      case 'AWSCognitoIdentityService.GetCredentialsForIdentity': {
        const input = parseAwsInput(body, credentialsInput, response);
        return input ? getCredentials(input, response) : undefined;
      }
      case 'AWSCognitoIdentityService.GetOpenIdTokenForDeveloperIdentity': {
        const verified = verifySigV4(
          { method: request.method ?? 'POST', rawUrl, rawHeaders: request.rawHeaders, body },
          { region: settings.region, service: 'cognito-identity', lookup: (id, token) => authority.lookup(id, token) },
        );
        if (!verified.ok) return sendAwsError(response, 403, 'NotAuthorizedException', verified.message);
        if (verified.principal.role !== 'function') {
          return sendAwsError(response, 403, 'AccessDeniedException', 'This role may not call GetOpenIdTokenForDeveloperIdentity.');
        }
        const input = parseAwsInput(body, openIdTokenInput, response);
        return input ? getOpenIdToken(input, response) : undefined;
      }
      case 'AWSCognitoIdentityService.LookupDeveloperIdentity': {
        if (!signedBy(request, response, rawUrl, body, 'LookupDeveloperIdentity')) return;
        const input = parseAwsInput(body, lookupInput, response);
        return input ? lookup(input, response) : undefined;
      }
      case 'AWSCognitoIdentityService.DeleteIdentities': {
        if (!signedBy(request, response, rawUrl, body, 'DeleteIdentities')) return;
        const input = parseAwsInput(body, deleteInput, response);
        return input ? deleteIdentities(input, response) : undefined;
      }
      default:
        return sendAwsError(
          response,
          400,
          'UnknownOperationException',
          `The local identity pool does not implement ${target || 'this operation'}.`,
        );
    }
  };
};
