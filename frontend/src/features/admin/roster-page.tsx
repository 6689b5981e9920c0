import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { RosterImport } from './roster-import';

/** The roster import in its own place: a job that goes on when the admin leaves, picked up again on return. */
const RosterPage = () => (
  <main className="page page--wide admin-place">
    <h1 className="page__title">Add students</h1>
    <RosterImport onImported={() => undefined} />
    <p>
      Once imported, the children are in their classes on <Link to={paths.adminDashboard}>the school&apos;s page</Link>.
    </p>
  </main>
);
export default RosterPage;
