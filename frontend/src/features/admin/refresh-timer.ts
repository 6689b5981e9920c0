/** Spec section 9: the auth refresh tick, its threshold, and the retry backoff of a failed refresh. */
export const TICK_MS = 30_000;
export const THRESHOLD_TICKS = 3;
export const RETRY_BASE_MS = 200;
export const MAX_REFRESH_ATTEMPTS = 3;

export interface TimerDeps {
  /** when the current session expires (ms since epoch), or null when there is none */
  expiresAt: () => number | null;
  refresh: () => Promise<void>;
  /** a refresh failed for good: remove the session and sign out */
  onFailure: (error: unknown) => void;
  isRetryable: (error: unknown) => boolean;
  now?: () => number;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Keeps a session alive: a tick every 30 s refreshes it when 3 or fewer ticks remain before it expires. The timer
 * stops while the page is hidden (no refreshes for a tab nobody looks at) and resumes, with a tick, when visible.
 */
export const createRefreshTimer = (deps: TimerDeps) => {
  const now = deps.now ?? Date.now;
  const doc = deps.document ?? document;
  let interval: ReturnType<typeof setInterval> | null = null;
  let refreshing = false;

  const refreshWithRetry = async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await deps.refresh();
        return;
      } catch (error) {
        if (!deps.isRetryable(error) || attempt + 1 >= MAX_REFRESH_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** attempt));
      }
    }
  };

  const tick = async () => {
    const expiresAt = deps.expiresAt();
    if (expiresAt === null || refreshing) return;
    const ticksLeft = Math.floor((expiresAt - now()) / TICK_MS);
    if (ticksLeft > THRESHOLD_TICKS) return;
    refreshing = true;
    try {
      await refreshWithRetry();
    } catch (error) {
      stop();
      deps.onFailure(error);
    } finally {
      refreshing = false;
    }
  };

  const run = () => {
    if (interval) return;
    interval = setInterval(() => void tick(), TICK_MS);
    void tick();
  };
  const pause = () => {
    if (interval) clearInterval(interval);
    interval = null;
  };
  const onVisibility = () => (doc.visibilityState === 'hidden' ? pause() : run());

  const start = () => {
    doc.addEventListener('visibilitychange', onVisibility);
    if (doc.visibilityState !== 'hidden') run();
  };
  const stop = () => {
    pause();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
  return {
    start,
    stop,
    tick,
    get running() {
      return interval !== null;
    },
  };
};
