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
import { getDraft, getPage, getVersionContent, listPages, listVersions, publishDraft, saveDraft } from './pages-repository.js';
import { conditionalPut, tableName } from '../common/table.js';
import { logger } from '../common/logger.js';
import { queueNarration } from '../narration/narration-queue.js';
import { describeIssues, int, trimmed } from '@domain/validation.js';

const MEDIA_BUCKET = requireEnv('MEDIA_BUCKET');
const COMPONENTS_KEY = { pk: 'COMPONENTS', sk: 'DEFAULTS' };

const STALE = 'Someone else saved this first. Reload to see their changes, then make yours again.';
const DRAFT_CHANGED = 'Someone else changed this draft or published it first. Reload to see it, then publish again.';
const PAGE_CHANGED =
  'Someone else published this page after your draft began. Reload to see what children see now, then make your change again.';
const pageIdSchema = v.strictObject({ id: pageIdPattern });
/**
 * A draft save: `version` is the published version the edit began from (0 for a page not published yet) and
 * `revision` the draft's revision the editor opened (0 when there was no draft).
 */
const saveDraftSchema = v.strictObject({ id: pageIdSchema.entries.id, version: int(0), revision: int(0), content: v.unknown() });
const publishSchema = v.strictObject({ id: pageIdSchema.entries.id, revision: int(1) });
const restoreSchema = v.strictObject({ id: pageIdSchema.entries.id, version: int(1), revision: int(0) });
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

const pageQuery = (event: APIGatewayProxyEvent) => {
  const query = v.safeParse(pageIdSchema, event.queryStringParameters ?? {});
  if (!query.success) throw badRequest('Ask for a page by id, such as ?id=RESPA-day-1');
  return query.output;
};

/** The page as an admin opens it: what children see (version 0 and no content before the first publish) and the draft. */
const pageWithDraft = async (id: string) => {
  const [page, draft] = await Promise.all([getPage(id), getDraft(id)]);
  return { id, version: page?.version ?? 0, content: page?.content ?? null, draft: draft ?? null };
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
  'GET /v3/admin/page': async (event, { district }) => {
    const page = await pageWithDraft(pageQuery(event).id);
    // A draft is the district's work in progress: other admins see what children see.
    const shown = district ? page : { ...page, draft: null };
    if (shown.version === 0 && !shown.draft) throw notFound('Page not found');
    return json(200, shown);
  },
  'PUT /v3/admin/page': async (event, { email }) => {
    const body = parseBody(event, saveDraftSchema);
    const content = validPage(body.id, body.content);
    if (!(await saveDraft(body.id, content, body.revision, body.version, email))) {
      throw new HttpError(409, STALE, { page: await pageWithDraft(body.id) });
    }
    return json(200, { id: body.id, version: body.version, revision: body.revision + 1, content });
  },
  'POST /v3/admin/page/publish': async (event, { email }) => {
    const body = parseBody(event, publishSchema);
    const published = await publishDraft(body.id, body.revision, email);
    if (typeof published === 'string') {
      throw new HttpError(409, published === 'draft-changed' ? DRAFT_CHANGED : PAGE_CHANGED, { page: await pageWithDraft(body.id) });
    }
    // The page's new lines are spoken by the narration job, never in this request. The page is published whatever
    // happens here: a message SQS would not take leaves those lines to the browser's voice until the page's next
    // publish, so it is logged as an error rather than answered as a failed publish.
    try {
      await queueNarration([body.id]);
    } catch (error) {
      logger.error('The published page’s narration could not be queued', { page: body.id, error });
    }
    return json(200, { id: body.id, ...published });
  },
  'GET /v3/admin/page/history': async (event) => {
    const { id } = pageQuery(event);
    const versions = await listVersions(id);
    if (versions.length === 0) throw notFound('Page not found');
    return json(200, { id, versions });
  },
  'POST /v3/admin/page/restore': async (event, { email }) => {
    const body = parseBody(event, restoreSchema);
    const [content, live] = await Promise.all([getVersionContent(body.id, body.version), getPage(body.id)]);
    if (content === undefined || !live) throw notFound('That version of the page is not kept');
    // A restored version becomes the draft, over the version children see now: it is previewed and published as any edit.
    if (!(await saveDraft(body.id, content, body.revision, live.version, email))) {
      throw new HttpError(409, STALE, { page: await pageWithDraft(body.id) });
    }
    return json(200, { id: body.id, version: live.version, revision: body.revision + 1, content });
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
 * component defaults, media), with a passkey proved this session, every save validated and versioned. A page's edit
 * is a draft children do not see until it is published; each page keeps its published versions, any of which can
 * be restored as the draft.
 */
export const handler = httpHandler(async (event) => {
  const caller = await requireAdmin(event, event.httpMethod === 'GET' ? {} : { role: ROLES.districtAdmin, aal2: true });
  const route = routes[`${event.httpMethod} ${event.resource}`];
  if (!route) throw notFound('No such admin call');
  return route(event, caller);
});
