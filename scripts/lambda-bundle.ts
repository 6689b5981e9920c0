import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build, type BuildOptions } from 'esbuild';
import { LAMBDA_BUNDLING, REPO_ROOT } from '../infra/constructs/waw-function.js';

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
  file: string;
  minified: number;
  gzip: number;
}

/** A function bundled exactly as `cdk deploy` bundles it (LAMBDA_BUNDLING), for the bench and the bundle test. */
export const bundleFunction = async (
  entry: string,
  outfile: string,
  externals: readonly string[] = LAMBDA_BUNDLING.externalModules,
): Promise<LambdaBundle> => {
  await build({ ...esbuildOptions(LAMBDA_BUNDLING, outfile, externals), entryPoints: [entry], absWorkingDir: REPO_ROOT });
  const code = readFileSync(outfile);
  return { file: outfile, minified: code.byteLength, gzip: gzipSync(code).byteLength };
};
