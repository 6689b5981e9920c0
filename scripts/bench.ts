/**
 * `npm run bench`: every figure of issue 15's table, measured on this machine and printed beside its goal.
 * `npm run bench -- lambda warm` runs only the groups named. Exits 1 when a measured goal is missed.
 */
import { spawnSync } from 'node:child_process';
import { adminPages } from './bench/admin-pages.js';
import { classLoad } from './bench/class-load.js';
import { costModel } from './bench/cost-model.js';
import { faultsGroup } from './bench/faults.js';
import { printFigures, type Figure, type FigureGroup } from './bench/figures.js';
import { frontEnd } from './bench/front-end.js';
import { lambdaStarts } from './bench/lambda-starts.js';
import { lighthouseScores } from './bench/lighthouse.js';
import { warmCalls } from './bench/warm-calls.js';

// These machines run Node 20 while Lambda runs 22; the SDK's reminder about that is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

/** The groups, in the order they print. */
const GROUPS: FigureGroup[] = [lambdaStarts, warmCalls, costModel, frontEnd, lighthouseScores, classLoad, adminPages, faultsGroup];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !GROUPS.some((group) => group.id === id));
if (unknown.length > 0) {
  console.error(`Unknown group(s) ${unknown.join(', ')}; the groups are ${GROUPS.map((group) => group.id).join(', ')}.`);
  process.exit(2);
}

/**
 * Each group runs in a process of its own: a group's local cloud points process-wide clients (the SDK's, made once
 * at import) at its own ports, and a later group's cloud has others. The child prints its figures and hands them
 * back as JSON on its last line.
 */
const RESULT = 'bench-figures ';
const only = process.env.WAW_BENCH_GROUP;
if (only) {
  const group = GROUPS.find((candidate) => candidate.id === only)!;
  const figures = await group.measure();
  printFigures(group.title, figures);
  console.log(`${RESULT}${JSON.stringify(figures)}`);
  process.exit(0);
}

const measured: Figure[] = [];
for (const group of GROUPS.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.id))) {
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!], {
    env: { ...process.env, WAW_BENCH_GROUP: group.id },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = child.stdout.toString().trimEnd().split('\n');
  const result = lines.at(-1) ?? '';
  console.log(lines.slice(0, -1).join('\n'));
  if (child.status !== 0 || !result.startsWith(RESULT)) {
    console.error(`The ${group.id} group failed (exit status ${child.status ?? child.signal}).`);
    process.exit(2);
  }
  measured.push(...(JSON.parse(result.slice(RESULT.length)) as Figure[]));
}

const withGoals = measured.filter((figure) => figure.met !== null);
const missed = withGoals.filter((figure) => !figure.met);
console.log(`\n${withGoals.length - missed.length} of ${withGoals.length} measured goals met (✗ marks the ${missed.length} missed)`);
process.exit(missed.length > 0 ? 1 : 0);
