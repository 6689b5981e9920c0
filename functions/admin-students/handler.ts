import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as z from 'zod';
import { PROGRAMME_DAYS, PROGRAMME_DAY_NUMBERS, dayKey } from '@domain/constants.js';
import { resetDay, toPlayable } from '@domain/module.js';
import { requireAdmin } from '../lib/admin.js';
import { parseBody } from '../lib/body.js';
import { documentClient } from '../lib/clients.js';
import { HttpError, badRequest, notFound } from '../lib/http-error.js';
import { clearFailures } from '../lib/login-attempts-repository.js';
import { httpHandler, json } from '../lib/middleware.js';
import { getModule, saveModule, type StoredModule } from '../lib/modules-repository.js';
import { hashPassword } from '../lib/password.js';
import { isConditionalCheckFailed, keys, tableName } from '../lib/table.js';

const passwordSchema = z.strictObject({
  studentId: z.string().min(1).max(64),
  password: z.string().min(8, 'password needs at least 8 characters').max(256),
});
const resetSchema = z.strictObject({
  studentId: z.string().min(1).max(64),
  moduleId: z.string().min(1).max(128),
  day: z.number().int().min(1).max(PROGRAMME_DAYS),
  version: z.number().int().min(0),
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
    emotions: PROGRAMME_DAY_NUMBERS.map((day) => ({
      day,
      before: details.progress[dayKey(day)]!.pre_emotion,
      after: details.progress[dayKey(day)]!.post_emotion,
    })).filter((entry) => entry.before !== '' || entry.after !== ''),
  };
};

/** The whole school: every student's profile and modules. A scan suits a school's size; a class index would come next. */
const roster = async () => {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'begins_with(pk, :p)',
        ExpressionAttributeValues: { ':p': 'STUDENT#' },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const students = items.filter((item) => item.sk === 'PROFILE');
  return students
    .map((profile) => ({
      id: String(profile.id),
      first_name: String(profile.first_name),
      last_name: String(profile.last_name),
      class_id: String(profile.class_id),
      grade: String(profile.grade),
      username: String(profile.username),
      school_identifier: String(profile.school_identifier),
      modules: items
        .filter((item) => item.pk === profile.pk && String(item.sk).startsWith('MODULE#'))
        .map((item) =>
          summarise({
            ...(item as unknown as StoredModule),
            game_details: typeof item.game_details === 'string' ? item.game_details : null,
          }),
        ),
    }))
    .sort(
      (a, b) => a.class_id.localeCompare(b.class_id) || a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name),
    );
};

/** The school and username a student signs in with, from their profile. */
const signInNameOf = async (studentId: string) => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keys.profile(studentId), ConsistentRead: true }),
  );
  return Item ? { school_identifier: String(Item.school_identifier), username: String(Item.username) } : undefined;
};

const routes: Record<string, (event: APIGatewayProxyEvent) => Promise<ReturnType<typeof json>>> = {
  'GET /v3/admin/students': async () => json(200, { students: await roster() }),
  'POST /v3/admin/students/password': async (event) => {
    const { studentId, password } = parseBody(event, passwordSchema);
    const student = await signInNameOf(studentId);
    if (!student) throw notFound('Student not found');
    try {
      await documentClient.send(
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
  'POST /v3/admin/modules/reset': async (event) => {
    const { studentId, moduleId, day, version } = parseBody(event, resetSchema);
    const stored = await getModule(studentId, moduleId);
    if (!stored) throw notFound('Module not found');
    const stale = () => new HttpError(409, 'This module changed since you loaded it. Reload and try again.', { module: summarise(stored) });
    if (stored.version !== version) throw stale();
    const reset = resetDay(toPlayable(stored), day);
    const saved: StoredModule = { ...reset, game_details: JSON.stringify(reset.game_details), version: version + 1 };
    if (!(await saveModule(studentId, saved, version))) throw stale();
    return json(200, { module: summarise(saved) });
  },
};

/** The school's students for admins: progress and feelings, password and day resets. (Rosters: admin-imports.) */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const route = routes[`${event.httpMethod} ${event.resource}`];
  if (!route) throw badRequest('No such admin call');
  return route(event);
});
