import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { GameRuleError, dedupeModules, toPlayable, toRecord, type ModuleRecord, type PlayableModule } from '@domain/module';
import { applyGameAction, type GameAction } from '@domain/transitions';
import { apiGet, apiPut } from '../../lib/api-client';
import { ApiStatusError, AuthExpiredError } from '../../lib/errors';
import { pendingSaves, type PendingSave } from '../../lib/pending-saves';
import { SESSION_KEYS, onSessionEnd, readSession } from '../../lib/session';

export const MODULES_MESSAGES = {
  failed: 'Failed to fetch modules',
  notFound: (name: string) => `Module "${name}" not found`,
} as const;

type Status = 'idle' | 'loading' | 'ready' | 'error';
/** saved: the server has everything; saving: a PUT is on its way; offline: waiting to retry; refused: see saveMessage */
export type SaveState = 'saved' | 'saving' | 'offline' | 'refused';

export const SAVE_MESSAGES = {
  refused: 'Oops! That step could not be saved. Let\u2019s do it once more.',
} as const;

/**
 * What a save answers: the module as stored, or only its new version when the module stored is exactly the one sent
 * (the minimal answer the store asks for, which spares the device the module's details coming back).
 */
type SaveAnswer = ModuleRecord | { version: number };
const storedCopy = (proposed: ModuleRecord, answer: SaveAnswer): ModuleRecord =>
  'game_details' in answer ? answer : { ...proposed, version: answer.version };

export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

interface ModulesState {
  status: Status;
  /** the modules were read this session: a reload or another screen uses them, and saves keep them current */
  loaded: boolean;
  error: string | null;
  /** what the child sees: the server's copy with their unsaved actions played on top */
  modules: ModuleRecord[];
  /** the last copy the server confirmed, per module id */
  confirmed: Record<string, ModuleRecord>;
  /**
   * actions played but not yet saved, per module id, until the server has them: in IndexedDB (lib/pending-saves.ts),
   * which outlives the tab, and mirrored in session storage, which a reload reads at once
   */
  pending: Record<string, GameAction[]>;
  saveState: SaveState;
  saveMessage: string | null;
  /**
   * plays one action on a module and saves it; throws GameRuleError for a move the rules refuse. `hold` keeps it
   * to be sent with the next action that is saved (celebrate's parts: one step, one save; the welcome, the screening
   * and the feeling before a day go with the step after them), when the page is hidden or closed, when the network
   * comes back, or before a log out
   */
  play: (moduleId: string, action: GameAction, options?: { hold?: boolean }) => PlayableModule;
  /** `keepalive`: the page is going, so the save must outlive it */
  flush: (moduleId: string, options?: SendOptions) => Promise<void>;
  /** sends what every module has waiting, held actions included: one try each (a failed one retries as usual) */
  sendPending: (options?: SendOptions) => Promise<void>;
  currentModuleName: string | null;
  load: () => Promise<void>;
  selectModule: (name: string) => void;
  reset: () => void;
}

interface SendOptions {
  keepalive?: boolean;
}

let inFlight: Promise<void> | null = null;
/** Bumped by reset (logout): work still on its way for the previous session is dropped, never written back. */
let generation = 0;
const flushing = new Map<string, Promise<void>>();
const retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
const retryAttempts = new Map<string, number>();

/** The server's copy with the unsaved actions on top; an action the copy already has (another tab) changes nothing. */
export const replay = (base: ModuleRecord, actions: readonly GameAction[]): PlayableModule =>
  actions.reduce<PlayableModule>((module, action) => {
    try {
      return applyGameAction(module, action);
    } catch (error) {
      if (error instanceof GameRuleError) return module;
      throw error;
    }
  }, toPlayable(base));

/**
 * Only the server's own no drops what the child did. Anything else (no network, a server error, too many calls, or
 * a failure before the call was even sent) keeps it and tries again: a child's progress is never lost to a hiccup.
 */
const refusedByServer = (error: unknown): boolean => error instanceof ApiStatusError && error.status < 500 && error.status !== 429;

const initial = {
  status: 'idle' as Status,
  loaded: false,
  error: null,
  modules: [],
  confirmed: {},
  pending: {},
  saveState: 'saved' as SaveState,
  saveMessage: null,
  currentModuleName: null,
};

export const useModulesStore = create<ModulesState>()(
  persist(
    (set, get) => ({
      ...initial,
      /**
       * Reads the modules once a session (the sign-in read the student already): every screen after, and a reload,
       * uses the copy kept in session storage, which each save's answer keeps current. A module never opened is
       * initialised in play and saved with its first step, not on its own.
       */
      load: () => {
        if (get().loaded) return resumePending();
        const session = generation;
        inFlight ??= (async () => {
          set({ status: 'loading', error: null });
          try {
            // What a closed tab left of this child's play is sent first, before this session reads anything.
            await resumePending();
            const { modules } = await apiGet<{ modules?: ModuleRecord[] }>('/v3/waw/modules');
            // Logged out while this was on its way: the child's modules must not come back.
            if (session !== generation) return;
            const { pending, confirmed } = get();
            // A save that finished while this load was on its way is newer than what the load read.
            const ready = dedupeModules(modules ?? []).map((module) => {
              const known = confirmed[module.id];
              return known && known.version > module.version ? known : module;
            });
            set({
              status: 'ready',
              loaded: true,
              confirmed: Object.fromEntries(ready.map((module) => [module.id, module])),
              // A reload keeps the unsaved actions: they are played again on the fresh copy and saved.
              modules: ready.map((module) => (pending[module.id]?.length ? toRecord(replay(module, pending[module.id]!)) : module)),
            });
            for (const module of ready) if (pending[module.id]?.length) void get().flush(module.id);
          } catch (error) {
            if (session !== generation) return;
            if (error instanceof AuthExpiredError) set({ ...initial });
            else set({ status: 'error', error: (error instanceof Error && error.message) || MODULES_MESSAGES.failed });
          }
        })().finally(() => {
          inFlight = null;
        });
        return inFlight;
      },
      selectModule: (name) => set({ currentModuleName: name }),

      play: (moduleId, action, options) => {
        const current = get().modules.find((module) => module.id === moduleId);
        if (!current) throw new GameRuleError('Module not found');
        const before = toPlayable(current);
        const after = applyGameAction(before, action);
        if (after === before) return before;
        set((state) => ({
          modules: state.modules.map((module) => (module.id === moduleId ? toRecord(after) : module)),
          pending: { ...state.pending, [moduleId]: [...(state.pending[moduleId] ?? []), action] },
          saveMessage: null,
        }));
        mirror(moduleId);
        if (!options?.hold) void get().flush(moduleId);
        return after;
      },

      /** One save loop per module: PUT with the confirmed version, merge a 409, wait and retry while offline. */
      flush: (moduleId, options) => {
        const running = flushing.get(moduleId);
        if (running) return running;
        clearTimeout(retryTimers.get(moduleId));
        const session = generation;
        const loop = (async () => {
          for (;;) {
            if (session !== generation) return;
            const actions = get().pending[moduleId] ?? [];
            const base = get().confirmed[moduleId];
            if (actions.length === 0 || !base) break;
            const proposed = toRecord(replay(base, actions));
            if (sameRecord(proposed, base)) {
              // The server has every one of them already (a save sent as the page closed, another tab): no call.
              set((state) => ({ pending: { ...state.pending, [moduleId]: (state.pending[moduleId] ?? []).slice(actions.length) } }));
              mirror(moduleId);
              continue;
            }
            set({ saveState: 'saving' });
            try {
              // Called before any await: a page being hidden or closed gets the request started while it still can.
              const keepalive = options?.keepalive === true || document.visibilityState === 'hidden';
              const answer = await (keepalive
                ? apiPut<SaveAnswer>('/v3/waw/module', proposed, { keepalive, minimal: true })
                : apiPut<SaveAnswer>('/v3/waw/module', proposed, { minimal: true }));
              const saved = storedCopy(proposed, answer);
              if (session !== generation) return;
              retryAttempts.delete(moduleId);
              set((state) => {
                const left = (state.pending[moduleId] ?? []).slice(actions.length);
                return {
                  confirmed: { ...state.confirmed, [moduleId]: saved },
                  pending: { ...state.pending, [moduleId]: left },
                  modules: state.modules.map((module) => (module.id === moduleId ? toRecord(replay(saved, left)) : module)),
                };
              });
              mirror(moduleId);
            } catch (error) {
              if (session !== generation) return;
              const current =
                error instanceof ApiStatusError && error.status === 409 ? (error.body as { module?: ModuleRecord }).module : undefined;
              if (current) {
                // Another tab saved first: keep both, by playing our actions again on its copy.
                set((state) => ({ confirmed: { ...state.confirmed, [moduleId]: current } }));
                mirror(moduleId);
                continue;
              }
              if (error instanceof AuthExpiredError) return;
              if (!refusedByServer(error)) {
                const attempt = (retryAttempts.get(moduleId) ?? 0) + 1;
                retryAttempts.set(moduleId, attempt);
                set({ saveState: 'offline' });
                retryTimers.set(
                  moduleId,
                  setTimeout(() => void get().flush(moduleId), Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempt - 1))),
                );
                return;
              }
              // The server refused the state: show it, and go back to the server's copy rather than loop.
              set((state) => ({
                saveState: 'refused',
                saveMessage: SAVE_MESSAGES.refused,
                pending: { ...state.pending, [moduleId]: [] },
                modules: state.modules.map((module) => (module.id === moduleId ? base : module)),
              }));
              mirror(moduleId);
              return;
            }
          }
          set({ saveState: 'saved' });
        })().finally(() => flushing.delete(moduleId));
        flushing.set(moduleId, loop);
        return loop;
      },

      sendPending: async (options) => {
        const waiting = Object.entries(get().pending).filter(([, actions]) => actions.length > 0);
        await Promise.all(waiting.map(([moduleId]) => get().flush(moduleId, options)));
      },

      reset: () => {
        generation += 1;
        inFlight = null;
        resumedFor = null;
        flushing.clear();
        for (const timer of retryTimers.values()) clearTimeout(timer);
        retryTimers.clear();
        retryAttempts.clear();
        set({ ...initial });
      },
    }),
    {
      name: SESSION_KEYS.modules,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ loaded, modules, confirmed, pending, currentModuleName }) => ({
        loaded,
        modules,
        confirmed,
        pending,
        currentModuleName,
      }),
      // A reload: what this session read is ready at once, and what was not saved yet is sent.
      merge: (persisted, current) => {
        const kept = persisted as Partial<ModulesState> | undefined;
        return { ...current, ...kept, status: kept?.loaded ? 'ready' : current.status };
      },
      onRehydrateStorage: () => (state) => {
        if (!state?.loaded) return;
        // After the store exists: hydration from session storage happens while it is being made.
        queueMicrotask(() => {
          for (const [moduleId, actions] of Object.entries(state.pending)) if (actions.length > 0) void state.flush(moduleId);
        });
      },
    },
  ),
);

/** The same module, as far as a save goes: nothing in it for the server. */
const sameRecord = (a: ModuleRecord, b: ModuleRecord): boolean => JSON.stringify(a) === JSON.stringify(toRecord(toPlayable(b)));

/** IndexedDB writes, one after another, so an older state never lands after a newer one. */
let writes: Promise<void> = Promise.resolve();

/**
 * Writes what a module has waiting (its confirmed copy and the actions on top) to IndexedDB, or removes it once the
 * server has everything. A failed write (storage full, private mode) is not the child's problem: the session
 * storage mirror still holds it for this tab.
 */
const mirror = (moduleId: string): void => {
  const owner = readSession(SESSION_KEYS.identityId);
  if (!owner) return;
  const { pending, confirmed } = useModulesStore.getState();
  const actions = pending[moduleId] ?? [];
  const base = confirmed[moduleId];
  writes = writes
    .then(() => (actions.length > 0 && base ? pendingSaves.put({ owner, moduleId, base, actions }) : pendingSaves.remove(owner, moduleId)))
    .catch(() => undefined);
};

/** The child and session whose IndexedDB saves were already taken up: once each. */
let resumedFor: string | null = null;

/**
 * Takes up what IndexedDB holds for the signed-in child (a tab closed or a device that slept before it was sent)
 * and sends it; a copy the server moved on from meets a 409 and is merged like any other. A module this tab already
 * has actions for keeps its own: the tab's copy is the newer one.
 */
const resumePending = async (): Promise<void> => {
  const owner = readSession(SESSION_KEYS.identityId);
  const session = generation;
  if (!owner || resumedFor === `${session}:${owner}`) return;
  resumedFor = `${session}:${owner}`;
  let saves: PendingSave[];
  try {
    saves = await pendingSaves.list(owner);
  } catch {
    return;
  }
  if (session !== generation) return;
  const { pending } = useModulesStore.getState();
  const taken = saves.filter((save) => save.actions.length > 0 && !pending[save.moduleId]?.length);
  if (taken.length === 0) return;
  useModulesStore.setState((state) => {
    const confirmed = { ...state.confirmed };
    for (const { moduleId, base } of taken)
      if (!(confirmed[moduleId] && confirmed[moduleId].version > base.version)) confirmed[moduleId] = base;
    const waiting = Object.fromEntries(taken.map((save) => [save.moduleId, save.actions]));
    return {
      confirmed,
      pending: { ...state.pending, ...waiting },
      modules: state.modules.map((module) => (waiting[module.id] ? toRecord(replay(confirmed[module.id]!, waiting[module.id]!)) : module)),
    };
  });
  for (const { moduleId } of taken) void useModulesStore.getState().flush(moduleId);
};

/**
 * A sign-out: after what waited was sent (or the wait ran out), this child's pending saves leave the device too, so
 * a shared device keeps nothing of the session. Called before the session's identity is forgotten.
 */
export const forgetPendingSaves = (): Promise<void> => {
  const owner = readSession(SESSION_KEYS.identityId);
  if (!owner) return writes;
  writes = writes.then(() => pendingSaves.clear(owner)).catch(() => undefined);
  return writes;
};

onSessionEnd(() => useModulesStore.getState().reset());

// The network is back: what waited is sent now, not at the end of its back-off (which grows to 30 s offline).
addEventListener('online', () => void useModulesStore.getState().sendPending());

// The page is going (the tab closed, the app switched, the device about to sleep): what waits goes now, as
// requests that outlive the page. A tab that comes back carries on; one that does not left IndexedDB a copy.
const sendBeforeGoing = () => void useModulesStore.getState().sendPending({ keepalive: true });
addEventListener('pagehide', sendBeforeGoing);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') sendBeforeGoing();
});

// A reopened tab still signed in: its session storage has what it had, IndexedDB may have more.
void resumePending();

export const findModule = (modules: readonly ModuleRecord[], character: string): ModuleRecord | undefined =>
  modules.find((module) => module.name.toLowerCase() === character.toLowerCase());
