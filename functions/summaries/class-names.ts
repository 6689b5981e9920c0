import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import * as v from 'valibot';
import { classIdSchema, classNameSchema } from '@domain/admin-forms.js';
import { trimmed } from '@domain/validation.js';
import { requireSchool, type AdminCaller } from '../admins/admin.js';
import { parseBody } from '../common/body.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { badRequest, notFound } from '../common/http-error.js';
import { json } from '../common/middleware.js';
import { isConditionalCheckFailed, normaliseSchool, tableName } from '../common/table.js';
import { classKey } from './class-summary.js';
import { requireSchoolAdmin } from './scope.js';

// The forms' own rules (domain/admin-forms.ts): the same words in the class page's field and here.
const nameSchema = v.strictObject({
  school: v.optional(trimmed(64)),
  classId: classIdSchema('Choose the class to name.'),
  name: classNameSchema,
});

/**
 * Names a class of the school, or takes its name away (an empty name): on the class's own item of the school's list
 * of classes, which exists only for a class that has had children. Only if the class is there: a name never makes one.
 */
export const setClassName = async (school: string, classId: string, name: string): Promise<boolean> => {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: classKey(school, classId),
        UpdateExpression: name ? 'SET #name = :name' : 'REMOVE #name',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ...(name ? { ExpressionAttributeValues: { ':name': name } } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};

type Route = (event: APIGatewayProxyEvent, caller: AdminCaller) => Promise<APIGatewayProxyResult>;

export const classNameRoutes: Record<string, Route> = {
  // A school admin names the school's classes; teachers see the names.
  'PUT /v3/admin/class/name': async (event, caller) => {
    const body = parseBody(event, nameSchema, { plain: true });
    const school = normaliseSchool(body.school ?? caller.schools[0] ?? '');
    if (!school) throw badRequest('Choose a school, such as DEMO');
    // Another school's class is as unknown as one that never was (404); a teacher of this school is told (403).
    requireSchool(caller, school);
    requireSchoolAdmin(caller, school);
    if (!(await setClassName(school, body.classId, body.name))) throw notFound('Class not found');
    return json(200, { school, class_id: body.classId, name: body.name || null });
  },
};
