import middy, { type MiddlewareObj } from '@middy/core';
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

/** The one error middleware: an HttpError answers the client; anything else is a 500 that says nothing inside. */
const httpErrors = (): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> => ({
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

type HttpHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** Every log line of an invocation carries its keys (request id, cold start, function). */
export const logContext = <Event, Result>(): MiddlewareObj<Event, Result> => ({
  before: (request) => logger.startInvocation(request.context),
});

/** The middy chain every API function uses: structured logs with the Lambda context, then HTTP errors. */
export const httpHandler = (handler: HttpHandler) =>
  middy<APIGatewayProxyEvent, APIGatewayProxyResult>().use(logContext()).use(httpErrors()).handler(handler);
