import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { apiGet } from '../../lib/api-client';
import { ApiStatusError } from '../../lib/errors';

/** Pages are the same all session long: fetched once, shared by every screen. */
const cache = new Map<string, Promise<unknown>>();

/** A new session reads pages afresh (an admin may have edited one since). */
export const forgetPages = (): void => cache.clear();

export const fetchPage = (id: string): Promise<unknown> => {
  let page = cache.get(id);
  if (!page) {
    page = apiGet<{ content: unknown }>('/v3/waw/page', { id }).then(({ content }) => content);
    page.catch(() => cache.delete(id));
    cache.set(id, page);
  }
  return page;
};

export interface PageState<T> {
  id: string | null;
  page?: T;
  error?: string;
  /** the programme has no such page (yet): "More adventures are coming soon!" rather than an error */
  missing?: boolean;
}

export const usePage = <T>(id: string | null, schema: ZodType<T>): PageState<T> => {
  const [state, setState] = useState<PageState<T>>({ id: null });
  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchPage(id).then(
      (content) => {
        const parsed = schema.safeParse(content);
        if (live) setState(parsed.success ? { id, page: parsed.data } : { id, error: 'This page could not be read' });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiStatusError && error.status === 404) setState({ id, missing: true });
        else setState({ id, error: error instanceof Error ? error.message : 'Could not load this page' });
      },
    );
    return () => {
      live = false;
    };
  }, [id, schema]);
  return state.id === id ? state : { id };
};

/**
 * Whether a page exists, for offering a day only when it can be played: 'no' for a page the table does not hold
 * (404), 'yes' once it has arrived, 'asking' meanwhile, 'unknown' when the network cannot say (then the day is
 * offered, and its own screen says "coming soon" should the page turn out to be missing). The page is fetched into
 * the same cache the day reads it from, so asking costs nothing more when the child then plays.
 */
export type PageAvailability = 'yes' | 'no' | 'asking' | 'unknown';

export const usePageAvailable = (id: string | null): PageAvailability => {
  const [known, setKnown] = useState<{ id: string; availability: PageAvailability } | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchPage(id).then(
      () => live && setKnown({ id, availability: 'yes' }),
      (error: unknown) =>
        live && setKnown({ id, availability: error instanceof ApiStatusError && error.status === 404 ? 'no' : 'unknown' }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (!id) return 'unknown';
  return known?.id === id ? known.availability : 'asking';
};
