import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { GameRuleError, dedupeModules, toPlayable, toRecord, type ModuleRecord, type PlayableModule } from '@domain/module';
import { applyGameAction, type GameAction } from '@domain/transitions';
import { apiGet, apiPut } from '../../lib/api-client';
import { ApiStatusError, AuthExpiredError } from '../../lib/errors';
import { SESSION_KEYS, onSessionEnd } from '../../lib/session';

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
  /** actions played but not yet saved, per module id, kept in session storage until the server has them */
  pending: Record<string, GameAction[]>;
  saveState: SaveState;
  saveMessage: string | null;
  /**
   * plays one action on a module and saves it; throws GameRuleError for a move the rules refuse. `hold` keeps it
   * to be sent with the next action that is saved (celebrate's parts: one step, one save; the welcome, the screening
   * and the feeling before a day go with the step after them), when the network comes back, or before a log out
   */
  play: (moduleId: string, action: GameAction, options?: { hold?: boolean }) => PlayableModule;
  flush: (moduleId: string) => Promise<void>;
  /** sends what every module has waiting, held actions included: one try each (a failed one retries as usual) */
  sendPending: () => Promise<void>;
  currentModuleName: string | null;
  load: () => Promise<void>;
  selectModule: (name: string) => void;
  reset: () => void;
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
        if (get().loaded) return Promise.resolve();
        const session = generation;
        inFlight ??= (async () => {
          set({ status: 'loading', error: null });
          try {
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
        if (!options?.hold) void get().flush(moduleId);
        return after;
      },

      /** One save loop per module: PUT with the confirmed version, merge a 409, wait and retry while offline. */
      flush: (moduleId) => {
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
            set({ saveState: 'saving' });
            try {
              const saved = await apiPut<ModuleRecord>('/v3/waw/module', toRecord(replay(base, actions)));
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
            } catch (error) {
              if (session !== generation) return;
              const current =
                error instanceof ApiStatusError && error.status === 409 ? (error.body as { module?: ModuleRecord }).module : undefined;
              if (current) {
                // Another tab saved first: keep both, by playing our actions again on its copy.
                set((state) => ({ confirmed: { ...state.confirmed, [moduleId]: current } }));
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
              return;
            }
          }
          set({ saveState: 'saved' });
        })().finally(() => flushing.delete(moduleId));
        flushing.set(moduleId, loop);
        return loop;
      },

      sendPending: async () => {
        const waiting = Object.entries(get().pending).filter(([, actions]) => actions.length > 0);
        await Promise.all(waiting.map(([moduleId]) => get().flush(moduleId)));
      },

      reset: () => {
        generation += 1;
        inFlight = null;
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

onSessionEnd(() => useModulesStore.getState().reset());

// The network is back: what waited is sent now, not at the end of its back-off (which grows to 30 s offline).
addEventListener('online', () => void useModulesStore.getState().sendPending());

export const findModule = (modules: readonly ModuleRecord[], character: string): ModuleRecord | undefined =>
  modules.find((module) => module.name.toLowerCase() === character.toLowerCase());
