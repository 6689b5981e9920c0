import { CHILD_PASSWORD_HINT } from '@domain/child-password';
import { STUDENT_GRADE } from '@domain/constants';
import { useEffect, useRef, useState } from 'react';
import { ApiStatusError } from '../../lib/errors';
import { apiMessage } from './admin-api';
import { importStatus, latestImport, startImport, type ImportJob, type RowResult } from './roster-import-api';
import { ProgressBar } from '../../components/progress-bar';

const POLL_MS = 1500;
const RESULT_WORDS: Record<RowResult['result'], string> = { added: 'Added', exists: 'Already there', failed: 'Not imported' };

/** Follows a job until it is done, then hands back every row's result. Stops when the component goes. */
const useImportJob = (onDone: () => void) => {
  const [job, setJob] = useState<ImportJob | null>(null);
  const [rows, setRows] = useState<RowResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);

  const follow = (id: string) => {
    importStatus(id).then(
      (view) => {
        if (!alive.current) return;
        setJob(view.job);
        if (view.job.status === 'done') {
          setRows(view.rows ?? []);
          onDone();
        } else timer.current = setTimeout(() => follow(id), POLL_MS);
      },
      // A dropped connection is not the end of a job: try again a little later.
      () => {
        if (alive.current) timer.current = setTimeout(() => follow(id), POLL_MS * 2);
      },
    );
  };

  useEffect(() => {
    alive.current = true;
    // The admin may have left the page while a job ran: pick the latest one up again.
    latestImport().then(
      (latest) => {
        if (!alive.current || !latest) return;
        setJob(latest);
        if (latest.status === 'running') follow(latest.id);
      },
      () => undefined,
    );
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  return { job, rows, error, setError, setJob, setRows, follow };
};

/** Imports a CSV roster as a background job: a progress bar while it runs, and the result of every row at the end. */
export const RosterImport = ({ onImported }: { onImported: () => void }) => {
  const { job, rows, error, setError, setJob, setRows, follow } = useImportJob(onImported);
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const running = job?.status === 'running';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setLineErrors([]);
    setRows(null);
    setJob(null);
    try {
      const started = await startImport(file);
      setJob(started);
      follow(started.id);
    } catch (failure) {
      setError(apiMessage(failure));
      setLineErrors(failure instanceof ApiStatusError ? ((failure.body as { errors?: string[] }).errors ?? []) : []);
    }
    setBusy(false);
  };

  const showRows = async () => {
    if (job) setRows((await importStatus(job.id)).rows ?? []);
  };

  return (
    <section className="card roster-import" aria-label="Add students">
      <h2>Add students from a roster (CSV)</h2>
      <p className="muted">
        Columns:{' '}
        <code className="roster-import__columns">school_identifier,username,password,first_name,last_name,class_id,grade,modules</code>{' '}
        (grade {STUDENT_GRADE}, the only grade that plays; modules like RESPA;INROCK; a password of {CHILD_PASSWORD_HINT}). Every row is
        checked first; if one is wrong, nothing is imported. Students already there keep their password and progress.
      </p>
      <label className="admin-field">
        <span>Roster file</span>
        <input
          type="file"
          accept=".csv,text/csv"
          disabled={busy || running}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {busy && <p role="status">Uploading and checking the file…</p>}
      {error && (
        <div role="alert" className="message message--error">
          <p>{error}</p>
          {lineErrors.length > 0 && (
            <ul>
              {lineErrors.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {job && <ImportProgress job={job} />}
      {job?.status === 'done' && !rows && (
        <button type="button" className="button button--quiet" onClick={() => void showRows()}>
          Show every row
        </button>
      )}
      {rows && rows.length > 0 && <ImportRows rows={rows} />}
    </section>
  );
};

const ImportProgress = ({ job }: { job: ImportJob }) => {
  return (
    <div className="roster-import__progress">
      <p role="status">
        {job.status === 'running'
          ? `Importing: ${job.rows_done} of ${job.total} students done. You can leave this page; the import goes on.`
          : `Import finished: ${job.added} added, ${job.existing} already there, ${job.failed} not imported.`}
      </p>
      <ProgressBar label="Students imported" value={job.rows_done} max={job.total} text={`${job.rows_done} of ${job.total}`} />
    </div>
  );
};

const ImportRows = ({ rows }: { rows: RowResult[] }) => (
  <div className="roster-import__rows">
    <table className="admin-table">
      <caption>Every row of the file</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Username</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.line} className={row.result === 'failed' ? 'roster-import__failed' : undefined}>
            <td>{row.line}</td>
            <td>{row.username}</td>
            <td>
              {RESULT_WORDS[row.result]}
              {row.message ? `: ${row.message}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
