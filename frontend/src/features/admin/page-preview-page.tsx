import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, RouterProvider, createMemoryRouter, useNavigate, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { defaultGameDetails } from '@domain/defaults';
import { dayPageSchema, type DayPage } from '@domain/content/schema';
import { applyGameAction } from '@domain/transitions';
import { toPlayable, toRecord, type ModuleRecord } from '@domain/module';
import { DAY_STEPS, paths } from '../../app/paths';
import { Spinner } from '../../components/spinner';
import { DayPreviewContext, type DayPreview } from '../play/day-preview';
import { adminApi, apiMessage } from './admin-api';
import type { OpenedPage } from './page-drafts';

/** The child's own step screens, the same code the child's app loads for them. */
const STEPS: Record<string, ComponentType> = {
  emotion: lazy(() => import('../play/emotion-step')),
  sing: lazy(() => import('../play/sing-step')),
  learn: lazy(() => import('../play/learn-step')),
  practice: lazy(() => import('../play/practice-step')),
  followthebeat: lazy(() => import('../play/beat-step')),
  celebrate: lazy(() => import('../play/celebrate-step')),
};

/** A child's module at the start of the previewed day: the days before done, this one not begun. */
const startOfDay = (page: DayPage): ModuleRecord => ({
  id: `preview-${page.id}`,
  name: page.character,
  day_completed: page.day - 1,
  step_completed: 'notstarted',
  game_details: { ...defaultGameDetails(page.character), onboarded: true },
  version: 0,
});

/** Where a child would leave the day (its end, home, the shop): the preview stops there and offers to start again. */
const PreviewEnd = ({ onAgain }: { onAgain: () => void }) => (
  <main className="page page--center">
    <h1 className="page__title">The end of the preview</h1>
    <p className="message">Here the child leaves the day: the preview plays the day itself, and saves nothing.</p>
    <button type="button" className="button button--primary button--big" onClick={onAgain}>
      Play the day again
    </button>
  </main>
);

/**
 * The day played as a child plays it, in a router of its own (the child's paths, kept in memory), so that the step
 * screens move from step to step exactly as they do for a child, inside the admin's page.
 */
const PreviewPlayer = ({ page }: { page: DayPage }) => {
  const [run, setRun] = useState(0);
  const [module, setModule] = useState(() => startOfDay(page));
  const current = useRef(module);
  const router = useMemo(() => {
    const again = () => {
      current.current = startOfDay(page);
      setModule(current.current);
      setRun((n) => n + 1);
    };
    const stepRoutes = DAY_STEPS.filter((step) => step in STEPS).map((step) => {
      const Step = STEPS[step]!;
      return {
        path: `/modules/:character/:day/${step}`,
        element: (
          <Suspense fallback={<Spinner label="Loading the step" />}>
            <Step />
          </Suspense>
        ),
      };
    });
    return createMemoryRouter([...stepRoutes, { path: '*', element: <PreviewEnd onAgain={again} /> }], {
      initialEntries: [paths.step(page.character, page.day, 'emotion')],
    });
    // A new run starts the day from its first step again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, run]);
  const preview = useMemo<DayPreview>(
    () => ({
      page,
      module,
      play: (_moduleId, action) => {
        const next = applyGameAction(toPlayable(current.current), action);
        current.current = toRecord(next);
        setModule(current.current);
        return next;
      },
    }),
    [page, module],
  );
  return (
    <DayPreviewContext.Provider value={preview}>
      <RouterProvider router={router} />
    </DayPreviewContext.Provider>
  );
};

/**
 * /admin/pages/preview/{pageId}: the page's draft (or, with none, the published page) as a child sees it, played by
 * the child's own screens. The player has a React root of its own: a router cannot sit inside the admin's router,
 * and the child's screens move by the child's paths.
 */
const PagePreviewPage = () => {
  const { pageId = '' } = useParams();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<{ page: DayPage; draft: boolean; version: number } | { error: string } | null>(null);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    adminApi<OpenedPage<unknown>>('GET', `/v3/admin/page?id=${encodeURIComponent(pageId)}`).then(
      (answer) => {
        const parsed = v.safeParse(dayPageSchema, answer.draft?.content ?? answer.content);
        setOpened(
          parsed.success
            ? { page: parsed.output, draft: !!answer.draft, version: answer.version }
            : { error: 'Only a day page can be previewed here.' },
        );
      },
      (error: unknown) => setOpened({ error: apiMessage(error) }),
    );
  }, [pageId]);

  const page = opened && 'page' in opened ? opened.page : null;
  useEffect(() => {
    if (!page || !host.current) return;
    const root = createRoot(host.current);
    root.render(<PreviewPlayer page={page} />);
    // Unmounted after this render is over: React refuses to unmount a root in the middle of another's commit.
    return () => void setTimeout(() => root.unmount());
  }, [page]);

  if (!opened) return <Spinner label="Loading the preview" />;
  if ('error' in opened)
    return (
      <main className="page">
        <p role="alert" className="message message--error">
          {opened.error}
        </p>
      </main>
    );
  return (
    <>
      <section className="preview-banner" aria-label="Preview">
        <p>
          {opened.draft
            ? `Preview of the draft of ${pageId}: children still see version ${opened.version}.`
            : `Preview of ${pageId} as children see it now (version ${opened.version}).`}
        </p>
        <button type="button" className="button" onClick={() => void navigate(paths.adminPageEdit(pageId))}>
          Back to the editor
        </button>
        <Link className="button button--quiet" to={paths.adminProgrammes}>
          All pages
        </Link>
      </section>
      <div ref={host} className="preview-player" />
    </>
  );
};
export default PagePreviewPage;
