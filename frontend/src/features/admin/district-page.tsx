import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { PROGRAMME_DAYS } from '@domain/constants';
import { paths } from '../../app/paths';
import { apiMessage } from './admin-api';
import { AdminPlace } from './admin-place';
import { ClassDays } from './day-strip';
import { DeleteSchool } from './delete-school';
import { FeelingsChart } from './feelings-chart';
import { districtView, type DistrictPage as Page, type SchoolSummary } from './school-api';
import { classTestText } from './test-words';
import { useAdminMe } from './use-admin-me';
import { useLoaded } from './use-loaded';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const SchoolCard = ({ summary, focusRef }: { summary: SchoolSummary; focusRef?: Ref<HTMLAnchorElement> }) => (
  <li className="card class-card">
    <h2>School {summary.school}</h2>
    <p>
      {plural(summary.children, 'child', 'children')} in {plural(summary.classes, 'class', 'classes')} · {summary.started} started ·{' '}
      {summary.finished} finished all {PROGRAMME_DAYS} days
    </p>
    <ClassDays days={summary.days} children={summary.children} />
    <FeelingsChart feelings={summary.feelings} title={`How school ${summary.school} felt before and after the day's activities`} />
    <p className="muted">{classTestText(summary.test)}</p>
    {/* Opening the school is what the card is for (its one link); deleting it stands apart below. */}
    <p className="school-card__open">
      <Link ref={focusRef} className="button button--primary" to={paths.adminSchool(summary.school)}>
        Open school {summary.school}
      </Link>
    </p>
    <DeleteSchool school={summary.school} />
  </li>
);

/** The pages read so far; More schools reads the next and moves the focus to its first school, for the keyboard. */
const SchoolList = ({ first }: { first: Page }) => {
  const [pages, setPages] = useState<Page[]>([first]);
  const [more, setMore] = useState<{ state: 'idle' | 'loading' } | { state: 'error'; message: string }>({ state: 'idle' });
  const firstNew = useRef<HTMLAnchorElement>(null);
  const cursor = pages.at(-1)?.cursor;
  const schools = pages.flatMap((page) => page.schools);
  const newFrom = pages.length > 1 ? schools.length - pages.at(-1)!.schools.length : -1;
  useEffect(() => {
    if (pages.length > 1) firstNew.current?.focus();
  }, [pages.length]);
  const loadMore = () => {
    setMore({ state: 'loading' });
    districtView(cursor).then(
      (page) => {
        setPages((held) => [...held, page]);
        setMore({ state: 'idle' });
      },
      (error: unknown) => setMore({ state: 'error', message: apiMessage(error) }),
    );
  };
  if (schools.length === 0) return <p className="message">No school has children yet: a roster import adds a school.</p>;
  return (
    <>
      <ul className="class-cards" aria-label="Schools">
        {schools.map((summary, index) => (
          <SchoolCard key={summary.school} summary={summary} focusRef={index === newFrom ? firstNew : undefined} />
        ))}
      </ul>
      {more.state === 'error' && (
        <p role="alert" className="message message--error">
          {more.message}
        </p>
      )}
      {cursor && (
        <button type="button" className="button" onClick={loadMore} disabled={more.state === 'loading'}>
          {more.state === 'loading' ? 'Loading more schools…' : 'More schools'}
        </button>
      )}
    </>
  );
};

/** A district admin's landing page: every school with its classes' figures added up, each opening its overview. */
const DistrictPage = () => {
  const { me } = useAdminMe();
  const load = useCallback(() => districtView(), []);
  const { loaded, reload } = useLoaded(me?.district ? load : null);
  if (me && !me.district)
    return (
      <main className="page page--wide admin-place">
        <h1 className="page__title">Schools</h1>
        <p>
          Only district admins see every school: see <Link to={paths.adminDashboard}>your school</Link>.
        </p>
      </main>
    );
  return (
    <AdminPlace title="Schools" loaded={loaded} retry={reload}>
      {(first) => <SchoolList first={first} />}
    </AdminPlace>
  );
};
export default DistrictPage;
