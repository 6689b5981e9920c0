import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialiseModule, toRecord, type ModuleRecord } from '@domain/module';
import { applyGameAction, type GameAction } from '@domain/transitions';
import { ApiStatusError } from '../../frontend/src/lib/errors';
import { pendingSaves } from '../../frontend/src/lib/pending-saves';
import { forgetPendingSaves, useModulesStore } from '../../frontend/src/features/modules/modules-store';

/**
 * Issue 32, item 9, in jsdom: the store behind the pending saves is the in-memory one here (jsdom has no IndexedDB;
 * test/e2e/closed-tab.test.ts proves the real one in Chromium). What is checked is what the modules store writes to
 * it, sends from it, and leaves in it.
 */

const mocks = vi.hoisted(() => ({ apiGet: vi.fn(), apiPut: vi.fn() }));
vi.mock('../../frontend/src/lib/api-client', () => ({ apiGet: mocks.apiGet, apiPut: mocks.apiPut }));

const OWNER = 'us-east-1:child-1';
const fresh: ModuleRecord = { id: 'RESPA', name: 'RESPA', day_completed: 0, step_completed: 'notstarted', game_details: null, version: 3 };
const feeling: GameAction = { type: 'onboarded' };
const echo = async (_path: string, body: ModuleRecord) => ({ ...body, version: body.version + 1 });

/** A new tab on the same device: no session storage, no store state, but IndexedDB as the last tab left it. */
const newTab = () => {
  useModulesStore.getState().reset();
  sessionStorage.clear();
  sessionStorage.setItem('token', 'jwt');
  sessionStorage.setItem('identity_id', OWNER);
};

/** What the device holds for the child now (the store writes it a moment after each change). */
const written = () => pendingSaves.list(OWNER);

beforeEach(async () => {
  vi.resetAllMocks();
  newTab();
  await pendingSaves.clear(OWNER);
  mocks.apiGet.mockResolvedValue({ modules: [fresh] });
  mocks.apiPut.mockImplementation(echo);
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('pending saves', () => {
  it('keeps a held step on the device with the copy it builds on, and removes it once the server has it', async () => {
    await useModulesStore.getState().load();
    useModulesStore.getState().play('RESPA', feeling, { hold: true });
    await vi.waitFor(async () => expect(await written()).toEqual([{ owner: OWNER, moduleId: 'RESPA', base: fresh, actions: [feeling] }]));
    expect(mocks.apiPut).not.toHaveBeenCalled();

    await useModulesStore.getState().flush('RESPA');
    await vi.waitFor(async () => expect(await written()).toEqual([]));
  });

  it('sends what waits as the page is hidden, as a keepalive request started before any await', async () => {
    await useModulesStore.getState().load();
    useModulesStore.getState().play('RESPA', feeling, { hold: true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    // Synchronously: a closing page may give no further turn.
    expect(mocks.apiPut).toHaveBeenCalledOnce();
    const [path, body, options] = mocks.apiPut.mock.calls[0]!;
    expect(path).toBe('/v3/waw/module');
    expect(body).toMatchObject({ id: 'RESPA', version: 3 });
    expect(JSON.parse((body as ModuleRecord).game_details as string)).toMatchObject({ onboarded: true });
    expect(options).toEqual({ keepalive: true, minimal: true });
    await vi.waitFor(() => expect(useModulesStore.getState().pending.RESPA).toEqual([]));
  });

  it('sends what a closed tab left first when the child signs in again, before the modules are read', async () => {
    await useModulesStore.getState().load();
    useModulesStore.getState().play('RESPA', feeling, { hold: true });
    await vi.waitFor(async () => expect(await written()).toHaveLength(1));

    newTab();
    const calls: string[] = [];
    mocks.apiGet.mockImplementation(async (path: string) => {
      calls.push(`GET ${path}`);
      return { modules: [fresh] };
    });
    mocks.apiPut.mockImplementation(async (path: string, body: ModuleRecord) => {
      calls.push(`PUT ${path}`);
      return echo(path, body);
    });
    await useModulesStore.getState().load();
    await vi.waitFor(() => expect(useModulesStore.getState().confirmed.RESPA).toMatchObject({ version: 4 }));
    expect(calls).toEqual(['PUT /v3/waw/module', 'GET /v3/waw/modules']);
    expect(JSON.parse(useModulesStore.getState().confirmed.RESPA!.game_details as string)).toMatchObject({ onboarded: true });
    await vi.waitFor(async () => expect(await written()).toEqual([]));
  });

  it('merges with a copy the server moved on to (409), and asks nothing more when that copy has the step already', async () => {
    await useModulesStore.getState().load();
    useModulesStore.getState().play('RESPA', feeling, { hold: true });
    await vi.waitFor(async () => expect(await written()).toHaveLength(1));

    // The save sent as the page closed did arrive; its answer did not.
    const landed = { ...toRecord(applyGameAction(initialiseModule(fresh), feeling)), version: 4 };
    newTab();
    mocks.apiGet.mockResolvedValue({ modules: [landed] });
    mocks.apiPut.mockRejectedValue(new ApiStatusError(409, { module: landed }));
    await useModulesStore.getState().load();
    await vi.waitFor(async () => expect(await written()).toEqual([]));
    expect(mocks.apiPut).toHaveBeenCalledOnce();
    expect(useModulesStore.getState().confirmed.RESPA).toEqual(landed);
    expect(useModulesStore.getState().pending.RESPA).toEqual([]);
  });

  it("keeps one child's pending saves from another's session on a shared device", async () => {
    await pendingSaves.put({ owner: 'us-east-1:child-2', moduleId: 'RESPA', base: fresh, actions: [feeling] });
    await useModulesStore.getState().load();
    expect(mocks.apiPut).not.toHaveBeenCalled();
    expect(await pendingSaves.list('us-east-1:child-2')).toHaveLength(1);
    await pendingSaves.clear('us-east-1:child-2');
  });

  it('leaves nothing of the session on the device after a sign-out, even what could not be sent', async () => {
    mocks.apiPut.mockRejectedValue(new ApiStatusError(503, {}));
    await useModulesStore.getState().load();
    useModulesStore.getState().play('RESPA', feeling);
    await vi.waitFor(() => expect(useModulesStore.getState().saveState).toBe('offline'));
    expect(await written()).toHaveLength(1);
    await forgetPendingSaves();
    expect(await written()).toEqual([]);
  });
});
