import { useEffect } from 'react';
import { configureAmplify } from '../../lib/amplify';
import { getConfig } from '../../lib/config';
import { useAdminSession } from './admin-session';

/** The admin area talks to the admins' user pool: set Amplify up for it and read the session once. */
export const useAdminArea = () => {
  const load = useAdminSession((state) => state.load);
  useEffect(() => {
    configureAmplify(getConfig(), 'admin');
    void load();
  }, [load]);
};
