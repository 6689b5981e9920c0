import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { dedupeModules, initialiseModule, isMissingGameDetails, toRecord, type ModuleRecord } from '../../../../domain/module';
import { apiGet, apiPut } from '../../lib/api-client';
import { ApiStatusError, AuthExpiredError } from '../../lib/errors';
import { SESSION_KEYS } from '../../lib/session';
import { useStudentStore, type Student } from '../auth/student-store';

export interface Influencer {
  id: string;
  name?: string;
  video?: string;
}

export const MODULES_MESSAGES = {
  failed: 'Failed to fetch modules',
  notFound: (name: string) => `Module "${name}" not found`,
} as const;

type Status = 'idle' | 'loading' | 'ready' | 'error';

interface ModulesState {
  status: Status;
  error: string | null;
  modules: ModuleRecord[];
  /** cached for the session: influencers are the same for every screen */
  influencers: Influencer[] | null;
  currentModuleName: string | null;
  load: () => Promise<void>;
  selectModule: (name: string) => void;
  reset: () => void;
}

/** A module opened for the first time gets the default record, saved at once (another tab may have done it first). */
const initialise = async (module: ModuleRecord): Promise<ModuleRecord> => {
  if (!isMissingGameDetails(module.game_details)) return module;
  try {
    return await apiPut<ModuleRecord>('/v3/waw/module', toRecord(initialiseModule(module)));
  } catch (error) {
    const current = error instanceof ApiStatusError && error.status === 409 ? (error.body as { module?: ModuleRecord }).module : undefined;
    if (current) return current;
    throw error;
  }
};

let inFlight: Promise<void> | null = null;

const initial = { status: 'idle' as Status, error: null, modules: [], influencers: null, currentModuleName: null };

export const useModulesStore = create<ModulesState>()(
  persist(
    (set, get) => ({
      ...initial,
      load: () => {
        inFlight ??= (async () => {
          set({ status: 'loading', error: null });
          try {
            const influencers = get().influencers ?? (await apiGet<{ influencers?: Influencer[] }>('/v3/student/influencers')).influencers ?? [];
            const { modules } = await apiGet<{ modules?: ModuleRecord[] }>('/v3/waw/modules');
            const student = await apiGet<Student>('/v3/waw/student');
            useStudentStore.getState().setStudent(student);
            const ready = await Promise.all(dedupeModules(modules ?? []).map(initialise));
            set({ status: 'ready', modules: ready, influencers });
          } catch (error) {
            if (error instanceof AuthExpiredError) set({ ...initial });
            else set({ status: 'error', error: (error instanceof Error && error.message) || MODULES_MESSAGES.failed });
          }
        })().finally(() => {
          inFlight = null;
        });
        return inFlight;
      },
      selectModule: (name) => set({ currentModuleName: name }),
      reset: () => set({ ...initial }),
    }),
    {
      name: SESSION_KEYS.modules,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ modules, influencers, currentModuleName }) => ({ modules, influencers, currentModuleName }),
    },
  ),
);

export const findModule = (modules: readonly ModuleRecord[], character: string): ModuleRecord | undefined =>
  modules.find((module) => module.name.toLowerCase() === character.toLowerCase());
