import type { LocalCloud } from '../../infra/local/server.js';
import { adminCall } from './admin-client.js';

/** What an admin's browser does to import a roster: ask for an upload URL, PUT the file, start the job. */
export const header = 'school_identifier,username,password,first_name,last_name,class_id,grade,modules';

export const rosterOf = (count: number, prefix: string, school = 'DEMO') =>
  [
    header,
    ...Array.from(
      { length: count },
      (_, i) => `${school},${prefix}.${i},password-${prefix}-${i},Kid,${prefix} ${i},${prefix}-class,WAW,RESPA;INROCK`,
    ),
  ].join('\n');

export const upload = async (cloud: LocalCloud, token: string, csv: string) => {
  const ticket = await adminCall(cloud, token, 'POST', '/v3/admin/imports', { size: Buffer.byteLength(csv) });
  if (ticket.status !== 200) throw new Error(`upload URL refused: ${JSON.stringify(ticket)}`);
  const put = await fetch(String(ticket.body.url), { method: 'PUT', body: csv, headers: { 'content-type': 'text/csv' } });
  if (put.status !== 200) throw new Error(`upload refused: ${put.status} ${await put.text()}`);
  return String(ticket.body.id);
};

export const start = (cloud: LocalCloud, token: string, id: string) => adminCall(cloud, token, 'POST', '/v3/admin/imports/start', { id });

export interface JobView {
  job: { id: string; status: string; total: number; rows_done: number; added: number; existing: number; failed: number; schools: string[] };
  rows?: Array<{ line: number; username: string; result: string; message?: string }>;
}

/** Follows a job as the dashboard does until it is done; every answer along the way is kept. */
export const follow = async (
  cloud: LocalCloud,
  token: string,
  id: string,
  timeoutMs = 120_000,
): Promise<{ final: JobView; seen: JobView[] }> => {
  const seen: JobView[] = [];
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await adminCall(cloud, token, 'GET', `/v3/admin/imports?id=${id}`);
    if (status !== 200) throw new Error(`job ${id}: ${status} ${JSON.stringify(body)}`);
    const view = body as unknown as JobView;
    seen.push(view);
    if (view.job.status === 'done') return { final: view, seen };
    if (Date.now() > end) throw new Error(`job ${id} not done: ${JSON.stringify(view.job)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
