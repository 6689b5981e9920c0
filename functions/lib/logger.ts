import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured logger for every function; its level comes from POWERTOOLS_LOG_LEVEL. Events are never logged:
 * their bodies carry passwords and tokens.
 */
export const logger = new Logger({ serviceName: 'waw' });
