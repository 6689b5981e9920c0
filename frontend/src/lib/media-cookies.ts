import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { getAwsSession } from './aws-credentials';
import { getConfig } from './config';
import { MEDIA_COOKIE_NAMES, setMediaCookies } from './delivery-cookies';

/** Asks the cookie function (a signed Lambda Invoke) for this site's media cookies and sets them for /media only. */
export const fetchMediaCookies = async (): Promise<Record<string, string>> => {
  const config = getConfig();
  const client = new LambdaClient({
    region: config.region,
    credentials: async () => {
      const session = await getAwsSession();
      return { ...session, expiration: new Date(session.expiresAt) };
    },
    ...(config.endpoints ? { endpoint: config.endpoints.lambda } : {}),
  });
  const result = await client.send(
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
