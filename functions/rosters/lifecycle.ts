import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import * as v from 'valibot';
import { classIdSchema } from '@domain/admin-forms.js';
import { trimmed } from '@domain/validation.js';
import { requireAal2, requireSchool, type AdminCaller } from '../admins/admin.js';
import { classesOf, seesClass } from '../admins/class-scope.js';
import { parseBody } from '../common/body.js';
import { moveChild } from './class-move.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { badRequest, notFound } from '../common/http-error.js';
import { logger } from '../common/logger.js';
import { json } from '../common/middleware.js';
import { SCHOOL_INDEX, keys, normaliseSchool, tableName } from '../common/table.js';
import { inactiveRoutes } from '../removal/inactive.js';
import { requireSchoolAdmin } from '../summaries/scope.js';

type Route = (event: APIGatewayProxyEvent, caller: AdminCaller) => Promise<APIGatewayProxyResult>;

// The class fields are the forms' own rules (domain/admin-forms.ts): the same words there and here.
const moveSchema = v.strictObject({ studentId: trimmed(64), classId: classIdSchema('Choose the class to move the child to.') });
const promoteSchema = v.strictObject({
  school: v.optional(trimmed(64)),
  from: classIdSchema('Choose the class to promote.'),
  to: classIdSchema('Name the class its children go to.'),
});

/**
 * Children a promotion call moves at most, a few at once: about 5 table calls each, so a call takes a second or two
 * whatever the class's size and stays far inside its function's 10 s and API Gateway's 29 s. A larger class takes
 * more calls (the answer says whether children remain), and each call only moves whoever is still in the old class,
 * so repeating one, or the whole promotion, is harmless.
 */
export const PROMOTE_BATCH = 20;
const MOVES_AT_ONCE = 5;

/** A child of one of the caller's schools and classes, or 404 as for a child that never was. */
const childOfCaller = async (caller: AdminCaller, studentId: string) => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(studentId), ConsistentRead: true }));
  const school = String(Item?.school_identifier ?? '');
  if (!Item) throw notFound('Student not found');
  requireSchool(caller, school, 'Student');
  if (!seesClass(await classesOf(caller, school), String(Item.class_id))) throw notFound('Student not found');
  return { id: studentId, school, class_id: String(Item.class_id) };
};

export const lifecycleRoutes: Record<string, Route> = {
  // A move decides whose class (and, with teachers, whose eyes) a child's feelings and scores are in: a passkey.
  'POST /v3/admin/students/move': async (event, caller) => {
    const { studentId, classId } = parseBody(event, moveSchema, { plain: true });
    const child = await childOfCaller(caller, studentId);
    requireSchoolAdmin(caller, child.school);
    await requireAal2(caller);
    const outcome = await moveChild(child.school, studentId, classId);
    if (outcome === 'absent') throw notFound('Student not found');
    logger.info('A child moved class', { admin: caller.sub, studentId, school: child.school, from: child.class_id, to: classId, outcome });
    return json(200, { id: studentId, class_id: classId, moved: outcome === 'moved' });
  },
  'POST /v3/admin/class/promote': async (event, caller) => {
    const body = parseBody(event, promoteSchema, { plain: true });
    const school = normaliseSchool(body.school ?? caller.schools[0] ?? '');
    if (!school) throw badRequest('Choose a school, such as "school": "DEMO"');
    requireSchool(caller, school);
    requireSchoolAdmin(caller, school);
    if (body.from === body.to) throw badRequest('Choose another class to promote the children to');
    await requireAal2(caller);
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: SCHOOL_INDEX.name,
        KeyConditionExpression: 'school_key = :school AND begins_with(class_key, :class)',
        ExpressionAttributeValues: { ':school': school, ':class': `${body.from}#` },
        ProjectionExpression: 'id',
        Limit: PROMOTE_BATCH,
      }),
    );
    const ids = (page.Items ?? []).map((item) => String(item.id));
    let moved = 0;
    for (let i = 0; i < ids.length; i += MOVES_AT_ONCE) {
      const outcomes = await Promise.all(ids.slice(i, i + MOVES_AT_ONCE).map((id) => moveChild(school, id, body.to, body.from)));
      moved += outcomes.filter((outcome) => outcome === 'moved').length;
    }
    logger.info('A class was promoted', { admin: caller.sub, school, from: body.from, to: body.to, moved });
    return json(200, { school, from: body.from, to: body.to, moved, remaining: page.LastEvaluatedKey !== undefined });
  },
  ...inactiveRoutes,
};
