import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured logger for every function: Powertools writes a JSON line per entry with the invocation's keys
 * (cold_start, function_request_id, xray_trace_id…) once the handler's middy chain injects its context. The level
 * comes from POWERTOOLS_LOG_LEVEL (or Lambda's own AWS_LAMBDA_LOG_LEVEL). Events are never logged: their bodies
 * carry passwords and tokens.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'waw' });
