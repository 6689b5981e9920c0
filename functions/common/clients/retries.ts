import { Retry, StandardRetryStrategy } from '@smithy/core/retry';
import type { RetryErrorInfo, RetryStrategyV2, StandardRetryToken } from '@smithy/types';

/**
 * How every AWS client of a function retries: the SDK's standard mode (exponential backoff with full jitter, a retry
 * quota that stops retry storms), as AWS recommends it, with more attempts than its default three so a throttled
 * or failed call (DynamoDB's throttles and 500s, S3's SlowDown) rarely reaches the child, and never one that could
 * not end before the function's own timeout: a retry whose longest backoff and one more attempt do not fit in the
 * invocation's remaining time is not made, and the call fails while the function can still answer.
 * Standard rather than adaptive: adaptive's client-side rate limiter learns per client, and a Lambda environment's
 * client serves one invocation at a time and lives minutes, so it would slow a child's call for another's throttle.
 */

export const MAX_ATTEMPTS = 5;
/** what one more attempt may take, on top of its backoff */
export const ATTEMPT_RESERVE_MS = 1000;

/** what the invocation has left, asked again before each retry; nothing bounds it outside Lambda */
let remaining: () => number = () => Number.POSITIVE_INFINITY;

/**
 * Called as an invocation starts (the middy chain, the queue workers): its retries must end before its time does.
 * Outside Lambda (a script, a test) there is no deadline, and only MAX_ATTEMPTS bounds them.
 */
export const startInvocation = (context: { getRemainingTimeInMillis?: () => number }): void => {
  remaining = context.getRemainingTimeInMillis ? () => context.getRemainingTimeInMillis!() : () => Number.POSITIVE_INFINITY;
};

/** The longest backoff the standard strategy may wait before the retry after `retries` retries (full jitter's ceiling). */
const longestBackoff = (retries: number, errorInfo: RetryErrorInfo): number =>
  (errorInfo.errorType === 'THROTTLING' ? Retry.throttlingDelay() : Retry.delay()) * 2 ** retries;

class DeadlineRetryStrategy implements RetryStrategyV2 {
  readonly mode = 'standard';
  private readonly standard = new StandardRetryStrategy(MAX_ATTEMPTS);

  acquireInitialRetryToken(scope: string) {
    return this.standard.acquireInitialRetryToken(scope);
  }

  refreshRetryTokenForRetry(token: StandardRetryToken, errorInfo: RetryErrorInfo) {
    // Refusing makes the SDK throw the call's last error, as when the attempts are used up.
    if (longestBackoff(token.getRetryCount(), errorInfo) + ATTEMPT_RESERVE_MS > remaining())
      return Promise.reject(new Error('No time left in this invocation for another attempt'));
    return this.standard.refreshRetryTokenForRetry(token, errorInfo);
  }

  recordSuccess(token: StandardRetryToken) {
    this.standard.recordSuccess(token);
  }
}

/** A client's retry strategy, one per client (each keeps its own retry quota). */
export const retryStrategy = (): RetryStrategyV2 => new DeadlineRetryStrategy();
