import { useMemo } from 'react';
import { toPlayable } from '@domain/module';
import { findModule, useModulesStore } from './modules-store';
import { useModules } from './use-modules';

/** The programme a shop, rewards or sticker screen is about: the one last opened, or the first. */
export const useChosenModule = () => {
  const { modules, status, error, currentModuleName } = useModules();
  const selectModule = useModulesStore((state) => state.selectModule);
  const play = useModulesStore((state) => state.play);
  const record = (currentModuleName ? findModule(modules, currentModuleName) : undefined) ?? modules[0];
  const module = useMemo(() => (record ? toPlayable(record) : undefined), [record]);
  return { module, modules, status, error, choose: selectModule, play };
};
