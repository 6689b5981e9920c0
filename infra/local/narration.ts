import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DAY_PAGES, SCREENING_PAGES } from '@domain/content/index.js';
import { narrationGroups } from '@domain/narration/lines.js';
import { makeNarration, type NarrationStore } from '../../functions/narration/narration.js';
import { espeakEngine, espeakVersion } from './espeak.js';

/**
 * A bucket on disk, as the local S3 keeps one: a key is a path under `root` (the local CloudFront types a file by its
 * name). Each file appears whole, renamed into place, so none is ever served half written.
 */
export const fileStore = (root: string): NarrationStore => ({
  has: async (key) => existsSync(join(root, key)),
  put: async (key, body) => {
    const path = join(root, key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.part`;
    await writeFile(partial, body);
    await rename(partial, path);
  },
});

export type NarrationChoice = 'all' | 'none' | readonly string[];

/**
 * The deployment's narration job, on this machine: every line of the seeded programme spoken by espeak-ng into the
 * media bucket, in the background (never in a request), the app's lines and the first days first. `groups` narrows
 * it to some pages (a test that plays one day). Without espeak-ng nothing is made and the app uses the browser's voice.
 */
export const startNarration = async (
  root: string,
  choice: NarrationChoice,
  signal: AbortSignal,
): Promise<{ made: number; kept: number } | null> => {
  if (choice === 'none') return null;
  const version = espeakVersion();
  if (!version) {
    console.warn('local cloud: espeak-ng or ffmpeg is not installed (apt-get install espeak-ng ffmpeg): lines use the browser’s voice.');
    return null;
  }
  const all = narrationGroups(DAY_PAGES, SCREENING_PAGES);
  // Day 1 of every programme before day 2 of any: a child starting anywhere is voiced soonest.
  const dayOf = (name: string) => Number(/-day-(\d+)$/.exec(name)?.[1] ?? 0);
  const ordered = [...all].sort((a, b) => dayOf(a.name) - dayOf(b.name));
  const groups = choice === 'all' ? ordered : ordered.filter((group) => choice.includes(group.name));
  return makeNarration(espeakEngine(version), fileStore(root), groups, { signal });
};
