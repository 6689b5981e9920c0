import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { apiGet } from '../../lib/api-client';

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

export const usePage = <T>(id: string | null, schema: ZodType<T>) => {
  const [state, setState] = useState<{ id: string | null; page?: T; error?: string }>({ id: null });
  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchPage(id).then(
      (content) => {
        const parsed = schema.safeParse(content);
        if (live) setState(parsed.success ? { id, page: parsed.data } : { id, error: 'This page could not be read' });
      },
      (error: unknown) => live && setState({ id, error: error instanceof Error ? error.message : 'Could not load this page' }),
    );
    return () => {
      live = false;
    };
  }, [id, schema]);
  return state.id === id ? state : { id };
};
