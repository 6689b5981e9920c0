import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import * as v from 'valibot';
import { trimmed } from '@domain/validation.js';
import { requireSchool, type AdminCaller } from '../admins/admin.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { badRequest } from '../common/http-error.js';
import { json } from '../common/middleware.js';
import { lastSignIns } from '../sign-in/sign-ins.js';
import { SCHOOL_INDEX, normaliseSchool, tableName } from '../common/table.js';
import { requireSchoolAdmin } from '../summaries/scope.js';
import * as clock from '../common/clock.js';

type Route = (event: APIGatewayProxyEvent, caller: AdminCaller) => Promise<APIGatewayProxyResult>;

/**
 * After how many months without a sign-in a child is listed for the school to remove: 13 (a school year and a
 * summer, so a child who played last year and has not come back is listed), or INACTIVE_MONTHS when it is set.
 */
export const INACTIVE_MONTHS_DEFAULT = 13;
const configuredMonths = (): number => {
  const value = Number(process.env.INACTIVE_MONTHS ?? INACTIVE_MONTHS_DEFAULT);
  return Number.isInteger(value) && value > 0 ? value : INACTIVE_MONTHS_DEFAULT;
};

const inactiveQuery = v.strictObject({
  school: v.optional(trimmed(64)),
  months: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(120))),
});

/** The moment `months` calendar months before `now`. */
export const monthsBefore = (now: number, months: number): number => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
};

export interface InactiveChild {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
  class_id: string;
  /** the last sign-in (ms), or null for a child who never signed in since their import */
  last_signed_in_at: number | null;
  added_at: number | null;
}

/**
 * The school's children whose last sign-in (or, never signed in, their import) is older than the cutoff. A child
 * with neither (imported before either was kept) is not listed: nothing says how long they have been away, and
 * the clock starts at their first sign-in.
 */
const inactiveChildren = async (school: string, cutoff: number): Promise<InactiveChild[]> => {
  const seen = await lastSignIns(school);
  const found: InactiveChild[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: SCHOOL_INDEX.name,
        KeyConditionExpression: 'school_key = :school',
        ExpressionAttributeValues: { ':school': school },
        ProjectionExpression: 'id, class_id, first_name, last_name, username, added_at',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const id = String(item.id);
      const last = seen.get(id) ?? null;
      const added = typeof item.added_at === 'number' ? item.added_at : null;
      const since = last ?? added;
      if (since === null || since >= cutoff) continue;
      found.push({
        id,
        first_name: String(item.first_name),
        last_name: String(item.last_name),
        username: String(item.username),
        class_id: String(item.class_id),
        last_signed_in_at: last,
        added_at: added,
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found.sort((a, b) => (a.last_signed_in_at ?? a.added_at ?? 0) - (b.last_signed_in_at ?? b.added_at ?? 0));
};

export const inactiveRoutes: Record<string, Route> = {
  'GET /v3/admin/inactive': async (event, caller) => {
    const parsed = v.safeParse(inactiveQuery, event.queryStringParameters ?? {});
    if (!parsed.success) throw badRequest('Ask for a school and, if you like, a number of months (1 to 120): ?school=DEMO&months=13');
    const school = normaliseSchool(parsed.output.school ?? caller.schools[0] ?? '');
    if (!school) throw badRequest('Choose a school, such as ?school=DEMO');
    requireSchool(caller, school);
    // Listed for the school's admins to remove: a school-wide place, as the roster is.
    requireSchoolAdmin(caller, school);
    const months = parsed.output.months ?? configuredMonths();
    return json(200, { school, months, children: await inactiveChildren(school, monthsBefore(clock.now(), months)) });
  },
};
