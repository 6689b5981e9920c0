import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalCloud, type LocalCloud, type LocalCloudOptions } from '../../infra/local/server.js';

export interface TestCloud {
  cloud: LocalCloud;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Narration for the tests goes to one directory on this machine, kept between runs: its files are named by their
 * text, voice and engine, so a line made once is never made again. A test cloud makes the narration its test asks
 * for, none unless asked: every test making every line would keep both cores busy for minutes.
 */
export const TEST_NARRATION_ROOT = join(tmpdir(), 'waw-test-narration');

/**
 * The local cloud on a free port with data of its own, removed again by stop(); `siteDir` the app it serves, `tls`
 * adds CloudFront's HTTPS side, `narration` the lines it makes (none by default), `meterTable` the table meter,
 * `functionsAsDeployed` the functions bundled as the CDK app bundles them.
 */
export type TestCloudOptions = Pick<LocalCloudOptions, 'tls' | 'narration' | 'meterTable' | 'functionsAsDeployed'> & { siteDir?: string };

export const startTestCloud = async ({
  siteDir,
  tls,
  narration = 'none',
  meterTable = false,
  functionsAsDeployed = false,
}: TestCloudOptions = {}): Promise<TestCloud> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'waw-test-'));
  const cloud = await startLocalCloud({
    port: 0,
    dataDir,
    siteDir: siteDir ?? join(dataDir, 'no-site'),
    mediaDir: resolve('media'),
    narration,
    // Only a cloud that makes narration serves the shared files: the others' tests hear the browser's voice, as before.
    ...(narration === 'none' ? {} : { narrationRoot: TEST_NARRATION_ROOT }),
    ...(tls ? { tls } : {}),
    meterTable,
    functionsAsDeployed,
  });
  return {
    cloud,
    dataDir,
    stop: async () => {
      await cloud.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
