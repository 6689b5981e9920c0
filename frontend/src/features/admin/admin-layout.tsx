import { useState } from 'react';
import { NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/spinner';
import { useAdminSession } from './admin-session';
import { canManageStudents, teachesOnly, useAdminMe } from './use-admin-me';
import { useAdminArea } from './use-admin-area';
import { PasskeyDialog } from './passkey-dialog';
import './admin-places.css';

/**
 * The places of the admin area. On a phone they fold behind a Menu button (the row of links is wider than the
 * screen); the menu closes when a place is chosen, since the address it was opened at is gone.
 */
const AdminNav = ({ manages, teaches, district }: { manages: boolean; teaches: boolean; district: boolean }) => {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState(pathname);
  if (open && openAt !== pathname) {
    setOpen(false);
    setOpenAt(pathname);
  }
  const links = [
    { to: paths.adminDistrict, label: 'Schools', shown: district },
    { to: paths.adminDashboard, label: 'School', shown: manages },
    // A teacher's place is their classes (the same overview, holding only theirs).
    { to: paths.adminDashboard, label: 'My classes', shown: teaches && !manages },
    { to: paths.adminRoster, label: 'Add students', shown: manages },
    { to: paths.adminAdmins, label: 'Admins', shown: manages },
    { to: paths.adminCards, label: 'Sign-in cards', shown: manages },
    { to: paths.adminProgrammes, label: 'Programmes', shown: true },
    { to: paths.adminComponents, label: 'Components', shown: true },
    { to: paths.adminAccount, label: 'Account', shown: true },
  ].filter((link) => link.shown);
  return (
    <>
      <button
        type="button"
        className="button button--quiet admin-menu-button"
        aria-expanded={open}
        aria-controls="admin-nav"
        onClick={() => {
          setOpen(!open);
          setOpenAt(pathname);
        }}
      >
        Menu
      </button>
      <nav id="admin-nav" className={open ? 'admin-nav admin-nav--open' : 'admin-nav'} aria-label="Admin">
        {links.map((link) => (
          <NavLink key={link.to} to={link.to}>
            {link.label}
          </NavLink>
        ))}
      </nav>
    </>
  );
};

/** Every admin screen but the sign-in: an admin session is required, and the way out is always there. */
export const AdminLayout = () => {
  useAdminArea();
  const { session, ready, signOut } = useAdminSession();
  const { me, school } = useAdminMe();
  const navigate = useNavigate();
  if (!ready) return <Spinner label="Checking your sign-in" />;
  if (!session) return <Navigate to={paths.adminLogin} replace />;
  return (
    <div className="shell admin">
      <header className="topbar admin-topbar">
        <span className="brand">
          <span className="brand__mark" aria-hidden="true">
            W
          </span>
          <span className="brand__name">WAW admin</span>
        </span>
        {/* Until the server said who this is, no place is offered: offering a school admin's places first would flash them at a teacher. */}
        {me && <AdminNav manages={canManageStudents(me, school)} teaches={teachesOnly(me, school)} district={me.district} />}
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
