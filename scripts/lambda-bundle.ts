import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build, type BuildOptions } from 'esbuild';
import { LAMBDA_BUNDLING, LAZY_BUNDLES, REPO_ROOT, lazyImport } from '../infra/constructs/waw-function.js';

type Bundling = typeof LAMBDA_BUNDLING;

/** The esbuild options the CDK derives from NodejsFunction's bundling props (aws-lambda-nodejs' buildEsbuildArgs). */
const esbuildOptions = (bundling: Bundling, outfile: string, externals: readonly string[]): BuildOptions => {
  const known = new Set(['minify', 'sourceMap', 'target', 'format', 'mainFields', 'externalModules', 'banner']);
  const unknown = Object.keys(bundling).filter((option) => !known.has(option));
  // A bundling option this cannot translate would make a bundle other than the one deployed.
  if (unknown.length > 0) throw new Error(`scripts/lambda-bundle.ts does not translate bundling option(s) ${unknown.join(', ')}`);
  return {
    bundle: true,
    platform: 'node',
    outfile,
    target: bundling.target,
    format: bundling.format === OutputFormat.ESM ? 'esm' : 'cjs',
    minify: bundling.minify,
    sourcemap: bundling.sourceMap,
    mainFields: [...bundling.mainFields],
    external: [...externals],
    banner: { js: bundling.banner },
    logLevel: 'error',
  };
};

export interface LambdaBundle {
  /** index.mjs: what a cold start reads */
  file: string;
  minified: number;
  gzip: number;
  /** the lazy bundles beside it (LAZY_BUNDLES), read only by the calls that need them */
  lazy: { file: string; minified: number }[];
}

/** A function bundled exactly as `cdk deploy` bundles it (LAMBDA_BUNDLING), for the bench and the bundle test. */
export const bundleFunction = async (
  entry: string,
  outfile: string,
  externals: readonly string[] = LAMBDA_BUNDLING.externalModules,
): Promise<LambdaBundle> => {
  const lazyImports = LAZY_BUNDLES.map(({ file }) => lazyImport(file));
  await build({
    ...esbuildOptions(LAMBDA_BUNDLING, outfile, [...externals, ...lazyImports]),
    entryPoints: [entry],
    absWorkingDir: REPO_ROOT,
  });
  const code = readFileSync(outfile);
  // As the CDK's afterBundling hook does: each lazy bundle the function imports, beside index.mjs.
  const lazy = [];
  for (const bundle of LAZY_BUNDLES.filter(({ file }) => code.includes(lazyImport(file)))) {
    const file = join(dirname(outfile), bundle.file);
    await build({ ...esbuildOptions(LAMBDA_BUNDLING, file, externals), entryPoints: [bundle.entry], absWorkingDir: REPO_ROOT });
    lazy.push({ file, minified: readFileSync(file).byteLength });
  }
  return { file: outfile, minified: code.byteLength, gzip: gzipSync(code).byteLength, lazy };
};
