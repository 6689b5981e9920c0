import { InvokeCommand, LambdaClient, type ServiceInputTypes, type ServiceOutputTypes } from '@aws-sdk/client-lambda';
import type { FinalizeRequestMiddleware, HttpRequest } from '@smithy/types';
import { getAwsSession } from './aws-credentials';
import { getConfig } from './config';
import { MEDIA_COOKIE_NAMES, setMediaCookies } from './delivery-cookies';

/**
 * A client whose calls are signed for Lambda's own host and sent to `lambdaEndpoint` (in AWS the site's origin, whose
 * CloudFront forwards this function's Invoke path to Lambda): same origin, so no CORS preflight, and the site's
 * CSP need not name Lambda.
 */
const lambdaClient = () => {
  const config = getConfig();
  const client = new LambdaClient({
    region: config.region,
    credentials: async () => {
      const session = await getAwsSession();
      return { ...session, expiration: new Date(session.expiresAt) };
    },
    ...(config.endpoints ? { endpoint: config.endpoints.lambda } : {}),
  });
  if (config.lambdaEndpoint) {
    const sendTo = new URL(config.lambdaEndpoint);
    // Runs once the request is signed: only where it goes changes, not what was signed.
    const sendToSite: FinalizeRequestMiddleware<ServiceInputTypes, ServiceOutputTypes> = (next) => async (args) => {
      const request = args.request as HttpRequest;
      request.protocol = sendTo.protocol;
      request.hostname = sendTo.hostname;
      if (sendTo.port) request.port = Number(sendTo.port);
      else delete request.port;
      delete request.headers.host;
      return next(args);
    };
    client.middlewareStack.addRelativeTo(sendToSite, { relation: 'after', toMiddleware: 'awsAuthMiddleware', name: 'sendToSite' });
  }
  return client;
};

/** Asks the cookie function (a signed Lambda Invoke) for this site's media cookies and sets them for /media only. */
export const fetchMediaCookies = async (): Promise<Record<string, string>> => {
  const config = getConfig();
  const result = await lambdaClient().send(
    new InvokeCommand({
      FunctionName: config.cookieFunctionName,
      Payload: new TextEncoder().encode(JSON.stringify({ domain: location.host })),
    }),
  );
  const payload = JSON.parse(new TextDecoder().decode(result.Payload ?? new Uint8Array())) as Record<string, string>;
  if (result.FunctionError || MEDIA_COOKIE_NAMES.some((name) => !payload[name])) {
    throw new Error(payload.errorMessage ?? 'Could not get access to the pictures and songs');
  }
  setMediaCookies(payload);
  return payload;
};
