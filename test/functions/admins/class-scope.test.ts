import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { CLASS_ROLES, STUDENT_ROLES, callerAdmin, requireAdmin } from '@functions/admins/admin.js';
import { parseSchoolRoleGroup, schoolRoleGroup } from '@functions/admins/admin-roles.js';
import { classesOf, seesClass } from '@functions/admins/class-scope.js';
import { keys } from '@functions/common/table.js';
import { apiEvent } from '../events.js';

const dynamo = mockClient(DynamoDBDocumentClient);

const eventOf = (groups: string) => {
  const event = apiEvent({ method: 'GET', path: '/v3/admin/class' });
  event.requestContext.authorizer = { claims: { token_use: 'id', sub: 'teacher-1', 'cognito:groups': groups } };
  return event;
};
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode,
  );

beforeEach(() => {
  dynamo.reset();
  // The caller's role removals (functions/admins/role-removals.ts): none, unless a test says otherwise.
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: keys.teacherClasses('teacher-1', 'DEMO') }).resolves({ Item: { classes: ['3A', '3B'], version: 2 } });
});

describe('the teacher role', () => {
  it('is a group held at one school, as the admin role is', () => {
    expect(schoolRoleGroup('OAK HILL', 'teacher')).toBe('school:OAK%20HILL:teacher');
    expect(parseSchoolRoleGroup('school:OAK%20HILL:teacher')).toEqual({ school: 'OAK HILL', role: 'teacher' });
    expect([...callerAdmin(eventOf('[school:DEMO:teacher, school:OAK:admin]')).schoolRoles]).toEqual([
      ['DEMO', ['teacher']],
      ['OAK', ['admin']],
    ]);
  });

  it('opens the class places and refuses the school-wide ones: 403 by role, 404 at a school where the teacher has no role', async () => {
    const teacher = eventOf('[school:DEMO:teacher]');
    expect(await status(requireAdmin(teacher, { role: CLASS_ROLES, school: 'DEMO' }))).toBe(200);
    expect(await status(requireAdmin(teacher, { role: STUDENT_ROLES, school: 'DEMO' }))).toBe(403);
    expect(await status(requireAdmin(teacher, { role: CLASS_ROLES, school: 'OAK' }))).toBe(404);
    // A teacher here and an admin elsewhere is still refused the admin's places here by role.
    expect(await status(requireAdmin(eventOf('[school:DEMO:teacher, school:OAK:admin]'), { role: STUDENT_ROLES, school: 'DEMO' }))).toBe(
      403,
    );
  });
});

describe('classesOf', () => {
  it("answers a teacher's own classes, read from the table at each call", async () => {
    expect(await classesOf(callerAdmin(eventOf('[school:DEMO:teacher]')), 'DEMO')).toEqual(['3A', '3B']);
    expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({
      Key: keys.teacherClasses('teacher-1', 'DEMO'),
      ConsistentRead: true,
    });
  });

  it('answers all to school and district admins without a read, and none to a teacher given no classes or a stranger', async () => {
    expect(await classesOf(callerAdmin(eventOf('[school:DEMO:admin, school:DEMO:teacher]')), 'DEMO')).toBe('all');
    expect(await classesOf(callerAdmin(eventOf('[district-admins]')), 'ELM')).toBe('all');
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
    expect(await classesOf(callerAdmin(eventOf('[school:OAK:teacher]')), 'OAK')).toEqual([]);
    expect(await classesOf(callerAdmin(eventOf('[school:OAK:teacher]')), 'DEMO')).toEqual([]);
  });

  it('sees a class only when it is one of them', () => {
    expect(seesClass('all', 'anything')).toBe(true);
    expect(seesClass(['3A'], '3A')).toBe(true);
    expect(seesClass(['3A'], '3AB')).toBe(false);
    expect(seesClass([], '3A')).toBe(false);
  });
});
