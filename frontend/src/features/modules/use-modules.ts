import { useEffect } from 'react';
import { useModulesStore } from './modules-store';

/**
 * The modules: read once a session (the store keeps them), whichever screen asks first. `load: false` reads none
 * (an admin's preview of a day, which has no child's modules to read).
 */
export const useModules = ({ load: loading = true }: { load?: boolean } = {}) => {
  const state = useModulesStore();
  const { load } = state;
  useEffect(() => {
    if (loading) void load();
  }, [load, loading]);
  return state;
};
