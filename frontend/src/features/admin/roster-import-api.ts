import { ApiStatusError } from '../../lib/errors';
import { adminApi } from './admin-api';

export interface ImportJob {
  id: string;
  status: 'running' | 'done';
  total: number;
  rows_done: number;
  added: number;
  existing: number;
  failed: number;
  created_at: string;
}
export interface RowResult {
  line: number;
  username: string;
  school: string;
  result: 'added' | 'exists' | 'failed';
  message?: string;
}

/**
 * A roster import as the API runs it: the file goes straight to a private bucket through a presigned URL (never
 * through the API), then the job is started and followed until every row has its result.
 */
export const startImport = async (file: File): Promise<ImportJob> => {
  const ticket = await adminApi<{ id: string; url: string; contentType: string }>('POST', '/v3/admin/imports', { size: file.size });
  const upload = await fetch(ticket.url, { method: 'PUT', body: file, headers: { 'content-type': ticket.contentType } });
  if (!upload.ok) throw new ApiStatusError(upload.status, { message: 'The file could not be uploaded. Please try again.' });
  return (await adminApi<{ job: ImportJob }>('POST', '/v3/admin/imports/start', { id: ticket.id })).job;
};

export const importStatus = (id: string) =>
  adminApi<{ job: ImportJob; rows?: RowResult[] }>('GET', `/v3/admin/imports?id=${encodeURIComponent(id)}`);

/** The admin's latest import, to pick it up again after leaving the page. */
export const latestImport = async (): Promise<ImportJob | undefined> =>
  (await adminApi<{ jobs: ImportJob[] }>('GET', '/v3/admin/imports')).jobs[0];
