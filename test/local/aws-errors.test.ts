import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '@aws-crypto/sha256-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { credentialsFor, type AwsCredentialIdentity } from './stock-client.js';

/**
 * Malformed requests to the local AWS endpoints get the 4xx and the error code the real service documents, never
 * a 500: a JSON body that is null or of the wrong types, bad percent-encoding, and bodies over the size limit.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let student: AwsCredentialIdentity;
let functionRole: AwsCredentialIdentity;

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  student = await credentialsFor(cloud.config, 'waw.student', 'let-me-play-1');
  // The credentials the local cloud gives its functions, as a function's SDK clients would sign with them.
  functionRole = {
    accessKeyId: process.env.AWS_ACCESS_KEY_ID!,
    secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY!,
    sessionToken: process.env.AWS_SESSION_TOKEN!,
  };
});
afterAll(async () => {
  await stop?.();
});

const ONE_MB_AND_A_BIT = 'x'.repeat(1024 * 1024 + 10);

/** A raw request, SigV4-signed when credentials are given, so that the body can be anything at all. */
const send = async (
  path: string,
  {
    target,
    body,
    method = 'POST',
    service,
    credentials,
  }: { target?: string; body?: string; method?: string; service?: string; credentials?: AwsCredentialIdentity },
) => {
  const url = new URL(`${cloud.url}${path}`);
  let headers: Record<string, string> = {
    host: url.host,
    'content-type': 'application/x-amz-json-1.1',
    ...(target ? { 'x-amz-target': target } : {}),
  };
  if (credentials && service) {
    const signer = new SignatureV4({ credentials, region: 'us-east-1', service, sha256: Sha256, uriEscapePath: service !== 's3' });
    const signed = await signer.sign({
      method,
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
    });
    headers = signed.headers;
  }
  delete headers.host;
  const response = await fetch(`${cloud.url}${path}`, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('x-amzn-errortype') ?? /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? null,
    text,
  };
};

describe('the identity pool', () => {
  const identity = (body: string) =>
    send('/_aws/cognito-identity', { target: 'AWSCognitoIdentityService.GetCredentialsForIdentity', body });
  it.each([
    ['null', 400, 'SerializationException', 'null'],
    ['an array', 400, 'SerializationException', '[]'],
    ['a number for IdentityId', 400, 'SerializationException', '{"IdentityId":5,"Logins":{}}'],
    ['a string for Logins', 400, 'SerializationException', '{"IdentityId":"us-east-1:x","Logins":"token"}'],
    ['a number inside Logins', 400, 'SerializationException', '{"IdentityId":"us-east-1:x","Logins":{"cognito-identity.amazonaws.com":7}}'],
    ['no IdentityId', 400, 'InvalidParameterException', '{"Logins":{}}'],
    ['over 1 MB', 413, 'RequestEntityTooLargeException', `{"IdentityId":"${ONE_MB_AND_A_BIT}"}`],
  ])('answers %s with %i %s', async (_label, status, type, body) => {
    expect(await identity(body)).toMatchObject({ status, type });
  });

  it('answers the signed GetOpenIdTokenForDeveloperIdentity with wrong types as SerializationException', async () => {
    const result = await send('/_aws/cognito-identity', {
      target: 'AWSCognitoIdentityService.GetOpenIdTokenForDeveloperIdentity',
      body: '{"IdentityPoolId":"x","Logins":[1,2]}',
      service: 'cognito-identity',
      credentials: functionRole,
    });
    expect(result).toMatchObject({ status: 400, type: 'SerializationException' });
  });
});

describe('the user pool', () => {
  const pool = (operation: string, body: string) =>
    send('/_aws/cognito-idp', { target: `AWSCognitoIdentityProviderService.${operation}`, body });
  it.each([
    ['InitiateAuth', 400, 'SerializationException', 'null'],
    ['InitiateAuth', 400, 'SerializationException', '{"AuthFlow":"USER_AUTH","ClientId":5}'],
    ['InitiateAuth', 400, 'SerializationException', '{"AuthFlow":"USER_AUTH","AuthParameters":"admin@demo.school"}'],
    ['RespondToAuthChallenge', 400, 'SerializationException', '{"Session":{},"ChallengeResponses":[]}'],
    ['GetUser', 400, 'SerializationException', '{"AccessToken":12}'],
    ['GetUser', 400, 'InvalidParameterException', '{"AccessToken":null}'],
    ['RevokeToken', 400, 'SerializationException', '"token"'],
    ['GlobalSignOut', 400, 'InvalidParameterException', '{}'],
    ['InitiateAuth', 413, 'RequestEntityTooLargeException', `{"AuthFlow":"${ONE_MB_AND_A_BIT}"}`],
  ])('answers %s with %i %s', async (operation, status, type, body) => {
    expect(await pool(operation, body)).toMatchObject({ status, type });
  });
});

describe('Secrets Manager', () => {
  const secret = (body: string) =>
    send('/_aws/secretsmanager', { target: 'secretsmanager.GetSecretValue', body, service: 'secretsmanager', credentials: functionRole });
  it.each([
    ['null', 400, 'SerializationException', 'null'],
    ['a number for SecretId', 400, 'SerializationException', '{"SecretId":5}'],
    ['no SecretId', 400, 'InvalidParameterException', '{}'],
    ['over 1 MB', 413, 'RequestEntityTooLargeException', `{"SecretId":"${ONE_MB_AND_A_BIT}"}`],
  ])('answers %s with %i %s', async (_label, status, type, body) => {
    expect(await secret(body)).toMatchObject({ status, type });
  });
});

describe('Lambda Invoke', () => {
  const invoke = (name: string, body: string) =>
    send(`/_aws/lambda/2015-03-31/functions/${name}/invocations`, { body, service: 'lambda', credentials: student });
  it('answers a function name with bad percent-encoding as a 400 ValidationException', async () => {
    expect(await invoke('%E0%A4%A', '{}')).toMatchObject({ status: 400, type: 'ValidationException' });
  });
  it('answers a payload that is not JSON as a 400 InvalidRequestContentException', async () => {
    expect(await invoke(cloud.config.cookieFunctionName, '{domain')).toMatchObject({ status: 400, type: 'InvalidRequestContentException' });
  });
  it('answers a payload over 6 MB as a 413 RequestTooLargeException', async () => {
    expect(await invoke(cloud.config.cookieFunctionName, JSON.stringify({ domain: 'x'.repeat(6 * 1024 * 1024) }))).toMatchObject({
      status: 413,
      type: 'RequestTooLargeException',
    });
  });
  it.each([
    ['null', 'null'],
    ['a number for domain', '{"domain":5}'],
  ])('hands %s to the function, whose refusal comes back as a function error, as Lambda does', async (_label, body) => {
    const result = await invoke(cloud.config.cookieFunctionName, body);
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text)).toMatchObject({ errorType: expect.any(String) });
  });
});

describe('S3', () => {
  const bucket = '/_aws/s3/waw-local-recordings';
  it('answers a key with bad percent-encoding as a 400 InvalidURI', async () => {
    expect(await send(`${bucket}/recordings/%E0%A4%A`, { method: 'DELETE', service: 's3', credentials: functionRole })).toMatchObject({
      status: 400,
      type: 'InvalidURI',
    });
  });
  it('answers a request body over 1 MB as a 400 MaxMessageLengthExceeded', async () => {
    expect(
      await send(`${bucket}/recordings/some/key.webm`, {
        method: 'DELETE',
        body: ONE_MB_AND_A_BIT,
        service: 's3',
        credentials: functionRole,
      }),
    ).toMatchObject({ status: 400, type: 'MaxMessageLengthExceeded' });
  });
  it('answers max-keys that is not a number as a 400 InvalidArgument', async () => {
    expect(await send(`${bucket}?list-type=2&max-keys=many`, { method: 'GET', service: 's3', credentials: functionRole })).toMatchObject({
      status: 400,
      type: 'InvalidArgument',
    });
  });
});
