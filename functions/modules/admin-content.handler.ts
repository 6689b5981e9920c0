import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as v from 'valibot';
import { COMPONENT_DEFAULTS, componentDefaultsSchema, storedDefaults } from '@domain/content/components.js';
import { dayPageSchema, screeningPageSchema } from '@domain/content/schema.js';
import { isScreeningPageId, pageIdPattern } from '@domain/content/page-ids.js';
import { ROLES, requireAdmin, type AdminCaller } from '../admins/admin.js';
import { parseBody } from '../common/body.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { requireEnv } from '../common/env.js';
import { HttpError, badRequest, notFound } from '../common/http-error.js';
import { httpHandler, json } from '../common/middleware.js';
import { presignUrl } from '../common/clients/s3.js';
import { createPage, getPage, listPages, savePage } from './pages-repository.js';
import { conditionalPut, tableName } from '../common/table.js';
import { describeIssues, int, trimmed } from '@domain/validation.js';

const MEDIA_BUCKET = requireEnv('MEDIA_BUCKET');
const COMPONENTS_KEY = { pk: 'COMPONENTS', sk: 'DEFAULTS' };

const STALE = 'Someone else saved this first. Reload to see their changes, then make yours again.';
const EXISTS = 'This page exists already. Reload to edit it.';
const pageIdSchema = v.strictObject({ id: pageIdPattern });
// Version 0 creates a page the table lacks; any other is the version the admin opened.
const savePageSchema = v.strictObject({ id: pageIdSchema.entries.id, version: int(0), content: v.unknown() });
const saveDefaultsSchema = v.strictObject({ version: int(0), defaults: v.unknown() });
// An SVG is a document that can run script: opened on its own from /media it would act as a page of the site.
const SVG = 'image/svg+xml';
const mediaSchema = v.strictObject({
  fileName: trimmed(120),
  contentType: v.picklist([SVG, 'image/png', 'image/jpeg', 'image/webp', 'audio/mpeg', 'video/mp4', 'video/webm']),
  size: int(1, 10 * 1024 * 1024, 'A media file may be at most 10 MB'),
});

/** How many forms a test page has: two when form B is as long as form A (then both tests differ), else one. */
const testForms = (content: unknown): 1 | 2 => {
  const page = content as { questions?: unknown; form_b?: unknown };
  return Array.isArray(page.questions) && Array.isArray(page.form_b) && page.form_b.length === page.questions.length ? 2 : 1;
};

const summary = (id: string, version: number, content: unknown) => {
  const page = content as { title?: string; character?: string; day?: number };
  const base = { id, version, title: page.title ?? id, character: page.character ?? null, day: page.day ?? null };
  return isScreeningPageId(id) ? { ...base, forms: testForms(content) } : base;
};

const validPage = (id: string, content: unknown) => {
  const result = v.safeParse(isScreeningPageId(id) ? screeningPageSchema : dayPageSchema, content);
  if (!result.success) throw badRequest(`The page is not valid: ${describeIssues(result.issues)}`);
  if ((result.output as { id: string }).id !== id) throw badRequest('The page id cannot change');
  return result.output;
};

const readDefaults = async () => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: COMPONENTS_KEY, ConsistentRead: true }));
  return Item
    ? { version: Number(Item.version), defaults: storedDefaults(JSON.parse(String(Item.content))) }
    : { version: 0, defaults: COMPONENT_DEFAULTS };
};

const routes: Record<string, (event: APIGatewayProxyEvent, caller: AdminCaller) => Promise<ReturnType<typeof json>>> = {
  'GET /v3/admin/pages': async () => {
    const pages = await listPages();
    return json(200, {
      pages: pages
        .map((page) => summary(page.id, page.version, page.content))
        .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true })),
    });
  },
  'GET /v3/admin/page': async (event) => {
    const query = v.safeParse(pageIdSchema, event.queryStringParameters ?? {});
    if (!query.success) throw badRequest('Ask for a page by id, such as ?id=RESPA-day-1');
    const page = await getPage(query.output.id);
    if (!page) throw notFound('Page not found');
    return json(200, page);
  },
  'PUT /v3/admin/page': async (event, { email }) => {
    const body = parseBody(event, savePageSchema);
    const content = validPage(body.id, body.content);
    if (body.version === 0) {
      if (await createPage(body.id, content, email)) return json(201, { id: body.id, version: 1, content });
      throw new HttpError(409, EXISTS, { page: await getPage(body.id) });
    }
    const current = await getPage(body.id);
    if (!current) throw notFound('Page not found');
    if (current.version !== body.version || !(await savePage(body.id, content, body.version, email))) {
      throw new HttpError(409, STALE, { page: (await getPage(body.id)) ?? current });
    }
    return json(200, { id: body.id, version: body.version + 1, content });
  },
  'GET /v3/admin/components': async () => json(200, await readDefaults()),
  'PUT /v3/admin/components': async (event) => {
    const body = parseBody(event, saveDefaultsSchema);
    const defaults = v.safeParse(componentDefaultsSchema, body.defaults);
    if (!defaults.success) throw badRequest(`The defaults are not valid: ${describeIssues(defaults.issues)}`);
    const saved = await conditionalPut({
      TableName: tableName(),
      Item: { ...COMPONENTS_KEY, content: JSON.stringify(defaults.output), version: body.version + 1 },
      ConditionExpression: body.version === 0 ? 'attribute_not_exists(pk)' : 'version = :read',
      ...(body.version === 0 ? {} : { ExpressionAttributeValues: { ':read': body.version } }),
    });
    if (!saved) throw new HttpError(409, STALE, await readDefaults());
    return json(200, { version: body.version + 1, defaults: defaults.output });
  },
  'POST /v3/admin/media': async (event) => {
    const { fileName, contentType, size } = parseBody(event, mediaSchema);
    if (contentType === SVG)
      throw new HttpError(415, 'SVG pictures cannot be uploaded: save the picture as PNG, JPEG or WebP and upload that.');
    // Letters, digits, single dots and dashes only: no path, no hidden file, no dot runs.
    const safe =
      fileName
        .toLowerCase()
        .replace(/[^a-z0-9.]+/g, '-')
        .replace(/\.{2,}/g, '.')
        .replace(/^[-.]+|[-.]+$/g, '')
        .slice(-80) || 'file';
    const key = `media/uploads/${randomUUID().slice(0, 8)}-${safe}`;
    const url = await presignUrl({ method: 'PUT', bucket: MEDIA_BUCKET, key, contentType, size, expiresIn: 300 });
    return json(200, { url, path: `/${key}`, contentType });
  },
};

/**
 * The programme's content, one for every school: any admin may read it; only district admins change it (pages,
 * component defaults, media), with a passkey proved this session, every save validated and versioned.
 */
export const handler = httpHandler(async (event) => {
  const caller = await requireAdmin(event, event.httpMethod === 'GET' ? {} : { role: ROLES.districtAdmin, aal2: true });
  const route = routes[`${event.httpMethod} ${event.resource}`];
  if (!route) throw notFound('No such admin call');
  return route(event, caller);
});
