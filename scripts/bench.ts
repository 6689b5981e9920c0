/**
 * `npm run bench`: every figure of issue 15's table, measured on this machine and printed beside its goal.
 * `npm run bench -- lambda warm` runs only the groups named. Exits 1 when a measured goal is missed.
 */
import { costModel } from './bench/cost-model.js';
import { printFigures, type Figure, type FigureGroup } from './bench/figures.js';
import { lambdaStarts } from './bench/lambda-starts.js';
import { warmCalls } from './bench/warm-calls.js';

// These machines run Node 20 while Lambda runs 22; the SDK's reminder about that is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

/**
 * The groups, in the order they print. The front end's figures (issue 15 part B) join this list as groups of their
 * own, each a FigureGroup: API requests for one played day (≤ 12), JS+CSS loaded on `/` before the child types
 * (≤ 120 KB gzip), Lighthouse mobile on `/` and on a day step (≥ 95). Until then they print as not measured.
 */
const GROUPS: FigureGroup[] = [lambdaStarts, warmCalls, costModel];

const NOT_MEASURED_YET: Figure[] = [
  { name: 'API requests for one played day, sign-in included', value: 'not measured', goal: '≤ 12', met: null },
  { name: 'JS+CSS loaded on / before the child types', value: 'not measured', goal: '≤ 120 KB gzip', met: null },
  { name: 'Lighthouse mobile on / and on a day step', value: 'not measured', goal: '≥ 95', met: null },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !GROUPS.some((group) => group.id === id));
if (unknown.length > 0) {
  console.error(`Unknown group(s) ${unknown.join(', ')}; the groups are ${GROUPS.map((group) => group.id).join(', ')}.`);
  process.exit(2);
}

const measured: Figure[] = [];
for (const group of GROUPS.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.id))) {
  const figures = await group.measure();
  printFigures(group.title, figures);
  measured.push(...figures);
}
if (wanted.length === 0) printFigures('The front end (issue 15 part B)', NOT_MEASURED_YET);

const withGoals = measured.filter((figure) => figure.met !== null);
const missed = withGoals.filter((figure) => !figure.met);
console.log(`\n${withGoals.length - missed.length} of ${withGoals.length} measured goals met (✗ marks the ${missed.length} missed)`);
process.exit(missed.length > 0 ? 1 : 0);
