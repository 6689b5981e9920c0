import { useCallback, useEffect, useState } from 'react';
import { apiMessage } from './admin-api';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

const LOADING = { state: 'loading' } as const;

/**
 * A page's one read, as loading, failed or ready. `load` is null while the page cannot ask yet (no school chosen);
 * a new `load` (another class) shows loading at once, while `reload` (after an action) keeps what is shown until the
 * new answer comes. An answer that comes after the page asked for something else is dropped.
 */
export const useLoaded = <T>(load: (() => Promise<T>) | null): { loaded: Loaded<T>; reload: () => void } => {
  const [held, setHeld] = useState<{ from: (() => Promise<T>) | null; loaded: Loaded<T> }>({ from: null, loaded: LOADING });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (data) => current && setHeld({ from: load, loaded: { state: 'ready', data } }),
      (error: unknown) => current && setHeld({ from: load, loaded: { state: 'error', message: apiMessage(error) } }),
    );
    return () => {
      current = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { loaded: held.from === load && load ? held.loaded : LOADING, reload };
};
