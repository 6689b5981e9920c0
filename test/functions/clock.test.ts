import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUNCTIONS_CLOCK } from '../../eslint.config.js';
import * as clock from '@functions/common/clock.js';

/** The product's one clock (functions/common/clock.ts): the real time unless the local cloud moved it, and the rule that all of functions/ reads it. */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('the clock', () => {
  it('is the real time when nothing moved it, and that time plus the offset when the local cloud did', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-02T09:00:00.500Z'));
    expect(clock.now()).toBe(Date.parse('2026-03-02T09:00:00.500Z'));
    vi.stubEnv(clock.CLOCK_OFFSET_VARIABLE, String(86_400_000));
    expect(clock.now()).toBe(Date.parse('2026-03-03T09:00:00.500Z'));
    expect(clock.nowSeconds()).toBe(Date.parse('2026-03-03T09:00:00.000Z') / 1000);
    expect(clock.nowIso()).toBe('2026-03-03T09:00:00.500Z');
    vi.stubEnv(clock.CLOCK_OFFSET_VARIABLE, 'not a number');
    expect(clock.now()).toBe(Date.parse('2026-03-02T09:00:00.500Z'));
  });

  it('ends a wait once the clock has passed it, whether time passed or the clock was moved', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    let woke = false;
    const wait = clock.sleep(60_000).then(() => (woke = true));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(woke).toBe(false);
    vi.stubEnv(clock.CLOCK_OFFSET_VARIABLE, String(30_000));
    await vi.advanceTimersByTimeAsync(250);
    expect(woke).toBe(true);
    await wait;
  });
});

describe('the rule that functions/ reads the time from the clock', () => {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, FUNCTIONS_CLOCK],
  });
  const problems = async (filePath: string, code: string) =>
    ((await eslint.lintText(code, { filePath }))[0]?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');

  it('refuses Date.now() and new Date() in functions/, and allows a date made from a given time', async () => {
    expect(await problems('functions/removal/removal-job.ts', 'export const at = Date.now();')).toHaveLength(1);
    expect(await problems('functions/removal/removal-job.ts', 'export const at = new Date().toISOString();')).toHaveLength(1);
    expect(await problems('functions/removal/removal-job.ts', 'export const at = (ms: number) => new Date(ms).toISOString();')).toEqual([]);
  });

  it('leaves the clock itself, and code outside functions/, alone', async () => {
    expect(await problems('functions/common/clock.ts', 'export const now = () => Date.now();')).toEqual([]);
    expect(await problems('infra/local/server.ts', 'export const at = Date.now();')).toEqual([]);
  });
});
