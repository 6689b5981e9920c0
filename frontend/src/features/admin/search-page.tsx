import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AdminPlace } from './admin-place';
import { searchStudents, type SearchHit } from './school-api';
import { SearchBox } from './search-box';
import { useLoaded, type Loaded } from './use-loaded';
import { overviewName, useAdminMe } from './use-admin-me';

/** The children of a school whose name or username starts with what was typed; each opens the child's page. */
const SearchPage = () => {
  const [params] = useSearchParams();
  const school = params.get('school') ?? '';
  const text = params.get('q') ?? '';
  const { me } = useAdminMe();
  const load = useCallback(() => searchStudents(school, text), [school, text]);
  const { loaded, reload } = useLoaded(school && text ? load : null);
  // Nothing to search for yet is not a read under way: the box alone.
  const shown: Loaded<SearchHit[] | null> = !school || !text ? { state: 'ready', data: null } : loaded;
  return (
    <AdminPlace
      title={text ? `Children matching “${text}”` : 'Find a child'}
      loaded={shown}
      retry={reload}
      before={
        <Link className="admin-back" to={paths.adminDashboard}>
          {overviewName(me, school)}
        </Link>
      }
    >
      {(students) => (
        <>
          {/* A new search is a new place (its own address), so the box starts from the words of this one. */}
          <SearchBox key={text} school={school} initial={text} />
          {students === null ? null : students.length === 0 ? (
            <p className="message" role="status">
              No child of {school} has a name or username starting with “{text}”.
            </p>
          ) : (
            <ul className="search-results" aria-label="Children found">
              {students.map((student) => (
                <li key={student.id}>
                  <Link to={paths.adminStudent(school, student.id)}>
                    {student.first_name} {student.last_name}
                  </Link>{' '}
                  <small>
                    {student.username} · class {student.class_id}
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
export default SearchPage;
