/** A big, calm spinner; its label is what a screen reader announces. */
export const Spinner = ({ label }: { label: string }) => (
  <div className="spinner-wrap" role="status" aria-label={label}>
    <div className="spinner" aria-hidden="true" />
  </div>
);

/** A whole screen that is still loading: the spinner inside the page's main landmark. */
export const LoadingScreen = ({ label }: { label: string }) => (
  <main className="page page--center">
    <Spinner label={label} />
  </main>
);
