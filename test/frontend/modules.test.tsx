import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialiseModule, toRecord } from '@domain/module';
import { ApiStatusError } from '../../frontend/src/lib/errors';
import { renderAt } from './render';

const mocks = vi.hoisted(() => ({ apiGet: vi.fn(), apiPut: vi.fn() }));
vi.mock('../../frontend/src/lib/api-client', () => ({ apiGet: mocks.apiGet, apiPut: mocks.apiPut, postLogin: vi.fn() }));

const student = { id: 's1', class_id: 'c', first_name: 'Maya', last_name: 'R', grade: 'WAW' };
const fresh = (name: string, id = name) => ({
  id,
  name,
  day_completed: 0,
  step_completed: 'notstarted' as const,
  game_details: null,
  version: 0,
});
const played = (name: string, days: number) => ({ ...toRecord(initialiseModule(fresh(name))), day_completed: days, version: 4 });

const serve = (modules: unknown) =>
  mocks.apiGet.mockImplementation(async (path: string) => {
    if (path === '/v3/waw/student') return student;
    if (path === '/v3/student/influencers') return { influencers: [{ id: 'sunny-sam' }] };
    return modules;
  });

beforeEach(async () => {
  vi.resetAllMocks();
  sessionStorage.setItem('token', 'jwt');
  sessionStorage.setItem('identity_id', 'id');
  const { useAuthStore } = await import('../../frontend/src/features/auth/auth-store');
  const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');
  useAuthStore.setState({ isAuthenticated: true });
  useModulesStore.getState().reset();
  mocks.apiPut.mockImplementation(async (_path: string, body: { version: number }) => ({ ...body, version: body.version + 1 }));
});

describe('the modules store and screens', () => {
  it('shows a spinner, then the modules deduplicated by lower-cased name, each with its picture', async () => {
    let answer: (value: unknown) => void = () => undefined;
    serve(new Promise((resolve) => (answer = resolve)));
    renderAt('/modules');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading modules' })).toBeInTheDocument();
    answer({ modules: [played('RESPA', 2), { ...played('respa', 0), id: 'dup' }, played('INROCK', 0)] });
    expect(await screen.findByRole('link', { name: /Respa/ })).toHaveTextContent('2 of 10 days');
    expect(screen.getAllByRole('link', { name: /Respa/ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Inrock' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('modules-storage')!).state.modules).toHaveLength(2);
  });

  it('initialises a module whose details are missing in play, and saves it with its first step: one save, not two', async () => {
    serve({ modules: [fresh('RESPA')] });
    renderAt('/modules');
    await screen.findByRole('link', { name: /Respa/ });
    expect(mocks.apiPut).not.toHaveBeenCalled();
    const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');
    useModulesStore.getState().play('RESPA', { type: 'onboarded' });
    await waitFor(() => expect(mocks.apiPut).toHaveBeenCalledOnce());
    const [path, body] = mocks.apiPut.mock.calls[0]!;
    expect(path).toBe('/v3/waw/module');
    expect(body).toMatchObject({ id: 'RESPA', day_completed: 0, step_completed: 'notstarted', version: 0 });
    expect(JSON.parse(body.game_details)).toMatchObject({ character: 'RESPA', onboarded: true });
  });

  it('plays the first step again on the copy another tab initialised first, when its save meets a 409', async () => {
    serve({ modules: [fresh('RESPA')] });
    const other = { ...toRecord(initialiseModule(fresh('RESPA'))), version: 1 };
    mocks.apiPut
      .mockRejectedValueOnce(new ApiStatusError(409, { module: other }))
      .mockImplementation(async (_path: string, body: { version: number }) => ({ ...body, version: body.version + 1 }));
    const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');
    await useModulesStore.getState().load();
    useModulesStore.getState().play('RESPA', { type: 'onboarded' });
    await useModulesStore.getState().flush('RESPA');
    expect(mocks.apiPut).toHaveBeenCalledTimes(2);
    expect(mocks.apiPut.mock.calls[1]![1]).toMatchObject({ version: 1 });
    expect(useModulesStore.getState().confirmed.RESPA).toMatchObject({ version: 2 });
  });

  it('asks for a minimal answer to a save, and keeps what it sent as the stored copy when the answer is only a version', async () => {
    serve({ modules: [played('RESPA', 0)] });
    mocks.apiPut.mockImplementation(async (_path: string, body: { version: number }) => ({ version: body.version + 1 }));
    const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');
    await useModulesStore.getState().load();
    useModulesStore.getState().play('RESPA', { type: 'onboarded' });
    await useModulesStore.getState().flush('RESPA');
    const [, sent, options] = mocks.apiPut.mock.calls[0]!;
    expect(options).toMatchObject({ minimal: true });
    expect(useModulesStore.getState().confirmed.RESPA).toEqual({ ...sent, version: 5 });
    // The next save builds on it: the version the answer gave, the details the child played.
    useModulesStore.getState().play('RESPA', { type: 'preEmotion', day: 1, emotion: 'happy' });
    await useModulesStore.getState().flush('RESPA');
    expect(mocks.apiPut.mock.calls[1]![1]).toMatchObject({ version: 5 });
    expect(JSON.parse(mocks.apiPut.mock.calls[1]![1].game_details)).toMatchObject({ onboarded: true });
    expect(useModulesStore.getState().saveState).toBe('saved');
  });

  it('uses an empty list when the modules are missing from the answer', async () => {
    serve({});
    renderAt('/modules');
    expect(await screen.findByText('No programmes yet. Your teacher will add one soon.')).toBeInTheDocument();
  });

  it("shows 'Error loading modules: {message}', and 'Failed to fetch modules' when a load fails without one", async () => {
    mocks.apiGet.mockRejectedValue(new ApiStatusError(500, null));
    const first = renderAt('/modules');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading modules: Request failed with status 500');
    first.unmount();
    mocks.apiGet.mockRejectedValue(new Error(''));
    renderAt('/modules');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading modules: Failed to fetch modules');
  });

  it('shows the 10 days: finished ones marked, the next open, the rest locked', async () => {
    serve({ modules: [played('RESPA', 3)] });
    renderAt('/modules/respa');
    expect(await screen.findByLabelText('Day 3, done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Day 4, play now' })).toHaveAttribute('href', '/modules/RESPA/4');
    expect(screen.getByLabelText('Day 5, locked')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Day 5/ })).toBeNull();
  });

  it('says \'Module "{name}" not found\' for a character the child does not have, with a way back', async () => {
    serve({ modules: [played('RESPA', 0)] });
    renderAt('/modules/COUR');
    expect(await screen.findByText('Module "COUR" not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My programmes/ })).toHaveAttribute('href', '/modules');
  });

  it('reads the modules once a session: another screen and a reload use the copy kept in session storage', async () => {
    serve({ modules: [played('RESPA', 1)] });
    const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');
    await useModulesStore.getState().load();
    await useModulesStore.getState().load();
    const persisted = sessionStorage.getItem('modules-storage')!;
    useModulesStore.setState({ status: 'idle', loaded: false, modules: [] });
    sessionStorage.setItem('modules-storage', persisted);
    await useModulesStore.persist.rehydrate();
    expect(useModulesStore.getState()).toMatchObject({ status: 'ready', modules: [expect.objectContaining({ name: 'RESPA' })] });
    await useModulesStore.getState().load();
    expect(mocks.apiGet.mock.calls.map(([path]) => path as string)).toEqual(['/v3/waw/modules']);
  });
});
