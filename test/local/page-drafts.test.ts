import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { credentialsFor, signedFetch, type AwsCredentialIdentity } from './stock-client.js';
import { adminCall, passkeyFor, provePasskey, setUpPasskey, signInAdmin } from './admin-client.js';

/**
 * Drafts, publishing and history on the local cloud, through the API as the editor calls it: two district admins
 * (two sign-in sessions of the district, each with the passkey proved), a child reading the page.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let first: string;
let second: string;
let student: AwsCredentialIdentity;
const PAGE_ID = 'COUR-day-2';

type Opened = { version: number; content: { title: string }; draft: { revision: number; base_version: number } | null };

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  student = await credentialsFor(cloud.config, 'waw.student', 'let-me-play-1');
  const passkey = passkeyFor(cloud);
  first = (await signInAdmin(cloud, 'district@demo.school')).idToken;
  expect((await setUpPasskey(cloud, first, passkey)).status).toBe(200);
  second = (await signInAdmin(cloud, 'district@demo.school')).idToken;
  expect((await provePasskey(cloud, second, passkey)).status).toBe(200);
  // A cloud, two sign-ins and a passkey on a machine shared with other work.
}, 120_000);
afterAll(async () => {
  await stop?.();
});

const open = async (token: string) => (await adminCall(cloud, token, 'GET', `/v3/admin/page?id=${PAGE_ID}`)).body as Opened;
const saveDraft = (token: string, page: Opened, title: string) =>
  adminCall(cloud, token, 'PUT', '/v3/admin/page', {
    id: PAGE_ID,
    version: page.draft?.base_version ?? page.version,
    revision: page.draft?.revision ?? 0,
    content: { ...page.content, title },
  });
const publish = (token: string, revision: number) => adminCall(cloud, token, 'POST', '/v3/admin/page/publish', { id: PAGE_ID, revision });
const childSees = async () =>
  ((await signedFetch(cloud.config, student, { method: 'GET', path: `/v3/waw/page?id=${PAGE_ID}` })).body as Opened).content.title;
const history = async () =>
  (
    (await adminCall(cloud, first, 'GET', `/v3/admin/page/history?id=${PAGE_ID}`)).body as {
      versions: Array<{ version: number; published_by: string | null }>;
    }
  ).versions;

describe('a page’s drafts and published versions', () => {
  it('of two admins publishing the same draft at once, one publishes and the other is told, and one version is added', async () => {
    const shipped = await open(first);
    const shippedTitle = shipped.content.title;
    expect((await saveDraft(first, shipped, 'Brave steps')).status).toBe(200);
    expect(await childSees()).toBe(shippedTitle);

    const results = await Promise.all([publish(first, 1), publish(second, 1)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)!.body.message).toMatch(/^Someone else/);
    expect(await childSees()).toBe('Brave steps');
    expect((await history()).map((item) => item.version)).toEqual([shipped.version + 1, shipped.version]);
  });

  it('refuses the later publish of a draft begun before someone else published, and loses neither', async () => {
    // Both admins open the page as it is now; the first publishes a change.
    const [a, b] = [await open(first), await open(second)];
    expect((await saveDraft(first, a, 'The first admin’s title')).status).toBe(200);
    expect((await publish(first, 1)).status).toBe(200);
    // The second saves their edit of the version they opened: a new draft, but over a page that has moved on.
    const late = await saveDraft(second, b, 'The second admin’s title');
    expect(late.status).toBe(200);
    const refused = await publish(second, late.body.revision as number);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Someone else published this page after your draft began. Reload to see what children see now, then make your change again.',
    );
    expect(await childSees()).toBe('The first admin’s title');
    // The second admin's work is still there as the draft, to be made again from the latest.
    expect((await open(second)).draft).toMatchObject({ base_version: a.version });
  });

  it('restores an earlier version as a draft, and publishing it brings it back to children as a new version', async () => {
    const versions = await history();
    const oldest = versions.at(-1)!;
    const current = await open(first);
    const restored = await adminCall(cloud, first, 'POST', '/v3/admin/page/restore', {
      id: PAGE_ID,
      version: oldest.version,
      revision: current.draft?.revision ?? 0,
    });
    expect(restored.status).toBe(200);
    expect(await childSees()).toBe('The first admin’s title');
    expect((await publish(first, restored.body.revision as number)).status).toBe(200);
    const shipped = (restored.body.content as { title: string }).title;
    expect(await childSees()).toBe(shipped);
    expect((await history()).map((item) => item.version)).toEqual([current.version + 1, ...versions.map((item) => item.version)]);
  });

  it('keeps each version in an item of its own: the page item does not grow with its history', async () => {
    const { dynamo } = await import('../../functions/common/clients/dynamodb.js');
    const { keys, tableName } = await import('../../functions/common/table.js');
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.page(PAGE_ID) }));
    expect(Object.keys(Item!).sort()).toEqual(['content', 'edited_at', 'edited_by', 'id', 'pk', 'sk', 'version']);
  });
});
