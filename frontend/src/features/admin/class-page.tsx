import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { apiMessage } from './admin-api';
import { AdminPlace } from './admin-place';
import { ClassChildren } from './class-children';
import { CheckInList } from './check-in-list';
import { FeelingsChart } from './feelings-chart';
import { ClassNameForm } from './class-name';
import { classInSentence, classLabel } from '@domain/class-summary';
import { PromoteClass } from './promote-class';
import { classView, downloadClassExport } from './school-api';
import { TestGain } from './test-gain';
import { classTestText } from './test-words';
import { useLoaded } from './use-loaded';
import { canManageStudents, overviewName, useAdminMe } from './use-admin-me';

/** The class's results as a CSV file, made by the server. */
const ExportButton = ({ school, classId }: { school: string; classId: string }) => {
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      setNotice({ kind: 'ok', text: `${await downloadClassExport(school, classId)} is downloaded.` });
    } catch (error) {
      setNotice({ kind: 'error', text: apiMessage(error) });
    }
    setBusy(false);
  };
  return (
    <div className="class-export">
      <button type="button" className="button" disabled={busy} onClick={() => void run()}>
        Export CSV
      </button>
      {notice && (
        <p className={notice.kind === 'error' ? 'message message--error' : 'message'} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
    </div>
  );
};

/** One class: its feelings and test, then each child's ten days, test and tokens, each opening the child's page. */
const ClassPage = () => {
  const { school = '', classId = '' } = useParams();
  const { me } = useAdminMe();
  const load = useCallback(() => classView(school, classId), [school, classId]);
  const { loaded, reload } = useLoaded(load);
  // The class's name once the page has read it; its id until then, and when it has none.
  const name = loaded.state === 'ready' ? loaded.data.name : null;
  const label = classLabel(classId, name);
  return (
    <AdminPlace
      title={label}
      loaded={loaded}
      retry={reload}
      before={
        <Link className="admin-back" to={paths.adminDashboard}>
          {overviewName(me, school)}
        </Link>
      }
    >
      {(view) => (
        <>
          {view.name && <p className="muted">Class ID {classId}</p>}
          <CheckInList school={school} pupils={view.children} />
          <ExportButton school={school} classId={classId} />
          {canManageStudents(me, school) && <PromoteClass school={school} classId={classId} size={view.summary.children} done={reload} />}
          {canManageStudents(me, school) && <ClassNameForm school={school} classId={classId} name={view.name} done={reload} />}
          <p>
            {view.summary.children} {view.summary.children === 1 ? 'child' : 'children'} · {view.summary.started} started ·{' '}
            {view.summary.finished} finished. {classTestText(view.summary.test)}
          </p>
          <TestGain gain={view.gain} />
          <FeelingsChart
            feelings={view.summary.feelings}
            title={`How ${classInSentence(classId, name)} felt before and after the day's activities`}
          />
          <h2>Children</h2>
          {view.children.length === 0 ? (
            <p className="message">
              No children in this class yet
              {canManageStudents(me, school) ? (
                <>
                  : <Link to={paths.adminRoster}>add them from a roster</Link>.
                </>
              ) : (
                ": the school's admins add them."
              )}
            </p>
          ) : (
            <ClassChildren school={school} label={`Children of ${classInSentence(classId, name)}`} pupils={view.children} />
          )}
        </>
      )}
    </AdminPlace>
  );
};
export default ClassPage;
