import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { API_GATEWAY_TIMEOUT_SECONDS, API_ROUTES } from '../../functions/routes.js';
import * as clock from '../../functions/common/clock.js';
import type { CredentialAuthority, Principal } from './credentials.js';
import { ANSWER_LOST, type InvokeOutcome, type LambdaService, type OnInvocationStart } from './functions.js';
import { jsonAnswer, type HttpAnswer } from './http.js';
import { verifySigV4 } from './sigv4.js';

/**
 * The REST API named TIR: routes from the one route table, AWS_IAM routes verified with SigV4 and allowed only to
 * the identity pool's authenticated role, and the APIGatewayProxyEvent a proxy integration builds.
 */
export interface ApiSettings {
  region: string;
  identityPoolId: string;
  /** verifies an admin's id token as API Gateway's Cognito authoriser does */
  verifyAdminToken: (token: string) => Promise<Record<string, unknown>>;
  /** the path the API is mounted at, the stand-in for the stage: /api */
  basePath: string;
}

/** A call as it reaches the API's host: what API Gateway reads of it, its body read whole. */
export interface ApiCall {
  method: string;
  rawHeaders: readonly string[];
  headers: IncomingHttpHeaders;
  httpVersion: string;
  /** the address the call came from: for a call the site forwards, the site's (CloudFront's) */
  remoteAddress: string | undefined;
  body: Buffer;
}

const headersOf = (rawHeaders: readonly string[]) => {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    const value = rawHeaders[i + 1]!;
    single[name] = value;
    (multi[name] ??= []).push(value);
  }
  return { single, multi };
};

const queryOf = (search: URLSearchParams) => {
  if ([...search.keys()].length === 0) return { single: null, multi: null };
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [key, value] of search) {
    single[key] = value;
    (multi[key] ??= []).push(value);
  }
  return { single, multi };
};

const buildEvent = (
  request: ApiCall,
  url: URL,
  routePath: string,
  settings: ApiSettings,
  principal: Principal | null,
  accessKey: string | null,
  claims: Record<string, string> | null,
): APIGatewayProxyEvent => {
  const headers = headersOf(request.rawHeaders);
  const query = queryOf(url.searchParams);
  const { method, body } = request;
  return {
    resource: routePath,
    path: routePath,
    httpMethod: method,
    headers: headers.single,
    multiValueHeaders: headers.multi,
    queryStringParameters: query.single,
    multiValueQueryStringParameters: query.multi,
    pathParameters: null,
    stageVariables: null,
    isBase64Encoded: false,
    body: body.byteLength > 0 ? body.toString('utf8') : null,
    requestContext: {
      accountId: '000000000000',
      apiId: 'tir',
      authorizer: claims ? { claims } : null,
      protocol: `HTTP/${request.httpVersion}`,
      httpMethod: method,
      path: `${settings.basePath}${routePath}`,
      stage: 'local',
      requestId: randomUUID(),
      requestTimeEpoch: clock.now(),
      resourceId: 'local',
      resourcePath: routePath,
      identity: {
        accessKey,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: principal?.identityId ? `AROALOCAL:CognitoIdentityCredentials` : null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: principal?.identityId ? 'authenticated' : null,
        cognitoIdentityId: principal?.identityId ?? null,
        cognitoIdentityPoolId: principal?.identityId ? settings.identityPoolId : null,
        principalOrgId: null,
        sourceIp: request.remoteAddress ?? '127.0.0.1',
        user: null,
        userAgent: request.headers['user-agent'] ?? null,
        userArn: null,
      },
    },
  };
};

const INTEGRATION_POLL_MS = 20;

/**
 * The function's outcome, or 'timeout' once `seconds` pass first on the invocation's own clock: from when it starts
 * running, less any wait for a core (see functions.ts), since API Gateway in AWS waits for a Lambda that has both.
 */
const withinIntegrationTimeout = async (
  invoke: (onStart: OnInvocationStart) => Promise<InvokeOutcome>,
  seconds: number,
): Promise<InvokeOutcome | 'timeout'> => {
  let timer: NodeJS.Timeout | undefined;
  let stopWaiting: (value: 'timeout') => void = () => undefined;
  const timeout = new Promise<'timeout'>((done) => {
    stopWaiting = done;
  });
  const onStart: OnInvocationStart = (activeMs) => {
    timer = setInterval(() => {
      if (activeMs() >= seconds * 1000) stopWaiting('timeout');
    }, INTEGRATION_POLL_MS);
  };
  try {
    return await Promise.race([invoke(onStart), timeout]);
  } finally {
    clearInterval(timer);
  }
};

/** What a Lambda proxy integration must answer: a status code, and a string body. */
const isProxyResult = (payload: unknown): payload is APIGatewayProxyResult =>
  typeof payload === 'object' &&
  payload !== null &&
  Number.isInteger((payload as APIGatewayProxyResult).statusCode) &&
  ['string', 'undefined'].includes(typeof (payload as APIGatewayProxyResult).body);

export const createApiGateway =
  (
    settings: ApiSettings,
    authority: CredentialAuthority,
    lambdas: LambdaService,
    integrationTimeoutSeconds = API_GATEWAY_TIMEOUT_SECONDS,
  ) =>
  async (request: ApiCall, url: URL, rawUrl: string): Promise<HttpAnswer> => {
    const routePath = url.pathname.slice(settings.basePath.length) || '/';
    const route = API_ROUTES.find((candidate) => candidate.path === routePath && candidate.method === request.method);
    // API Gateway answers an unknown method or path exactly like an unsigned call: it does not reveal which exist.
    if (!route) return jsonAnswer(403, { message: 'Missing Authentication Token' });
    const { body } = request;

    let principal: Principal | null = null;
    let accessKey: string | null = null;
    if (route.auth === 'AWS_IAM') {
      const verified = verifySigV4(
        { method: request.method, rawUrl, rawHeaders: request.rawHeaders, body },
        { region: settings.region, service: 'execute-api', lookup: (id, token) => authority.lookup(id, token) },
      );
      if (!verified.ok) return jsonAnswer(verified.status, { message: verified.message });
      // The authenticated role may invoke exactly the IAM routes; the functions' own role may not.
      if (verified.principal.role !== 'student' || !verified.principal.identityId) {
        return jsonAnswer(403, { message: 'User is not authorized to access this resource with an explicit deny' });
      }
      principal = verified.principal;
      accessKey = /Credential=([^/]+)/.exec(request.headers.authorization ?? '')?.[1] ?? null;
    }

    let claims: Record<string, string> | null = null;
    if (route.auth === 'COGNITO') {
      const token = request.headers.authorization ?? '';
      try {
        // Claims reach the function as strings, groups joined, as API Gateway passes them.
        const payload = await settings.verifyAdminToken(token);
        claims = Object.fromEntries(
          Object.entries(payload).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]),
        );
      } catch {
        return jsonAnswer(401, { message: 'Unauthorized' });
      }
    }

    const event = buildEvent(request, url, routePath, settings, principal, accessKey, claims);
    // As API Gateway: the function's own failure (an error, its timeout, its memory) is a 502, and no answer within
    // the integration timeout is a 504 while the function runs on.
    const outcome = await withinIntegrationTimeout((onStart) => lambdas.invoke(route.function, event, onStart), integrationTimeoutSeconds);
    // A function's answer lost on its way (a fault on demand, faults.ts) leaves API Gateway waiting, as a timeout does.
    if (outcome === 'timeout' || (!outcome.ok && outcome.error.errorType === ANSWER_LOST))
      return jsonAnswer(504, { message: 'Endpoint request timed out' });
    if (!outcome.ok || !isProxyResult(outcome.payload)) return jsonAnswer(502, { message: 'Internal server error' });
    const result = outcome.payload;
    return {
      status: result.statusCode,
      headers: { ...(result.headers as Record<string, string> | undefined) },
      body: result.isBase64Encoded ? Buffer.from(result.body, 'base64') : (result.body ?? ''),
    };
  };
