import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { getSignedCookies, type CloudfrontSignedCookiesOutput } from '@aws-sdk/cloudfront-signer';
import middy from '@middy/core';
import * as z from 'zod/mini';
import { requireEnv } from '../lib/env.js';
import { logger } from '../lib/logger.js';
import { text } from '@domain/zod.js';

const KEY_PAIR_ID = requireEnv('COOKIE_KEY_PAIR_ID');
const KEY_SECRET_ID = requireEnv('COOKIE_KEY_SECRET_ID');
const ALLOWED_DOMAINS = new Set(
  requireEnv('ALLOWED_DOMAINS')
    .split(',')
    .map((domain) => domain.trim().toLowerCase()),
);
export const COOKIE_LIFETIME_SECONDS = 86_400;

const eventSchema = z.strictObject({ domain: text(1, 253) });

/** The media cookies for one of the distribution's own domains: a custom policy over /media/* for one day. */
export const handler = middy<unknown, CloudfrontSignedCookiesOutput>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    const parsed = eventSchema.safeParse(event);
    if (!parsed.success) throw new Error('Expected {"domain": "<the site domain>"}');
    const domain = parsed.data.domain.toLowerCase();
    if (!ALLOWED_DOMAINS.has(domain)) {
      logger.warn('Refused cookies for a foreign domain', { domain });
      throw new Error(`Domain ${domain} is not served by this distribution`);
    }
    // Cached for five minutes per warm function; the key never sits in the bundle or the environment.
    const privateKey = await getSecret(KEY_SECRET_ID, { maxAge: 300 });
    if (typeof privateKey !== 'string' || privateKey === '') throw new Error('The cookie signing key is missing');
    const expires = Math.floor(Date.now() / 1000) + COOKIE_LIFETIME_SECONDS;
    const policy = JSON.stringify({
      Statement: [{ Resource: `https://${domain}/media/*`, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } }],
    });
    return getSignedCookies({ keyPairId: KEY_PAIR_ID, privateKey, policy });
  });
