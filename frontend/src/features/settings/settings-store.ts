import { create } from 'zustand';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@domain/settings';
import { apiGet, apiPut } from '../../lib/api-client';

interface SettingsState {
  settings: Settings;
  loaded: boolean;
  load: () => Promise<void>;
  change: (patch: Partial<Settings>) => void;
  reset: () => void;
}

/** Reduced motion is the child's choice or the system's; the page gets an attribute the styles honour. */
const applyToPage = (settings: Settings) => {
  if (typeof document !== 'undefined') document.documentElement.dataset.reducedMotion = String(settings.reducedMotion);
};

let saveTimer: ReturnType<typeof setTimeout> | undefined;

/** The child's settings, kept on the server (GET/PUT /v3/waw/settings) so they follow them to any device. */
export const useSettingsStore = create<SettingsState>()((set, get) => ({
  settings: DEFAULT_SETTINGS,
  loaded: false,
  load: async () => {
    if (get().loaded) return;
    try {
      const parsed = settingsSchema.safeParse(await apiGet('/v3/waw/settings'));
      const settings = parsed.success ? parsed.data : DEFAULT_SETTINGS;
      applyToPage(settings);
      set({ settings, loaded: true });
    } catch {
      // Defaults are fine to play with; the next screen will try again.
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
  reset: () => {
    clearTimeout(saveTimer);
    applyToPage(DEFAULT_SETTINGS);
    set({ settings: DEFAULT_SETTINGS, loaded: false });
  },
}));
