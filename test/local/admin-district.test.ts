import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassSummary } from '@domain/class-summary.js';
import type { SchoolSummary } from '@domain/school-summary.js';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminCall, signInAdmin, type AdminTokens } from './admin-client.js';

/**
 * GET /v3/admin/district through the local cloud, whose table guard holds admin-students to its granted keys: a
 * district admin gets every school with the same figures its overview adds up to, a page at a time; a school admin,
 * who holds roles only at their own school, is refused.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let district: AdminTokens;
let demo: AdminTokens;

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  district = await signInAdmin(cloud, 'district@demo.school');
  demo = await signInAdmin(cloud, 'admin@demo.school');
});
afterAll(async () => {
  await stop?.();
});

const get = (tokens: AdminTokens, path: string) => adminCall(cloud, tokens.idToken, 'GET', path);

describe('the district view', () => {
  it('gives a district admin every school, each with the totals of its own overview', async () => {
    const answer = await get(district, '/v3/admin/district');
    expect(answer.status).toBe(200);
    const schools = answer.body.schools as SchoolSummary[];
    expect(schools.map((school) => school.school)).toEqual(['DEMO', 'OAK']);
    expect(answer.body.cursor).toBeUndefined();
    for (const school of schools) {
      const overview = await get(district, `/v3/admin/school?school=${school.school}`);
      const classes = overview.body.classes as ClassSummary[];
      expect(school.children).toBeGreaterThan(0);
      expect(school.children).toBe(overview.body.children);
      expect(school.classes).toBe(classes.length);
      expect(school.started).toBe(classes.reduce((sum, summary) => sum + summary.started, 0));
    }
  });

  it('pages with a cursor, and refuses a cursor or a limit it never gave out with a 400', async () => {
    const first = await get(district, '/v3/admin/district?limit=1');
    expect((first.body.schools as SchoolSummary[]).map((school) => school.school)).toEqual(['DEMO']);
    const second = await get(district, `/v3/admin/district?limit=1&cursor=${String(first.body.cursor)}`);
    expect((second.body.schools as SchoolSummary[]).map((school) => school.school)).toEqual(['OAK']);
    expect((await get(district, '/v3/admin/district?cursor=bad!')).status).toBe(400);
    expect((await get(district, '/v3/admin/district?limit=500')).status).toBe(400);
    expect((await get(district, '/v3/admin/district?school=DEMO')).status).toBe(400);
  });

  it('refuses a school admin: 403, and no school named', async () => {
    const answer = await get(demo, '/v3/admin/district');
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain('OAK');
  });
});
