import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { apiGet } from '../../lib/api-client';
import { ApiStatusError } from '../../lib/errors';

/** Pages are the same all session long: fetched once, shared by every screen. */
const cache = new Map<string, Promise<unknown>>();

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
