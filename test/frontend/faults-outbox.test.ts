import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyGameAction } from '@domain/transitions';
import { initialiseModule, toPlayable, toRecord, type ModuleRecord } from '@domain/module';
import { ApiStatusError } from '../../frontend/src/lib/errors';

/**
 * The app's outbox when AWS misbehaves (issue 44, item 2): a save whose answer was lost after the server stored it (a
 * 504, a 502 from a crashed function, a dropped connection) is sent again, meets a 409 with the stored copy, and
 * ends there: nothing is sent twice, no token is counted twice, and the child never sees an error.
 */
const mocks = vi.hoisted(() => ({ apiGet: vi.fn(), apiPut: vi.fn() }));
vi.mock('../../frontend/src/lib/api-client', () => ({ apiGet: mocks.apiGet, apiPut: mocks.apiPut, postLogin: vi.fn() }));

const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');

const fresh: ModuleRecord = toRecord(
  initialiseModule({ id: 'm1', name: 'RESPA', day_completed: 0, step_completed: 'notstarted', game_details: null, version: 3 }),
);
const store = () => useModulesStore.getState();

beforeEach(() => {
  vi.resetAllMocks();
  store().reset();
  useModulesStore.setState({ status: 'ready', modules: [fresh], confirmed: { m1: fresh } });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a save whose answer was lost', () => {
  it.each([
    ['a 504 (the answer lost on its way)', new ApiStatusError(504, { message: 'Endpoint request timed out' })],
    ['a 502 (the function crashed after its write)', new ApiStatusError(502, { message: 'Internal server error' })],
    ['a dropped connection', new TypeError('Failed to fetch')],
  ])('after %s is sent again, merged with the stored copy, and shows no error', async (_case, lost) => {
    vi.useFakeTimers();
    const step = { type: 'preEmotion', day: 1, emotion: 'happy' } as const;
    // The server stored the save (version 4), but its answer never arrived; sent again on version 3, it meets a 409.
    const stored = toRecord({ ...applyGameAction(toPlayable(fresh), step), version: 4 });
    mocks.apiPut.mockRejectedValueOnce(lost).mockRejectedValueOnce(new ApiStatusError(409, { module: stored }));
    store().play('m1', step);
    await vi.advanceTimersByTimeAsync(0);
    expect(store().saveState).toBe('offline');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(mocks.apiPut).toHaveBeenCalledTimes(2);
    expect(mocks.apiPut.mock.calls[1]![1]).toMatchObject({ version: 3 });
    expect(store()).toMatchObject({ saveState: 'saved', saveMessage: null, pending: { m1: [] } });
    expect(store().confirmed.m1?.version).toBe(4);
    expect(toPlayable(store().modules[0]!).game_details.inventory.earned).toBe(toPlayable(stored).game_details.inventory.earned);
  });
});
