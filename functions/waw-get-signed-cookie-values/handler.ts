import { getSignedCookies, type CloudfrontSignedCookiesOutput } from '@aws-sdk/cloudfront-signer';
import * as v from 'valibot';
import { secretsManager } from '../lib/aws/services.js';
import { requireEnv } from '../lib/env.js';
import { logger } from '../lib/logger.js';
import { lambdaHandler } from '../lib/middleware.js';
import { text } from '@domain/validation.js';

const KEY_PAIR_ID = requireEnv('COOKIE_KEY_PAIR_ID');
const KEY_SECRET_ID = requireEnv('COOKIE_KEY_SECRET_ID');
const ALLOWED_DOMAINS = new Set(
  requireEnv('ALLOWED_DOMAINS')
    .split(',')
    .map((domain) => domain.trim().toLowerCase()),
);
export const COOKIE_LIFETIME_SECONDS = 86_400;

const eventSchema = v.strictObject({ domain: text(1, 253) });

/** Kept for five minutes per warm function: a rotated key reaches every environment soon, and few reads are made. */
const KEY_CACHE_MS = 5 * 60_000;
let signingKey: { value: string; until: number } | undefined;
/** The key is read from Secrets Manager: it never sits in the bundle or the environment. */
const privateKey = async (): Promise<string> => {
  if (signingKey && signingKey.until > Date.now()) return signingKey.value;
  const { SecretString } = await secretsManager.send('GetSecretValue', { SecretId: KEY_SECRET_ID });
  if (!SecretString) throw new Error('The cookie signing key is missing');
  signingKey = { value: SecretString, until: Date.now() + KEY_CACHE_MS };
  return SecretString;
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
  const expires = Math.floor(Date.now() / 1000) + COOKIE_LIFETIME_SECONDS;
  const policy = JSON.stringify({
    Statement: [{ Resource: `https://${domain}/media/*`, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } }],
  });
  return getSignedCookies({ keyPairId: KEY_PAIR_ID, privateKey: await privateKey(), policy });
});
