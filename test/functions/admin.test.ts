import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { awsError } from '../support/aws-error.js';
import { keys } from '../../functions/lib/table.js';
import { apiEvent, bodyOf, lambdaContext } from './events.js';
import { DAY_PAGES } from '@domain/content/index.js';

const RESPA_PAGES = DAY_PAGES.filter((page) => page.character === 'RESPA');

vi.stubEnv('MEDIA_BUCKET', 'waw-test-media');
const { handler } = await import('../../functions/admin-content/handler.js');
const dynamo = mockClient(DynamoDBDocumentClient);
const page = RESPA_PAGES[0]!;

const asAdmin = (groups: string, method: string, path: string, body?: unknown, query?: Record<string, string>) => {
  const event = apiEvent({ method, path, body });
  event.requestContext.authorizer = { claims: { token_use: 'id', sub: 'admin-1', email: 'a@b.c', 'cognito:groups': groups } };
  event.queryStringParameters = query ?? null;
  return handler(event, lambdaContext);
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { Key: keys.page(page.id) }).resolves({ Item: { id: page.id, content: JSON.stringify(page), version: 3 } });
  dynamo.on(PutCommand).resolves({});
});

describe('admin content handler', () => {
  it('refuses a call without admin claims, and a signed-in user outside the admins group', async () => {
    const anonymous = await handler(apiEvent({ method: 'GET', path: '/v3/admin/pages' }), lambdaContext);
    expect(anonymous.statusCode).toBe(401);
    const teacher = await asAdmin('teachers', 'GET', '/v3/admin/page', undefined, { id: page.id });
    expect(teacher).toMatchObject({ statusCode: 403 });
    expect(bodyOf(teacher).message).toBe('Only admins may do this');
  });

  it('lets any admin read content but only content editors change it, whatever form API Gateway gives the groups in', async () => {
    expect((await asAdmin('[school-admins, school:OAK]', 'GET', '/v3/admin/page', undefined, { id: page.id })).statusCode).toBe(200);
    const refused = await asAdmin('[school-admins, school:OAK]', 'PUT', '/v3/admin/page', { id: page.id, version: 3, content: page });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused).message).toBe('Only content editors may do this');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(
      (await asAdmin('[school-admins, content-editors]', 'PUT', '/v3/admin/page', { id: page.id, version: 3, content: page })).statusCode,
    ).toBe(200);
  });

  it('saves a valid page under a version condition', async () => {
    const saved = await asAdmin('content-editors,school:DEMO', 'PUT', '/v3/admin/page', { id: page.id, version: 3, content: page });
    expect(saved.statusCode).toBe(200);
    const input = dynamo.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.ConditionExpression).toBe('attribute_exists(pk) AND version = :read');
    expect(input?.Item).toMatchObject({ version: 4 });
  });

  it('creates a page the table lacks with version 0, never over an existing one, and notes who edited', async () => {
    const created = await asAdmin('content-editors', 'PUT', '/v3/admin/page', { id: page.id, version: 0, content: page });
    expect(created.statusCode).toBe(201);
    const input = dynamo.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(input?.Item).toMatchObject({ version: 1, edited_by: 'a@b.c' });
    dynamo.on(PutCommand).rejects(awsError('ConditionalCheckFailedException', 'exists'));
    const exists = await asAdmin('content-editors', 'PUT', '/v3/admin/page', { id: page.id, version: 0, content: page });
    expect(exists.statusCode).toBe(409);
    expect(bodyOf(exists)).toMatchObject({ message: 'This page exists already. Reload to edit it.', page: { version: 3 } });
  });

  it('answers 409 with the current page when another admin saved first', async () => {
    dynamo.on(PutCommand).rejects(awsError('ConditionalCheckFailedException', 'no'));
    const stale = await asAdmin('content-editors,school:DEMO', 'PUT', '/v3/admin/page', { id: page.id, version: 3, content: page });
    expect(stale.statusCode).toBe(409);
    expect(bodyOf(stale)).toMatchObject({
      message: 'Someone else saved this first. Reload to see their changes, then make yours again.',
      page: { version: 3 },
    });
  });

  it('refuses a page that fails the schema, or that changes its id, writing nothing', async () => {
    expect(
      (
        await asAdmin('content-editors,school:DEMO', 'PUT', '/v3/admin/page', {
          id: page.id,
          version: 3,
          content: { ...page, practice: [] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await asAdmin('content-editors,school:DEMO', 'PUT', '/v3/admin/page', {
          id: page.id,
          version: 3,
          content: { ...page, id: 'RESPA-day-2' },
        })
      ).statusCode,
    ).toBe(400);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('signs a media upload only under media/uploads/ with a safe file name', async () => {
    const { statusCode, body } = await asAdmin('content-editors,school:DEMO', 'POST', '/v3/admin/media', {
      fileName: '../../Evil Name.PNG',
      contentType: 'image/png',
      size: 100,
    });
    expect(statusCode).toBe(200);
    expect(JSON.parse(body).path).toMatch(/^\/media\/uploads\/[0-9a-f]{8}-evil-name\.png$/);
    expect(
      (
        await asAdmin('content-editors,school:DEMO', 'POST', '/v3/admin/media', {
          fileName: 'x.exe',
          contentType: 'application/x-msdownload',
          size: 100,
        })
      ).statusCode,
    ).toBe(400);
  });
});
