import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { startInvocation } from './clients/retries.js';
import { HttpError } from './http-error.js';
import { logger } from './logger.js';

// The app calls the API on its own origin (CloudFront forwards /v3/*, and the WAF refuses any other way in): no CORS.
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResult => ({
  statusCode,
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify(body),
});

/**
 * An HttpError answers the client with its status and `{ message }`; anything else is a 500 that says nothing
 * inside. Ours rather than @middy/http-error-handler, which answers in plain text and names its own 500.
 */
export const httpErrors = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> => ({
  onError: (request) => {
    const { error } = request;
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) logger.error('Request failed', { statusCode: error.statusCode, error });
      request.response = json(error.statusCode, { message: error.message, ...error.extra });
      return;
    }
    logger.error('Unhandled error', { error: error as Error });
    request.response = json(500, { message: 'Internal server error' });
  },
});

/**
 * How long before the function's timeout a handler still running is given up: middy then throws a TimeoutError,
 * which the function answers, rather than Lambda's bare timeout. Without Lambda's clock (a script, a test) no
 * timer is set.
 */
export const TIMEOUT_EARLY_MS = 5;

type Handler<Event, Result> = (event: Event, context: Context) => Promise<Result>;

/**
 * Every function runs in this chain: each log line of the invocation carries its keys, the early timeout, and the
 * AWS clients' retries end within the invocation's time (clients/retries.ts).
 */
export const lambdaHandler = <Event, Result>(handler: Handler<Event, Result>) =>
  middy<Event, Result>({ timeoutEarlyInMillis: TIMEOUT_EARLY_MS })
    .before(({ context }) => startInvocation(context))
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(handler);

/** What every API function is: the chain above, with HttpErrors answered as JSON. */
export const httpHandler = (handler: Handler<APIGatewayProxyEvent, APIGatewayProxyResult>) => lambdaHandler(handler).use(httpErrors());
