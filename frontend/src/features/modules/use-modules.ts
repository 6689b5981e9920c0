import { useEffect } from 'react';
import { useModulesStore } from './modules-store';

/** The modules: read once a session (the store keeps them), whichever screen asks first. */
export const useModules = () => {
  const state = useModulesStore();
  const { load } = state;
  useEffect(() => {
    void load();
  }, [load]);
  return state;
};
