import { NavLink, Navigate, Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/spinner';
import { useAdminSession } from './admin-session';
import { useAdminArea } from './use-admin-area';
import { PasskeyDialog } from './passkey-dialog';

/** Every admin screen but the sign-in: an admin session is required, and the way out is always there. */
export const AdminLayout = () => {
  useAdminArea();
  const { session, ready, signOut } = useAdminSession();
  const navigate = useNavigate();
  if (!ready) return <Spinner label="Checking your sign-in" />;
  if (!session) return <Navigate to={paths.adminLogin} replace />;
  return (
    <div className="shell admin">
      <header className="topbar">
        <span className="brand">
          <span className="brand__mark" aria-hidden="true">
            W
          </span>
          <span className="brand__name">WAW admin</span>
        </span>
        <nav className="admin-nav" aria-label="Admin">
          <NavLink to={paths.adminDashboard}>Dashboard</NavLink>
          <NavLink to={paths.adminComponents}>Components</NavLink>
          <NavLink to={paths.adminCards}>Sign-in cards</NavLink>
        </nav>
        <span className="topbar__name">{session.user.name || session.user.email}</span>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void signOut().then(() => void navigate(paths.adminLogin, { replace: true }))}
        >
          Sign out
        </button>
      </header>
      <Outlet />
      <PasskeyDialog />
    </div>
  );
};
