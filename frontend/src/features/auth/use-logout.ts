import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { forgetPendingSaves, useModulesStore } from '../modules/modules-store';
import { useAuthStore } from './auth-store';

/** How long a log out waits for the child's last moves to be saved before it forgets them. */
export const LOGOUT_SAVE_WAIT_MS = 5_000;

/**
 * Spec section 4: logout signs out, clears everything, and sends the browser to the root path. What the child did
 * last may still be waiting to go with their next step (the feeling before a day, the screening): it is sent
 * first, for as long as the network answers within a few seconds. Then it leaves the device: what could not be sent
 * is not kept for the next child on a shared one.
 */
export const useLogout = () => {
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  return async () => {
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      useModulesStore.getState().sendPending(),
      new Promise((done) => {
        waited = setTimeout(done, LOGOUT_SAVE_WAIT_MS);
      }),
    ]);
    clearTimeout(waited);
    await forgetPendingSaves();
    logout();
    void navigate(paths.login, { replace: true });
  };
};
