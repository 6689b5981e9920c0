import { useEffect, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { adminApi, apiMessage } from './admin-api';
import { ProgressBar } from '../../components/progress-bar';

interface SchoolDeletion {
  id: string;
  phase: 'children' | 'school' | 'done';
  children_total: number;
  children_removed: number;
  report: Record<string, number>;
}

const POLL_MS = 5000;

/** The report's kinds, in words. */
const KINDS: Record<string, string> = {
  sign_ins_and_cards: 'sign-ins and cards left',
  classes: 'classes',
  search_entries: 'search entries left',
  last_sign_ins: 'last sign-in times',
  school_entry: 'school entry',
};

const STATUS: Record<SchoolDeletion['phase'], string> = {
  children: 'Its admins and teachers are out and its children cannot sign in. Removing every child takes about six minutes…',
  school: 'Every child is removed. Deleting the school’s classes, sign-ins and lists…',
  done: 'Deleted: nothing of the school is left.',
};

/**
 * "Delete school" at the foot of a school's card, for district admins: they type the school ID, the passkey is asked
 * for if this session has not proved one, then the job's progress (children removed) and its report show.
 */
export const DeleteSchool = ({ school }: { school: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="admin-danger">
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          Delete school {school}
        </button>
      </div>
      {open && <DeleteDialog school={school} close={() => setOpen(false)} />}
    </>
  );
};

const DeleteDialog = ({ school, close }: { school: string; close: () => void }) => {
  const [typed, setTyped] = useState('');
  const [job, setJob] = useState<SchoolDeletion | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!job || job.phase === 'done') return;
    const timer = setTimeout(() => {
      adminApi<{ job: SchoolDeletion }>('GET', `/v3/admin/schools/delete?id=${encodeURIComponent(job.id)}`).then(
        (answer) => setJob(answer.job),
        (error: unknown) => setProblem(apiMessage(error)),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setJob((await adminApi<{ job: SchoolDeletion }>('POST', '/v3/admin/schools/delete', { school, confirmation: typed })).job);
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
    const total = Math.max(job.children_total, 1);
    const removed = job.phase === 'done' ? total : Math.min(job.children_removed, total);
    return (
      <Dialog title={`Deleting school ${school}`} onClose={close}>
        <h2>Deleting school {school}</h2>
        <p role="status">{STATUS[job.phase]}</p>
        <ProgressBar
          label="Children removed"
          value={removed}
          max={total}
          text={`${job.children_removed} of ${job.children_total} children removed`}
        />
        <p>
          {job.phase === 'children' && job.children_total === 0
            ? 'Counting the school’s children…'
            : `${job.children_removed} of ${job.children_total} children removed.`}
        </p>
        {job.phase === 'done' && (
          <ul aria-label="What was deleted">
            <li>{job.children_total} children, with everything of theirs</li>
            {Object.entries(job.report).map(([kind, count]) => (
              <li key={kind}>
                {count} {KINDS[kind] ?? kind}
              </li>
            ))}
          </ul>
        )}
        {problemText}
        <p className="muted">You can leave this page: the deletion goes on.</p>
        <div className="row">
          <button type="button" className="button button--primary" data-primary onClick={close}>
            Close
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={`Delete school ${school}?`} onClose={close}>
      <h2>Delete school {school}?</h2>
      <p>
        Every child of the school is removed with everything WAW keeps about them (progress, feelings and test scores, settings, sign-ins,
        cards and videos), then its classes and lists. Its admins and teachers lose access the moment you confirm. This cannot be undone.
      </p>
      <label className="admin-field">
        <span>To confirm, type the school ID: {school}</span>
        <input type="text" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />
      </label>
      {problemText}
      <div className="row">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button type="button" className="button button--danger-confirm" disabled={busy || typed !== school} onClick={() => void confirm()}>
          Delete school {school}
        </button>
      </div>
    </Dialog>
  );
};
