import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialiseModule, toPlayable, toRecord, type ModuleRecord } from '@domain/module';
import { applyGameAction, type GameAction } from '@domain/transitions';
import { renderAt } from './render';

const mocks = vi.hoisted(() => ({ apiGet: vi.fn(), apiPut: vi.fn(), apiPost: vi.fn(), apiDelete: vi.fn() }));
vi.mock('../../frontend/src/lib/api-client', () => ({ ...mocks, postLogin: vi.fn() }));

const { useModulesStore } = await import('../../frontend/src/features/modules/modules-store');
const { useAuthStore } = await import('../../frontend/src/features/auth/auth-store');
const { useSettingsStore } = await import('../../frontend/src/features/settings/settings-store');

const day = (n: number): GameAction[] => [
  { type: 'preEmotion', day: n, emotion: 'happy' },
  { type: 'sing', day: n, video: 'x' },
  { type: 'learn', day: n },
  { type: 'practice', day: n, correct_answers: 3, wrong_answers: 0 },
  { type: 'followthebeat', day: n },
  { type: 'celebrate', day: n, part: 'sing' },
  { type: 'celebrate', day: n, part: 'recorded_message' },
  { type: 'celebrate', day: n, part: 'influencer_video' },
  { type: 'postEmotion', day: n, emotion: 'calm' },
];
const start = initialiseModule({ id: 'm1', name: 'RESPA', day_completed: 0, step_completed: 'notstarted', game_details: null, version: 1 });
const moduleAfter = (actions: GameAction[]) => toRecord(actions.reduce(applyGameAction, start));
const current = () => toPlayable(useModulesStore.getState().modules[0]!).game_details;

const serve = (module: ModuleRecord, recordings: unknown[] = []) =>
  mocks.apiGet.mockImplementation(async (path: string) => {
    if (path === '/v3/waw/modules') return { modules: [module] };
    if (path === '/v3/waw/student') return { first_name: 'Maya', grade: 'WAW' };
    if (path === '/v3/waw/recordings') return { recordings };
    if (path === '/v3/waw/settings') return { soundVolume: 0.8, musicVolume: 0.6, readAloud: true, reducedMotion: false };
    return { influencers: [] };
  });

beforeEach(() => {
  vi.resetAllMocks();
  mocks.apiPut.mockImplementation(async (_path: string, body: ModuleRecord) => ({ ...body, version: body.version + 1 }));
  useModulesStore.getState().reset();
  useSettingsStore.getState().reset();
  useAuthStore.setState({ isAuthenticated: true });
});

describe('the shop', () => {
  it('buys a reward only after a yes, with the balance always in view, and returns it', async () => {
    serve(moduleAfter(day(1)));
    renderAt('/shop');
    expect(await screen.findByRole('status', { name: 'You have 15 tokens' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy the compass' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Buy the compass for 10 tokens?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(current().inventory.balance).toBe(15);
    await userEvent.click(screen.getByRole('button', { name: 'Buy the compass' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, buy it' }));
    expect(screen.getByRole('status', { name: 'You have 5 tokens' })).toBeInTheDocument();
    expect(current().inventory).toMatchObject({ spent: 10, balance: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Return the compass' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, return it' }));
    expect(current().inventory).toMatchObject({ spent: 0, balance: 15 });
    await waitFor(() => expect(mocks.apiPut).toHaveBeenCalled());
  });

  it('refuses a reward the child cannot afford with a friendly picture, not a purchase', async () => {
    serve(moduleAfter(day(1)));
    renderAt('/shop');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy the glasses' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('You need 35 more tokens for the glasses.');
    expect(screen.queryByRole('button', { name: /Yes/ })).toBeNull();
    expect(current().inventory.spent).toBe(0);
  });
});

describe('rewards', () => {
  it('shows earned, spent and left, and each reward owned large', async () => {
    serve(moduleAfter([...day(1), { type: 'BUY', rewardId: 'hat' }]));
    renderAt('/rewards');
    expect(await screen.findByText('Earned')).toBeInTheDocument();
    expect(screen.getByText('Spent').nextSibling).toHaveTextContent('4');
    await userEvent.click(screen.getByRole('button', { name: 'Look at the hat' }));
    expect(screen.getByRole('dialog', { name: 'The hat' })).toHaveTextContent('A hat for sunny adventures.');
    expect(screen.getByRole('link', { name: 'Return it in the shop' })).toHaveAttribute('href', '/shop');
  });
});

describe('stickers', () => {
  it('places an earned sticker and moves, turns, resizes and removes it by keyboard and buttons', async () => {
    serve(moduleAfter(day(1)));
    renderAt('/stickers');
    expect(await screen.findByRole('button', { name: 'Day 2 badge, not earned yet' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add the Heart' }));
    const sticker = () => Object.values(current().stickers)[0]!;
    expect(sticker()).toMatchObject({ src: 'heart', row: 0, col: 0, scale: 1, rotation: 0 });
    await userEvent.keyboard('{ArrowDown}{ArrowRight}r+');
    expect(sticker()).toMatchObject({ row: 1, col: 1, rotation: 15, scale: 1.25 });
    await userEvent.click(screen.getByRole('button', { name: 'Turn left' }));
    await userEvent.click(screen.getByRole('button', { name: 'Smaller' }));
    expect(sticker()).toMatchObject({ rotation: 0, scale: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the sticker' }));
    expect(current().stickers).toEqual({});
  });
});

describe('videos', () => {
  it('lists the child’s recordings and deletes one for good after a yes', async () => {
    serve(moduleAfter([]), [
      { key: 'recordings/me/b.webm', createdAt: '2026-11-20T10:00:00Z', url: 'https://x/b' },
      { key: 'recordings/me/a.webm', createdAt: '2026-11-19T10:00:00Z', url: 'https://x/a' },
    ]);
    mocks.apiDelete.mockResolvedValue(undefined);
    renderAt('/photos');
    const deletes = await screen.findAllByRole('button', { name: /^Delete the video/ });
    expect(deletes).toHaveLength(2);
    await userEvent.click(deletes[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(mocks.apiDelete).toHaveBeenCalledWith('/v3/waw/recordings', { key: 'recordings/me/b.webm' });
    expect(screen.getAllByRole('button', { name: /^Delete the video/ })).toHaveLength(1);
  });
});

describe('settings', () => {
  it('saves the child’s choices and applies less movement to the whole page', async () => {
    serve(moduleAfter([]));
    renderAt('/settings');
    await userEvent.click(await screen.findByRole('switch', { name: 'Less movement' }));
    expect(document.documentElement.dataset.reducedMotion).toBe('true');
    await userEvent.click(screen.getByRole('switch', { name: 'Read to me' }));
    await waitFor(() =>
      expect(mocks.apiPut).toHaveBeenCalledWith('/v3/waw/settings', expect.objectContaining({ readAloud: false, reducedMotion: true })),
    );
  });
});
