import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { RosterImport } from './roster-import';
import { SchoolAdminsOnly } from './school-admins-only';

/** The roster import in its own place: a job that goes on when the admin leaves, picked up again on return. */
const RosterPage = () => (
  <SchoolAdminsOnly title="Add students" what="Adding students">
    <RosterPlace />
  </SchoolAdminsOnly>
);

const RosterPlace = () => (
  <main className="page page--wide admin-place">
    <h1 className="page__title">Add students</h1>
    <RosterImport onImported={() => undefined} />
    <p>
      Once imported, the children are in their classes on <Link to={paths.adminDashboard}>the school&apos;s page</Link>.
    </p>
  </main>
);
export default RosterPage;
