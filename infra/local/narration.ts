import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { DAY_PAGES, SCREENING_PAGES } from '@domain/content/index.js';
import type { NarrationGroup } from '@domain/narration/lines.js';
import { makeNarration, type NarrationEngine, type NarrationStore } from '../../functions/narration/narration.js';
import { NARRATION_QUEUE } from '../../functions/routes.js';
import { espeakEngine, espeakVersion } from './espeak.js';
import type { InvokeOutcome } from './functions.js';

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

/** One run of the job on a group: what it made and what it found made. */
export interface NarrationRun {
  group: string;
  made: number;
  kept: number;
}

/** espeak-ng behind the narration interface, or null where espeak-ng or ffmpeg is missing (said once). */
const localEngine = (() => {
  let engine: NarrationEngine | null | undefined;
  return (): NarrationEngine | null => {
    if (engine !== undefined) return engine;
    const version = espeakVersion();
    if (!version)
      console.warn('local cloud: espeak-ng or ffmpeg is not installed (apt-get install espeak-ng ffmpeg): lines use the browser’s voice.');
    engine = version ? espeakEngine(version) : null;
    return engine;
  };
})();

/**
 * The functions' code reads its environment when first loaded, which the local cloud sets as it starts: the job's
 * code is loaded once it has.
 */
const job = () => import('../../functions/narration/narration-job.js');

/**
 * The deployment's narration job at start-up, on this machine: every group of the seeded programme, its lines read as
 * the deployed job reads them (a page's from the table, so an edit published before a restart keeps its lines),
 * spoken by espeak-ng into the media bucket in the background (never in a request). `choice` narrows it to some groups
 * (a test that plays one day). Without espeak-ng nothing is made and the app uses the browser's voice.
 */
export const startNarration = async (
  root: string,
  choice: NarrationChoice,
  signal: AbortSignal,
): Promise<{ made: number; kept: number } | null> => {
  if (choice === 'none') return null;
  const engine = localEngine();
  if (!engine) return null;
  const { loadGroup, programmeGroups } = await job();
  const names = programmeGroups([...DAY_PAGES, ...SCREENING_PAGES].map((page) => page.id)).filter(
    (name) => choice === 'all' || choice.includes(name),
  );
  const groups: NarrationGroup[] = [];
  for (const name of names) {
    const group = await loadGroup(name);
    if (group) groups.push(group);
  }
  return makeNarration(engine, fileStore(root), groups, { signal });
};

/**
 * The narration queue's worker, as its event source mapping calls it: the deployed worker's code for each message
 * (narration-job.ts) with espeak-ng instead of Polly and the bucket on disk instead of S3, run in this process since
 * espeak-ng is a program of this machine. A message that fails is handed back, as Lambda's partial batch response
 * does. Where this cloud makes no narration, a message is taken and nothing is made, as `/config.json` says.
 * `stop` ends it with the cloud: the lines being made finish, no more start, and it answers once they have.
 */
export const narrationWorker = (root: string, choice: NarrationChoice, onRun: (run: NarrationRun) => void) => {
  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();
  const work = async (event: SQSEvent): Promise<InvokeOutcome> => {
    const engine = choice === 'none' ? null : localEngine();
    const { narrateRecord } = await job();
    const batchItemFailures: Array<{ itemIdentifier: string }> = [];
    for (const record of event.Records) {
      if (!engine) continue;
      if (stopping.signal.aborted) {
        batchItemFailures.push({ itemIdentifier: record.messageId });
        continue;
      }
      try {
        const result = await narrateRecord(record, engine, fileStore(root), NARRATION_QUEUE.linesAtOnce, stopping.signal);
        const group = (JSON.parse(record.body) as { group?: string }).group;
        if (result && group && !stopping.signal.aborted) onRun({ group, ...result });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') console.error('local cloud: narration failed', error);
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { ok: true, payload: { batchItemFailures } };
  };
  return {
    invoke: (event: SQSEvent): Promise<InvokeOutcome> => {
      const run = work(event);
      running.add(run);
      void run.finally(() => running.delete(run)).catch(() => undefined);
      return run;
    },
    stop: async () => {
      stopping.abort();
      await Promise.allSettled([...running]);
    },
  };
};
