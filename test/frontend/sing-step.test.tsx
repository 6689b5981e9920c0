import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_PAGES } from '@domain/content/index';
import { plainLyric } from '@domain/content/score';
import { initialiseModule, toRecord, type ModuleRecord, type PlayableModule } from '@domain/module';
import { applyGameAction, type GameAction } from '@domain/transitions';
import type { Span } from '../../frontend/src/features/play/song-sound';
import { installFakeSpeech } from './fake-speech';
import { renderAt } from './render';

const mocks = vi.hoisted(() => ({
  apiGet: vi.fn(),
  apiPut: vi.fn(),
  apiPost: vi.fn(),
  played: [] as Array<{ span: Span; melody: boolean }>,
}));
vi.mock('../../frontend/src/lib/api-client', () => ({
  apiGet: mocks.apiGet,
  apiPut: mocks.apiPut,
  apiPost: mocks.apiPost,
  postLogin: vi.fn(),
}));
// jsdom has no Web Audio: each span the song plays is recorded and ends at once, as a very fast song would.
vi.mock('../../frontend/src/features/play/audio', async (original) => ({
  ...(await original<object>()),
  playSpan: vi.fn(async (_plan: unknown, span: Span, { melody = true }: { melody?: boolean }) => {
    mocks.played.push({ span, melody });
    return { done: Promise.resolve(true), stop: () => undefined };
  }),
}));

const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');
const { useAuthStore } = await import('../../frontend/src/features/auth/auth-store');
const { useSettingsStore } = await import('../../frontend/src/features/settings/settings-store');
const { stopSpeaking } = await import('../../frontend/src/features/play/speech');
const { forgetPages } = await import('../../frontend/src/features/play/use-page');
const { planSong, lineSpan, wholeSong } = await import('../../frontend/src/features/play/song-sound');

const RESPA_PAGES = DAY_PAGES.filter((page) => page.character === 'RESPA');
const day1 = RESPA_PAGES[0]!;
const plan = planSong(day1.song);
const WHOLE = [{ span: wholeSong(plan), melody: true }];
const ECHO = day1.song.lines.flatMap((_, line) => [
  { span: lineSpan(plan, line), melody: true },
  { span: lineSpan(plan, line), melody: false },
]);

const base = initialiseModule({ id: 'm1', name: 'RESPA', day_completed: 0, step_completed: 'notstarted', game_details: null, version: 1 });
const withActions = (actions: GameAction[]) =>
  toRecord(actions.reduce(applyGameAction, { ...base, game_details: { ...base.game_details, onboarded: true } } as PlayableModule));
const DAY_1: GameAction[] = [
  { type: 'preEmotion', day: 1, emotion: 'happy' },
  { type: 'sing', day: 1, video: 'x' },
  { type: 'learn', day: 1 },
  { type: 'practice', day: 1, correct_answers: 3, wrong_answers: 0 },
  { type: 'followthebeat', day: 1 },
  { type: 'celebrate', day: 1, part: 'sing' },
  { type: 'celebrate', day: 1, part: 'recorded_message' },
  { type: 'celebrate', day: 1, part: 'influencer_video' },
  { type: 'postEmotion', day: 1, emotion: 'calm' },
];

const serve = (module: ModuleRecord) =>
  mocks.apiGet.mockImplementation(async (path: string, query?: { id: string }) => {
    if (path === '/v3/waw/page') return { content: RESPA_PAGES.find((page) => page.id === query?.id) };
    if (path === '/v3/waw/modules') return { modules: [module] };
    if (path === '/v3/waw/student') return { first_name: 'Maya', grade: 'WAW' };
    return { influencers: [] };
  });

let voice: ReturnType<typeof installFakeSpeech>;
beforeEach(() => {
  vi.clearAllMocks();
  mocks.played.length = 0;
  voice = installFakeSpeech({ auto: true });
  mocks.apiPut.mockImplementation(async (_path: string, body: ModuleRecord) => ({ ...body, version: body.version + 1 }));
  useModulesStore.getState().reset();
  useSettingsStore.getState().reset();
  forgetPages();
  useAuthStore.setState({ isAuthenticated: true });
});
afterEach(() => {
  stopSpeaking();
  voice.uninstall();
});

describe('the sing step', () => {
  it('teaches a song line by line by echo the first time a child meets it, with nothing else to choose', async () => {
    serve(withActions([{ type: 'preEmotion', day: 1, emotion: 'happy' }]));
    renderAt('/modules/RESPA/1/sing');
    await userEvent.click(await screen.findByRole('button', { name: /Play the song/ }));
    await screen.findByRole('button', { name: /Sing it all together/ });
    expect(mocks.played).toEqual(ECHO);
    expect(screen.queryByRole('button', { name: /Learn it line by line/ })).toBeNull();
    expect(voice.texts()).toContain(plainLyric(day1.song.lines[0]!.lyric));
  });

  it('sings a replayed day’s song through once, and "Learn it line by line" leads to the echo teaching', async () => {
    serve(withActions(DAY_1));
    renderAt('/modules/RESPA/1/sing');
    // A child who cannot read hears where the line-by-line teaching is, and sees its picture on the button.
    await waitFor(() => expect(voice.texts().join(' ')).toContain('tap the button with the lines'));
    const lines = await screen.findByRole('button', { name: /Learn it line by line/ });
    expect(lines.querySelector('svg')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Play the song/ }));
    await screen.findByRole('button', { name: /Sing it again/ });
    expect(mocks.played).toEqual(WHOLE);
    expect(voice.texts()).toContain('Sing along!');
    expect(voice.texts()).not.toContain('Your turn! Sing it back!');

    mocks.played.length = 0;
    await userEvent.click(screen.getByRole('button', { name: /Learn it line by line/ }));
    await waitFor(() => expect(mocks.played).toEqual(ECHO));
    expect(voice.texts()).toContain('Your turn! Sing it back!');
  });
});
