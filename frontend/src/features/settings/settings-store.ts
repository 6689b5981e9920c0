import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CHARACTER_CODES, type CharacterCode } from '@domain/constants';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings-defaults';
import { apiGet, apiPut } from '../../lib/api-client';
import { SESSION_KEYS, onSessionEnd } from '../../lib/session';

interface SettingsState {
  settings: Settings;
  loaded: boolean;
  /** the first load has answered, or failed (then the defaults stand): screens that choose a programme wait for it */
  settled: boolean;
  /** reads them unless this session has them (the sign-in's student answer brings them) */
  load: () => Promise<void>;
  /** the settings the sign-in read with the student (checked there) */
  receive: (settings: Settings) => void;
  change: (patch: Partial<Settings>) => void;
  /** the programme being played, remembered with the child's settings (saved only when it changes) */
  rememberProgramme: (name: string) => void;
  reset: () => void;
}

/** Reduced motion is the child's choice or the system's; the page gets an attribute the styles honour. */
const applyToPage = (settings: Settings) => {
  if (typeof document !== 'undefined') document.documentElement.dataset.reducedMotion = String(settings.reducedMotion);
};

let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** asked for before the settings arrived: saving then would write the defaults over the child's own settings */
let waitingProgramme: CharacterCode | null = null;

const isCharacter = (name: string): name is CharacterCode => (CHARACTER_CODES as readonly string[]).includes(name);

/**
 * The child's settings, kept on the server (PUT /v3/waw/settings) so they follow them to any device, read with the
 * student at sign-in and kept in session storage for the rest of the session.
 */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set, get) => ({
      settings: DEFAULT_SETTINGS,
      loaded: false,
      settled: false,
      load: async () => {
        if (get().loaded) return;
        try {
          const [answer, { parseSettings }] = await Promise.all([apiGet('/v3/waw/settings'), import('@domain/settings')]);
          const settings = parseSettings(answer) ?? DEFAULT_SETTINGS;
          applyToPage(settings);
          set({ settings, loaded: true, settled: true });
          if (waitingProgramme) get().rememberProgramme(waitingProgramme);
          waitingProgramme = null;
        } catch {
          // Defaults are fine to play with; the next screen will try again.
          set({ settled: true });
        }
      },
      receive: (settings) => {
        applyToPage(settings);
        set({ settings, loaded: true, settled: true });
      },
      change: (patch) => {
        const settings = { ...get().settings, ...patch };
        applyToPage(settings);
        set({ settings });
        // A slider sends many changes; the last one is saved.
        clearTimeout(saveTimer);
        saveTimer = setTimeout(() => void apiPut('/v3/waw/settings', get().settings).catch(() => undefined), 400);
      },
      rememberProgramme: (name) => {
        const code = name.toUpperCase();
        if (!isCharacter(code)) return;
        if (!get().loaded) waitingProgramme = code;
        else if (get().settings.lastProgramme !== code) get().change({ lastProgramme: code });
      },
      reset: () => {
        clearTimeout(saveTimer);
        waitingProgramme = null;
        applyToPage(DEFAULT_SETTINGS);
        set({ settings: DEFAULT_SETTINGS, loaded: false, settled: false });
      },
    }),
    {
      name: SESSION_KEYS.settings,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ settings, loaded }) => ({ settings, loaded }),
      // What this tab wrote itself earlier in the session, over the defaults (a field it did not keep stays default).
      merge: (persisted, current) => {
        const kept = persisted as Partial<SettingsState> | undefined;
        if (!kept?.loaded || typeof kept.settings !== 'object') return current;
        const settings = { ...DEFAULT_SETTINGS, ...kept.settings };
        applyToPage(settings);
        return { ...current, settings, loaded: true, settled: true };
      },
    },
  ),
);

onSessionEnd(() => useSettingsStore.getState().reset());
