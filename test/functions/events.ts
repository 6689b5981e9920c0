import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

export const lambdaContext: Context = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'test-function',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:test-function',
  memoryLimitInMB: '256',
  awsRequestId: 'req-1',
  logGroupName: '/aws/lambda/test-function',
  logStreamName: 'stream',
  getRemainingTimeInMillis: () => 10_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
};

interface EventOptions {
  method?: string;
  path?: string;
  body?: unknown;
  identityId?: string | null;
  query?: Record<string, string>;
  /** the access key of the temporary credentials that signed the call; a fresh one for each event unless given */
  accessKey?: string;
}

let signings = 0;

/** The shape API Gateway (REST, proxy integration) hands a function after it verified the caller's signature. */
export const apiEvent = ({
  method = 'GET',
  path = '/',
  body,
  identityId = null,
  query,
  accessKey = `ASIATEST${(signings += 1)}`,
}: EventOptions = {}): APIGatewayProxyEvent => ({
  resource: path,
  path,
  httpMethod: method,
  headers: { 'content-type': 'application/json' },
  multiValueHeaders: {},
  queryStringParameters: query ?? null,
  multiValueQueryStringParameters: query ? Object.fromEntries(Object.entries(query).map(([key, value]) => [key, [value]])) : null,
  pathParameters: null,
  stageVariables: null,
  isBase64Encoded: false,
  body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
  requestContext: {
    accountId: '123456789012',
    apiId: 'tir',
    authorizer: null,
    protocol: 'HTTP/1.1',
    httpMethod: method,
    path: `/prod${path}`,
    stage: 'prod',
    requestId: 'request-1',
    requestTimeEpoch: Date.now(),
    resourceId: 'res',
    resourcePath: path,
    identity: {
      accessKey: identityId ? accessKey : null,
      accountId: null,
      apiKey: null,
      apiKeyId: null,
      caller: null,
      clientCert: null,
      cognitoAuthenticationProvider: null,
      cognitoAuthenticationType: identityId ? 'authenticated' : null,
      cognitoIdentityId: identityId,
      cognitoIdentityPoolId: identityId ? 'us-east-1:00000000-0000-4000-8000-000000000000' : null,
      principalOrgId: null,
      sourceIp: '127.0.0.1',
      user: null,
      userAgent: 'vitest',
      userArn: null,
    },
  },
});

/** What API Gateway's Cognito authoriser passes on for admin-1 of school DEMO, signed in as `session` (none: an old token). */
export const adminAuthorizer = (session: string | null = 'session-1') => ({
  claims: {
    token_use: 'id',
    sub: 'admin-1',
    email: 'a@demo.school',
    'cognito:groups': '[school:DEMO:admin]',
    ...(session ? { origin_jti: session } : {}),
  },
});

export const bodyOf = (result: APIGatewayProxyResult): Record<string, unknown> => JSON.parse(result.body) as Record<string, unknown>;

/** Whether a mocked DynamoDB call is an admin call's read of the caller's role removals (functions/admins/role-removals.ts). */
const readsRoleRemovals = (call: { args: readonly unknown[] }): boolean =>
  (call.args[0] as { input?: { ExpressionAttributeValues?: Record<string, unknown> } }).input?.ExpressionAttributeValues?.[':prefix'] ===
  'REMOVED#';

/** The mocked calls a handler made for its own work: without the read of the caller's role removals every admin call makes. */
export const withoutRoleRemovals = <T extends { args: readonly unknown[] }>(calls: T[]): T[] =>
  calls.filter((call) => !readsRoleRemovals(call));
