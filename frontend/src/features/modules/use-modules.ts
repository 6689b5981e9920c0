import { useEffect } from 'react';
import { useModulesStore } from './modules-store';

/** The modules, loaded once per screen visit (the store shares one request between screens). */
export const useModules = () => {
  const state = useModulesStore();
  const { load } = state;
  useEffect(() => {
    void load();
  }, [load]);
  return state;
};
