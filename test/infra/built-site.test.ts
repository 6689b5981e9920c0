import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import { afterAll, describe, expect, it } from 'vitest';
import { builtSite, siteInputs } from '../../infra/constructs/built-site.js';

const scratch = mkdtempSync(join(tmpdir(), 'waw-built-site-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Synthesises a stack holding the site asset, bundling for real (the other infra tests skip bundling), and returns
 * the directory CDK staged as the asset.
 */
const stagedSite = (reusableDist: string, name: string): string => {
  const outdir = join(scratch, `${name}.out`);
  const app = new App({ outdir });
  const stack = new Stack(app, 'Site');
  new BucketDeployment(stack, 'Deployment', {
    sources: [builtSite({ reusableDist })],
    destinationBucket: new Bucket(stack, 'Bucket'),
  });
  app.synth();
  const assets = readdirSync(outdir).filter((entry) => entry.startsWith('asset.'));
  const site = assets.find((entry) => existsSync(join(outdir, entry, 'sw.js')) || existsSync(join(outdir, entry, 'marker.txt')));
  if (!site) throw new Error(`no site asset among ${assets.join(', ')}`);
  return join(outdir, site);
};

describe('the site asset', () => {
  it('holds the app built from the tree when no build exists', { timeout: 240_000 }, () => {
    const site = stagedSite(join(scratch, 'no-dist'), 'clean');
    const page = readFileSync(join(site, 'index.html'), 'utf8');
    const scripts = [...page.matchAll(/src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(/-[A-Za-z0-9_-]{8}\.js$/);
      expect(existsSync(join(site, 'assets', script))).toBe(true);
    }
    expect(readFileSync(join(site, 'sw.js'), 'utf8')).toContain('index.html');
    expect(page).not.toContain('has not been built');
    // No source maps are served: they would hand anyone the app's whole source with its comments.
    const files = readdirSync(site, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(join(site, file), 'utf8')).not.toContain('sourceMappingURL');
    }
  });

  it('reuses a build written after every input changed, instead of building again', () => {
    const dist = join(scratch, 'fresh-dist');
    mkdirSync(dist);
    const { newest } = siteInputs();
    const later = new Date(newest + 60_000);
    // A stand-in build: the marker shows which directory the asset came from.
    for (const [file, content] of [
      ['index.html', '<!doctype html>'],
      ['sw.js', '// worker'],
      ['marker.txt', 'reused'],
    ] as const) {
      writeFileSync(join(dist, file), content);
      utimesSync(join(dist, file), later, later);
    }
    expect(readFileSync(join(stagedSite(dist, 'fresh'), 'marker.txt'), 'utf8')).toBe('reused');
  });
});
