import { registerSW } from 'virtual:pwa-register';
import { setTakeover } from './new-version';

/** How often an open tab asks whether a new version was deployed (a school device may stay open for days). */
const UPDATE_CHECK_MS = 60 * 60_000;
/** How long a move waits for a new version to take over before it goes on under the old one. */
const TAKEOVER_MS = 3_000;

/**
 * The service worker (built by Workbox, vite.config.ts) keeps the app, every student screen and a started day's
 * media on the device, so a child who loses the network plays on. A new deployment's worker waits for a safe
 * moment: the next move to another screen (the one before has saved, or queued its save in session storage, which
 * a page load keeps). The move is held (app/new-version-gate.tsx) while the new worker takes over, and the next
 * screen opens under the new version: never in the middle of a step.
 *
 * The move is held, not let through first, because Chromium replaces the old worker only when it has no fetch on
 * its way: a new screen's code fetched through it in that moment left the new worker waiting for minutes
 * (test/e2e/service-worker-update.test.ts). The waiting worker is read from the registration itself. workbox-window's
 * "need refresh" signal is not used: it sorts updates into the page's own and external ones by guesswork, and for
 * an update found by an update check in a tab that installed the first worker it never came.
 */
export const startServiceWorker = (): void => {
  let registration: ServiceWorkerRegistration | undefined;
  let controller = navigator.serviceWorker.controller;
  /** a new version took over this page's worker (this tab's move, another tab's, or late): the next move follows */
  let newVersionControls = false;
  /** the waiting worker already asked: a later move asks again without holding the child up again */
  let asked: ServiceWorker | null = null;
  let running: Promise<boolean> | undefined;

  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first worker claiming the page that installed it is not a new version.
    if (controller) newVersionControls = true;
    controller = navigator.serviceWorker.controller;
  });
  registerSW({
    immediate: true,
    // The gate opens the next screen itself; workbox-window must not reload the page under the child.
    onNeedReload: () => undefined,
    onRegisteredSW: (_url: string, registered: ServiceWorkerRegistration | undefined) => {
      if (!registered) return;
      registration = registered;
      setInterval(() => {
        if (navigator.onLine) void registered.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });

  const takeOver = (): Promise<boolean> => {
    const waiting = registration?.waiting;
    if (newVersionControls || !waiting) return Promise.resolve(newVersionControls);
    // Workbox's worker answers this message with skipWaiting(), then claims the page (clientsClaim).
    waiting.postMessage({ type: 'SKIP_WAITING' });
    if (waiting === asked) return Promise.resolve(false);
    asked = waiting;
    return new Promise((resolve) => {
      const tookOver = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        navigator.serviceWorker.removeEventListener('controllerchange', tookOver);
        resolve(newVersionControls);
      }, TAKEOVER_MS);
      navigator.serviceWorker.addEventListener('controllerchange', tookOver, { once: true });
    });
  };
  setTakeover({
    due: () => newVersionControls || (controller !== null && Boolean(registration?.waiting)),
    run: () =>
      (running ??= takeOver().finally(() => {
        running = undefined;
      })),
  });
};
