import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as v from 'valibot';
import { PROGRAMME_DAYS, PROGRAMME_DAY_NUMBERS, dayKey } from '@domain/constants.js';
import { resetDay, toPlayable } from '@domain/module.js';
import { isDayStarted } from '@domain/progress.js';
import { CLASS_ROLES, requireAal2, requireAdmin, requireSchool, type AdminCaller } from '../admins/admin.js';
import { classesOf, seesClass } from '../admins/class-scope.js';
import { parseBody } from '../common/body.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { HttpError, badRequest, forbidden, notFound } from '../common/http-error.js';
import { recordModule } from './class-summary.js';
import { clearFailures, wrongTriesOf } from '../sign-in/login-attempts-repository.js';
import { httpHandler, json } from '../common/middleware.js';
import { getModuleWithTime, listModules, saveModule, saveTimeAfter, type StoredModule } from '../modules/modules-repository.js';
import { hashPassword } from '../sign-in/password.js';
import { childPasswordSchema } from '@domain/child-password.js';
import { decodeCursor, encodeCursor, type RosterKey } from '../rosters/roster-cursor.js';
import { SCHOOL_INDEX, isConditionalCheckFailed, keys, normaliseSchool, tableName } from '../common/table.js';
import { int, text, trimmed } from '@domain/validation.js';
import { lifecycleRoutes } from '../rosters/lifecycle.js';
import { requireClass } from './scope.js';
import { viewRoutes } from './views.js';
import { districtRoutes } from './district.js';
import { classNameRoutes } from './class-names.js';
import { preTestTaken } from '@domain/test-forms.js';

const passwordSchema = v.strictObject({
  studentId: text(1, 64),
  password: childPasswordSchema,
});
const resetSchema = v.strictObject({
  studentId: text(1, 64),
  moduleId: text(1, 128),
  day: int(1, PROGRAMME_DAYS),
  version: int(0),
});

/** A module as the dashboard shows it: progress, tokens and the feelings before and after each day. */
const summarise = (module: StoredModule) => {
  const details = toPlayable(module).game_details;
  return {
    id: module.id,
    name: module.name,
    day_completed: module.day_completed,
    version: module.version,
    earned: details.inventory.earned,
    balance: details.inventory.balance,
    // The programme's test: before day 1 (taken once answered, or once day 1 has begun) and after day 10.
    pre_test_score: details.pre_test_score,
    pre_test_taken: preTestTaken(details) || isDayStarted(details.progress.day_1!),
    post_test_score: details.post_test_score,
    emotions: PROGRAMME_DAY_NUMBERS.map((day) => ({
      day,
      before: details.progress[dayKey(day)]!.pre_emotion,
      after: details.progress[dayKey(day)]!.post_emotion,
    })).filter((entry) => entry.before !== '' || entry.after !== ''),
  };
};

const STUDENT_READS_AT_ONCE = 16;
export const ROSTER_PAGE = { default: 50, max: 100 } as const;

/**
 * A page of one school's students (or one class's) with their modules: one query of the school index, from where
 * the last page stopped, then each student's modules by key, a few at a time. No scan, and never the whole school.
 */
const rosterPage = async (school: string, classId: string | undefined, limit: number, startKey: RosterKey | undefined) => {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: SCHOOL_INDEX.name,
      KeyConditionExpression: classId ? 'school_key = :school AND begins_with(class_key, :class)' : 'school_key = :school',
      ExpressionAttributeValues: { ':school': school, ...(classId ? { ':class': `${classId}#` } : {}) },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const profiles = page.Items ?? [];
  const students = [];
  for (let i = 0; i < profiles.length; i += STUDENT_READS_AT_ONCE) {
    const batch = profiles.slice(i, i + STUDENT_READS_AT_ONCE);
    students.push(
      ...(await Promise.all(
        batch.map(async (profile) => ({
          id: String(profile.id),
          first_name: String(profile.first_name),
          last_name: String(profile.last_name),
          class_id: String(profile.class_id),
          grade: String(profile.grade),
          username: String(profile.username),
          school_identifier: String(profile.school_identifier),
          modules: (await listModules(String(profile.id))).map(summarise),
          // Wrong passwords since the child last signed in: many say someone is guessing, or the child is stuck.
          ...(await wrongTriesOf(String(profile.school_identifier), String(profile.username))),
        })),
      )),
    );
  }
  return { students, next: page.LastEvaluatedKey };
};

/**
 * A student of one of the caller's schools and, for a teacher, of one of their classes, or 404: a student elsewhere
 * is as absent as one that never was.
 */
const studentOfCaller = async (caller: AdminCaller, studentId: string) => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(studentId), ConsistentRead: true }));
  const school = String(Item?.school_identifier);
  const mine = !!Item && (caller.district || caller.schoolRoles.has(school));
  if (!mine || !seesClass(await classesOf(caller, school), String(Item.class_id))) throw notFound('Student not found');
  return {
    id: studentId,
    school_identifier: String(Item.school_identifier),
    username: String(Item.username),
    class_id: String(Item.class_id),
    first_name: String(Item.first_name),
    last_name: String(Item.last_name),
  };
};

const rosterQuery = v.strictObject({
  school: v.optional(trimmed(64)),
  class: v.optional(trimmed(64)),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(ROSTER_PAGE.max))),
  cursor: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(2048))),
});

const routes: Record<string, (event: APIGatewayProxyEvent, caller: AdminCaller) => Promise<ReturnType<typeof json>>> = {
  'GET /v3/admin/students': async (event, caller) => {
    const query = v.safeParse(rosterQuery, event.queryStringParameters ?? {});
    if (!query.success) {
      throw badRequest(
        `Ask for a school, a class if you like, and up to ${ROSTER_PAGE.max} a page: ?school=DEMO&class=demo-class-1&limit=50`,
      );
    }
    const { class: classId, limit = ROSTER_PAGE.default, cursor } = query.output;
    const school = normaliseSchool(query.output.school ?? caller.schools[0] ?? '');
    if (!school) throw badRequest('Choose a school, such as ?school=DEMO');
    requireSchool(caller, school);
    if (classId) await requireClass(caller, school, classId);
    const startKey = cursor === undefined ? undefined : decodeCursor(cursor, school, classId);
    if (startKey === null) throw badRequest('That cursor is not one this list gave out: start again without it');
    const visible = await classesOf(caller, school);
    // A teacher's roster is a class at a time: paging the whole school would show them how many pages it holds.
    if (visible !== 'all' && !classId)
      throw forbidden('Only school admins may list the whole school: ask for one of your classes, ?class=…');
    const page = await rosterPage(school, classId, limit, startKey);
    if (classId && !startKey && page.students.length === 0) throw notFound('Class not found');
    const students = page.students.filter((student) => seesClass(visible, student.class_id));
    return json(200, { school, students, ...(page.next ? { cursor: encodeCursor(school, classId, page.next) } : {}) });
  },
  'POST /v3/admin/students/password': async (event, caller) => {
    const { studentId, password } = parseBody(event, passwordSchema, { plain: true });
    const student = await studentOfCaller(caller, studentId);
    await requireAal2(caller);
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.signIn(student.school_identifier, student.username),
          UpdateExpression: 'SET password_hash = :hash',
          ConditionExpression: 'attribute_exists(pk) AND student_id = :id',
          ExpressionAttributeValues: { ':hash': await hashPassword(password), ':id': studentId },
        }),
      );
    } catch (error) {
      if (isConditionalCheckFailed(error)) throw notFound('Student not found');
      throw error;
    }
    await clearFailures(student.school_identifier, student.username);
    return json(200, { reset: studentId });
  },
  'POST /v3/admin/modules/reset': async (event, caller) => {
    const { studentId, moduleId, day, version } = parseBody(event, resetSchema);
    const student = await studentOfCaller(caller, studentId);
    await requireAal2(caller);
    const found = await getModuleWithTime(studentId, moduleId);
    if (!found) throw notFound('Module not found');
    const stored = found.module;
    const stale = () => new HttpError(409, 'This module changed since you loaded it. Reload and try again.', { module: summarise(stored) });
    if (stored.version !== version) throw stale();
    const reset = resetDay(toPlayable(stored), day);
    const saved: StoredModule = { ...reset, game_details: JSON.stringify(reset.game_details), version: version + 1 };
    const at = saveTimeAfter(found.savedAt);
    if (!(await saveModule(studentId, saved, version, at))) throw stale();
    // The class page shows the reset at once; were this write lost (a 5xx), the child's next save or the class's
    // repair (rebuildClass) would bring it.
    await recordModule({ school: student.school_identifier, class_id: student.class_id }, student, saved, at);
    return json(200, { module: summarise(saved) });
  },
};

/**
 * A school's students for its admins and teachers: progress and feelings, password and day resets (rosters:
 * admin-imports). Only the caller's schools (404 elsewhere) and a teacher's own classes (404 for any other); every
 * change to a child needs a passkey proved this session (a class's name does not: it changes no child).
 */
export const handler = httpHandler(async (event) => {
  const caller = await requireAdmin(event, { role: CLASS_ROLES });
  const key = `${event.httpMethod} ${event.resource}`;
  const route = routes[key] ?? viewRoutes[key] ?? districtRoutes[key] ?? lifecycleRoutes[key] ?? classNameRoutes[key];
  if (!route) throw badRequest('No such admin call');
  return route(event, caller);
});
