import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AdminPlace } from './admin-place';
import { inactiveChildren, type InactiveChild } from './lifecycle-api';
import { useLoaded } from './use-loaded';

const when = (ms: number) => new Date(ms).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

const lastSeen = (child: InactiveChild) =>
  child.last_signed_in_at !== null
    ? `last signed in ${when(child.last_signed_in_at)}`
    : `never signed in since added ${child.added_at === null ? '' : when(child.added_at)}`;

/** The school's children who have not signed in for months: each opens the child's page, where they can be removed. */
const InactivePage = () => {
  const { school = '' } = useParams();
  const load = useCallback(() => inactiveChildren(school), [school]);
  const { loaded, reload } = useLoaded(load);
  return (
    <AdminPlace
      title="Children who stopped playing"
      loaded={loaded}
      retry={reload}
      before={
        <Link className="admin-back" to={paths.adminDashboard}>
          School {school}
        </Link>
      }
    >
      {(view) => (
        <>
          <p>
            Children of school {view.school} who have not signed in for {view.months} months. The school keeps their records until they are
            removed: open a child to remove them.
          </p>
          {view.children.length === 0 ? (
            <p className="message">Every child has signed in within {view.months} months.</p>
          ) : (
            <ul className="inactive-children" aria-label="Children who have not signed in">
              {view.children.map((child) => (
                <li key={child.id}>
                  <Link to={paths.adminStudent(school, child.id)}>
                    {child.first_name} {child.last_name}
                  </Link>{' '}
                  <small>
                    class {child.class_id} · {lastSeen(child)}
                  </small>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </AdminPlace>
  );
};
export default InactivePage;
