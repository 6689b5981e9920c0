import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { LoadingScreen } from '../../components/spinner';
import { SchoolPicker } from './school-picker';
import { canManageStudents, teachesOnly, useAdminMe } from './use-admin-me';

/**
 * A place only the chosen school's admins may use (the server answers 403 to anyone else): until the role is known it
 * shows a spinner, never the place itself, and a teacher is told in plain words what they can do instead.
 */
export const SchoolAdminsOnly = ({ title, what, children }: { title: string; what: string; children: ReactNode }) => {
  const { me, school } = useAdminMe();
  if (!me) return <LoadingScreen label="Checking what your role may do" />;
  // A district admin holds no school until they choose one: /me does not list a district's thousands.
  if (me.district && !school)
    return (
      <main className="page page--wide admin-place">
        <h1 className="page__title">{title}</h1>
        <SchoolPicker />
      </main>
    );
  if (canManageStudents(me, school)) return <>{children}</>;
  return (
    <main className="page page--wide admin-place">
      <SchoolPicker />
      <h1 className="page__title">{title}</h1>
      <p className="message">
        {what} is for the school&apos;s admins.{' '}
        {teachesOnly(me, school) ? (
          <>
            You can open <Link to={paths.adminDashboard}>your classes</Link>, and on a child&apos;s page set a new password, reset a day or
            print their sign-in card.
          </>
        ) : (
          <>
            See <Link to={paths.adminProgrammes}>the programme pages</Link>.
          </>
        )}
      </p>
    </main>
  );
};
