import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as v from 'valibot';
import { confirmsName } from '@domain/removal.js';
import { text } from '@domain/validation.js';
import { STUDENT_ROLES, reaches, requireAal2, requireAdmin, type AdminCaller } from '../admins/admin.js';
import { parseBody } from '../common/body.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { removalOf } from '../common/enrolment.js';
import { badRequest, notFound } from '../common/http-error.js';
import { logger } from '../common/logger.js';
import { httpHandler, json } from '../common/middleware.js';
import { getRemovalJob, type RemovalJob } from './removal-job.js';
import { startRemoval } from './removal-mark.js';
import { schoolDeletionRoutes } from '../school-deletion/school-deletion.js';
import { keys, tableName } from '../common/table.js';

const removeSchema = v.strictObject({ studentId: text(1, 64), confirmation: text(1, 200) });
const jobQuery = v.strictObject({ id: v.pipe(v.string(), v.uuid()) });

/** What the admin page shows of a job: where it stands, never the child's name. */
const view = (job: RemovalJob) => ({
  id: job.id,
  student_id: job.student_id,
  school: job.school,
  class_id: job.class_id,
  phase: job.phase,
  created_at: job.created_at,
  ...(job.finished_at ? { finished_at: job.finished_at } : {}),
});

const routes: Record<string, (event: APIGatewayProxyEvent, admin: AdminCaller) => Promise<ReturnType<typeof json>>> = {
  /**
   * Removes a child: after the passkey and the child's name typed as shown, marks them removing (from then on they
   * cannot sign in and nothing of theirs is saved) and queues the job that deletes everything of theirs: 202 with
   * the job. Asking again for a child already being removed answers with that job and queues it again, so a job
   * whose message was lost is picked up.
   */
  'POST /v3/admin/students/remove': async (event, admin) => {
    const { studentId, confirmation } = parseBody(event, removeSchema);
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(studentId), ConsistentRead: true }));
    const school = String(Item?.school_identifier ?? '');
    if (!Item || !reaches(admin, school)) throw notFound('Student not found');
    await requireAal2(admin);
    if (!removalOf(Item) && !confirmsName(confirmation, String(Item.first_name), String(Item.last_name))) {
      throw badRequest('Type the child’s first and last name exactly as shown to confirm.');
    }
    const started = await startRemoval(Item, admin.sub);
    if (!started) throw notFound('Student not found');
    logger.info('Student removal requested', { adminSub: admin.sub, studentId, jobId: started.jobId, again: started.again });
    return json(202, { job: view((await getRemovalJob(started.jobId))!) });
  },

  /** A removal job's progress, for an admin of the child's school; any other job looks like none. */
  'GET /v3/admin/removals': async (event, admin) => {
    const query = v.safeParse(jobQuery, event.queryStringParameters ?? {});
    if (!query.success) throw badRequest('Ask for a removal by its id, such as ?id=…');
    const job = await getRemovalJob(query.output.id);
    if (!job || !reaches(admin, job.school)) throw notFound('Removal not found');
    return json(200, { job: view(job) });
  },

  ...schoolDeletionRoutes,
};

/** Removing children, for school and district admins of the child's school, and schools, for district admins; each needs a passkey. */
export const handler = httpHandler(async (event) => {
  const admin = await requireAdmin(event, { role: STUDENT_ROLES });
  const route = routes[`${event.httpMethod} ${event.resource}`];
  if (!route) throw notFound('No such admin call');
  return route(event, admin);
});
