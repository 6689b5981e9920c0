import type { ClassChild, ClassGain, ClassSummary, StudentView } from '../../frontend/src/features/admin/school-api';

/** A class's summary, as GET /v3/admin/school and /class give it. */
export const summary = (class_id: string, children: number): ClassSummary => ({
  class_id,
  children,
  started: Math.min(children, 20),
  finished: Math.min(children, 3),
  days: [20, 18, 15, 12, 10, 8, 6, 5, 4, 3].map((count) => Math.min(count, children)),
  feelings: children ? { before: { happy: 12, nervous: 5 }, after: { calm: 9, happy: 8 } } : { before: {}, after: {} },
  test: children
    ? { pre: { count: 20, mean: 3.5 }, post: { count: 3, mean: 6 }, gain: 2.3 }
    : { pre: { count: 0, mean: 0 }, post: { count: 0, mean: 0 }, gain: null },
});

const none = { mean: null, low: null, high: null };
/** A class's test gain as GET /v3/admin/class gives it: 12 children with both tests, or none. */
export const gainOf = (children: number): ClassGain =>
  children
    ? {
        items: { children: 12, mean: 1.25, low: 0.4, high: 2.1 },
        same_form: 2,
        by_competency: [
          { competency: 'self-awareness', points: { children: 12, mean: 8.5, low: -3, high: 20 } },
          { competency: 'self-management', points: { children: 3, ...none } },
          { competency: 'social-awareness', points: { children: 12, mean: 25, low: 10.2, high: 39.8 } },
          { competency: 'relationship-skills', points: { children: 12, mean: -12, low: -20, high: -4 } },
          { competency: 'responsible-decision-making', points: { children: 0, ...none } },
        ],
      }
    : { items: { children: 0, ...none }, same_form: 0, by_competency: [] };

/** Child n of a class: the first has played four days, the rest one; every fifth had many wrong sign-in tries. */
export const child = (n: number): ClassChild => ({
  id: `s${n}`,
  first_name: `Kid${n}`,
  last_name: `Family${String(n).padStart(2, '0')}`,
  username: `kid${n}.k`,
  programme: 'RESPA',
  days: Array.from({ length: 10 }, (_, index) => ({
    day: index + 1,
    done: index < (n === 1 ? 4 : 1),
    before: index === 0 ? 'happy' : '',
    after: index === 0 ? 'calm' : '',
  })),
  test: { pre: 3, post: n === 1 ? 6 : null },
  tokens: 40 + n,
  last_played: Date.now(),
  ...(n % 5 === 0 ? { wrong_tries: 12 } : {}),
});

export const MAYA: StudentView = {
  id: 's1',
  first_name: 'Maya',
  last_name: 'Lopez',
  username: 'maya.l',
  class_id: 'c1',
  videos: 3,
  card: true,
  modules: [
    {
      id: 'm1',
      name: 'RESPA',
      version: 7,
      tokens: 55,
      test: { pre: 3, post: null },
      days: Array.from({ length: 10 }, (_, index) => ({
        day: index + 1,
        done: index < 2,
        step: index < 2 ? 'done' : index === 2 ? 'learn' : 'emotion',
        before: index < 3 ? 'nervous' : '',
        after: index < 2 ? 'happy' : '',
      })),
    },
  ],
};
