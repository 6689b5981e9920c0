// How the test command reads a vitest run: shared by scripts/run-tests.mjs and the test that proves it
// (test/runner/vitest-outcome.test.ts). Only a test that ran and passed counts as passed; a test that did not run
// (skipped, todo, or left behind by a broken beforeAll) counts as failed, and so does anything vitest reports outside
// a test: a file that would not load, a hook that threw, an unhandled error.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const UNHANDLED_REPORTER = fileURLToPath(new URL('./vitest-unhandled-errors.mjs', import.meta.url));
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // Not written: vitest did not get as far as the end of the run, which countVitest counts.
    return null;
  }
};

/** Runs `vitest run` with its JSON report and its unhandled errors written beside the console's reporter. */
export const runVitest = async (args, { stdio = 'inherit', cwd = process.cwd() } = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'waw-vitest-'));
  const file = join(dir, 'vitest.json');
  const unhandledFile = join(dir, 'unhandled.json');
  try {
    const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`, `--reporter=${UNHANDLED_REPORTER}`];
    const status = await new Promise((resolve) => {
      const child = spawn('npx', ['vitest', 'run', ...reporters, ...args], {
        stdio,
        cwd,
        env: { ...process.env, WAW_UNHANDLED_ERRORS_FILE: unhandledFile },
      });
      child.on('error', () => resolve(null));
      // A vitest killed by a signal has no status: that is a failure too.
      child.on('close', (code) => resolve(code));
    });
    return { status, report: readJson(file), unhandledErrors: readJson(unhandledFile) ?? [] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Counts a vitest run: every test that did not pass is a failure, and so is each problem outside a test. */
export const countVitest = ({ report, status, unhandledErrors }, cwd = process.cwd()) => {
  const problems = [];
  if (report === null) {
    problems.push(`vitest wrote no report (exit status ${status})`);
    return { passed: 0, failed: 1, problems };
  }
  let passed = 0;
  let failed = 0;
  for (const file of report.testResults) {
    const name = relative(cwd, file.name);
    let failedHere = 0;
    for (const test of file.assertionResults) {
      if (test.status === 'passed') {
        passed += 1;
        continue;
      }
      failedHere += 1;
      // Vitest reports a test left behind by a failing beforeAll as skipped; the file's message says why.
      const why = test.status === 'failed' ? '' : file.message ? ` (did not run: ${file.message})` : ' (did not run)';
      problems.push(`${test.status}: ${name} > ${test.fullName}${why}`);
    }
    // A file that failed with no failing test of its own: it did not load, or a hook (a nested afterAll, say) threw.
    if (file.status === 'failed' && failedHere === 0) {
      failedHere = 1;
      problems.push(`failed suite: ${name}${file.message ? `: ${file.message}` : ' (a hook threw; see vitest output above)'}`);
    }
    failed += failedHere;
  }
  for (const message of unhandledErrors) problems.push(`unhandled error: ${message}`);
  failed += unhandledErrors.length;
  // Whatever else makes vitest call a run unsuccessful (its exit status), the closing line must never say "0 failed".
  if (failed === 0 && (status !== 0 || !report.success)) {
    failed = 1;
    problems.push(`vitest failed outside any test (exit status ${status}, success ${report.success}): see vitest's output above`);
  }
  return { passed, failed, problems };
};
