// Every test, as CI runs them: the type check, cdk synth, then vitest. Ends with the line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let passed = 0;
let failed = 0;
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env: process.env }).status === 0;

console.log('\n== type check (tsc --noEmit)');
if (run('npx', ['tsc', '-p', '.'])) passed += 1;
else failed += 1;

const dir = mkdtempSync(join(tmpdir(), 'waw-tests-'));

// The CDK app as a platform engineer synthesises it: offline, with every function bundled and cdk-nag on.
console.log('\n== cdk synth');
if (run('npx', ['cdk', 'synth', '--quiet', '--no-notices', '--output', join(dir, 'cdk.out')])) passed += 1;
else failed += 1;

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
