// Every test, as CI runs them: type checks, lint and formatting, the app build, cdk synth, then vitest (unit,
// integration, local cloud, components and end-to-end in Chromium). Ends with the line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const FFMPEG = '/usr/bin/ffmpeg';
const OPENSSL = '/usr/bin/openssl';
let passed = 0;
let failed = 0;
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env: process.env }).status === 0;
const check = (title, command, args) => {
  console.log(`\n== ${title}`);
  if (run(command, args)) passed += 1;
  else failed += 1;
};

// The end-to-end tests drive Debian's Chromium, and turn printed sign-in cards into its fake camera's video with
// Debian's ffmpeg; the local CloudFront's TLS side takes a certificate made by Debian's openssl. A fresh machine
// gets them here (no browser downloads work).
const missing = () => [CHROMIUM, FFMPEG, OPENSSL].filter((path) => !existsSync(path)).map((path) => basename(path));
if (missing().length > 0 && process.getuid?.() === 0) {
  console.log(`\n== installing Debian's ${missing().join(' and ')} for the tests`);
  run('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing().join(' ')} > /dev/null`]);
}
for (const name of missing()) console.error(`${name} is missing: install Debian's ${name} (apt-get install ${name}) for the tests`);

const dir = mkdtempSync(join(tmpdir(), 'waw-tests-'));
check('type check: back end, infra, tests', 'npx', ['tsc', '-p', '.']);
check('type check: frontend', 'npx', ['tsc', '-p', 'frontend']);
check('lint: eslint and prettier', 'npm', ['run', 'lint']);
check('build the app (vite)', 'npm', ['run', 'build']);
// The CDK app as a platform engineer synthesises it: offline, with every function bundled and cdk-nag on.
check('cdk synth', 'npx', ['cdk', 'synth', '--quiet', '--no-notices', '--output', join(dir, 'cdk.out')]);

console.log('\n== vitest');
const report = join(dir, 'vitest.json');
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]);
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A file that fails to load has no tests to count; count it as a failure rather than hiding it.
  failed += results.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
} catch {
  failed += 1;
  console.error('vitest wrote no report');
}
rmSync(dir, { recursive: true, force: true });

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
