import { useEffect, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';
import { moveChild } from './lifecycle-api';
import { classInSentence, classLabel } from '@domain/class-summary';
import { schoolView, type StudentView } from './school-api';

interface MoveProps {
  school: string;
  student: StudentView;
  close: () => void;
  run: (work: () => Promise<string>) => Promise<void>;
}

/** Moves the child to another class of the school: their progress goes with them, the class pages follow. */
export const MoveChildDialog = ({ school, student, close, run }: MoveProps) => {
  const [classes, setClasses] = useState<Array<{ id: string; label: string; inSentence: string }> | null>(null);
  const [classId, setClassId] = useState('');
  useEffect(() => {
    let live = true;
    schoolView(school)
      .then(
        (view) =>
          live &&
          setClasses(
            view.classes
              .filter((summary) => summary.class_id !== student.class_id)
              .map((summary) => ({
                id: summary.class_id,
                label: classLabel(summary.class_id, summary.name),
                inSentence: classInSentence(summary.class_id, summary.name),
              }))
              .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true })),
          ),
      )
      .catch(() => live && setClasses([]));
    return () => {
      live = false;
    };
  }, [school, student.class_id]);
  const chosen = classId;
  const target = classes?.find((option) => option.id === chosen)?.inSentence ?? `class ${chosen}`;
  return (
    <Dialog title={`Move ${student.first_name} to another class`} onClose={close}>
      <h2>Move {student.first_name} to another class</h2>
      <p className="muted">
        {student.first_name} leaves class {student.class_id}. Their days, feelings and tests go with them.
      </p>
      {classes === null ? (
        <Spinner label="Loading the school's classes" />
      ) : classes.length === 0 ? (
        <p className="message">The school has no other class yet: a roster import adds one.</p>
      ) : (
        <label className="admin-field">
          <span>New class</span>
          <select value={classId} onChange={(event) => setClassId(event.target.value)}>
            <option value="">Choose a class</option>
            {classes.map(({ id, label }) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="row">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={chosen === '' || chosen === student.class_id}
          onClick={() =>
            void run(async () => {
              await moveChild(student.id, chosen);
              return `${student.first_name} is now in ${target}.`;
            })
          }
        >
          {chosen ? `Move to ${target}` : 'Move'}
        </button>
      </div>
    </Dialog>
  );
};
