import { useCallback, useMemo } from 'react';
import { adminApi } from './admin-api';
import { AdminPlace } from './admin-place';
import { ContentCoverage } from './programme-overview';
import { schoolView } from './school-api';
import { seesChildren, useAdminMe } from './use-admin-me';
import { useLoaded } from './use-loaded';

interface PageSummary {
  id: string;
  title: string;
  version: number;
  /** a test page's forms: 1 when both tests ask form A */
  forms?: number;
}

/**
 * Which days of each programme have pages (each opens the editor, or the teacher guide), warning about a gap in a
 * programme the chosen school's children play, as the school overview counts them.
 */
const ProgrammesPage = () => {
  const { me, school } = useAdminMe();
  const manages = seesChildren(me, school);
  const load = useCallback(async () => {
    const [{ pages }, view] = await Promise.all([
      adminApi<{ pages: PageSummary[] }>('GET', '/v3/admin/pages'),
      manages && school ? schoolView(school) : Promise.resolve(null),
    ]);
    return { pages, programmes: view?.programmes ?? {} };
  }, [manages, school]);
  const { loaded, reload } = useLoaded(me ? load : null);
  const pageIds = useMemo(() => new Set(loaded.state === 'ready' ? loaded.data.pages.map((page) => page.id) : []), [loaded]);
  const oneForm = useMemo(
    () => new Set(loaded.state === 'ready' ? loaded.data.pages.filter((page) => page.forms === 1).map((page) => page.id) : []),
    [loaded],
  );
  return (
    <AdminPlace title="Programme pages" loaded={loaded} retry={reload}>
      {({ programmes }) => <ContentCoverage pageIds={pageIds} oneForm={oneForm} programmesPlayed={new Map(Object.entries(programmes))} />}
    </AdminPlace>
  );
};
export default ProgrammesPage;
