import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface PagesOf<T> {
  /** the items on the page shown */
  shown: T[];
  /** the page shown, from 0 */
  page: number;
  pages: number;
  /** the 1-based numbers of the first and last item shown, and of all */
  first: number;
  last: number;
  total: number;
  go: (page: number) => void;
  /** how many times a page was turned: each turn moves the focus to PageStatus */
  turned: number;
}

/**
 * A long list a page at a time, so a page holds `size` rows whatever the list's length. `reset` names what the list
 * was made from (a search, an order): when it changes the list starts again at its first page. A page turned moves
 * the focus to the words saying what is shown, so a keyboard's next Tab reaches the new page's first row.
 */
export const usePagesOf = <T,>(items: readonly T[], size: number, reset = ''): PagesOf<T> => {
  const [held, setHeld] = useState({ page: 0, reset });
  const [turned, setTurned] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / size));
  // A new search or order starts again at the first page (set while rendering, as React advises for state that
  // follows a prop, so clearing the search later does not bring back the page turned before it); a list that
  // shrank shows its last.
  if (held.reset !== reset) setHeld({ page: 0, reset });
  const page = held.reset === reset ? Math.min(held.page, pages - 1) : 0;
  const start = page * size;
  const shown = items.slice(start, start + size);
  return {
    shown,
    page,
    pages,
    first: shown.length ? start + 1 : 0,
    last: start + shown.length,
    total: items.length,
    go: (next) => {
      setHeld({ page: Math.max(0, Math.min(next, pages - 1)), reset });
      setTurned((n) => n + 1);
    },
    turned,
  };
};

const count = (n: number) => n.toLocaleString('en');

/**
 * "Showing 31–60 of 150 children" (`noun` says what, for the number of them), focusable from a page turn (never by
 * Tab), and read out when it changes; `children` when there is nothing to show.
 */
export const PageStatus = ({
  paging,
  noun,
  children,
}: {
  paging: PagesOf<unknown>;
  noun: (total: number) => string;
  children?: ReactNode;
}) => {
  const ref = useRef<HTMLParagraphElement>(null);
  const { turned } = paging;
  useEffect(() => {
    if (turned > 0) ref.current?.focus();
  }, [turned]);
  return (
    <p className="pager__status" ref={ref} tabIndex={-1} role="status">
      {paging.total === 0
        ? children
        : `Showing ${count(paging.first)}–${count(paging.last)} of ${count(paging.total)} ${noun(paging.total)}`}
    </p>
  );
};

/**
 * Previous and Next side by side, then where they are: a narrow card wraps those words, never one button alone. A
 * button at the list's end says so (aria-disabled) and keeps the focus, where a disabled one would drop it.
 */
export const Pager = ({ paging, label }: { paging: PagesOf<unknown>; label: string }) => {
  const { page, pages, go } = paging;
  if (pages < 2) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button button--quiet" aria-disabled={page === 0} onClick={() => page > 0 && go(page - 1)}>
        Previous
      </button>
      <button
        type="button"
        className="button button--quiet"
        aria-disabled={page === pages - 1}
        onClick={() => page < pages - 1 && go(page + 1)}
      >
        Next
      </button>
      <span className="pager__where">
        Page {count(page + 1)} of {count(pages)}
      </span>
    </nav>
  );
};
