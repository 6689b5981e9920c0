import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import type { Loaded } from './use-loaded';

/**
 * One place of the admin area: its heading always there (so a screen reader and axe find the page), then what was
 * read, or a spinner while it comes, or what went wrong with a way to try again.
 */
export const AdminPlace = <T,>({
  title,
  loaded,
  retry,
  before,
  children,
}: {
  title: string;
  loaded: Loaded<T>;
  retry: () => void;
  /** shown whatever the state: a way back, the school picker */
  before?: ReactNode;
  children: (data: T) => ReactNode;
}) => (
  <main className="page page--wide admin-place">
    {before}
    <h1 className="page__title">{title}</h1>
    {loaded.state === 'loading' && <Spinner label={`Loading: ${title}`} />}
    {loaded.state === 'error' && (
      <div role="alert" className="message message--error">
        <p>{loaded.message}</p>
        <button type="button" className="button button--quiet" onClick={retry}>
          Try again
        </button>
      </div>
    )}
    {loaded.state === 'ready' && children(loaded.data)}
  </main>
);
