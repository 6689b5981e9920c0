import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FUNCTIONS, handlerEntry, type FunctionName } from '../../functions/routes.js';
import { LAMBDA_ENVIRONMENT, REPO_ROOT } from '../../infra/constructs/waw-function.js';
import { bundleFunction } from '../lambda-bundle.js';
import { kilobytes, median, ratio, type Figure, type FigureGroup } from './figures.js';

const ROUNDS = 21;
const START_GOAL = 1.5;
const SIZE_AIM_KB = 150;
// Inside node_modules, so a bundle with external packages resolves them from the project as Lambda's runtime would
// from its own copy.
const OUT_DIR = resolve(REPO_ROOT, 'node_modules/.cache/waw-bench');
const HELLO_WORLD = "export const handler = async () => ({ statusCode: 200, body: 'hello' });\n";
/**
 * What every API function loads whatever its own code does: the DynamoDB client, the middy chain and Powertools
 * Logger, in a handler that uses all three so none is shaken out.
 */
const PLATFORM = [
  `import { documentClient } from '${REPO_ROOT}/functions/lib/clients.ts';`,
  `import { httpHandler, json } from '${REPO_ROOT}/functions/lib/middleware.ts';`,
  'export const handler = httpHandler(async () => json(200, { region: await documentClient.config.region() }));',
  '',
].join('\n');

/** Every function the CDK app deploys: the API's, the direct ones and the roster queue's. */
const functionNames = (): FunctionName[] => Object.keys(FUNCTIONS) as FunctionName[];

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
  const result = spawnSync(process.execPath, ['--require', join(OUT_DIR, 'cpu-probe.cjs'), file], {
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

const startValue = (start: { cpu: number; wall: number }) => `${ratio(start.cpu)} CPU (${ratio(start.wall)} wall)`;

export const lambdaStarts: FigureGroup = {
  id: 'lambda',
  title: `Lambda cold start: the CPU of a fresh process importing the bundle ÷ a hello-world handler bundled the same way (${ROUNDS} interleaved pairs each)`,
  measure: async () => {
    rmSync(OUT_DIR, { recursive: true, force: true });
    mkdirSync(OUT_DIR, { recursive: true });
    const helloEntry = join(OUT_DIR, 'hello-world.ts');
    writeFileSync(helloEntry, HELLO_WORLD);
    writeFileSync(join(OUT_DIR, 'cpu-probe.cjs'), CPU_PROBE);
    const hello = await bundle('hello-world', helloEntry);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      ...LAMBDA_ENVIRONMENT,
      ...placeholderSettings(),
      // Lambda runs Node 22; on these Node 20 machines the SDK would spend part of every start printing a warning.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    const startHello = coldStart(hello.file, env);
    startHello(); // the first process of a run pays for a cold disk cache: keep it out of the pairs

    // Measured first, so each function can say how far above it it starts: what the function's own code adds.
    const platformEntry = join(OUT_DIR, 'platform.ts');
    writeFileSync(platformEntry, PLATFORM);
    const platform = await bundle('platform', platformEntry);
    const platformStart = startRatio(startHello, coldStart(platform.file, env));

    const figures: Figure[] = [];
    for (const name of functionNames()) {
      const built = await bundle(name, resolve(REPO_ROOT, handlerEntry(name)));
      const start = startRatio(startHello, coldStart(built.file, env));
      figures.push({
        name: `${name}: start ÷ hello-world`,
        value: `${startValue(start)}, ${ratio(start.cpu / platformStart.cpu)} the platform's; ${kilobytes(built.minified)}, ${kilobytes(built.gzip)} gzip`,
        goal: `≤ ${START_GOAL}×; bundle ≤ ${SIZE_AIM_KB} KB where that does not slow the start`,
        met: start.cpu <= START_GOAL,
      });
    }

    // What no function can start below, whatever its own code does: the libraries every one of them loads, together
    // and each alone.
    figures.push({
      name: 'floor: the platform every API function loads (the DynamoDB client, the middy chain and Logger together)',
      value: `${startValue(platformStart)}; ${kilobytes(platform.minified)}`,
      goal: 'report it',
      met: null,
    });
    const floors = [
      { name: 'the DynamoDB client alone (functions/lib/clients.ts)', entry: 'functions/lib/clients.ts' },
      { name: 'the middy chain and Powertools Logger alone (functions/lib/middleware.ts)', entry: 'functions/lib/middleware.ts' },
      { name: 'zod and the schemas of every request and record alone (domain/schemas.ts)', entry: 'domain/schemas.ts' },
    ];
    for (const floor of floors) {
      const built = await bundle(floor.entry.replace(/\W+/g, '-'), resolve(REPO_ROOT, floor.entry));
      const start = startRatio(startHello, coldStart(built.file, env));
      figures.push({
        name: `floor: ${floor.name}`,
        value: `${startValue(start)}; ${kilobytes(built.minified)}`,
        goal: 'report it',
        met: null,
      });
    }

    // The road not taken: the Node.js 22 runtime's own AWS SDK instead of a bundled one. Smaller, but Node then loads
    // the SDK file by file, so it is measured here against the same hello-world.
    const sdkExternal = await bundle('waw-modules-runtime-sdk', resolve(REPO_ROOT, handlerEntry('waw-modules')), ['@aws-sdk/*']);
    const bundled = readFileSync(join(OUT_DIR, 'waw-modules', 'index.mjs'));
    const external = startRatio(coldStart(join(OUT_DIR, 'waw-modules', 'index.mjs'), env), coldStart(sdkExternal.file, env));
    figures.push({
      name: 'waw-modules with the runtime’s AWS SDK (external) ÷ bundled',
      value: `${startValue(external)}; ${kilobytes(sdkExternal.minified)} instead of ${kilobytes(bundled.byteLength)}`,
      goal: 'report it: smaller only pays if it starts no slower',
      met: null,
    });
    return figures;
  },
};
