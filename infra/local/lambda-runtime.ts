import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { CLOCK_OFFSET_VARIABLE } from '../../functions/common/clock.js';
import { activeClock, schedulerTimes, wallTimeLeft, type ActiveClock, type SchedulerTimes } from './active-clock.js';

/**
 * One execution environment of the local Lambda: a child process that loads one function's bundle (its init phase)
 * and then runs invocations one at a time, as the Lambda runtime does. The parent enforces the timeout and memory.
 */

export interface InvokeMessage {
  type: 'invoke';
  requestId: string;
  event: unknown;
  /** the function's timeout, counted on the invocation's active clock from when it arrives */
  timeoutMs: number;
  /** how far ahead of this machine's time the product's clock is (functions/common/clock.ts) */
  clockOffsetMs: number;
}
/** The product's clock moved (infra/local/clock.ts): a running invocation's waits follow it. */
export interface ClockMessage {
  type: 'clock';
  offsetMs: number;
}
export interface LambdaError {
  errorType: string;
  errorMessage: string;
  trace: string[];
}
export type RuntimeMessage =
  | { type: 'ready' }
  | { type: 'init-error'; error: LambdaError }
  | { type: 'result'; requestId: string; ok: true; payload: unknown }
  | { type: 'result'; requestId: string; ok: false; error: LambdaError };

/** Lambda refuses a synchronous response larger than 6 MB. */
const MAX_RESPONSE_BYTES = 6 * 1024 * 1024;

/**
 * The size of a payload as JSON, or null when it is surely within the limit without writing it out: an API answer
 * is its small fields and a body string, which JSON writes in at most six bytes for each of its own (\u00XX). An API
 * answer of 70 KB is then not written out twice, here and again on its way to the service.
 */
const payloadBytes = (payload: unknown): number | null => {
  if (typeof payload === 'object' && payload !== null && typeof (payload as { body?: unknown }).body === 'string') {
    const { body, ...rest } = payload as { body: string };
    if (Buffer.byteLength(JSON.stringify(rest)) + 6 * Buffer.byteLength(body) + 16 <= MAX_RESPONSE_BYTES) return null;
  }
  return Buffer.byteLength(JSON.stringify(payload ?? null));
};

const toLambdaError = (error: unknown): LambdaError => {
  const failure = error instanceof Error ? error : new Error(String(error));
  return { errorType: failure.name, errorMessage: failure.message, trace: (failure.stack ?? '').split('\n') };
};

/** The runtime's scheduler times, looked at while it rests between invocations: where the next one's clock starts. */
let rested: SchedulerTimes | null = null;
/** invocations started: a look that comes after the next one started is not a rest's */
let started = 0;
/**
 * How long after an answer the runtime looks at its scheduler. The look (reading /proc for each of the runtime's
 * threads, about 0.1 ms) is made once the answer has had time to reach the service: on a machine whose few cores
 * the runtime shares with the service, a look made at once holds up the service's thread the answer just woke. An
 * invocation that arrives sooner finds no look, and its clock takes one as it starts.
 */
const REST_LOOK_DELAY_MS = 3;
const rest = () => {
  const at = started;
  setTimeout(() => {
    if (started === at) rested = schedulerTimes(process.pid);
  }, REST_LOOK_DELAY_MS);
};

const send = (message: RuntimeMessage) => {
  process.send?.(message);
  // The runtime rests after its answer (or its readiness) until the next invocation arrives.
  if (message.type !== 'init-error') rest();
};

const handlerFile = process.env.LOCAL_LAMBDA_HANDLER_FILE;
const functionName = process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'local';
const memory = process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE ?? '128';

type Handler = (event: unknown, context: Context) => Promise<unknown>;
let handler: Handler;
try {
  if (!handlerFile) throw new Error('LOCAL_LAMBDA_HANDLER_FILE is not set');
  const module = (await import(pathToFileURL(handlerFile).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`${handlerFile} exports no handler`);
  handler = module.handler as Handler;
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'init-error', error: { ...toLambdaError(error), errorType: 'Runtime.ImportModuleError' } });
  process.exit(1);
}

const contextFor = (message: InvokeMessage, clock: ActiveClock): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:${process.env.AWS_REGION ?? 'us-east-1'}:000000000000:function:${functionName}`,
  memoryLimitInMB: memory,
  awsRequestId: message.requestId,
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: `local/${process.pid}`,
  // Counted on the clock the service's timeout reads, and told in this machine's wall time (see wallTimeLeft).
  getRemainingTimeInMillis: () => wallTimeLeft(clock, message.timeoutMs),
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

process.on('message', (message: InvokeMessage | ClockMessage) => {
  if (message.type === 'clock') {
    process.env[CLOCK_OFFSET_VARIABLE] = String(message.offsetMs);
    return;
  }
  if (message.type !== 'invoke') return;
  process.env[CLOCK_OFFSET_VARIABLE] = String(message.clockOffsetMs);
  void (async () => {
    try {
      started += 1;
      const clock = activeClock(process.pid, rested ?? schedulerTimes(process.pid));
      rested = null;
      const payload = await handler(message.event, contextFor(message, clock));
      const size = payloadBytes(payload);
      if (size !== null && size > MAX_RESPONSE_BYTES) {
        send({
          type: 'result',
          requestId: message.requestId,
          ok: false,
          error: {
            errorType: 'Function.ResponseSizeTooLarge',
            errorMessage: `Response payload size exceeded maximum allowed payload size (${MAX_RESPONSE_BYTES} bytes).`,
            trace: [],
          },
        });
        return;
      }
      send({ type: 'result', requestId: message.requestId, ok: true, payload: payload ?? null });
    } catch (error) {
      send({ type: 'result', requestId: message.requestId, ok: false, error: toLambdaError(error) });
    }
  })();
});
