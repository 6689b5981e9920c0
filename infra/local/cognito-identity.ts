import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SignJWT, jwtVerify } from 'jose';
import type * as v from 'valibot';
import type { CredentialAuthority } from './credentials.js';
import { headerMap, verifySigV4 } from './sigv4.js';
import { missing, num, parseAwsInput, readAwsBody, shape, str, strMap } from './aws-json.js';
import { sendAwsError, sendJson } from './http.js';

/**
 * The identity pool operations the product uses, in the JSON 1.1 protocol a stock CognitoIdentityClient speaks:
 * GetOpenIdTokenForDeveloperIdentity (SigV4, the login function's role only) and GetCredentialsForIdentity
 * (unsigned, the token is the proof). Developer user ids map to stable identity ids kept in dynalite.
 */

export const COGNITO_ISSUER = 'https://cognito-identity.amazonaws.com';

const openIdTokenInput = shape({ IdentityPoolId: str(), IdentityId: str(), Logins: strMap(), TokenDuration: num() });
const credentialsInput = shape({ IdentityId: str(), Logins: strMap(), CustomRoleArn: str() });
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

  const identityFor = async (developerUserId: string): Promise<string> => {
    const key = { pk: `${settings.identityPoolId}#${settings.developerProviderName}#${developerUserId}` };
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
