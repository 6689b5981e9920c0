import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useAuthStore } from './auth-store';

/** Spec section 4: logout signs out, clears everything, and sends the browser to the root path. */
export const useLogout = () => {
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  return () => {
    logout();
    void navigate(paths.login, { replace: true });
  };
};
