// Every test, as CI runs them: type checks, lint and formatting, the app build, cdk synth, then vitest (unit,
// integration, local cloud, components and end-to-end in Chromium). Ends with the line CI reads: "N passed, N failed",
// where anything that did not run or did not finish cleanly (a skipped test, a broken hook, an unhandled error, a
// missing tool) is counted as failed. Arguments go to vitest: `node scripts/run-tests.mjs test/domain`; with
// `--vitest-only` first, the checks before vitest (types, lint, build, synth) are left out, for a quick subset.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { countVitest, runVitest } from './vitest-outcome.mjs';

// Each tool the tests run, with the Debian package that brings it.
const TOOLS = [
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/bin/ffmpeg', pkg: 'ffmpeg' },
  { path: '/usr/bin/espeak-ng', pkg: 'espeak-ng' },
  { path: '/usr/bin/openssl', pkg: 'openssl' },
  { path: '/usr/bin/pdftoppm', pkg: 'poppler-utils' },
];
let passed = 0;
let failed = 0;
const problems = [];
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env: process.env }).status === 0;
const check = (title, command, args) => {
  console.log(`\n== ${title}`);
  if (run(command, args)) passed += 1;
  else {
    failed += 1;
    problems.push(`failed step: ${title}`);
  }
};

// The end-to-end tests drive Debian's Chromium, and turn printed sign-in cards into its fake camera's video with
// Debian's ffmpeg; the local narration (each spoken line as audio) is made by Debian's espeak-ng; the local
// CloudFront's TLS side takes a certificate made by Debian's openssl; the printed teacher guide and home note are
// turned into pictures by poppler's pdftoppm. A fresh machine
// gets them here (no browser downloads work). Without them the tests that need them cannot run, so a tool still
// missing after this is a failure, never just a log line.
const missing = () => TOOLS.filter(({ path }) => !existsSync(path));
if (missing().length > 0 && process.getuid?.() === 0) {
  const packages = missing().map(({ pkg }) => pkg);
  console.log(`\n== installing Debian's ${packages.join(' and ')} for the tests`);
  run('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')} > /dev/null`]);
}
for (const { path, pkg } of missing()) {
  const name = basename(path);
  failed += 1;
  problems.push(`missing tool: ${name}; install Debian's ${pkg} (apt-get install ${pkg}), or run the tests as root to have it installed`);
}

const vitestOnly = process.argv[2] === '--vitest-only';
if (!vitestOnly) {
  const dir = mkdtempSync(join(tmpdir(), 'waw-tests-'));
  check('type check: back end, infra, tests', 'npx', ['tsc', '-p', '.']);
  check('type check: frontend', 'npx', ['tsc', '-p', 'frontend']);
  check('lint: eslint and prettier', 'npm', ['run', 'lint']);
  check('build the app (vite)', 'npm', ['run', 'build']);
  // The CDK app as a platform engineer synthesises it: offline, with every function bundled and cdk-nag on.
  check('cdk synth', 'npx', ['cdk', 'synth', '--quiet', '--no-notices', '--output', join(dir, 'cdk.out')]);
  rmSync(dir, { recursive: true, force: true });
}

console.log('\n== vitest');
const vitest = countVitest(await runVitest(process.argv.slice(vitestOnly ? 3 : 2)));
passed += vitest.passed;
failed += vitest.failed;
problems.push(...vitest.problems);

// What failed or did not run, once more above the closing line, so CI's log shows it without scrolling back.
if (problems.length > 0) console.log(`\n== did not pass\n${problems.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
