import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { JsonTestResults } from 'vitest/reporters';
import { countVitest, runVitest } from '../../scripts/vitest-outcome.mjs';

// The fixture project in test/fixtures/runner: each file breaks a run in one way.
const FIXTURES = ['--config', 'test/fixtures/runner/vitest.config.ts'];
const fixture = (name: string) => runVitest([...FIXTURES, name], { stdio: 'ignore' });

const runTestCommand = (fixtureName: string) =>
  new Promise<{ code: number | null; lastLine: string }>((resolve) => {
    execFile('node', ['scripts/run-tests.mjs', '--vitest-only', ...FIXTURES, fixtureName], (error, stdout) => {
      resolve({
        code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
        lastLine: stdout.trimEnd().split('\n').at(-1) ?? '',
      });
    });
  });

describe('the test command', () => {
  it('fails, counting both tests as failed, when a suite’s beforeAll throws', async () => {
    await expect(runTestCommand('before-all-throws')).resolves.toEqual({ code: 1, lastLine: '0 passed, 2 failed' });
  });

  it('passes, with the closing line alone at the end, when every test ran and passed', async () => {
    await expect(runTestCommand('passing')).resolves.toEqual({ code: 0, lastLine: '2 passed, 0 failed' });
  });
});

describe('counting a vitest run', () => {
  it('counts a test left behind by a broken beforeAll as failed, saying why', async () => {
    const count = countVitest(await fixture('before-all-throws'));
    expect(count).toEqual({
      passed: 0,
      failed: 2,
      problems: [
        'skipped: test/fixtures/runner/before-all-throws.fixture.ts > would pass (did not run: the setup broke)',
        'skipped: test/fixtures/runner/before-all-throws.fixture.ts > would pass too (did not run: the setup broke)',
      ],
    });
  });

  it('counts skipped, conditionally skipped, self-skipped and todo tests as failed', async () => {
    const count = countVitest(await fixture('skipped'));
    expect(count.passed).toBe(1);
    expect(count.failed).toBe(4);
    expect(count.problems).toEqual([
      'skipped: test/fixtures/runner/skipped.fixture.ts > is skipped (did not run)',
      'skipped: test/fixtures/runner/skipped.fixture.ts > is skipped by a condition (did not run)',
      'todo: test/fixtures/runner/skipped.fixture.ts > is still to write (did not run)',
      'skipped: test/fixtures/runner/skipped.fixture.ts > skips itself (did not run)',
    ]);
  });

  it('counts an unhandled error as a failure though every test passed', async () => {
    const run = await fixture('unhandled-error');
    expect(run.status).not.toBe(0);
    expect(countVitest(run)).toEqual({ passed: 1, failed: 1, problems: ['unhandled error: nobody caught this'] });
  });

  it('counts a suite whose afterAll threw as a failure though its tests passed', async () => {
    const count = countVitest(await fixture('after-all-throws'));
    expect(count).toMatchObject({ passed: 1, failed: 1, problems: [expect.stringMatching(/^failed suite: .*after-all-throws/)] });
  });

  it('counts a file that would not load as a failure', async () => {
    const count = countVitest(await fixture('fails-to-load'));
    expect(count).toMatchObject({
      passed: 0,
      failed: 1,
      problems: [expect.stringMatching(/^failed suite: .*fails-to-load.*WAW_FIXTURE_SETTING is not set/)],
    });
  });

  it('never closes a run vitest called unsuccessful, or one with no report, as "0 failed"', () => {
    // Only what countVitest reads: a run with no tests at all.
    const report = { success: true, testResults: [] } as unknown as JsonTestResults;
    expect(countVitest({ report, status: 1, unhandledErrors: [] }).failed).toBe(1);
    expect(countVitest({ report: { ...report, success: false }, status: 0, unhandledErrors: [] }).failed).toBe(1);
    expect(countVitest({ report: null, status: 1, unhandledErrors: [] }).failed).toBe(1);
    expect(countVitest({ report, status: 0, unhandledErrors: [] })).toEqual({ passed: 0, failed: 0, problems: [] });
  });
});
