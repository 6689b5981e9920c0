import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@functions/common/http-error.js';
import { logger } from '@functions/common/logger.js';
import { TIMEOUT_EARLY_MS, httpHandler, lambdaHandler } from '@functions/common/middleware.js';
import { apiEvent, lambdaContext } from '../events.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const answer = (body: unknown) => ({ statusCode: 200, body: JSON.stringify(body) });

describe('the chain every function runs in', () => {
  it('answers an HttpError with its status and words, and anything else with a 500 that says nothing inside', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const refused = await httpHandler(() => Promise.reject(new HttpError(409, 'Already claimed', { version: 3 })))(
      apiEvent(),
      lambdaContext,
    );
    expect(refused).toMatchObject({ statusCode: 409, headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(JSON.parse(refused.body)).toEqual({ message: 'Already claimed', version: 3 });
    const broken = await httpHandler(() => Promise.reject(new TypeError('secret table name')))(apiEvent(), lambdaContext);
    expect(broken.statusCode).toBe(500);
    expect(JSON.parse(broken.body)).toEqual({ message: 'Internal server error' });
    expect(logged).toHaveBeenCalledWith('Unhandled error', { error: expect.any(TypeError) });
  });

  // middy keeps its own reference to node:timers' setTimeout, which fake timers do not reach: these run on the clock.
  it('gives up a handler still running just before the timeout, and answers 500 while there is time', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const never = httpHandler(() => new Promise(() => undefined));
    const started = performance.now();
    const answer = await never(apiEvent(), { ...lambdaContext, getRemainingTimeInMillis: () => 100 });
    const waited = performance.now() - started;
    expect(answer.statusCode).toBe(500);
    expect(waited).toBeGreaterThanOrEqual(100 - TIMEOUT_EARLY_MS - 2);
    expect(logged).toHaveBeenCalledWith('Unhandled error', { error: expect.objectContaining({ name: 'TimeoutError' }) });
  });

  it('leaves no timer behind a handler that answered, and runs without a clock when there is none', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const before = timers();
    const quick = lambdaHandler(async (event: { n: number }) => answer(event.n));
    expect(await quick({ n: 1 }, { ...lambdaContext, getRemainingTimeInMillis: () => 60_000 })).toEqual(answer(1));
    expect(timers()).toBe(before);
    const noClock = { ...lambdaContext, getRemainingTimeInMillis: undefined } as unknown as typeof lambdaContext;
    expect(await quick({ n: 2 }, noClock)).toEqual(answer(2));
    expect(timers()).toBe(before);
  });

  it('starts each invocation’s log keys before the handler runs', async () => {
    const order: string[] = [];
    vi.spyOn(logger, 'addContext').mockImplementation((context) => void order.push(`log ${context.awsRequestId}`));
    await lambdaHandler(async () => void order.push('handler'))({}, lambdaContext);
    expect(order).toEqual([`log ${lambdaContext.awsRequestId}`, 'handler']);
  });
});
