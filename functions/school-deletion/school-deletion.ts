import { AdminRemoveUserFromGroupCommand, DeleteGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as v from 'valibot';
import { text } from '@domain/validation.js';
import { SCHOOL_ROLES, requireAal2, schoolRoleGroup, type AdminCaller } from '../admins/admin.js';
import { deleteIfRoleless, usersInGroup } from '../admins/pool-members.js';
import { forgetTeacherClasses } from '../admins/teacher-classes.js';
import { parseBody } from '../common/body.js';
import { cognitoIdp } from '../common/clients/cognito-idp.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { requireEnv } from '../common/env.js';
import { badRequest, forbidden, notFound } from '../common/http-error.js';
import { logger } from '../common/logger.js';
import { json } from '../common/middleware.js';
import { queueSchoolDeletion } from '../removal/removal-queue.js';
import { createSchoolDeletion, getSchoolDeletion, type SchoolDeletionJob } from './school-deletion-job.js';
import { keys, tableName } from '../common/table.js';

const USER_POOL_ID = requireEnv('USER_POOL_ID');
const deleteSchema = v.strictObject({ school: text(1, 200), confirmation: text(0, 200) });
const jobQuery = v.strictObject({ id: text(1, 200) });

/** What the district page shows: where the job stands, how far the children's removals are, what was deleted. */
const view = (job: SchoolDeletionJob) => ({
  id: job.school,
  school: job.school,
  phase: job.phase,
  children_total: job.children_total,
  // Until a first whole pass has counted the children still there, none is known to be removed.
  children_removed: job.phase !== 'children' ? job.children_total : job.pass === 0 ? 0 : job.children_total - job.children_left,
  report: job.report,
  created_at: job.created_at,
  ...(job.finished_at ? { finished_at: job.finished_at } : {}),
});

/**
 * The school's admins and teachers leave it: each one's classes there go, they leave its groups, and an account with
 * no role left at any school nor the district's is deleted (pool-members.ts). One person at a time and each step
 * content to find nothing, so a deletion asked again after being cut off finishes with whoever is still in a group.
 */
const releaseStaff = async (school: string) => {
  for (const role of SCHOOL_ROLES) {
    const group = schoolRoleGroup(school, role);
    for (const user of await usersInGroup(USER_POOL_ID, group)) {
      const username = user.Username ?? '';
      const sub = user.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '';
      await forgetTeacherClasses(sub, school);
      try {
        await cognitoIdp.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: USER_POOL_ID, Username: username, GroupName: group }));
        await deleteIfRoleless(USER_POOL_ID, username, sub);
      } catch (error) {
        // Deleted meanwhile (by another school's removal, or this deletion asked twice): nothing of theirs is left.
        if (!(error instanceof Error && error.name === 'UserNotFoundException')) throw error;
      }
    }
  }
};

/** The school's role groups, emptied by then: no new id token names the school. */
const deleteGroups = async (school: string) => {
  for (const role of SCHOOL_ROLES) {
    try {
      await cognitoIdp.send(new DeleteGroupCommand({ UserPoolId: USER_POOL_ID, GroupName: schoolRoleGroup(school, role) }));
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ResourceNotFoundException')) throw error;
    }
  }
};

const schoolExists = async (school: string) =>
  !!(await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.school(school), ConsistentRead: true }))).Item;

const districtOnly = (admin: AdminCaller) => {
  if (!admin.district) throw forbidden('Only district admins may do this');
};

export const schoolDeletionRoutes: Record<string, (event: APIGatewayProxyEvent, admin: AdminCaller) => Promise<ReturnType<typeof json>>> = {
  /**
   * Deletes a school: after the passkey and the school id typed exactly, marks it deleted (from then on every call of
   * its admins and teachers is 404), lets its admins and teachers go (their classes there, and their accounts when they
   * have no role left anywhere), deletes its role groups and queues the job that removes every child and then the
   * school's own items: 202 with the job. Asked again, it answers with the job under way and queues it again.
   */
  'POST /v3/admin/schools/delete': async (event, admin) => {
    districtOnly(admin);
    const { school, confirmation } = parseBody(event, deleteSchema);
    await requireAal2(admin);
    if (confirmation !== school) throw badRequest('Type the school ID exactly as shown to confirm.');
    if (!(await getSchoolDeletion(school)) && !(await schoolExists(school))) throw notFound('School not found');
    const created = await createSchoolDeletion(school, admin.sub);
    await releaseStaff(school);
    await deleteGroups(school);
    await queueSchoolDeletion(school);
    logger.info('School deletion requested', { adminSub: admin.sub, school, again: !created });
    return json(202, { job: view((await getSchoolDeletion(school))!) });
  },

  /** A school deletion's progress and report, for district admins. */
  'GET /v3/admin/schools/delete': async (event, admin) => {
    districtOnly(admin);
    const query = v.safeParse(jobQuery, event.queryStringParameters ?? {});
    if (!query.success) throw badRequest('Ask for a school deletion by the school ID, such as ?id=…');
    const job = await getSchoolDeletion(query.output.id);
    if (!job) throw notFound('School deletion not found');
    return json(200, { job: view(job) });
  },
};
