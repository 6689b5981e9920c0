import { useCallback, useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { PROGRAMME_DAYS } from '@domain/constants';
import { paths } from '../../app/paths';
import { AdminPlace } from './admin-place';
import { PageStatus, Pager, usePagesOf } from './pages-of';
import { ClassDays } from './day-strip';
import { FeelingsChart } from './feelings-chart';
import { classInSentence, classLabel } from '@domain/class-summary';
import { schoolView, type NamedClassSummary } from './school-api';
import { SchoolPicker } from './school-picker';
import { SearchBox } from './search-box';
import { classTestText } from './test-words';
import { seesChildren, teachesOnly, useAdminMe } from './use-admin-me';
import { useLoaded } from './use-loaded';

const ClassCard = ({ school, summary }: { school: string; summary: NamedClassSummary }) => (
  <li className="card class-card">
    <h2>
      <Link to={paths.adminClass(school, summary.class_id)}>{classLabel(summary.class_id, summary.name)}</Link>
    </h2>
    {summary.name && <p className="muted">Class ID {summary.class_id}</p>}
    <p>
      {summary.children} {summary.children === 1 ? 'child' : 'children'} · {summary.started} started · {summary.finished} finished all{' '}
      {PROGRAMME_DAYS} days
    </p>
    <ClassDays days={summary.days} children={summary.children} />
    <FeelingsChart
      feelings={summary.feelings}
      title={`How ${classInSentence(summary.class_id, summary.name)} felt before and after the day's activities`}
    />
    <p className="muted">{classTestText(summary.test)}</p>
    {summary.catching_up > 0 && <p className="catching-up-note">Some figures still catching up</p>}
  </li>
);

/** A card is some 140 elements (its days and feelings drawn): twelve a page keep a school of any size under 2,500. */
const CLASSES_A_PAGE = 12;

/** The school's classes by name, a page of cards at a time, from the one read of the school. */
const ClassCards = ({ school, classes }: { school: string; classes: NamedClassSummary[] }) => {
  const paging = usePagesOf(classes, CLASSES_A_PAGE);
  return (
    <>
      {paging.pages > 1 && <PageStatus paging={paging} noun={() => 'classes'} />}
      <ul className="class-cards" aria-label="Classes">
        {paging.shown.map((summary) => (
          <ClassCard key={summary.class_id} school={school} summary={summary} />
        ))}
      </ul>
      <Pager paging={paging} label="Pages of classes" />
    </>
  );
};

/**
 * The school at a glance: one card per class (its size, progress, feelings and test), twelve at a time, and a way
 * to find a child. The school is the address's `?school=` (the district page opens one so) or the one chosen
 * before; a district admin who has chosen none lands on their schools instead. A teacher lands here on the list of
 * their own classes: the server answers no other.
 */
const DashboardPage = () => {
  const { me, school: held, chosen, setSchool } = useAdminMe();
  const asked = useSearchParams()[0].get('school');
  const school = asked ?? held;
  // The other places (a class's way back, the admins, the cards) follow the school opened here.
  useEffect(() => {
    if (asked && asked !== held) setSchool(asked);
  }, [asked, held, setSchool]);
  const sees = seesChildren(me, school);
  const teaches = teachesOnly(me, school);
  const load = useCallback(() => schoolView(school!), [school]);
  const { loaded, reload } = useLoaded(sees && school ? load : null);
  if (me?.district && !asked && !chosen) return <Navigate to={paths.adminDistrict} replace />;
  if (me && !sees)
    return (
      <main className="page page--wide admin-place">
        <h1 className="page__title">Dashboard</h1>
        <p>
          Your role looks after the programme, not a school&apos;s children: see <Link to={paths.adminProgrammes}>the programme pages</Link>
          .
        </p>
      </main>
    );
  return (
    <AdminPlace
      title={school ? (teaches ? `Your classes at ${school}` : `School ${school}`) : 'Dashboard'}
      loaded={loaded}
      retry={reload}
      // A district's schools are too many for a list box: its admins go back to the district page to choose another.
      before={
        me?.district ? (
          <Link className="admin-back" to={paths.adminDistrict}>
            All schools
          </Link>
        ) : (
          <SchoolPicker />
        )
      }
    >
      {(view) => (
        <>
          <SearchBox school={view.school} />
          {!teaches && (
            <p>
              <Link to={paths.adminInactive(view.school)}>Children who have not signed in for a long time</Link>
            </p>
          )}
          <p>
            {view.children} {view.children === 1 ? 'child' : 'children'} in {view.classes.length}{' '}
            {view.classes.length === 1 ? 'class' : 'classes'}.
          </p>
          {view.classes.length === 0 && teaches ? (
            <p className="message">No class of yours has children yet: the school&apos;s admins give teachers their classes.</p>
          ) : view.classes.length === 0 ? (
            <p className="message">
              No children yet: <Link to={paths.adminRoster}>add them from a roster</Link>.
            </p>
          ) : (
            <ClassCards school={view.school} classes={view.classes} />
          )}
        </>
      )}
    </AdminPlace>
  );
};
export default DashboardPage;
