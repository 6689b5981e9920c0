import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { keys } from '@functions/common/table.js';
import { apiEvent, bodyOf, lambdaContext } from '../events.js';
import { DAY_PAGES } from '@domain/content/index.js';

const RESPA_PAGES = DAY_PAGES.filter((page) => page.character === 'RESPA');

vi.stubEnv('MEDIA_BUCKET', 'waw-test-media');
vi.stubEnv('NARRATION_QUEUE_URL', 'https://sqs.us-east-1.amazonaws.com/123456789012/narration');
const { handler } = await import('@functions/modules/admin-content.handler.js');
const dynamo = mockClient(DynamoDBDocumentClient);
const page = RESPA_PAGES[0]!;

const asAdmin = (groups: string, method: string, path: string, body?: unknown, query?: Record<string, string>) => {
  const event = apiEvent({ method, path, body });
  event.requestContext.authorizer = {
    claims: { token_use: 'id', sub: 'admin-1', email: 'a@b.c', origin_jti: 'session-1', 'cognito:groups': groups },
  };
  event.queryStringParameters = query ?? null;
  return handler(event, lambdaContext);
};

beforeEach(() => {
  dynamo.reset();
  // The caller's role removals (functions/admins/role-removals.ts): none, unless a test says otherwise.
  dynamo.on(QueryCommand).resolves({ Items: [] });
  // Anything not set up here is absent: a school's deletion mark among them.
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: keys.page(page.id) }).resolves({ Item: { id: page.id, content: JSON.stringify(page), version: 3 } });
  dynamo.on(PutCommand).resolves({});
  // A passkey proved in this session: content writes need it.
  dynamo
    .on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') })
    .resolves({ Item: { expires_at: Math.floor(Date.now() / 1000) + 600 } });
});

const DISTRICT = '[district-admins]';

describe('admin content handler', () => {
  it('refuses a call without admin claims, and a signed-in user outside the admins group', async () => {
    const anonymous = await handler(apiEvent({ method: 'GET', path: '/v3/admin/pages' }), lambdaContext);
    expect(anonymous.statusCode).toBe(401);
    const teacher = await asAdmin('teachers', 'GET', '/v3/admin/page', undefined, { id: page.id });
    expect(teacher).toMatchObject({ statusCode: 403 });
    expect(bodyOf(teacher).message).toBe('Only admins may do this');
  });

  it('lets any admin read content but only district admins change it (a school admin, or a content editor of before, is 403)', async () => {
    expect((await asAdmin('[school:OAK:admin]', 'GET', '/v3/admin/page', undefined, { id: page.id })).statusCode).toBe(200);
    expect((await asAdmin('[school:OAK:teacher]', 'GET', '/v3/admin/page', undefined, { id: page.id })).statusCode).toBe(200);
    for (const groups of [
      '[school:OAK:admin]',
      '[school:OAK:teacher]',
      '[school:OAK:admin, content-editors]',
      'school:DEMO:admin,content-editors,school-admins',
    ]) {
      for (const [method, path, body] of [
        ['PUT', '/v3/admin/page', { id: page.id, version: 3, revision: 0, content: page }],
        ['POST', '/v3/admin/media', { fileName: 'a.png', contentType: 'image/png', size: 100 }],
      ] as const) {
        const refused = await asAdmin(groups, method, path, body);
        expect(refused.statusCode).toBe(403);
        expect(bodyOf(refused).message).toBe('Only district admins may do this');
      }
    }
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect((await asAdmin(DISTRICT, 'PUT', '/v3/admin/page', { id: page.id, version: 3, revision: 0, content: page })).statusCode).toBe(
      200,
    );
  });

  it('asks a district admin for a passkey before any content write', async () => {
    dynamo.on(GetCommand, { Key: keys.assurance('admin-1', 'session-1') }).resolves({});
    for (const [method, path, body] of [
      ['PUT', '/v3/admin/page', { id: page.id, version: 3, revision: 0, content: page }],
      ['PUT', '/v3/admin/components', { version: 0, defaults: {} }],
      ['POST', '/v3/admin/media', { fileName: 'a.png', contentType: 'image/png', size: 100 }],
    ] as const) {
      const refused = await asAdmin(DISTRICT, method, path, body);
      expect(refused.statusCode).toBe(403);
      expect(bodyOf(refused)).toMatchObject({ code: 'passkey_required' });
    }
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses SVG uploads with 415 and says why, since an SVG opened on its own runs as a page of the site', async () => {
    const svg = await asAdmin(DISTRICT, 'POST', '/v3/admin/media', { fileName: 'star.svg', contentType: 'image/svg+xml', size: 100 });
    expect(svg.statusCode).toBe(415);
    expect(bodyOf(svg).message).toBe('SVG pictures cannot be uploaded: save the picture as PNG, JPEG or WebP and upload that.');
  });

  it('refuses a page that fails the schema, or that changes its id, writing nothing', async () => {
    expect(
      (
        await asAdmin(DISTRICT, 'PUT', '/v3/admin/page', {
          id: page.id,
          version: 3,
          revision: 0,
          content: { ...page, practice: [] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await asAdmin(DISTRICT, 'PUT', '/v3/admin/page', {
          id: page.id,
          version: 3,
          revision: 0,
          content: { ...page, id: 'RESPA-day-2' },
        })
      ).statusCode,
    ).toBe(400);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('signs a media upload only under media/uploads/ with a safe file name', async () => {
    const { statusCode, body } = await asAdmin(DISTRICT, 'POST', '/v3/admin/media', {
      fileName: '../../Evil Name.PNG',
      contentType: 'image/png',
      size: 100,
    });
    expect(statusCode).toBe(200);
    expect(JSON.parse(body).path).toMatch(/^\/media\/uploads\/[0-9a-f]{8}-evil-name\.png$/);
    expect(
      (
        await asAdmin(DISTRICT, 'POST', '/v3/admin/media', {
          fileName: 'x.exe',
          contentType: 'application/x-msdownload',
          size: 100,
        })
      ).statusCode,
    ).toBe(400);
  });
});
