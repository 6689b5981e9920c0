import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { DAY_PAGES } from '@domain/content/index';
import { dayPageSchema } from '@domain/content/schema';
import { initialiseModule, toRecord, type ModuleRecord, type PlayableModule } from '@domain/module';
import { applyGameAction, type GameAction } from '@domain/transitions';
import { SESSION_KEYS } from '../../frontend/src/lib/session';
import { installFakeSpeech } from './fake-speech';
import { renderAt } from './render';

/**
 * Issue 48: what a day step's first render does not do. The work a child does not see yet (working out the song,
 * checking the same page again, keeping the day's media) waits for a tap or an idle moment, so the step's first
 * paint and first tap are not held up by it. Counted, never timed.
 */
const mocks = vi.hoisted(() => ({ apiGet: vi.fn(), apiPut: vi.fn(), apiPost: vi.fn(), keepDayMedia: vi.fn(), planSong: vi.fn() }));
vi.mock('../../frontend/src/lib/api-client', () => ({
  apiGet: mocks.apiGet,
  apiPut: mocks.apiPut,
  apiPost: mocks.apiPost,
  postLogin: vi.fn(),
}));
vi.mock('../../frontend/src/lib/offline-media', async (original) => ({
  ...(await original<object>()),
  keepDayMedia: mocks.keepDayMedia,
}));
// The real planSong, counted.
vi.mock('../../frontend/src/features/play/song-sound', async (original) => {
  const real = await original<typeof import('../../frontend/src/features/play/song-sound')>();
  mocks.planSong.mockImplementation(real.planSong);
  return { ...real, planSong: mocks.planSong };
});
// jsdom has no Web Audio: a span ends at once.
vi.mock('../../frontend/src/features/play/audio', async (original) => ({
  ...(await original<object>()),
  playSpan: vi.fn(async () => ({ done: Promise.resolve(true), stop: () => undefined })),
}));

const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');
const { useAuthStore } = await import('../../frontend/src/features/auth/auth-store');
const { stopSpeaking } = await import('../../frontend/src/features/play/speech');
const { usePage, forgetPages } = await import('../../frontend/src/features/play/use-page');

const RESPA_PAGES = DAY_PAGES.filter((page) => page.character === 'RESPA');
const day1 = RESPA_PAGES[0]!;
const VIDEO = '/media/influencers/sunny-sam.mp4';
const base = initialiseModule({ id: 'm1', name: 'RESPA', day_completed: 0, step_completed: 'notstarted', game_details: null, version: 1 });
const withActions = (actions: GameAction[]) =>
  toRecord(actions.reduce(applyGameAction, { ...base, game_details: { ...base.game_details, onboarded: true } } as PlayableModule));

const serve = (module: ModuleRecord) =>
  mocks.apiGet.mockImplementation(async (path: string, query?: { id: string }) => {
    if (path === '/v3/waw/page') return { content: RESPA_PAGES.find((page) => page.id === query?.id) };
    if (path === '/v3/waw/modules') return { modules: [module] };
    if (path === '/v3/waw/student') return { first_name: 'Maya', grade: 'WAW' };
    return { influencers: [{ id: 'sunny-sam', name: 'Sunny Sam', video: VIDEO }] };
  });

/** The browser's idle callbacks (those not cancelled), run when the test says the main thread is idle. */
let idle = new Map<number, () => void>();
let voice: ReturnType<typeof installFakeSpeech>;
beforeEach(() => {
  vi.clearAllMocks();
  idle = new Map();
  let handles = 0;
  vi.stubGlobal('requestIdleCallback', (work: () => void) => {
    idle.set((handles += 1), work);
    return handles;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
  voice = installFakeSpeech({ auto: true });
  mocks.apiPut.mockImplementation(async (_path: string, body: ModuleRecord) => ({ ...body, version: body.version + 1 }));
  useModulesStore.getState().reset();
  forgetPages();
  useAuthStore.setState({ isAuthenticated: true });
});
afterEach(() => {
  stopSpeaking();
  voice.uninstall();
  vi.unstubAllGlobals();
});

describe('a day step’s first render', () => {
  it('works out no song until the child taps play: the sing step shows the words, the score is parsed on the tap', async () => {
    serve(withActions([{ type: 'preEmotion', day: 1, emotion: 'happy' }]));
    renderAt('/modules/RESPA/1/sing');
    const play = await screen.findByRole('button', { name: /Play the song/ });
    expect(screen.getByRole('region', { name: `Song: ${day1.song.title}` })).toBeTruthy();
    expect(mocks.planSong).not.toHaveBeenCalled();

    await userEvent.click(play);
    await screen.findByRole('button', { name: /Sing it all together/ });
    // Once for the whole song, however many lines the echo teaching played.
    expect(mocks.planSong).toHaveBeenCalledTimes(1);
  });

  it('keeps the day’s media for offline only once the browser is idle, never during the step’s first render', async () => {
    serve(
      withActions([
        { type: 'preEmotion', day: 1, emotion: 'happy' },
        { type: 'sing', day: 1, video: 'x' },
      ]),
    );
    const { router } = renderAt('/modules/RESPA/1');
    await screen.findByRole('heading', { name: 'Learn' });
    expect(router.state.location.pathname).toBe('/modules/RESPA/1/learn');
    // The influencer list has answered (its video is among what is kept): the day could be kept now, and waits.
    await waitFor(() => expect(idle.size).toBeGreaterThan(0));
    expect(mocks.keepDayMedia).not.toHaveBeenCalled();

    idle.forEach((work) => work());
    // With the day's narration, read by then, beside it.
    await waitFor(() => expect(mocks.keepDayMedia).toHaveBeenCalledWith(day1.id, expect.arrayContaining([VIDEO])));
  });

  it('checks a page against its schema once a session, however many screens read it', () => {
    let checks = 0;
    const counted = v.pipe(
      dayPageSchema,
      v.check(() => (checks += 1) > 0),
    );
    sessionStorage.setItem(SESSION_KEYS.pages, JSON.stringify({ [day1.id]: { content: day1 } }));
    // The day's address, then the step it sends the child to, then the next step: each reads the page first thing.
    for (let screenNumber = 0; screenNumber < 3; screenNumber += 1) {
      const { result, unmount } = renderHook(() => usePage(day1.id, counted));
      expect(result.current.page?.id).toBe(day1.id);
      unmount();
    }
    expect(checks).toBe(1);
  });
});
