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
 */
export const startServiceWorker = (navigations: Navigations): void => {
  let updateWaiting = false;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      updateWaiting = true;
    },
    onRegisteredSW: (_url: string, registration: ServiceWorkerRegistration | undefined) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
  navigations.subscribe(() => {
    if (updateWaiting) void update(true);
  });
};
