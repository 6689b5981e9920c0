import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { AdminCaller } from './admin.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { keys, normaliseSchool, tableName } from '../common/table.js';

/** The school picker's pages: small, so an answer stays the same size in a district of 20,000 schools. */
export const SCHOOL_LIST_PAGE = { default: 20, max: 50 } as const;

export interface SchoolListPage {
  schools: string[];
  /** where the next page starts; absent on the last */
  cursor?: string;
}

/**
 * The page token: the last school of the page and the search it was given for, as base64url JSON. It is checked on
 * the way back in (a school that starts with the same search), so a token edited by hand or kept from another search
 * is a 400, never DynamoDB's 500 nor a jump outside the search.
 */
const cursorSchema = v.strictObject({ q: v.string(), after: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) });

const encodeCursor = (q: string, after: string): string => Buffer.from(JSON.stringify({ q, after }), 'utf8').toString('base64url');

/** The school to go on after, or null when the token is not one this search gave out. */
export const decodeSchoolCursor = (token: string, q: string): string | null => {
  if (!/^[A-Za-z0-9_-]{1,1024}$/.test(token)) return null;
  try {
    const parsed = v.safeParse(cursorSchema, JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.output.q !== q || !parsed.output.after.startsWith(q)) return null;
    return parsed.output.after;
  } catch {
    return null;
  }
};

/**
 * A page of the schools whose id starts with `q` (every school when it is empty), sorted. A district admin's come from
 * the table's `SCHOOLS` partition (every school that has students), one key query of at most `limit` items from where
 * the last page stopped; anyone else's are the schools their roles name, which their token bounds.
 */
export const schoolListPage = async (caller: AdminCaller, search: string, limit: number, after?: string): Promise<SchoolListPage> => {
  const q = normaliseSchool(search);
  if (!caller.district) {
    const matching = caller.schools.filter((school) => school.startsWith(q) && (after === undefined || school > after));
    const schools = matching.slice(0, limit);
    return { schools, ...(matching.length > limit ? { cursor: encodeCursor(q, schools.at(-1)!) } : {}) };
  }
  const prefix = keys.school(q).sk;
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.school('').pk, ':prefix': prefix },
      ProjectionExpression: 'id',
      Limit: limit,
      ...(after === undefined ? {} : { ExclusiveStartKey: keys.school(after) }),
    }),
  );
  const schools = (page.Items ?? []).map((item) => String(item.id));
  return { schools, ...(page.LastEvaluatedKey && schools.length > 0 ? { cursor: encodeCursor(q, schools.at(-1)!) } : {}) };
};
