import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useAuthStore } from './auth-store';

/** Signed-in routes without a session send the browser back to the login (spec section 2). */
export const RequireStudent = ({ children }: { children: ReactNode }) => {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return isAuthenticated ? children : <Navigate to={paths.login} replace />;
};
