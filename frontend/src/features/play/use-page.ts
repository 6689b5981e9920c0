import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { apiGet } from '../../lib/api-client';
import { ApiStatusError } from '../../lib/errors';
import { SESSION_KEYS, onSessionEnd, readSession, writeSession } from '../../lib/session';

/** What GET /v3/waw/page answers; a day page also says whether the next day is written. */
export interface PageAnswer {
  content: unknown;
  next_day_ready?: boolean;
}

/** A page the table does not hold (404): remembered for the session too, so a screen does not ask again and again. */
type Kept = PageAnswer | { missing: true };

/**
 * Pages are the same all session long: fetched once, shared by every screen, and kept in session storage so that a
 * reload, or a day played on after the network went, still has them. A sign-out forgets them (an admin may have
 * edited one by the next sign-in, and a shared device keeps nothing of a session).
 */
const cache = new Map<string, Promise<PageAnswer>>();

const stored = (): Record<string, Kept> => {
  try {
    return (JSON.parse(readSession(SESSION_KEYS.pages) ?? '{}') as Record<string, Kept> | null) ?? {};
  } catch {
    return {};
  }
};
const keep = (id: string, kept: Kept) => writeSession(SESSION_KEYS.pages, JSON.stringify({ ...stored(), [id]: kept }));

/**
 * Each page checked against a schema once a session: the day's address and every step after it read the same page,
 * and checking it (its song's score parsed among the rest) was work each screen's first render did again.
 */
const checked = new Map<object, Map<string, PageState<unknown>>>();

export const forgetPages = (): void => {
  cache.clear();
  checked.clear();
  sessionStorage.removeItem(SESSION_KEYS.pages);
};
onSessionEnd(() => {
  cache.clear();
  checked.clear();
});

const notFound = () => new ApiStatusError(404, { message: 'Page not found' });

export const fetchPage = (id: string): Promise<PageAnswer> => {
  let page = cache.get(id);
  if (page) return page;
  const kept = stored()[id];
  if (kept) {
    page = 'missing' in kept ? Promise.reject(notFound()) : Promise.resolve(kept);
  } else {
    page = apiGet<PageAnswer>('/v3/waw/page', { id }).then(
      (answer) => {
        const { content, next_day_ready } = answer;
        const page: PageAnswer = { content, next_day_ready };
        keep(id, page);
        return page;
      },
      (error: unknown) => {
        if (error instanceof ApiStatusError && error.status === 404) keep(id, { missing: true });
        else cache.delete(id); // the network, or the server: ask again next time
        throw error;
      },
    );
  }
  page.catch(() => undefined);
  cache.set(id, page);
  return page;
};

/** What a page already read this session says of the day after it (`X-day-3` knows whether `X-day-4` exists). */
const knownFromDayBefore = (id: string): boolean | undefined => {
  const match = /^(.+)-day-(\d+)$/.exec(id);
  if (!match || Number(match[2]) < 2) return undefined;
  const before = stored()[`${match[1]}-day-${Number(match[2]) - 1}`];
  return before && !('missing' in before) ? before.next_day_ready : undefined;
};

export interface PageState<T> {
  id: string | null;
  page?: T;
  error?: string;
  /** the programme has no such page (yet): "More adventures are coming soon!" rather than an error */
  missing?: boolean;
}

const answered = <T>(id: string, schema: v.GenericSchema<unknown, T>, { content }: PageAnswer): PageState<T> => {
  let bySchema = checked.get(schema);
  if (!bySchema) checked.set(schema, (bySchema = new Map<string, PageState<unknown>>()));
  const known = bySchema.get(id) as PageState<T> | undefined;
  if (known) return known;
  const parsed = v.safeParse(schema, content);
  const state: PageState<T> = parsed.success ? { id, page: parsed.output } : { id, error: 'This page could not be read' };
  bySchema.set(id, state);
  return state;
};

/**
 * A page this session already read, at once: a screen opened on it (the next step, a reload in the middle of a day)
 * shows it in its first render, without a spinner and a second render first.
 */
const keptState = <T>(id: string | null, schema: v.GenericSchema<unknown, T>): PageState<T> | undefined => {
  const kept = id ? stored()[id] : undefined;
  if (!id || !kept) return undefined;
  return 'missing' in kept ? { id, missing: true } : answered(id, schema, kept);
};

export const usePage = <T>(id: string | null, schema: v.GenericSchema<unknown, T>): PageState<T> => {
  const [state, setState] = useState<PageState<T>>(() => keptState(id, schema) ?? { id: null });
  useEffect(() => {
    if (!id) return;
    let live = true;
    // A page (or its absence) the first render already showed stays the same object: nothing renders again.
    const show = (next: () => PageState<T>) => live && setState((current) => (current.id === id && !current.error ? current : next()));
    fetchPage(id).then(
      (answer) => show(() => answered(id, schema, answer)),
      (error: unknown) =>
        show(() =>
          error instanceof ApiStatusError && error.status === 404
            ? { id, missing: true }
            : { id, error: error instanceof Error ? error.message : 'Could not load this page' },
        ),
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
 * offered, and its own screen says "coming soon" should the page turn out to be missing). The day before's page
 * already says whether this one exists (the end of a day asks nothing); otherwise the page is fetched into the same
 * cache the day reads it from, so asking costs nothing more when the child then plays.
 */
export type PageAvailability = 'yes' | 'no' | 'asking' | 'unknown';

export const usePageAvailable = (id: string | null): PageAvailability => {
  const [known, setKnown] = useState<{ id: string; availability: PageAvailability } | null>(null);
  const fromDayBefore = id ? knownFromDayBefore(id) : undefined;
  useEffect(() => {
    if (!id || fromDayBefore !== undefined) return;
    let live = true;
    fetchPage(id).then(
      () => live && setKnown({ id, availability: 'yes' }),
      (error: unknown) =>
        live && setKnown({ id, availability: error instanceof ApiStatusError && error.status === 404 ? 'no' : 'unknown' }),
    );
    return () => {
      live = false;
    };
  }, [id, fromDayBefore]);
  if (!id) return 'unknown';
  if (fromDayBefore !== undefined) return fromDayBefore ? 'yes' : 'no';
  return known?.id === id ? known.availability : 'asking';
};
