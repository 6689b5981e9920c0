import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshTimer, TICK_MS } from '../../frontend/src/features/admin/refresh-timer';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  hide() {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
  show() {
    this.visibilityState = 'visible';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let expiresAt: number;
let doc: FakeDocument;
const refresh = vi.fn<() => Promise<void>>();
const onFailure = vi.fn();
const make = (isRetryable = (error: unknown) => error instanceof TypeError) =>
  createRefreshTimer({ expiresAt: () => expiresAt, refresh, onFailure, isRetryable, document: doc });

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  refresh.mockReset();
  onFailure.mockReset();
  doc = new FakeDocument();
  refresh.mockImplementation(async () => {
    expiresAt = Date.now() + 3_600_000;
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the admin session refresh timer', () => {
  it('ticks every 30 seconds and refreshes only when 3 or fewer ticks remain', async () => {
    expiresAt = 6 * TICK_MS;
    const timer = make();
    timer.start();
    await vi.advanceTimersByTimeAsync(TICK_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(refresh).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(TICK_MS * 10);
    expect(refresh).toHaveBeenCalledOnce();
    timer.stop();
  });

  it('stops while the page is hidden and resumes, with a tick, when it is visible again', async () => {
    expiresAt = 10 * TICK_MS;
    const timer = make();
    timer.start();
    doc.hide();
    expect(timer.running).toBe(false);
    await vi.advanceTimersByTimeAsync(TICK_MS * 9);
    expect(refresh).not.toHaveBeenCalled();
    doc.show();
    expect(timer.running).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledOnce();
    timer.stop();
  });

  it('retries a network failure with 200 ms times 2 to the attempt, then succeeds', async () => {
    expiresAt = TICK_MS;
    refresh.mockRejectedValueOnce(new TypeError('offline')).mockRejectedValueOnce(new TypeError('offline'));
    const timer = make();
    timer.start();
    await vi.advanceTimersByTimeAsync(199);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(onFailure).not.toHaveBeenCalled();
    timer.stop();
  });

  it('removes the session and signs out when a refresh fails for good', async () => {
    expiresAt = TICK_MS;
    refresh.mockRejectedValue(new Error('NotAuthorizedException'));
    const timer = make();
    timer.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledOnce();
    expect(onFailure).toHaveBeenCalledOnce();
    expect(timer.running).toBe(false);
  });
});
