import { create } from 'zustand';
import { CHARACTER_CODES, type CharacterCode } from '@domain/constants';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@domain/settings';
import { apiGet, apiPut } from '../../lib/api-client';

interface SettingsState {
  settings: Settings;
  loaded: boolean;
  /** the first load has answered, or failed (then the defaults stand): screens that choose a programme wait for it */
  settled: boolean;
  load: () => Promise<void>;
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

/** The child's settings, kept on the server (GET/PUT /v3/waw/settings) so they follow them to any device. */
export const useSettingsStore = create<SettingsState>()((set, get) => ({
  settings: DEFAULT_SETTINGS,
  loaded: false,
  settled: false,
  load: async () => {
    if (get().loaded) return;
    try {
      const parsed = settingsSchema.safeParse(await apiGet('/v3/waw/settings'));
      const settings = parsed.success ? parsed.data : DEFAULT_SETTINGS;
      applyToPage(settings);
      set({ settings, loaded: true, settled: true });
      if (waitingProgramme) get().rememberProgramme(waitingProgramme);
      waitingProgramme = null;
    } catch {
      // Defaults are fine to play with; the next screen will try again.
      set({ settled: true });
    }
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
}));
