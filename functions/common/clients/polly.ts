import { PollyClient } from '@aws-sdk/client-polly';
import { retryStrategy } from './retries.js';

/**
 * The one Polly client of a function's environment (the narration worker's), built at init and reused warm. Polly
 * throttles neural speech at 8 requests a second: a throttle is retried with the shared strategy's backoff, within
 * the invocation's time (retries.ts).
 */
export const polly = new PollyClient({ retryStrategy: retryStrategy() });
