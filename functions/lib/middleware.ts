import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { HttpError } from './http-error.js';
import { logger } from './logger.js';

// In AWS the app is served from CloudFront and calls the API cross-origin; locally both share one origin and
// this stays unset.
const ALLOWED_ORIGIN = process.env.ALLOWED_ORIGIN;
const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  ...(ALLOWED_ORIGIN ? { 'access-control-allow-origin': ALLOWED_ORIGIN, vary: 'Origin' } : {}),
};

export const json = (statusCode: number, body: unknown): APIGatewayProxyResult => ({
  statusCode,
  headers: JSON_HEADERS,
  body: JSON.stringify(body),
});

/** An HttpError answers the client; anything else is a 500 that says nothing inside. */
const errorResponse = (error: unknown): APIGatewayProxyResult => {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) logger.error('Request failed', { statusCode: error.statusCode, error });
    return json(error.statusCode, { message: error.message, ...error.extra });
  }
  logger.error('Unhandled error', { error: error as Error });
  return json(500, { message: 'Internal server error' });
};

type Handler<Event, Result> = (event: Event, context: Context) => Promise<Result>;

/** How long before the function's timeout a handler still running is given up, so there is time to answer. */
export const TIMEOUT_EARLY_MS = 5;

/**
 * Every function runs its handler through this: each log line of the invocation carries its keys (request id,
 * cold start, function), and a handler still running 5 ms before the function's timeout is given up with a
 * TimeoutError, which the function answers, rather than Lambda's bare timeout. This is what the functions took
 * from middy, whose core also imports node:stream/web for streamed responses (none is sent): 7% of a cold start.
 */
export const lambdaHandler =
  <Event, Result>(handler: Handler<Event, Result>): Handler<Event, Result> =>
  async (event, context) => {
    logger.startInvocation(context);
    // Only Lambda's context has a clock; a script or a test may call without one.
    if (typeof context.getRemainingTimeInMillis !== 'function') return handler(event, context);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error('The function ran out of time');
        error.name = 'TimeoutError';
        reject(error);
      }, context.getRemainingTimeInMillis() - TIMEOUT_EARLY_MS);
    });
    try {
      return await Promise.race([handler(event, context), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

/** What every API function is: its handler, with the invocation's log keys, the early timeout and HTTP errors. */
export const httpHandler = (handler: Handler<APIGatewayProxyEvent, APIGatewayProxyResult>) => {
  const run = lambdaHandler(handler);
  return async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
    try {
      return await run(event, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
};
