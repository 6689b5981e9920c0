import { registerSW } from 'virtual:pwa-register';

/** How often an open tab asks whether a new version was deployed (a school device may stay open for days). */
const UPDATE_CHECK_MS = 60 * 60_000;

interface Navigations {
  subscribe: (listener: () => void) => () => void;
}

/**
 * The service worker (built by Workbox, vite.config.ts) keeps the app, every student screen and a started day's
 * media on the device, so a child who loses the network plays on. A new deployment's worker waits until a safe
 * moment, the next move to another screen (the one before has saved, or queued its save in session storage, which
 * a reload keeps), then takes over and the page reloads on the new version: never in the middle of a step.
 *
 * The waiting worker is read from the registration itself at each move. workbox-window's own "need refresh" signal
 * is not used: it sorts updates into the page's own and external ones by guesswork, and for an update found by an
 * update check in a tab that installed the first worker it never came (test/e2e/service-worker-update.test.ts),
 * which left such a tab on the old version for good.
 */
export const startServiceWorker = (navigations: Navigations): void => {
  let takingOver = false;
  registerSW({
    immediate: true,
    onRegisteredSW: (_url: string, registration: ServiceWorkerRegistration | undefined) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
  navigations.subscribe(() => {
    // No worker controls the page yet (its first install): nothing old to replace.
    if (!navigator.serviceWorker.controller) return;
    void navigator.serviceWorker.getRegistration().then((registration) => {
      const waiting = registration?.waiting;
      if (!waiting) return;
      if (!takingOver) navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      takingOver = true;
      // Workbox's worker answers this message with skipWaiting(), then claims the page (clientsClaim). Sent again
      // at each move while the worker still waits: a message that came too early is not the end of it.
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  });
};
