/** A big, calm spinner; its label is what a screen reader announces. */
export const Spinner = ({ label }: { label: string }) => (
  <div className="spinner-wrap" role="status" aria-label={label}>
    <div className="spinner" aria-hidden="true" />
  </div>
);
