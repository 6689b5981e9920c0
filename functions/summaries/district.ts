import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import * as v from 'valibot';
import type { DistrictPage, SchoolSummary } from '@domain/school-summary.js';
import type { AdminCaller } from '../admins/admin.js';
import { COUNTERS } from './class-summary.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { badRequest, forbidden } from '../common/http-error.js';
import { json } from '../common/middleware.js';
import { keys, tableName } from '../common/table.js';
import { classCounters, toClassSummary } from './summaries.js';

export const DISTRICT_PAGE = { default: 20, max: 50 } as const;
/** Schools read at once: each is one query of its list of classes and one of each class's rows, a page of 20 in three rounds. */
const SCHOOLS_AT_ONCE = 8;

/** One school's figures: its classes' counters added up, then read as one class would be, so means stay exact. */
export const toSchoolSummary = (school: string, classes: ReadonlyArray<Record<string, unknown>>): SchoolSummary => {
  const sums: Record<string, unknown> = { class_id: school };
  for (const name of COUNTERS) sums[name] = classes.reduce((sum, item) => sum + Number(item[name] ?? 0), 0);
  const { class_id: _school, ...summary } = toClassSummary(sums);
  return { school, classes: classes.length, ...summary };
};

/**
 * The page token: the sort key of the last school of the page (DynamoDB's LastEvaluatedKey of `SCHOOLS`), as
 * base64url JSON. Every school is a district admin's, so a token edited by hand reaches nothing new; it is checked
 * only so that a bad one is a 400, never DynamoDB's 500.
 */
const cursorSchema = v.strictObject({ sk: v.pipe(v.string(), v.regex(/^SCHOOL#.{1,128}$/s)) });

export const encodeDistrictCursor = (key: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify({ sk: key.sk }), 'utf8').toString('base64url');

export const decodeDistrictCursor = (token: string): { pk: string; sk: string } | null => {
  if (!/^[A-Za-z0-9_-]{1,1024}$/.test(token)) return null;
  try {
    const parsed = v.safeParse(cursorSchema, JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    return parsed.success ? { pk: keys.school('').pk, sk: parsed.output.sk } : null;
  } catch {
    return null;
  }
};

/**
 * A page of the district's schools with their summaries: one query of `SCHOOLS` from where the last page stopped,
 * then each school's class figures, added up from its classes' rows. No child's row is ever sent, so the answer
 * grows with the schools on the page, never with their children.
 */
export const districtPage = async (limit: number, startKey?: { pk: string; sk: string }): Promise<DistrictPage> => {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.school('').pk },
      ProjectionExpression: 'pk, sk, id',
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const ids = (page.Items ?? []).map((item) => String(item.id));
  const schools: SchoolSummary[] = [];
  for (let i = 0; i < ids.length; i += SCHOOLS_AT_ONCE) {
    const batch = ids.slice(i, i + SCHOOLS_AT_ONCE);
    schools.push(...(await Promise.all(batch.map(async (school) => toSchoolSummary(school, await classCounters(school))))));
  }
  return { schools, ...(page.LastEvaluatedKey ? { cursor: encodeDistrictCursor(page.LastEvaluatedKey) } : {}) };
};

const districtQuery = v.strictObject({
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(DISTRICT_PAGE.max))),
  cursor: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(1024))),
});

type Route = (event: APIGatewayProxyEvent, caller: AdminCaller) => Promise<APIGatewayProxyResult>;

export const districtRoutes: Record<string, Route> = {
  'GET /v3/admin/district': async (event, caller) => {
    // A school admin knows their own schools; only the district sees the list of all of them.
    if (!caller.district) throw forbidden('Only district admins may do this');
    const query = v.safeParse(districtQuery, event.queryStringParameters ?? {});
    if (!query.success) throw badRequest(`Ask for up to ${DISTRICT_PAGE.max} schools a page: ?limit=20, and the cursor a page gave`);
    const { limit = DISTRICT_PAGE.default, cursor } = query.output;
    const startKey = cursor === undefined ? undefined : decodeDistrictCursor(cursor);
    if (startKey === null) throw badRequest('That cursor is not one this list gave out: start again without it');
    return json(200, await districtPage(limit, startKey));
  },
};
