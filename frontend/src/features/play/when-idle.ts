/** How long work put off for an idle moment may wait for one on a main thread that is never idle. */
const LONGEST_WAIT_MS = 5_000;

/**
 * Runs `work` once the page has loaded and the main thread has a quiet moment: for what a screen wants done but the
 * child does not see, so it never competes with the screen's first paint, its code or its first tap. Answers a
 * cancel, for an effect's clean-up.
 */
export const whenIdle = (work: () => void): (() => void) => {
  let cancel = () => undefined as void;
  const idle = () => {
    if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
      const handle = requestIdleCallback(work, { timeout: LONGEST_WAIT_MS });
      const stop = cancelIdleCallback;
      cancel = () => stop(handle);
    } else {
      const handle = setTimeout(work, 0);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    addEventListener('load', idle, { once: true });
    cancel = () => removeEventListener('load', idle);
  }
  return () => cancel();
};
