import { Spinner } from '../../components/spinner';
import { SchoolAdmins } from './school-admins';
import { SchoolPicker } from './school-picker';
import { SchoolAdminsOnly } from './school-admins-only';
import { useAdminMe } from './use-admin-me';

/** The admins and teachers of the chosen school, in their own place. */
const AdminsPage = () => (
  <SchoolAdminsOnly title="Admins and teachers" what="Inviting and removing admins and teachers">
    <AdminsPlace />
  </SchoolAdminsOnly>
);

const AdminsPlace = () => {
  const { school } = useAdminMe();
  return (
    <main className="page page--wide admin-place">
      <SchoolPicker />
      <h1 className="page__title">Admins and teachers</h1>
      {school ? <SchoolAdmins key={school} school={school} /> : <Spinner label="Loading your schools" />}
    </main>
  );
};
export default AdminsPage;
