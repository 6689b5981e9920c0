import { createHash } from 'node:crypto';
import type { NarrationGroup } from '@domain/narration/lines.js';

/**
 * Narration: a line of text and a voice in, an audio file out, made once when the content is made (issue 46). The
 * same job runs with Amazon Polly in AWS and with Debian's espeak-ng on `npm start`; only the engine differs.
 */
export interface NarrationEngine {
  /** the voice, as the engine names it (espeak-ng `en-us+f3`, Polly `Ivy`) */
  voice: string;
  /** the engine and its version: a new engine makes new files rather than mixing voices */
  version: string;
  /** the audio's file extension and type */
  extension: 'mp3';
  contentType: 'audio/mpeg';
  synthesize: (text: string) => Promise<Uint8Array>;
}

/** Where narration lives in the media bucket; served at /media/narration/ like any media. */
export interface NarrationStore {
  has: (key: string) => Promise<boolean>;
  put: (key: string, body: Uint8Array | string, contentType: string) => Promise<void>;
}

export const NARRATION_PREFIX = 'media/narration/';

/** A line's file: named by what decides its sound (text, voice, engine), so an unchanged line is never made twice. */
export const narrationKey = (text: string, engine: Pick<NarrationEngine, 'voice' | 'version' | 'extension'>): string =>
  `${NARRATION_PREFIX}${createHash('sha256').update(`${engine.version}\n${engine.voice}\n${text}`).digest('hex').slice(0, 32)}.${engine.extension}`;

/**
 * How long CloudFront's edges keep what the job writes (each object's own Cache-Control in S3; the distribution gives
 * browsers theirs, infra/constructs/cache-control.ts). A line's file is named by its content and never changes: a
 * year. A manifest changes with each publish of its page: asked of the bucket again every time.
 */
export const NARRATION_EDGE_CACHE = { audio: 'max-age=31536000, immutable', manifest: 'no-cache' } as const;

/** A group's manifest (the app's lines, or one page's): where the player finds it. */
export const manifestKey = (group: string): string => `${NARRATION_PREFIX}manifests/${group}.json`;

/** What the player reads: each line's text and the path of its audio. */
export type NarrationManifest = Record<string, string>;

const mediaPath = (key: string) => `/${key}`;

/**
 * Makes every group's missing audio, `concurrency` lines at a time, then writes each group's manifest once all its
 * lines exist (a manifest never names a file still being made). Groups go in order, so the app's lines and day 1
 * are ready first; a stop (`signal`) lets the lines being made finish and starts no more. Answers how many files it made and how many it found already made.
 */
export const makeNarration = async (
  engine: NarrationEngine,
  store: NarrationStore,
  groups: readonly NarrationGroup[],
  { concurrency = 2, signal }: { concurrency?: number; signal?: AbortSignal } = {},
): Promise<{ made: number; kept: number }> => {
  let made = 0;
  let kept = 0;
  for (const group of groups) {
    if (signal?.aborted) break;
    const manifest: NarrationManifest = {};
    const waiting = [...group.lines];
    const worker = async () => {
      for (let text = waiting.shift(); text !== undefined && !signal?.aborted; text = waiting.shift()) {
        const key = narrationKey(text, engine);
        if (await store.has(key)) kept += 1;
        else {
          await store.put(key, await engine.synthesize(text), engine.contentType);
          made += 1;
        }
        manifest[text] = mediaPath(key);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    // Stopped half-way: the files made stay (they are right whatever comes), but no manifest names a missing one.
    if (signal?.aborted) break;
    // In the order the lines were listed, whatever order the workers finished in.
    const ordered = Object.fromEntries(group.lines.map((text) => [text, manifest[text]!]));
    await store.put(manifestKey(group.name), JSON.stringify(ordered), 'application/json');
  }
  return { made, kept };
};
