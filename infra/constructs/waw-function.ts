import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import {
  NodejsFunction,
  OutputFormat,
  type BundlingOptions,
  type ICommandHooks,
  type NodejsFunctionProps,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { resolve } from 'node:path';
import type { FunctionLimits } from '../../functions/routes.js';
import { LAMBDA_BASIC_EXECUTION, acknowledge } from './acknowledge.js';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/**
 * A log group that belongs to its stack and goes with it: `cdk destroy` leaves no log group behind, and a stage
 * deployed again starts with new ones (their names are CloudFormation's, never fixed).
 */
export const stackLogGroup = (scope: Construct, id: string, retention: RetentionDays): LogGroup =>
  new LogGroup(scope, id, { retention, removalPolicy: RemovalPolicy.DESTROY });

/**
 * How every function is bundled; `npm run bench` bundles with exactly these options to measure sizes and starts.
 * - The AWS SDK is bundled (tree-shaken), so a function runs the versions it was tested with; bundled and minified
 *   it also starts faster than the runtime's copy, which Node loads file by file.
 * - `mainFields` picks the packages' ES module builds: the SDK's dist-es tree-shakes, its CommonJS build does not
 *   (a third smaller, and faster to start).
 * - No source maps: `--enable-source-maps` makes every cold start parse the map (about a quarter slower), and a map
 *   beside the bundle only grows the package Lambda downloads. Nor `keepNames` (5% slower to start). A logged
 *   stack names `index.mjs:1:<column>`: esbuild's output is deterministic, so bundling the same commit with
 *   `--sourcemap` gives the map that turns the column back into a file and line.
 */
export const LAMBDA_BUNDLING = {
  minify: true,
  sourceMap: false,
  target: 'node22',
  format: OutputFormat.ESM,
  mainFields: ['module', 'main'],
  externalModules: [],
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
} as const satisfies BundlingOptions;

/**
 * Libraries a function imports only on the few paths that need them, each bundled (with LAMBDA_BUNDLING's options)
 * into a file of its own beside index.mjs, which imports it by that name when first needed. Bundled into index.mjs,
 * code that never runs is still parsed by every cold start; a file of its own is read only by the call that needs
 * it. (esbuild's code splitting would do this, but NodejsFunction bundles to one --outfile.) Only a function whose
 * bundle imports one carries it.
 */
export const LAZY_BUNDLES = [{ entry: 'functions/common/clients/s3-sdk.mts', file: 's3-sdk.mjs' }] as const;

/** A lazy bundle's import as index.mjs makes it, left to run time. */
export const lazyImport = (file: string): string => `./${file}`;

/** The esbuild command line for LAMBDA_BUNDLING's options, as aws-lambda-nodejs writes it for index.mjs. */
const esbuildCommand = (entry: string, outfile: string): string =>
  [
    'npx --no-install esbuild',
    `"${entry}"`,
    '--bundle',
    '--platform=node',
    `--target=${LAMBDA_BUNDLING.target}`,
    `--format=${LAMBDA_BUNDLING.format === OutputFormat.ESM ? 'esm' : 'cjs'}`,
    ...(LAMBDA_BUNDLING.minify ? ['--minify'] : []),
    `--main-fields=${LAMBDA_BUNDLING.mainFields.join(',')}`,
    `"--banner:js=${LAMBDA_BUNDLING.banner}"`,
    `"--outfile=${outfile}"`,
    '--log-level=warning',
  ].join(' ');

/** After index.mjs is bundled: the lazy bundles it imports, beside it. */
const lazyBundleHooks: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir, outputDir) =>
    LAZY_BUNDLES.map(
      ({ entry, file }) =>
        `if grep -qF "${lazyImport(file)}" "${outputDir}/index.mjs"; then ${esbuildCommand(`${inputDir}/${entry}`, `${outputDir}/${file}`)}; fi`,
    ),
};

/** What every function's environment starts with; the bench starts its bundles with it too. */
export const LAMBDA_ENVIRONMENT = { POWERTOOLS_SERVICE_NAME: 'waw', POWERTOOLS_LOG_LEVEL: 'INFO' } as const;

export interface WawFunctionProps {
  /** path of the handler file from the repository root */
  entry: string;
  functionName: string;
  environment?: Record<string, string>;
  /** the function's timeout and memory; the product's own functions take theirs from FUNCTIONS in functions/routes.ts */
  limits: FunctionLimits;
}

/**
 * Every Lambda of the product: Node.js 22 on arm64, an esbuild bundle (LAMBDA_BUNDLING), its own role and
 * its own log group with a retention, structured logs from Powertools.
 */
export class WawFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: WawFunctionProps) {
    super(scope, id);
    const logGroup = stackLogGroup(this, 'Logs', RetentionDays.ONE_MONTH);
    const options: NodejsFunctionProps = {
      entry: resolve(REPO_ROOT, props.entry),
      handler: 'handler',
      functionName: props.functionName,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.limits.memoryMb,
      timeout: Duration.seconds(props.limits.timeoutSeconds),
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: resolve(REPO_ROOT, 'package-lock.json'),
      environment: { ...LAMBDA_ENVIRONMENT, ...props.environment },
      bundling: {
        ...LAMBDA_BUNDLING,
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        externalModules: LAZY_BUNDLES.map(({ file }) => lazyImport(file)),
        commandHooks: lazyBundleHooks,
      },
    };
    this.function = new NodejsFunction(this, 'Function', options);
    acknowledge(this.function, [
      { id: LAMBDA_BASIC_EXECUTION, reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.' },
      { id: 'AwsSolutions-L1', reason: 'nodejs22.x is the runtime the product is built and tested on; it is a supported LTS runtime.' },
    ]);
  }
}
