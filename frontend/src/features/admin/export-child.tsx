import { useEffect, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { adminApi, apiMessage } from './admin-api';
import type { StudentView } from './school-api';
import { ProgressBar } from '../../components/progress-bar';

interface ExportJob {
  id: string;
  phase: 'building' | 'done';
  download_url?: string;
  download_expires_at?: string;
}

const POLL_MS = 2000;

/**
 * "Export data" on a child's page, for a parent's request: the passkey is asked for if this session has not proved
 * one, the export is built as a job, and once built a download link shows (it works 15 minutes; the zip is kept a
 * day, and asking again gives a fresh link).
 */
export const ExportChild = ({ student }: { student: StudentView }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Export {student.first_name}&apos;s data
      </button>
      {open && <ExportDialog student={student} close={() => setOpen(false)} />}
    </>
  );
};

const ExportDialog = ({ student, close }: { student: StudentView; close: () => void }) => {
  const name = `${student.first_name} ${student.last_name}`;
  const [job, setJob] = useState<ExportJob | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = (id: string) =>
    adminApi<{ job: ExportJob }>('GET', `/v3/admin/students/export?id=${encodeURIComponent(id)}`).then(
      (answer) => setJob(answer.job),
      (error: unknown) => setProblem(apiMessage(error)),
    );

  useEffect(() => {
    if (!job || job.phase === 'done' || problem) return;
    const timer = setTimeout(() => void refresh(job.id), POLL_MS);
    return () => clearTimeout(timer);
  }, [job, problem]);

  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setJob((await adminApi<{ job: ExportJob }>('POST', '/v3/admin/students/export', { studentId: student.id })).job);
    } catch (error) {
      setProblem(apiMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const problemText = problem && (
    <p className="message message--error" role="alert">
      {problem}
    </p>
  );
  if (job) {
    const done = job.phase === 'done';
    return (
      <Dialog title={`Export of ${name}`} onClose={close}>
        <h2>Export of {name}</h2>
        <p role="status">{done ? 'The export is ready.' : 'Gathering their records and videos…'}</p>
        <ProgressBar label="Export" value={done ? 2 : 1} max={2} text={done ? 'Ready' : 'Building'} />
        {problemText}
        {done && job.download_url && (
          <>
            <p className="muted">The link works for 15 minutes; the file is deleted after a day. Give it only to the child’s parent.</p>
            <div className="row">
              <a className="button button--primary" data-primary href={job.download_url} download>
                Download {student.first_name}&apos;s data
              </a>
              <button type="button" className="button" onClick={() => void refresh(job.id)}>
                Get a fresh link
              </button>
            </div>
          </>
        )}
        <div className="row">
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={`Export ${name}'s data?`} onClose={close}>
      <h2>Export {name}&apos;s data?</h2>
      <p>
        One download with everything WAW keeps about {student.first_name}: their profile, progress, feelings and test scores, settings,
        sign-in and card facts (never their password or card secret), as readable files, and their videos. Use it to answer a parent&apos;s
        request.
      </p>
      {problemText}
      <div className="row">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void start()}>
          Export
        </button>
      </div>
    </Dialog>
  );
};
