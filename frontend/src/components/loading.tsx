/** Shown while a lazy page loads (spec section 2). */
export const Loading = () => (
  <p className="loading" role="status">
    Loading...
  </p>
);
