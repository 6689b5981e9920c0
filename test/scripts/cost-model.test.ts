import { describe, expect, it } from 'vitest';
import { CLASS_ROWS_STREAM } from '../../functions/routes.js';
import { YEAR, classRowsInvocations } from '../../scripts/bench/cost-model.js';

/** How the cost model counts the class rows' function: the stream's saves, gathered by the mapping's batching window. */
describe('the class rows’ invocations in the cost model', () => {
  const saves = 750;

  it('are one a save where saves are too few to meet in a window, and fewer as a district grows', () => {
    expect(classRowsInvocations(saves, 1)).toBeCloseTo(saves, 0);
    const small = classRowsInvocations(saves, 100);
    const district = classRowsInvocations(saves, 10_000);
    const large = classRowsInvocations(saves, 100_000);
    expect(small).toBeLessThan(saves);
    expect(district).toBeLessThan(small);
    expect(large).toBeLessThan(district);
  });

  it('take a shard’s saves of one window each: the first, and those that arrive in the window after it', () => {
    const perShardPerSecond = (saves * 10_000) / YEAR.schoolSecondsPerYear / YEAR.streamShards;
    expect(classRowsInvocations(saves, 10_000)).toBeCloseTo(saves / (1 + perShardPerSecond * CLASS_ROWS_STREAM.batchingWindowSeconds), 6);
  });

  it('never put more than a batch in one invocation', () => {
    expect(classRowsInvocations(saves, 100_000_000)).toBeCloseTo(saves / CLASS_ROWS_STREAM.batchSize, 6);
  });
});
