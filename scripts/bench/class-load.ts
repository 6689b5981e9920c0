import { CLASS_PASSWORD, importClass, percentile, playChild, type ChildResult } from '../../test/local/class-play.js';
import { startTestCloud } from '../../test/support/test-cloud.js';
import type { Figure, FigureGroup } from './figures.js';

const CLASS_SIZE = 30;
/** children who play alone first, one after another: the latency a child sees on a quiet cloud */
const ALONE = 3;

/**
 * Issue 32, item 10: a class of 30 signing in and playing at once on the local cloud (this machine's cores), as
 * stock clients on loopback. Two figures from one run: the calls per second the class got answered, and the p95 of
 * a call under the class ÷ the p95 of a call by one child alone (a ratio, so a busy machine slows both alike).
 */
export const classLoad: FigureGroup = {
  id: 'class',
  title: `A class of ${CLASS_SIZE} at once on the local cloud (sign-in, credentials, student, modules, 5 saves and a repeated one each)`,
  measure: async () => {
    const test = await startTestCloud();
    try {
      const usernames = await importClass(test.cloud, 'bench', CLASS_SIZE + ALONE);
      const play = (index: number) => playChild(test.cloud, usernames[index]!, CLASS_PASSWORD('bench', index));
      const alone: ChildResult[] = [];
      for (let index = CLASS_SIZE; index < CLASS_SIZE + ALONE; index += 1) alone.push(await play(index));

      const started = performance.now();
      const settled = await Promise.allSettled(Array.from({ length: CLASS_SIZE }, (_, index) => play(index)));
      const seconds = (performance.now() - started) / 1000;
      const played = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      const failures = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
      for (const failure of new Set(failures)) console.error(`class: ${failure}`);

      const calls = played.flatMap((child) => child.calls);
      const p95Alone = percentile(
        alone.flatMap((child) => child.calls.map((call) => call.ms)),
        95,
      );
      const p95Class = percentile(
        calls.map((call) => call.ms),
        95,
      );
      const figures: Figure[] = [
        {
          name: 'children whose every call was answered',
          value: `${played.length} of ${CLASS_SIZE}`,
          goal: `${CLASS_SIZE} of ${CLASS_SIZE}`,
          met: failures.length === 0,
        },
        { name: 'calls answered per second, the class at once', value: (calls.length / seconds).toFixed(1), goal: 'reported', met: null },
        {
          name: 'p95 of a call: the class ÷ one child alone',
          value: `${(p95Class / p95Alone).toFixed(1)}x (${p95Class.toFixed(0)} ms ÷ ${p95Alone.toFixed(0)} ms)`,
          goal: 'reported',
          met: null,
        },
      ];
      return figures;
    } finally {
      await test.stop();
    }
  },
};
