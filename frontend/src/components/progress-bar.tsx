/**
 * A job's progress as one bar: a progressbar for assistive technology (its label, numbers and words) and a filled
 * track for the eye. The roster import, a removal, an export and a school's deletion all show theirs with it.
 */
export const ProgressBar = ({ label, value, max, text }: { label: string; value: number; max: number; text: string }) => (
  <span
    className="progress"
    role="progressbar"
    aria-label={label}
    aria-valuemin={0}
    aria-valuemax={max}
    aria-valuenow={value}
    aria-valuetext={text}
  >
    <span className="progress__bar" style={{ width: `${max > 0 ? (100 * value) / max : 100}%` }} />
  </span>
);
