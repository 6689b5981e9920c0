import type { Context } from 'aws-lambda';

/**
 * One structured logger for every function: a JSON line per entry, with the keys Powertools Logger writes (level,
 * message, timestamp, service, and each invocation's cold_start, function_name, function_request_id and
 * xray_trace_id), so the logs read and query as they did with it. Powertools Logger cost a function about a tenth
 * of a hello world's start (npm run bench), more than everything these lines do. The level comes from
 * POWERTOOLS_LOG_LEVEL (or Lambda's own AWS_LAMBDA_LOG_LEVEL). Events are never logged: their bodies carry
 * passwords and tokens.
 */

const LEVELS = { DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, SILENT: 28 } as const;
type Level = Exclude<keyof typeof LEVELS, 'SILENT'>;
type Extra = Record<string, unknown>;

/** JSON that keeps an Error's name, message, stack and cause (JSON.stringify alone writes {}), and survives a cycle. */
const safely = () => {
  const seen = new WeakSet<object>();
  return (_key: string, value: unknown): unknown => {
    if (value instanceof Error) {
      const { name, message, stack, cause } = value;
      return cause === undefined ? { name, message, stack } : { name, message, stack, cause };
    }
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[Circular]';
      seen.add(value);
    }
    return value;
  };
};

export interface LoggerOptions {
  level?: string;
  service?: string;
  /** where a finished line goes; warnings and errors to standard error, the rest to standard output */
  write?: (line: string, level: Level) => void;
}

const toStream = (line: string, level: Level) => (level === 'WARN' || level === 'ERROR' ? process.stderr : process.stdout).write(line);

export const createLogger = ({ level = 'INFO', service = 'waw', write = toStream }: LoggerOptions = {}) => {
  const threshold = LEVELS[level.toUpperCase() as keyof typeof LEVELS] ?? LEVELS.INFO;
  let invocation: Extra = {};
  let coldStart = true;
  const log = (entryLevel: Level) => (message: string, extra?: Extra) => {
    if (LEVELS[entryLevel] < threshold) return;
    const entry = { level: entryLevel, message, timestamp: new Date().toISOString(), service, ...invocation, ...extra };
    write(`${JSON.stringify(entry, safely())}\n`, entryLevel);
  };
  return {
    debug: log('DEBUG'),
    info: log('INFO'),
    warn: log('WARN'),
    error: log('ERROR'),
    /** The keys of the invocation that starts now; nothing of the one before stays. */
    startInvocation: (context: Context) => {
      const trace = /Root=([^;]+)/.exec(process.env._X_AMZN_TRACE_ID ?? '')?.[1];
      invocation = {
        cold_start: coldStart,
        function_name: context.functionName,
        function_memory_size: context.memoryLimitInMB,
        function_arn: context.invokedFunctionArn,
        function_request_id: context.awsRequestId,
        ...(trace ? { xray_trace_id: trace } : {}),
      };
      coldStart = false;
    },
  };
};

export const logger = createLogger({
  level: process.env.POWERTOOLS_LOG_LEVEL ?? process.env.AWS_LAMBDA_LOG_LEVEL,
  service: process.env.POWERTOOLS_SERVICE_NAME,
});
