import * as v from 'valibot';
import { SCHOOL_INDEX } from '../common/school-index.js';

/**
 * The roster's page token: DynamoDB's LastEvaluatedKey of the school index, with the school and class it was read
 * for, as base64url JSON. It is checked on the way back in: its key must be a student profile of that very school
 * (and class), so a token edited by hand can at most move within the caller's own school, never into another's.
 */
const keySchema = v.strictObject({
  pk: v.pipe(v.string(), v.regex(/^STUDENT#[^#]+$/)),
  sk: v.literal('PROFILE'),
  [SCHOOL_INDEX.partitionKey]: v.string(),
  [SCHOOL_INDEX.sortKey]: v.string(),
});
const cursorSchema = v.strictObject({ school: v.string(), class: v.nullable(v.string()), key: keySchema });

export type RosterKey = v.InferOutput<typeof keySchema>;

export const encodeCursor = (school: string, classId: string | undefined, key: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify({ school, class: classId ?? null, key }), 'utf8').toString('base64url');

/** The key to go on from, or null when the token is not one this school's roster (and class) gave out. */
export const decodeCursor = (token: string, school: string, classId: string | undefined): RosterKey | null => {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(token)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = v.safeParse(cursorSchema, raw);
  if (!parsed.success) return null;
  const { key } = parsed.output;
  const indexSchool = key[SCHOOL_INDEX.partitionKey];
  const indexClass = key[SCHOOL_INDEX.sortKey];
  if (parsed.output.school !== school || indexSchool !== school || parsed.output.class !== (classId ?? null)) return null;
  if (indexClass === undefined || (classId !== undefined && !indexClass.startsWith(`${classId}#`))) return null;
  if (!indexClass.endsWith(`#${key.pk.slice('STUDENT#'.length)}`)) return null;
  return key;
};
