import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { getSignedCookies, type CloudfrontSignedCookiesOutput } from '@aws-sdk/cloudfront-signer';
import * as v from 'valibot';
import { requireEnv } from '../common/env.js';
import { logger } from '../common/logger.js';
import { lambdaHandler } from '../common/middleware.js';
import { text } from '@domain/validation.js';
import * as clock from '../common/clock.js';

const KEY_PAIR_ID = requireEnv('COOKIE_KEY_PAIR_ID');
const KEY_SECRET_ID = requireEnv('COOKIE_KEY_SECRET_ID');
const ALLOWED_DOMAINS = new Set(
  requireEnv('ALLOWED_DOMAINS')
    .split(',')
    .map((domain) => domain.trim().toLowerCase()),
);
export const COOKIE_LIFETIME_SECONDS = 86_400;

const eventSchema = v.strictObject({ domain: text(1, 253) });

/**
 * The key is read from Secrets Manager, so it never sits in the bundle or the environment, and Powertools keeps it
 * for five minutes per warm environment: a rotated key reaches every environment soon, and few reads are made.
 */
const privateKey = async (): Promise<string> => {
  const value = await getSecret(KEY_SECRET_ID, { maxAge: 300 });
  if (typeof value !== 'string' || value === '') throw new Error('The cookie signing key is missing');
  return value;
};

/** The media cookies for one of the distribution's own domains: a custom policy over /media/* for one day. */
export const handler = lambdaHandler<unknown, CloudfrontSignedCookiesOutput>(async (event) => {
  const parsed = v.safeParse(eventSchema, event);
  if (!parsed.success) throw new Error('Expected {"domain": "<the site domain>"}');
  const domain = parsed.output.domain.toLowerCase();
  if (!ALLOWED_DOMAINS.has(domain)) {
    logger.warn('Refused cookies for a foreign domain', { domain });
    throw new Error(`Domain ${domain} is not served by this distribution`);
  }
  const expires = clock.nowSeconds() + COOKIE_LIFETIME_SECONDS;
  const policy = JSON.stringify({
    Statement: [{ Resource: `https://${domain}/media/*`, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } }],
  });
  return getSignedCookies({ keyPairId: KEY_PAIR_ID, privateKey: await privateKey(), policy });
});
