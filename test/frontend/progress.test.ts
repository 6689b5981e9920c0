import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyGameAction } from '@domain/transitions';
import { initialiseModule, toPlayable, toRecord, type ModuleRecord } from '@domain/module';
import { ApiStatusError } from '../../frontend/src/lib/errors';

const mocks = vi.hoisted(() => ({ apiGet: vi.fn(), apiPut: vi.fn() }));
vi.mock('../../frontend/src/lib/api-client', () => ({ apiGet: mocks.apiGet, apiPut: mocks.apiPut, postLogin: vi.fn() }));

const { useModulesStore, SAVE_MESSAGES } = await import('../../frontend/src/features/modules/modules-store');

const fresh: ModuleRecord = toRecord(
  initialiseModule({ id: 'm1', name: 'RESPA', day_completed: 0, step_completed: 'notstarted', game_details: null, version: 3 }),
);
const store = () => useModulesStore.getState();
const details = (module: ModuleRecord | undefined) => toPlayable(module!).game_details;
const accept = () => mocks.apiPut.mockImplementation(async (_path: string, body: ModuleRecord) => ({ ...body, version: body.version + 1 }));

beforeEach(() => {
  vi.resetAllMocks();
  store().reset();
  useModulesStore.setState({ status: 'ready', modules: [fresh], confirmed: { m1: fresh } });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saving progress', () => {
  it('shows a step at once and saves it with the version it was read at', async () => {
    accept();
    store().play('m1', { type: 'preEmotion', day: 1, emotion: 'happy' });
    expect(details(store().modules[0]).progress.day_1?.pre_emotion).toBe('happy');
    await store().flush('m1');
    expect(mocks.apiPut).toHaveBeenCalledOnce();
    expect(mocks.apiPut.mock.calls[0]![1]).toMatchObject({ id: 'm1', version: 3 });
    expect(store()).toMatchObject({ saveState: 'saved', pending: { m1: [] } });
    expect(store().confirmed.m1?.version).toBe(4);
  });

  it('keeps the step in session storage while offline and saves it when the network returns', async () => {
    vi.useFakeTimers();
    mocks.apiPut.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    accept();
    mocks.apiPut.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    store().play('m1', { type: 'preEmotion', day: 1, emotion: 'calm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store().saveState).toBe('offline');
    expect(JSON.parse(sessionStorage.getItem('modules-storage')!).state.pending.m1).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(mocks.apiPut).toHaveBeenCalledTimes(2);
    expect(store().saveState).toBe('offline');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store()).toMatchObject({ saveState: 'saved', pending: { m1: [] } });
  });

  it('sends what waited as soon as the network returns, without waiting for the end of its back-off', async () => {
    vi.useFakeTimers();
    mocks.apiPut.mockRejectedValue(new TypeError('Failed to fetch'));
    store().play('m1', { type: 'preEmotion', day: 1, emotion: 'calm' });
    for (let wait = 1_000; wait <= 16_000; wait *= 2) await vi.advanceTimersByTimeAsync(wait);
    expect(store().saveState).toBe('offline');
    const attempts = mocks.apiPut.mock.calls.length;
    accept();
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(mocks.apiPut).toHaveBeenCalledTimes(attempts + 1);
    expect(store()).toMatchObject({ saveState: 'saved', pending: { m1: [] } });
  });

  it('keeps the step when its save fails before it is sent, and sends it on the next try', async () => {
    vi.useFakeTimers();
    mocks.apiPut.mockRejectedValueOnce(new Error('The configuration has not been loaded yet'));
    accept();
    store().play('m1', { type: 'preEmotion', day: 1, emotion: 'happy' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store()).toMatchObject({ saveState: 'offline', saveMessage: null });
    expect(details(store().modules[0]).progress.day_1?.pre_emotion).toBe('happy');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store()).toMatchObject({ saveState: 'saved', pending: { m1: [] } });
    expect(details(store().confirmed.m1).progress.day_1?.pre_emotion).toBe('happy');
  });

  it('merges a 409 with the other tab’s copy, keeping both sides’ progress', async () => {
    const otherTab = toRecord({ ...applyGameAction(toPlayable(fresh), { type: 'preEmotion', day: 1, emotion: 'happy' }), version: 4 });
    mocks.apiPut.mockRejectedValueOnce(new ApiStatusError(409, { module: otherTab }));
    accept();
    store().play('m1', { type: 'preEmotion', day: 1, emotion: 'happy' });
    store().play('m1', { type: 'sing', day: 1, video: 'respa-day-1' });
    await store().flush('m1');
    const saved = mocks.apiPut.mock.calls.at(-1)![1] as ModuleRecord;
    expect(saved.version).toBe(4);
    const merged = details(saved);
    expect(merged.progress.day_1).toMatchObject({ pre_emotion: 'happy', sing: { completed: true } });
    expect(merged.inventory.earned).toBe(3); // the emotion counted once, not once per tab
    expect(store().confirmed.m1?.version).toBe(5);
  });

  it('shows a gentle message when the server refuses a save, and goes back to the server’s copy', async () => {
    mocks.apiPut.mockRejectedValue(new ApiStatusError(400, { message: 'no' }));
    store().play('m1', { type: 'preEmotion', day: 1, emotion: 'sad' });
    await store().flush('m1');
    expect(store()).toMatchObject({ saveState: 'refused', saveMessage: SAVE_MESSAGES.refused });
    expect(details(store().modules[0]).progress.day_1?.pre_emotion).toBe('');
  });

  it('saves what a reload interrupted, once the modules load again', async () => {
    mocks.apiPut.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    store().play('m1', { type: 'preEmotion', day: 1, emotion: 'inspired' });
    await store().flush('m1');
    const persisted = sessionStorage.getItem('modules-storage')!;
    store().reset();
    sessionStorage.setItem('modules-storage', persisted);
    await useModulesStore.persist.rehydrate();
    mocks.apiGet.mockImplementation(async (path: string) =>
      path === '/v3/waw/modules' ? { modules: [fresh] } : path === '/v3/waw/student' ? { grade: 'WAW' } : { influencers: [] },
    );
    accept();
    await store().load();
    await store().flush('m1');
    expect(details(store().confirmed.m1).progress.day_1?.pre_emotion).toBe('inspired');
    expect(store().pending.m1).toEqual([]);
  });

  it('sends celebrate’s three parts as one save: the first two wait, in session storage, for the last', async () => {
    accept();
    const atCelebrate = toRecord(
      (
        [
          { type: 'preEmotion', day: 1, emotion: 'happy' },
          { type: 'sing', day: 1, video: 'respa-day-1' },
          { type: 'learn', day: 1 },
          { type: 'practice', day: 1, correct_answers: 3, wrong_answers: 0 },
          { type: 'followthebeat', day: 1 },
        ] as const
      ).reduce(applyGameAction, toPlayable(fresh)),
    );
    useModulesStore.setState({ modules: [atCelebrate], confirmed: { m1: atCelebrate } });
    store().play('m1', { type: 'celebrate', day: 1, part: 'sing' }, { hold: true });
    store().play('m1', { type: 'celebrate', day: 1, part: 'recorded_message' }, { hold: true });
    await Promise.resolve();
    expect(mocks.apiPut).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('modules-storage')!).state.pending.m1).toHaveLength(2);
    store().play('m1', { type: 'celebrate', day: 1, part: 'influencer_video' });
    await store().flush('m1');
    expect(mocks.apiPut).toHaveBeenCalledOnce();
    expect(details(mocks.apiPut.mock.calls[0]![1] as ModuleRecord).progress.day_1?.celebrate).toEqual({
      sing: true,
      recorded_message: true,
      influencer_video: true,
      completed: true,
    });
    expect(store().pending.m1).toEqual([]);
  });

  it('refuses a move the rules do not allow, without saving anything', () => {
    expect(() => store().play('m1', { type: 'learn', day: 1 })).toThrow();
    expect(mocks.apiPut).not.toHaveBeenCalled();
  });
});

describe('races', () => {
  it('drops a load still on its way when the child logs out, instead of writing their modules back', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mocks.apiGet.mockImplementation((path: string) =>
      path === '/v3/waw/modules'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve(path === '/v3/waw/student' ? { grade: 'WAW' } : { influencers: [] }),
    );
    store().reset();
    const loading = store().load();
    await vi.waitFor(() => expect(mocks.apiGet).toHaveBeenCalledWith('/v3/waw/modules'));
    store().reset();
    answer({ modules: [fresh] });
    await loading;
    expect(store().modules).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('modules-storage') ?? '{"state":{"modules":[]}}').state.modules).toEqual([]);
  });

  it('reads only the modules: the sign-in read the student, and a day’s page names its friend', async () => {
    mocks.apiGet.mockResolvedValue({ modules: [fresh] });
    store().reset();
    await store().load();
    expect(mocks.apiGet.mock.calls.map(([path]) => path as string)).toEqual(['/v3/waw/modules']);
  });

  it('keeps a save that finished while an older load was on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mocks.apiGet.mockImplementation((path: string) =>
      path === '/v3/waw/modules'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve(path === '/v3/waw/student' ? { grade: 'WAW' } : { influencers: [] }),
    );
    accept();
    const loading = store().load();
    store().play('m1', { type: 'preEmotion', day: 1, emotion: 'mad' });
    await store().flush('m1');
    answer({ modules: [fresh] });
    await loading;
    expect(details(store().modules[0]).progress.day_1?.pre_emotion).toBe('mad');
  });
});
