import { useMemo } from 'react';
import { DEFAULT_CHARACTER, PROGRAMME_DAYS } from '@domain/constants';
import { toPlayable, type ModuleRecord } from '@domain/module';
import { useSettingsStore } from '../settings/settings-store';
import { findModule, useModulesStore } from './modules-store';
import { useModules } from './use-modules';

/**
 * The programme a child is in the middle of: the one they last played while it has days left, else the one with
 * days left furthest along, else (nothing begun) the spec's default character, else the first; when every one is
 * finished, the last played.
 */
export const programmeInProgress = (modules: readonly ModuleRecord[], lastPlayed?: string): ModuleRecord | undefined => {
  const open = modules.filter((module) => module.day_completed < PROGRAMME_DAYS);
  const furthest = [...open].sort((a, b) => b.day_completed - a.day_completed)[0];
  return (
    (lastPlayed ? findModule(open, lastPlayed) : undefined) ??
    (furthest && furthest.day_completed > 0 ? furthest : undefined) ??
    findModule(open, DEFAULT_CHARACTER) ??
    open[0] ??
    (lastPlayed ? findModule(modules, lastPlayed) : undefined) ??
    modules[0]
  );
};

/**
 * The programme a shop, rewards or sticker screen is about: the one chosen on a screen this session, else the one
 * last played (kept with the child's settings, so a new sign-in opens on it too), else the first. Undefined until
 * both the modules and the settings have answered, so a screen never flashes the other programme's tokens.
 */
export const useChosenModule = () => {
  const { modules, status, error, currentModuleName } = useModules();
  const selectModule = useModulesStore((state) => state.selectModule);
  const play = useModulesStore((state) => state.play);
  const settled = useSettingsStore((state) => state.settled);
  const lastPlayed = useSettingsStore((state) => state.settings.lastProgramme);
  const record = settled
    ? ((currentModuleName ? findModule(modules, currentModuleName) : undefined) ??
      (lastPlayed ? findModule(modules, lastPlayed) : undefined) ??
      modules[0])
    : undefined;
  const module = useMemo(() => (record ? toPlayable(record) : undefined), [record]);
  return { module, modules, status, error, choose: selectModule, play };
};
