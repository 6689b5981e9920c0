import { useEffect, useLayoutEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../app/paths';
import { useStudentStore } from '../features/auth/student-store';
import { useSettingsStore } from '../features/settings/settings-store';
import { LogoutButton } from './logout-button';

/**
 * Every signed-in screen: the way home, the child's name, and a small Log out far from the child's controls
 * (behind a grown-up's question). Each new screen starts at the top of the page.
 */
const SignedInLayout = () => {
  const student = useStudentStore((state) => state.student);
  const loadSettings = useSettingsStore((state) => state.load);
  const { pathname } = useLocation();
  // Every new screen starts at its top. Not react-router's ScrollRestoration: it keeps positions in session
  // storage, and a signed-out browser must keep nothing of the session. (A block body: recent Chromium's scrollTo
  // returns a promise, which React would take for the effect's cleanup.)
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // The sign-in brought the settings; a session that began before they came with it reads them here, once.
  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);
  return (
    <div className="shell">
      <header className="topbar">
        <Link to={paths.home} className="brand">
          <span className="brand__mark" aria-hidden="true">
            W
          </span>
          <span className="brand__name">WAW</span>
          <span className="visually-hidden"> home</span>
        </Link>
        {student && <span className="topbar__name">{student.first_name}</span>}
        <LogoutButton compact />
      </header>
      <Outlet />
    </div>
  );
};
export default SignedInLayout;
