import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { adminCall, signInAdmin, type AdminTokens } from './admin-client.js';

/**
 * A district of 20,000 schools, written straight into the local table: `GET /v3/admin/me` and a page of
 * `GET /v3/admin/schools` each stay one page-sized answer made of a bounded number of table requests, however many
 * schools there are, and a search finds any one of them at once.
 */
const SCHOOLS = 20_000;
const schoolId = (n: number) => `S${String(n).padStart(5, '0')}`;

let cloud: LocalCloud;
let stop: () => Promise<void>;
let district: AdminTokens;

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  // Imported once the cloud has pointed the environment at its table: the shared client is made at import.
  const { keys } = await import('@functions/common/table.js');
  const table = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB }));
  const batches = Array.from({ length: SCHOOLS / 25 }, (_, batch) =>
    Array.from({ length: 25 }, (__, i) => ({
      PutRequest: { Item: { ...keys.school(schoolId(batch * 25 + i)), id: schoolId(batch * 25 + i) } },
    })),
  );
  // A few batches at once: dynalite writes one at a time anyway, and the test should not wait on round trips.
  for (let at = 0; at < batches.length; at += 8) {
    await Promise.all(
      batches.slice(at, at + 8).map(async (writes) => {
        const { UnprocessedItems } = await table.send(new BatchWriteCommand({ RequestItems: { [process.env.TABLE_NAME!]: writes } }));
        if (Object.keys(UnprocessedItems ?? {}).length > 0) throw new Error('dynalite left writes unprocessed');
      }),
    );
  }
  table.destroy();
  district = await signInAdmin(cloud, 'district@demo.school');
}, 180_000);
afterAll(async () => {
  await stop?.();
});

/** The call's answer, its size in bytes and the table requests it took (the calls run one at a time). */
const measured = async (path: string) => {
  const before = cloud.tableRequests();
  const answer = await adminCall(cloud, district.idToken, 'GET', path);
  return { ...answer, bytes: JSON.stringify(answer.body).length, tableRequests: cloud.tableRequests() - before };
};

describe('a district of 20,000 schools', () => {
  it('answers /me without the district’s schools: a small answer from a few table requests', async () => {
    const me = await measured('/v3/admin/me');
    expect(me.status).toBe(200);
    expect(me.body.district).toBe(true);
    expect(me.body.schools).toEqual([]);
    expect(me.bytes).toBeLessThan(1_000);
    // The caller's role removals and nothing that reads the schools.
    expect(me.tableRequests).toBeLessThanOrEqual(3);
  });

  it('pages the schools 20 at a time from a bounded read, the next page from the cursor', async () => {
    const first = await measured('/v3/admin/schools');
    expect(first.status).toBe(200);
    expect(first.body.schools).toEqual(['DEMO', 'OAK', ...Array.from({ length: 18 }, (_, n) => schoolId(n))]);
    expect(first.tableRequests).toBeLessThanOrEqual(3);
    const next = await measured(`/v3/admin/schools?cursor=${String(first.body.cursor)}&limit=50`);
    expect(next.body.schools).toEqual(Array.from({ length: 50 }, (_, n) => schoolId(n + 18)));
    expect(next.bytes).toBeLessThan(2_000);
    expect(next.tableRequests).toBeLessThanOrEqual(3);
  });

  it('finds a school by the start of its id in one request, and the last page has no cursor', async () => {
    const one = await measured('/v3/admin/schools?q=s1999');
    expect(one.body.schools).toEqual(Array.from({ length: 10 }, (_, n) => schoolId(19_990 + n)));
    expect(one.body.cursor).toBeUndefined();
    expect(one.tableRequests).toBeLessThanOrEqual(3);
    expect((await measured('/v3/admin/schools?q=NOWHERE')).body).toEqual({ schools: [] });
  });

  it('answers a bad cursor, a cursor of another search or too large a page with a 400 that says what to do', async () => {
    const { body } = await measured('/v3/admin/schools?q=S1');
    for (const query of ['cursor=bad!', `q=S2&cursor=${String(body.cursor)}`, 'limit=51', 'limit=x']) {
      const refused = await measured(`/v3/admin/schools?${query}`);
      expect(refused.status).toBe(400);
      expect(String(refused.body.message)).toMatch(/not one this search gave out|up to 50 a page/);
    }
  });
});
