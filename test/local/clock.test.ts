import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_OFFSET_VARIABLE, now } from '../../functions/common/clock.js';
import { createLocalClock, type ClockedInvocations } from '../../infra/local/clock.js';
import { startLambdaService, type InvokeOutcome } from '../../infra/local/functions.js';

/** The product's clock as the local cloud moves it: forward only, never past a running call's timeout, in every environment. */
afterEach(() => {
  delete process.env[CLOCK_OFFSET_VARIABLE];
});

describe('moving the clock', () => {
  it('moves it forward only, by the time asked', async () => {
    const clock = createLocalClock({ runningUntil: () => Infinity, anyEnds: () => new Promise(() => {}), tell: () => {} }, () => {});
    const before = now();
    await clock.advance(3_600_000);
    expect(now() - before).toBeGreaterThanOrEqual(3_600_000);
    // This machine's time read first: read after, a millisecond passing between the two reads would be counted off.
    const wall = Date.now();
    expect(now() - wall).toBeGreaterThanOrEqual(3_600_000);
    await expect(clock.advance(-1)).rejects.toThrow(RangeError);
    await expect(clock.advance(Number.NaN)).rejects.toThrow(RangeError);
  });

  it('stops at the end of a running invocation’s timeout until it has ended, and tells the environments each move', async () => {
    const told: number[] = [];
    let until = now() + 5_000;
    let end: () => void = () => {};
    const invocations: ClockedInvocations = {
      runningUntil: () => until,
      anyEnds: () => new Promise((resolve) => (end = resolve)),
      tell: (offset) => told.push(offset),
    };
    let moves = 0;
    const clock = createLocalClock(invocations, () => (moves += 1));
    const start = now();
    let arrived = false;
    const advanced = clock.advance(60_000).then(() => (arrived = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(arrived).toBe(false);
    expect(now() - start).toBeGreaterThanOrEqual(5_000);
    expect(now() - start).toBeLessThan(60_000);
    // The invocation ends: nothing runs any more, and the clock goes the rest of the way.
    until = Infinity;
    end();
    await advanced;
    expect(now() - start).toBeGreaterThanOrEqual(60_000);
    expect(moves).toBe(2);
    expect(told).toHaveLength(2);
    expect(told.at(-1)).toBe(Number(process.env[CLOCK_OFFSET_VARIABLE]));
  });
});

describe('the clock in the local Lambda’s environments', () => {
  let dir: string;
  let lambdas: Awaited<ReturnType<typeof startLambdaService>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'waw-clock-'));
    lambdas = await startLambdaService({
      bundleDir: dir,
      functions: { clocked: { entry: 'test/local/fixtures/clock-handler.ts', limits: { timeoutSeconds: 30, memoryMb: 256 } } },
    });
  });
  afterAll(async () => {
    await lambdas?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const result = (outcome: InvokeOutcome) => {
    if (!outcome.ok) throw new Error(outcome.error.errorMessage);
    return outcome.payload as { aheadMs: number; sleptOnClock: number; sleptOnWall: number };
  };

  it('reads the moved clock in a warm environment, and a wait inside a call ends when the clock passes it', async () => {
    const clock = createLocalClock(lambdas, () => {});
    expect(Math.abs(result(await lambdas.invoke('clocked', {})).aheadMs)).toBeLessThan(1_000);
    await clock.advance(86_400_000);
    expect(result(await lambdas.invoke('clocked', {})).aheadMs).toBeGreaterThanOrEqual(86_400_000);
    // A call waiting 20 s on the clock: while it runs the clock may move up to its 30 s timeout, and the wait ends.
    const call = lambdas.invoke('clocked', { sleepMs: 20_000 });
    for (let round = 0; lambdas.runningUntil() === Infinity; round += 1) {
      if (round > 500) throw new Error('the call never started');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await clock.advance(20_000);
    const slept = result(await call);
    expect(slept.sleptOnClock).toBeGreaterThanOrEqual(20_000);
    // It did not sleep through 20 s of this machine's time.
    expect(slept.sleptOnWall).toBeLessThan(20_000);
  });
});
