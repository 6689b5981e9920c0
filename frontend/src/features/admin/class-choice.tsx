import { classLabel } from '@domain/class-summary';

/**
 * The classes of a school to tick for a teacher: a fieldset of checkboxes, one per class the school overview names.
 * A class kept by the teacher but without children yet (so not in the overview) stays listed and ticked.
 */
export const ClassChoice = ({
  legend,
  classes,
  names = {},
  chosen,
  onChange,
}: {
  legend: string;
  classes: readonly string[];
  /** the classes' names, where a school admin gave one: shown instead of the id */
  names?: Readonly<Record<string, string>>;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) => {
  const label = (classId: string) => classLabel(classId, names[classId]);
  const all = [...new Set([...classes, ...chosen])].sort((a, b) => label(a).localeCompare(label(b), undefined, { numeric: true }));
  return (
    <fieldset className="class-choice">
      <legend>{legend}</legend>
      {all.length === 0 ? (
        <p className="muted">This school has no classes yet: add children from a roster first.</p>
      ) : (
        all.map((classId) => (
          <label key={classId} className="admin-check">
            <input
              type="checkbox"
              checked={chosen.includes(classId)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, classId] : chosen.filter((id) => id !== classId))}
            />
            {label(classId)}
          </label>
        ))
      )}
    </fieldset>
  );
};
