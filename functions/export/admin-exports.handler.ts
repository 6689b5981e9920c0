import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import * as v from 'valibot';
import { text } from '@domain/validation.js';
import { STUDENT_ROLES, reaches, requireAal2, requireAdmin, type AdminCaller } from '../admins/admin.js';
import { parseBody } from '../common/body.js';
import { dynamo } from '../common/clients/dynamodb.js';
import { presignUrl } from '../common/clients/s3.js';
import { requireEnv } from '../common/env.js';
import { EXPORT_LINK_SECONDS } from './export-files.js';
import {
  claimExportRequest,
  claimQueueing,
  createExportJob,
  getExportJob,
  markQueued,
  releaseQueueing,
  type ExportJob,
} from './export-job.js';
import { queueExport } from './export-queue.js';
import { badRequest, notFound } from '../common/http-error.js';
import { logger } from '../common/logger.js';
import { httpHandler, json } from '../common/middleware.js';
import { removalOf } from '../common/enrolment.js';
import { keys, tableName } from '../common/table.js';
import * as clock from '../common/clock.js';

const EXPORTS_BUCKET = requireEnv('EXPORTS_BUCKET');

const exportSchema = v.strictObject({ studentId: text(1, 64) });
const jobQuery = v.strictObject({ id: v.pipe(v.string(), v.uuid()) });

const view = async (job: ExportJob) => ({
  id: job.id,
  student_id: job.student_id,
  phase: job.phase,
  created_at: job.created_at,
  ...(job.phase === 'done' && job.key
    ? {
        finished_at: job.finished_at,
        size: job.size,
        download_url: await presignUrl({ method: 'GET', bucket: EXPORTS_BUCKET, key: job.key, expiresIn: EXPORT_LINK_SECONDS }),
        download_expires_at: new Date(clock.now() + EXPORT_LINK_SECONDS * 1000).toISOString(),
      }
    : {}),
});

/**
 * A child of a school where the caller is an admin (or any, for a district admin), at aal2 only. Another school's child,
 * like one who does not exist, is 404, and so is a child where the caller only teaches: a teacher exports no one, even
 * in their own classes, since an export holds everything the product keeps about the child.
 */
const childFor = async (admin: AdminCaller, studentId: string) => {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(studentId), ConsistentRead: true }));
  const school = String(Item?.school_identifier ?? '');
  if (!Item || removalOf(Item) || !reaches(admin, school)) throw notFound('Student not found');
  return { school };
};

const routes: Record<string, (event: APIGatewayProxyEvent, admin: AdminCaller, context: Context) => Promise<ReturnType<typeof json>>> = {
  /**
   * Starts an export of everything the product holds about a child, for a parent's request: 202 with the job. Asked
   * again within minutes (its answer lost, a second click, two tabs at once), it answers the same job and queues
   * nothing new; a job whose message was never sent (the queue failed, the function died) is sent by the repeat.
   */
  'POST /v3/admin/students/export': async (event, admin, context) => {
    const { studentId } = parseBody(event, exportSchema);
    const { school } = await childFor(admin, studentId);
    await requireAal2(admin);
    const claim = await claimExportRequest(studentId, randomUUID(), admin.sub);
    const job = { id: claim.jobId, student_id: studentId, school, created_by: claim.createdBy };
    // Until this invocation ends, it alone may send the job's message; after that, a repeat may.
    const until = clock.now() + context.getRemainingTimeInMillis();
    const created = !(await getExportJob(job.id)) && (await createExportJob(job, EXPORTS_BUCKET, until));
    if (created || (await claimQueueing(job.id, until))) {
      try {
        await queueExport(job.id);
      } catch (error) {
        await releaseQueueing(job.id);
        throw error;
      }
      await markQueued(job.id);
    }
    logger.info(created ? 'Student export requested' : 'Student export asked again: the same job', {
      adminSub: admin.sub,
      studentId,
      jobId: job.id,
    });
    return json(202, { job: await view((await getExportJob(job.id))!) });
  },

  /** An export's state and, once built, a fresh 15-minute download link; another school's export looks like none. */
  'GET /v3/admin/students/export': async (event, admin) => {
    const query = v.safeParse(jobQuery, event.queryStringParameters ?? {});
    if (!query.success) throw badRequest('Ask for an export by its id, such as ?id=…');
    const job = await getExportJob(query.output.id);
    if (!job || !reaches(admin, job.school)) throw notFound('Export not found');
    await requireAal2(admin);
    // A child marked for removal (or gone) has no export any more: their removal deletes it with its zip.
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.profile(job.student_id), ConsistentRead: true }));
    if (!Item || removalOf(Item)) throw notFound('Export not found');
    if (job.phase === 'done') logger.info('Student export link given', { adminSub: admin.sub, studentId: job.student_id, jobId: job.id });
    return json(200, { job: await view(job) });
  },
};

/** Exporting a child's data, for school and district admins of the child's school; every call needs a passkey. */
export const handler = httpHandler(async (event, context) => {
  const admin = await requireAdmin(event, { role: STUDENT_ROLES });
  const route = routes[`${event.httpMethod} ${event.resource}`];
  if (!route) throw notFound('No such admin call');
  return route(event, admin, context);
});
