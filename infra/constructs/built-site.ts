import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { REPO_ROOT } from './waw-function.js';

/** What the app's build reads: the frontend (but not its build output), the shared domain and the locked packages. */
const INPUTS = ['frontend', 'domain', 'package-lock.json'];
const SKIPPED = new Set(['dist', 'node_modules']);

const inputFiles = (path: string): string[] => {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIPPED.has(name))
    .sort()
    .flatMap((name) => inputFiles(join(path, name)));
};

/** A hash of every input file's path and content, and the newest input's modification time. */
export const siteInputs = (root = REPO_ROOT): { hash: string; newest: number } => {
  const hash = createHash('sha256');
  let newest = 0;
  for (const file of INPUTS.flatMap((input) => inputFiles(resolve(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file));
    newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return { hash: hash.digest('hex'), newest };
};

/** A build is fresh when its page was written after every input last changed (`npm run build` just ran). */
export const isFreshBuild = (dist: string, newestInput: number): boolean =>
  existsSync(join(dist, 'sw.js')) && existsSync(join(dist, 'index.html')) && statSync(join(dist, 'index.html')).mtimeMs > newestInput;

export interface BuiltSiteOptions {
  /** a build synthesis may reuse when it is fresher than its inputs (default frontend/dist) */
  reusableDist?: string;
}

/**
 * The app as built from this tree, so `cdk deploy` from a fresh clone ships the real app. The asset is keyed by the
 * build's inputs; when CDK needs it, a build of `npm run build` fresher than every input is copied (so `npm test`,
 * which builds just before it synthesises, builds once), otherwise Vite builds straight into the asset's directory,
 * leaving the developer's frontend/dist as it was. A failed build stops the synthesis with the command that shows why.
 */
export const builtSite = (options: BuiltSiteOptions = {}): ISource => {
  const reusableDist = options.reusableDist ?? resolve(REPO_ROOT, 'frontend/dist');
  const inputs = siteInputs();
  return Source.asset(resolve(REPO_ROOT, 'frontend'), {
    assetHash: inputs.hash,
    assetHashType: AssetHashType.CUSTOM,
    bundling: {
      // Never pulled: the local build below always answers (it throws rather than fall back to Docker).
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      local: {
        tryBundle(outputDir: string): boolean {
          if (isFreshBuild(reusableDist, inputs.newest)) {
            cpSync(reusableDist, outputDir, { recursive: true });
            return true;
          }
          const vite = resolve(REPO_ROOT, 'node_modules/vite/bin/vite.js');
          const args = [vite, 'build', 'frontend', '--logLevel', 'warn', '--outDir', outputDir, '--emptyOutDir'];
          const build = spawnSync(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
          if (build.status !== 0) throw new Error('The app did not build, so there is nothing to deploy: run `npm run build` to see why.');
          return true;
        },
      },
    },
  });
};
