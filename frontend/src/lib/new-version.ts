/**
 * How a move between screens meets a new deployment. The service worker's code (lib/service-worker.ts) loads after
 * the page and sets this; the router's gate (app/new-version-gate.tsx) asks it at each move.
 */
export interface Takeover {
  /** whether this move should wait: a new version is ready, or already took over this page */
  due: () => boolean;
  /** makes the new version take over; false when it did not (the move goes on under this version) */
  run: () => Promise<boolean>;
}

let takeover: Takeover | undefined;

export const setTakeover = (value: Takeover): void => {
  takeover = value;
};

export const takeoverDue = (): boolean => takeover?.due() ?? false;

export const runTakeover = (): Promise<boolean> => takeover?.run() ?? Promise.resolve(false);

/** Opens a screen with a full page load: the code of the version that now controls the page. */
export const openUnderNewVersion = (href: string): void => location.assign(href);
