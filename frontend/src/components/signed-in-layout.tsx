import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../app/paths';
import { useLogout } from '../features/auth/use-logout';
import { useStudentStore } from '../features/auth/student-store';
import { useSettingsStore } from '../features/settings/settings-store';
import { configureAmplify } from '../lib/amplify';
import { getConfig } from '../lib/config';
import { Icon } from './icon';

/** Every signed-in screen: the way home and a Log out control, always in the same place. */
export const SignedInLayout = () => {
  const logout = useLogout();
  const student = useStudentStore((state) => state.student);
  const loadSettings = useSettingsStore((state) => state.load);
  useEffect(() => {
    configureAmplify(getConfig(), 'student');
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
        <button type="button" className="button button--quiet" onClick={logout}>
          <Icon name="door" /> Log out
        </button>
      </header>
      <Outlet />
    </div>
  );
};
