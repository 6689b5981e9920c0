import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { confirmsName, nameToConfirm } from '@domain/removal';
import { paths } from '../../app/paths';
import { Dialog } from '../../components/dialog';
import { adminApi, apiMessage } from './admin-api';
import type { StudentView } from './school-api';
import { ProgressBar } from '../../components/progress-bar';

type Phase = 'waiting' | 'deleting' | 'videos' | 'done';
interface RemovalJob {
  id: string;
  phase: Phase;
}

const STEPS: Record<Phase, { step: number; text: string }> = {
  waiting: { step: 1, text: 'They can no longer sign in. In about a minute, everything of theirs is deleted.' },
  deleting: { step: 2, text: 'Deleting their progress, feelings, settings, sign-in, card and videos…' },
  videos: { step: 3, text: 'Their records are gone. For a few minutes more, any video still uploading is deleted as it lands.' },
  done: { step: 4, text: 'Removed: nothing of theirs is left.' },
};
const POLL_MS = 3000;

/**
 * "Remove" on a child's page: the admin types the child's name as shown, the passkey is asked for if this session has
 * not proved one, and the removal's progress shows until it is done. The child stops being able to sign in at once.
 */
export const RemoveChild = ({ school, student }: { school: string; student: StudentView }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <section className="admin-danger" aria-label={`Remove ${student.first_name} from the school`}>
        <p className="muted">Removing deletes everything of {student.first_name}&apos;s, videos included. It cannot be undone.</p>
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          Remove {student.first_name}
        </button>
      </section>
      {open && <RemoveDialog school={school} student={student} close={() => setOpen(false)} />}
    </>
  );
};

const RemoveDialog = ({ school, student, close }: { school: string; student: StudentView; close: () => void }) => {
  const name = nameToConfirm(student.first_name, student.last_name);
  const [typed, setTyped] = useState('');
  const [job, setJob] = useState<RemovalJob | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!job || job.phase === 'done') return;
    const timer = setTimeout(() => {
      adminApi<{ job: RemovalJob }>('GET', `/v3/admin/removals?id=${encodeURIComponent(job.id)}`).then(
        (answer) => setJob(answer.job),
        (error: unknown) => setProblem(apiMessage(error)),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setJob(
        (await adminApi<{ job: RemovalJob }>('POST', '/v3/admin/students/remove', { studentId: student.id, confirmation: typed })).job,
      );
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
    const { step, text } = STEPS[job.phase];
    return (
      <Dialog title={`Removing ${name}`} onClose={close}>
        <h2>Removing {name}</h2>
        <p role="status">{text}</p>
        <ProgressBar label="Removal" value={step} max={4} text={`Step ${step} of 4`} />
        {problemText}
        <p className="muted">You can leave this page: the removal goes on.</p>
        <div className="row">
          <Link className="button button--primary" data-primary to={paths.adminClass(school, student.class_id)}>
            Back to class {student.class_id}
          </Link>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={`Remove ${name}?`} onClose={close}>
      <h2>Remove {name}?</h2>
      <p>
        Everything WAW keeps about {student.first_name} is deleted: their progress, feelings and test scores, settings, sign-in and card,
        and their videos. They can no longer sign in from the moment you confirm. This cannot be undone.
      </p>
      <label className="admin-field">
        <span>To confirm, type their name: {name}</span>
        <input type="text" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />
      </label>
      {problemText}
      <div className="row">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger-confirm"
          disabled={busy || !confirmsName(typed, student.first_name, student.last_name)}
          onClick={() => void remove()}
        >
          Remove {student.first_name}
        </button>
      </div>
    </Dialog>
  );
};
