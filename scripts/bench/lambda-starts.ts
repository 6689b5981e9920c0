import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { FUNCTIONS, handlerEntry, type FunctionName } from '../../functions/routes.js';
import { LAMBDA_ENVIRONMENT, REPO_ROOT } from '../../infra/constructs/waw-function.js';
import { bundleFunction, type LambdaBundle } from '../lambda-bundle.js';
import { kilobytes, median, ratio, type Figure, type FigureGroup } from './figures.js';

const ROUNDS = 21;
/** Every function starts within this many times the stack floor: what its own code adds to the named stack. */
const START_GOAL = 1.2;
const SIZE_AIM_KB = 150;
// Inside node_modules, so a bundle with external packages resolves them from the project as Lambda's runtime would
// from its own copy; one folder per run, so two runs at once (two worktrees sharing one install) never remove each
// other's bundles.
const OUT_DIR = resolve(REPO_ROOT, 'node_modules/.cache/waw-bench', String(process.pid));
const HELLO_WORLD = "export const handler = async () => ({ statusCode: 200, body: 'hello' });\n";
/**
 * The stack floor: the least a function of the named stack can be, a middy handler that makes one GetCommand through
 * the SDK's document client. No function starts below it, whatever its own code does.
 */
const STACK_FLOOR = [
  "import middy from '@middy/core';",
  "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
  "import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';",
  'const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
  'export const handler = middy().handler(async () => ({',
  '  statusCode: 200,',
  "  body: JSON.stringify(await client.send(new GetCommand({ TableName: 't', Key: { pk: 'p' } }))),",
  '}));',
  '',
].join('\n');

/**
 * The content-seed custom resource's function, measured and reported but held to no start goal: CloudFormation runs
 * it once a deploy whose programme changed, never on a child's or an admin's call, and its start is the whole
 * shipped programme (150 days of pages) being parsed, which is the work it is there to do.
 */
const CONTENT_SEED = { name: 'content-seed', entry: 'infra/custom-resources/content-seed.ts' } as const;

/**
 * Every function the CDK app deploys (the API's, the direct ones and the roster queue's) and the content seed, or
 * only those WAW_BENCH_FUNCTIONS names (comma-separated): the whole group takes twenty minutes, a few functions a few.
 */
const functionNames = (): { functions: FunctionName[]; contentSeed: boolean } => {
  const all = Object.keys(FUNCTIONS) as FunctionName[];
  const wanted = process.env.WAW_BENCH_FUNCTIONS?.split(',').map((name) => name.trim());
  if (!wanted) return { functions: all, contentSeed: true };
  const known: readonly string[] = [...all, CONTENT_SEED.name];
  const unknown = wanted.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`WAW_BENCH_FUNCTIONS names no function ${unknown.join(', ')}; they are ${known.join(', ')}`);
  return { functions: all.filter((name) => wanted.includes(name)), contentSeed: wanted.includes(CONTENT_SEED.name) };
};

/** Every setting a handler reads with requireEnv, set to a placeholder: importing a handler must not need AWS. */
const placeholderSettings = (): Record<string, string> => {
  const names = new Set<string>();
  const scan = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) scan(path);
      else if (entry.name.endsWith('.ts'))
        for (const match of readFileSync(path, 'utf8').matchAll(/requireEnv\('([A-Z0-9_]+)'\)/g)) names.add(match[1]!);
    }
  };
  scan(resolve(REPO_ROOT, 'functions'));
  return Object.fromEntries([...names].map((name) => [name, 'bench']));
};

const bundle = (name: string, entry: string, externals?: readonly string[]) =>
  bundleFunction(entry, join(OUT_DIR, name, 'index.mjs'), externals);

/**
 * Written beside the bundles and preloaded into every process alike: it reports the CPU time the process used
 * (all its threads) as it exits. On a shared 2-core machine wall time mostly measures waiting for a core; the CPU
 * a start needs is what it costs, and on Lambda, where 256 MB buys a fraction of a vCPU, what it takes.
 */
const CPU_PROBE =
  "process.on('exit', () => { const { user, system } = process.cpuUsage(); require('node:fs').writeSync(2, `\\ncpu-us ${user + system}\\n`); });\n";

/** The Node.js that starts the bundles: Lambda's own major (22) when WAW_BENCH_NODE names one, else this one. */
const NODE = process.env.WAW_BENCH_NODE ?? process.execPath;
/**
 * Every start runs on the same CPU. Left to the scheduler, starts alternate between this machine's two vCPUs, one
 * measurably slower than the other (65 against 83 ms for the same hello world, seen here): with pairs taken A B A B,
 * A kept landing on one and B on the other, and a hello world measured 1.23× itself. Pinned, it measures 1.00×.
 * taskset is util-linux's, on every Debian; without it the starts run unpinned.
 */
const PIN = spawnSync('taskset', ['--version']).status === 0 ? String(availableParallelism() - 1) : null;

interface Start {
  wall: number;
  cpu: number;
}

/**
 * A cold start as Lambda makes one: a fresh Node process that imports the bundle and evaluates it, with the
 * function's environment (NODE_OPTIONS included, should it ever set any) and nothing of the bench's own.
 */
const coldStart = (file: string, env: NodeJS.ProcessEnv) => (): Start => {
  const started = process.hrtime.bigint();
  const node = [NODE, '--require', join(OUT_DIR, 'cpu-probe.cjs'), file];
  const [command, ...args] = PIN ? ['taskset', '--cpu-list', PIN, ...node] : node;
  const result = spawnSync(command!, args, {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const cpu = /cpu-us (\d+)/.exec(result.stderr.toString());
  if (result.status !== 0 || !cpu) throw new Error(`${file} failed to start:\n${result.stderr.toString()}`);
  return { wall, cpu: Number(cpu[1]) / 1000 };
};

/** CPU and wall ratios of `subject` to `reference`: medians over interleaved pairs (A B A B …). */
const startRatio = (reference: () => Start, subject: () => Start) => {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const a = reference();
    const b = subject();
    cpu.push(b.cpu / a.cpu);
    wall.push(b.wall / a.wall);
  }
  return { cpu: median(cpu), wall: median(wall) };
};

/** The files beside index.mjs that no start reads: only the calls that need them. */
const lazyFiles = (lazy: LambdaBundle['lazy']) =>
  lazy.map((bundle) => ` (+ ${basename(bundle.file)} ${kilobytes(bundle.minified)}, read on first use)`).join('');

const startValue = (start: { cpu: number; wall: number }) => `${ratio(start.cpu)} CPU (${ratio(start.wall)} wall)`;

export const lambdaStarts: FigureGroup = {
  id: 'lambda',
  title: `Lambda cold start: the CPU of a fresh process importing the bundle ÷ the stack floor (a middy handler making one GetCommand through the document client), bundled the same way (${ROUNDS} interleaved pairs each)`,
  measure: async () => {
    rmSync(OUT_DIR, { recursive: true, force: true });
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(join(OUT_DIR, 'cpu-probe.cjs'), CPU_PROBE);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      ...LAMBDA_ENVIRONMENT,
      ...placeholderSettings(),
      // Lambda runs Node 22; on these Node 20 machines the SDK would spend part of every start printing a warning.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    const starter = async (name: string, source: string) => {
      const entry = join(OUT_DIR, `${name}.ts`);
      writeFileSync(entry, source);
      const built = await bundle(name, entry);
      return { built, start: coldStart(built.file, env) };
    };
    const hello = await starter('hello-world', HELLO_WORLD);
    const floor = await starter('stack-floor', STACK_FLOOR);
    hello.start(); // the first process of a run pays for a cold disk cache: keep it out of the pairs

    // The measurement's own check: the floor against itself must come out at 1.00×.
    const calibration = startRatio(floor.start, floor.start);
    const floorOverHello = startRatio(hello.start, floor.start);

    const figures: Figure[] = [];
    const measured = functionNames();
    for (const name of measured.functions) {
      const built = await bundle(name, resolve(REPO_ROOT, handlerEntry(name)));
      const start = startRatio(floor.start, coldStart(built.file, env));
      figures.push({
        name: `${name}: start ÷ stack floor`,
        value: `${startValue(start)}; ${kilobytes(built.minified)}, ${kilobytes(built.gzip)} gzip${lazyFiles(built.lazy)}`,
        goal: `≤ ${START_GOAL}×; bundle ≤ ${SIZE_AIM_KB} KB where that does not slow the start`,
        met: start.cpu <= START_GOAL,
      });
    }

    if (measured.contentSeed) {
      const built = await bundle(CONTENT_SEED.name, resolve(REPO_ROOT, CONTENT_SEED.entry));
      const start = startRatio(floor.start, coldStart(built.file, env));
      figures.push({
        name: `${CONTENT_SEED.name} (the custom resource): start ÷ stack floor`,
        value: `${startValue(start)}; ${kilobytes(built.minified)}, ${kilobytes(built.gzip)} gzip`,
        goal: "report it: runs once a deploy, on no one's call (docs/testing.md)",
        met: null,
      });
    }

    figures.push({
      name: 'calibration: stack floor ÷ itself (each pair on the same CPU)',
      value: startValue(calibration),
      goal: 'report it: 1.00× says the pairs are fair',
      met: null,
    });
    figures.push({
      name: 'the stack floor ÷ a hello-world handler: what the named stack itself costs a start',
      value: `${startValue(floorOverHello)}; floor ${kilobytes(floor.built.minified)}, hello world ${kilobytes(hello.built.minified)}`,
      goal: 'report it',
      met: null,
    });
    rmSync(OUT_DIR, { recursive: true, force: true });
    return figures;
  },
};
