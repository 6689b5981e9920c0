import { SIGN_IN_PAGE_GOAL_KB, dayOnePlayed, playedDayRequests, signInPageBytes } from '../../test/e2e/day-requests.js';
import { startCloud } from '../../test/e2e/harness.js';
import { kilobytes, type Figure, type FigureGroup } from './figures.js';

const REQUESTS_GOAL = 12;

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
