import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_PAGES } from '@domain/content/index';
import { initialiseModule, toRecord, type ModuleRecord } from '@domain/module';
import { applyGameAction, type GameAction } from '@domain/transitions';
import { renderAt } from './render';
import { testTaken } from '../domain/arbitraries';

const mocks = vi.hoisted(() => ({ apiGet: vi.fn(), apiPut: vi.fn(), apiPost: vi.fn() }));
vi.mock('../../frontend/src/lib/api-client', () => ({
  apiGet: mocks.apiGet,
  apiPut: mocks.apiPut,
  apiPost: mocks.apiPost,
  postLogin: vi.fn(),
}));

const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');
const { useAuthStore } = await import('../../frontend/src/features/auth/auth-store');
const { endSession } = await import('../../frontend/src/lib/session');

const INFLUENCERS = [
  { id: 'captain-kit', name: 'Captain Kit', video: '/media/influencers/captain-kit.mp4' },
  { id: 'sunny-sam', name: 'Sunny Sam', video: '/media/influencers/sunny-sam.mp4' },
];

/** A day played up to its friend's video: everything before it done. */
const dayUpToTheVideo = (day: number): GameAction[] => [
  { type: 'preEmotion', day, emotion: 'happy' },
  { type: 'sing', day, video: 'x' },
  { type: 'learn', day },
  { type: 'practice', day, correct_answers: 3, wrong_answers: 0 },
  { type: 'followthebeat', day },
  { type: 'celebrate', day, part: 'sing' },
  { type: 'celebrate', day, part: 'recorded_message' },
];
const atTheVideoOf = (day: number): ModuleRecord => {
  const before: GameAction[] = Array.from({ length: day - 1 }, (_, i): GameAction[] => [
    ...dayUpToTheVideo(i + 1),
    { type: 'celebrate', day: i + 1, part: 'influencer_video' },
    { type: 'postEmotion', day: i + 1, emotion: 'calm' },
  ]).flat();
  const start = initialiseModule({
    id: 'm1',
    name: 'RESPA',
    day_completed: 0,
    step_completed: 'notstarted',
    game_details: null,
    version: 1,
  });
  const actions: GameAction[] = [{ type: 'onboarded' }, { type: 'preTest', result: testTaken(3) }, ...before, ...dayUpToTheVideo(day)];
  return toRecord(actions.reduce(applyGameAction, start));
};

/** The API as the server answers; a day's page says nothing of influencers, so the video can only come from the list. */
const serve = (module: ModuleRecord, influencers: () => Promise<unknown> = async () => ({ influencers: INFLUENCERS })) =>
  mocks.apiGet.mockImplementation(async (path: string, query?: { id: string }) => {
    if (path === '/v3/waw/modules') return { modules: [module] };
    if (path === '/v3/waw/student') return { first_name: 'Maya', grade: 'WAW' };
    if (path === '/v3/waw/page') return { content: DAY_PAGES.find((page) => page.id === query?.id), next_day_ready: true };
    if (path === '/v3/student/influencers') return influencers();
    throw new Error(`unexpected GET ${path}`);
  });
const listReads = () => mocks.apiGet.mock.calls.filter(([path]) => path === '/v3/student/influencers').length;

beforeEach(() => {
  vi.resetAllMocks();
  endSession();
  useAuthStore.setState({ isAuthenticated: true });
});

describe('the influencer list (read once a session)', () => {
  it('gives each day its friend in turn, read once for a day, the next day and a reload', async () => {
    serve(atTheVideoOf(1));
    const first = renderAt('/modules/RESPA/1/celebrate');
    expect(await screen.findByLabelText('Video from Captain Kit')).toHaveAttribute('src', '/media/influencers/captain-kit.mp4');
    first.unmount();

    useModulesStore.getState().reset();
    serve(atTheVideoOf(2));
    renderAt('/modules/RESPA/2/celebrate');
    expect(await screen.findByLabelText('Video from Sunny Sam')).toHaveAttribute('src', '/media/influencers/sunny-sam.mp4');
    expect(listReads()).toBe(1);

    // A reload: the page's code starts afresh, and the list comes from the session's storage.
    vi.resetModules();
    const reloaded = await import('../../frontend/src/features/play/influencers');
    await expect(reloaded.fetchInfluencers()).resolves.toEqual(INFLUENCERS);
    expect(listReads()).toBe(1);
  });

  it('goes on without the video when the list cannot be read, and asks again next time', async () => {
    serve(atTheVideoOf(1), async () => Promise.reject(new TypeError('Failed to fetch')));
    const first = renderAt('/modules/RESPA/1/celebrate');
    expect(await screen.findByRole('button', { name: /Hooray!/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Video from/)).toBeNull();
    first.unmount();

    useModulesStore.getState().reset();
    serve(atTheVideoOf(1));
    renderAt('/modules/RESPA/1/celebrate');
    expect(await screen.findByLabelText('Video from Captain Kit')).toBeInTheDocument();
    expect(listReads()).toBe(2);
  });

  it('is forgotten at sign-out: the next child’s session reads it afresh', async () => {
    // The same instances of the app's modules, whichever a test before loaded.
    const { fetchInfluencers } = await import('../../frontend/src/features/play/influencers');
    const session = await import('../../frontend/src/lib/session');
    serve(atTheVideoOf(1));
    await fetchInfluencers();
    await fetchInfluencers();
    expect(listReads()).toBe(1);
    session.endSession();
    await fetchInfluencers();
    expect(listReads()).toBe(2);
  });
});
