import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalCloud, type LocalCloud, type LocalCloudOptions } from '../../infra/local/server.js';

export interface TestCloud {
  cloud: LocalCloud;
  dataDir: string;
  stop: () => Promise<void>;
}

/** The local cloud on a free port with data of its own, removed again by stop(); `tls` adds CloudFront's HTTPS side. */
export const startTestCloud = async (siteDir?: string, tls?: LocalCloudOptions['tls']): Promise<TestCloud> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'waw-test-'));
  const cloud = await startLocalCloud({
    port: 0,
    dataDir,
    siteDir: siteDir ?? join(dataDir, 'no-site'),
    mediaDir: resolve('media'),
    ...(tls ? { tls } : {}),
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
