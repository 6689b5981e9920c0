import { useState } from 'react';
import { CHILD_PASSWORD_HINT, childPasswordProblem } from '@domain/child-password';
import { PROGRAMME_DAYS } from '@domain/constants';
import { Dialog } from '../../components/dialog';
import { adminApi } from './admin-api';
import type { StudentModule, StudentView } from './school-api';

/** The action an admin is about to take on one child, in its dialog; each runs through `run` (passkey, notice). */
export type StudentAction =
  | { kind: 'password' }
  | { kind: 'reset'; module: StudentModule }
  | { kind: 'print-card' }
  | { kind: 'stop-card' }
  | { kind: 'move' }
  | null;

interface ActionProps {
  student: StudentView;
  close: () => void;
  run: (work: () => Promise<string>) => Promise<void>;
}

const Buttons = ({ close, label, act, disabled = false }: { close: () => void; label: string; act: () => void; disabled?: boolean }) => (
  <div className="row">
    <button type="button" className="button" onClick={close}>
      Cancel
    </button>
    <button type="button" className="button button--primary" disabled={disabled} onClick={act}>
      {label}
    </button>
  </div>
);

export const PasswordDialog = ({ student, close, run }: ActionProps) => {
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  // The server's own rule and words (domain/child-password.ts): what this form takes, the server takes.
  const problem = childPasswordProblem(password);
  return (
    <Dialog title={`New password for ${student.first_name}`} onClose={close}>
      <h2>New password for {student.first_name}</h2>
      <label className="admin-field">
        <span>New password ({CHILD_PASSWORD_HINT})</span>
        <input
          type="text"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="off"
          aria-invalid={tried && !!problem}
          aria-describedby={tried && problem ? 'new-password-problem' : undefined}
        />
      </label>
      {tried && problem && (
        <p id="new-password-problem" className="message message--error" role="alert">
          {problem}
        </p>
      )}
      <Buttons
        close={close}
        label="Set password"
        act={() => {
          setTried(true);
          if (problem) return;
          void run(async () => {
            await adminApi('POST', '/v3/admin/students/password', { studentId: student.id, password });
            return `${student.first_name}'s password is changed.`;
          });
        }}
      />
    </Dialog>
  );
};

export const ResetDayDialog = ({ student, module, close, run }: ActionProps & { module: StudentModule }) => {
  const [day, setDay] = useState(1);
  return (
    <Dialog title={`Reset a day of ${module.name}`} onClose={close}>
      <h2>
        Reset a day of {module.name} for {student.first_name}
      </h2>
      <p className="muted">Day N and every later day start again; tokens already earned stay.</p>
      <label className="admin-field">
        <span>Day</span>
        <input type="number" min={1} max={PROGRAMME_DAYS} value={day} onChange={(event) => setDay(Number(event.target.value))} />
      </label>
      <Buttons
        close={close}
        label={`Reset day ${day}`}
        act={() =>
          void run(async () => {
            await adminApi('POST', '/v3/admin/modules/reset', { studentId: student.id, moduleId: module.id, day, version: module.version });
            return `Day ${day} of ${module.name} is reset for ${student.first_name}.`;
          })
        }
      />
    </Dialog>
  );
};

export const PrintCardDialog = ({ student, close, print }: Omit<ActionProps, 'run'> & { print: () => void }) => (
  <Dialog title={`A new sign-in card for ${student.first_name}`} onClose={close}>
    <h2>A new sign-in card for {student.first_name}?</h2>
    <p>
      {student.card ? (
        <>
          {student.first_name}&apos;s old card <strong>stops working</strong> as soon as you confirm.{' '}
        </>
      ) : null}
      The new card appears on this page, ready to print: print it straight away, because its code is shown only once.
    </p>
    <Buttons close={close} label="Make a new card" act={print} />
  </Dialog>
);

export const StopCardDialog = ({ student, close, stop }: Omit<ActionProps, 'run'> & { stop: () => void }) => (
  <Dialog title={`Stop ${student.first_name}'s card`} onClose={close}>
    <h2>Stop {student.first_name}&apos;s card?</h2>
    <p>
      It stops working at once: nobody can sign in with it. Print a new card when {student.first_name} needs one; their username and
      password still work.
    </p>
    <Buttons close={close} label="Stop the card" act={stop} />
  </Dialog>
);
