import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dayOnePlayed, playedDayRequests } from '../../test/e2e/day-requests.js';
import { SITE_DIR, launch, startCloud } from '../../test/e2e/harness.js';
import { kilobytes, type Figure, type FigureGroup } from './figures.js';

const REQUESTS_GOAL = 12;
const SIGN_IN_PAGE_GOAL_KB = 120;

/**
 * The JS and CSS a child's browser loads on / until the sign-in form is there and the network is quiet: each file as
 * the built frontend/dist has it, gzipped (what CloudFront sends a browser that asks for gzip; brotli is smaller).
 */
const signInPageBytes = async (url: string): Promise<{ bytes: number; files: string[] }> => {
  const session = await launch({ viewport: 'phone' });
  try {
    const { page } = session;
    const files = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/\.(js|css)$/.test(pathname)) files.add(pathname);
    });
    await page.goto(url);
    await page.getByLabel('School ID').waitFor();
    await page.waitForLoadState('networkidle');
    const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(SITE_DIR, file))).byteLength, 0);
    return { bytes, files: [...files].sort() };
  } finally {
    await session.close();
  }
};

/**
 * Issue 15 part B, in a real Chromium against the local cloud serving the built app: the API calls a child's browser
 * makes for a whole ordinary day (sign-in, then day 2 of a programme whose day 1 is played, to its end) and for a
 * first day (a child with one programme, from the welcome and the screening to day 1's end), and the
 * code / loads before the child types. Counts and sizes, not times: they mean the same on a busy machine.
 */
export const frontEnd: FigureGroup = {
  id: 'frontend',
  title: 'The front end, in Chromium against the local cloud serving frontend/dist (run `npm run build` first)',
  measure: async () => {
    const test = await startCloud();
    try {
      const { cloud } = test;
      const page = await signInPageBytes(cloud.url);
      await dayOnePlayed('DEMO', 'waw.friend', 'RESPA');
      const { api } = await playedDayRequests(cloud, { username: 'waw.friend', password: 'let-me-play-2', character: 'RESPA', day: 2 });
      const firstDay = await playedDayRequests(cloud, {
        school: 'OAK',
        username: 'oak.climber',
        password: 'let-me-play-5',
        character: 'INROCK',
        day: 1,
      });
      const requests = (name: string, calls: string[]): Figure => ({
        name,
        value: `${calls.length} (${calls.filter((call) => call === 'PUT /v3/waw/module').length} saves)`,
        goal: `≤ ${REQUESTS_GOAL}`,
        met: calls.length <= REQUESTS_GOAL,
      });
      const figures: Figure[] = [
        requests('API requests for one played day (day 2), sign-in included', api),
        requests('API requests for day 1, the welcome and the screening included', firstDay.api),
        {
          name: 'JS+CSS loaded on / before the child types',
          value: `${kilobytes(page.bytes)} gzip, ${page.files.length} files`,
          goal: `≤ ${SIGN_IN_PAGE_GOAL_KB} KB gzip`,
          met: page.bytes <= SIGN_IN_PAGE_GOAL_KB * 1024,
        },
      ];
      return figures;
    } finally {
      await test.stop();
    }
  },
};
