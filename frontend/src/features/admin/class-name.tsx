import { useState } from 'react';
import { CLASS_NAME_MAX, classNameSchema, formProblem } from '@domain/admin-forms';
import { adminApi, apiMessage } from './admin-api';

export const nameClass = (school: string, classId: string, name: string) =>
  adminApi<{ name: string | null }>('PUT', '/v3/admin/class/name', { school, classId, name });

/**
 * A school admin names the class, as the school calls it ("Ms Lee's class"): every admin page then shows the name
 * instead of the id. Checked here with the server's own rule and words; an empty name takes it away.
 */
export const ClassNameForm = ({
  school,
  classId,
  name,
  done,
}: {
  school: string;
  classId: string;
  name: string | null;
  done: () => void;
}) => {
  const [typed, setTyped] = useState(name ?? '');
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = formProblem(classNameSchema, typed);
  const save = async () => {
    setBusy(true);
    try {
      const saved = await nameClass(school, classId, typed);
      setNotice({
        kind: 'ok',
        text: saved.name ? `The class is called ${saved.name} now.` : `The class is shown by its ID, ${classId}, now.`,
      });
      done();
    } catch (error) {
      setNotice({ kind: 'error', text: apiMessage(error) });
    }
    setBusy(false);
  };
  return (
    <form
      className="class-name"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) void save();
      }}
    >
      <label className="admin-field">
        <span>Class name (shown instead of {classId}; leave empty to show the ID)</span>
        <input
          value={typed}
          maxLength={CLASS_NAME_MAX + 10}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'class-name-problem' : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setNotice(null);
          }}
        />
      </label>
      {problem && (
        <p id="class-name-problem" className="message message--error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || !!problem || typed.trim() === (name ?? '')}>
        Save the name
      </button>
      {notice && (
        <p className={notice.kind === 'error' ? 'message message--error' : 'message'} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
    </form>
  );
};
