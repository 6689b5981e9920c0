import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from './render';

const takeover = vi.hoisted(() => ({ takeoverDue: vi.fn(), runTakeover: vi.fn(), openUnderNewVersion: vi.fn() }));
vi.mock('../../frontend/src/lib/new-version', () => takeover);

beforeEach(() => {
  vi.resetAllMocks();
  takeover.takeoverDue.mockReturnValue(false);
});

describe('a move while a new version is deployed', () => {
  it('goes on as usual when no new version waits', async () => {
    const { router } = renderAt('/');
    await act(() => router.navigate('/missing-page'));
    expect(router.state.location.pathname).toBe('/missing-page');
    expect(takeover.runTakeover).not.toHaveBeenCalled();
  });

  it('waits for the new version, then opens the next screen under it, with the screen left still showing', async () => {
    let tookOver: (value: boolean) => void = () => undefined;
    takeover.takeoverDue.mockReturnValue(true);
    takeover.runTakeover.mockReturnValue(new Promise<boolean>((resolve) => (tookOver = resolve)));
    const { router } = renderAt('/');
    await screen.findByLabelText('School ID');
    await act(() => router.navigate('/missing-page?from=here'));
    // A second tap while the move is held changes only where it goes.
    await act(() => router.navigate('/other-page'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('School ID')).toBeInTheDocument();
    await act(async () => tookOver(true));
    expect(takeover.runTakeover).toHaveBeenCalledOnce();
    expect(takeover.openUnderNewVersion).toHaveBeenCalledExactlyOnceWith('/other-page');
  });

  it('goes on under this version when the new one did not take over', async () => {
    takeover.takeoverDue.mockReturnValue(true);
    takeover.runTakeover.mockResolvedValue(false);
    const { router } = renderAt('/');
    await act(() => router.navigate('/missing-page'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/missing-page'));
    expect(takeover.openUnderNewVersion).not.toHaveBeenCalled();
  });
});
