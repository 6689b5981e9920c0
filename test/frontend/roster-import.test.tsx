import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiStatusError } from '../../frontend/src/lib/errors';

const mocks = vi.hoisted(() => ({ adminApi: vi.fn() }));
vi.mock('../../frontend/src/features/admin/admin-api', async (original) => ({
  ...(await original<typeof import('../../frontend/src/features/admin/admin-api')>()),
  adminApi: mocks.adminApi,
}));
const { RosterImport } = await import('../../frontend/src/features/admin/roster-import');

const job = (rows_done: number, status: 'running' | 'done' = 'running') => ({
  id: 'job-1',
  status,
  total: 12,
  rows_done,
  added: status === 'done' ? 10 : 0,
  existing: status === 'done' ? 1 : 0,
  failed: status === 'done' ? 1 : 0,
  created_at: '2026-11-22T10:00:00Z',
});
const rows = [
  { line: 2, username: 'a.kid', school: 'DEMO', result: 'added' },
  { line: 3, username: 'b.kid', school: 'DEMO', result: 'exists' },
  { line: 4, username: 'c.kid', school: 'DEMO', result: 'failed', message: 'This row could not be imported.' },
];
const uploads: Array<{ url: string; body: unknown }> = [];

beforeEach(() => {
  vi.resetAllMocks();
  uploads.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      uploads.push({ url, body: init.body });
      return new Response(null, { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API as the job moves: each status read is one step further, until done. */
const serve = (steps: Array<ReturnType<typeof job>>, latest: Array<ReturnType<typeof job>> = []) => {
  let step = 0;
  mocks.adminApi.mockImplementation(async (method: string, path: string) => {
    if (method === 'GET' && path === '/v3/admin/imports') return { jobs: latest };
    if (method === 'POST' && path === '/v3/admin/imports')
      return { id: 'job-1', url: 'https://bucket.test/upload', contentType: 'text/csv' };
    if (method === 'POST' && path === '/v3/admin/imports/start') return { job: job(0) };
    const current = steps[Math.min(step, steps.length - 1)]!;
    step += 1;
    return current.status === 'done' ? { job: current, rows } : { job: current };
  });
};

describe('the roster import on the dashboard', () => {
  it('uploads the file through the presigned URL, shows the progress, then every row’s result', async () => {
    serve([job(5), job(10), job(12, 'done')]);
    const onImported = vi.fn();
    render(<RosterImport onImported={onImported} />);
    const file = new File(['school_identifier,username\n'], 'roster.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Roster file'), file);
    expect(uploads).toEqual([{ url: 'https://bucket.test/upload', body: file }]);
    expect(mocks.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/imports', { size: file.size });
    expect(mocks.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/imports/start', { id: 'job-1' });
    expect(await screen.findByRole('progressbar', { name: 'Students imported' })).toHaveAttribute('aria-valuemax', '12');
    expect(await screen.findByText(/Importing: 5 of 12 students done/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await screen.findByText('Import finished: 10 added, 1 already there, 1 not imported.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Every row of the file' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Not imported: This row could not be imported.')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledOnce();
  }, 20_000);

  it('lists the lines to fix when the file is refused, and imports nothing', async () => {
    serve([]);
    mocks.adminApi.mockImplementation(async (method: string, path: string) => {
      if (method === 'GET') return { jobs: [] };
      if (path === '/v3/admin/imports') return { id: 'job-1', url: 'https://bucket.test/upload', contentType: 'text/csv' };
      throw new ApiStatusError(400, {
        message: 'Nothing was imported. Fix these rows and try again.',
        errors: ['Line 3: password needs at least 8 characters'],
      });
    });
    render(<RosterImport onImported={vi.fn()} />);
    await userEvent.upload(screen.getByLabelText('Roster file'), new File(['x'], 'roster.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported. Fix these rows and try again.');
    expect(within(alert).getByText('Line 3: password needs at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('picks up a job still running when the admin comes back to the page', async () => {
    serve([job(8), job(12, 'done')], [job(4)]);
    render(<RosterImport onImported={vi.fn()} />);
    expect(await screen.findByText(/Importing: [48] of 12 students done/)).toBeInTheDocument();
    expect(mocks.adminApi).toHaveBeenCalledWith('GET', '/v3/admin/imports?id=job-1');
    expect(await screen.findByText(/Import finished/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
  }, 20_000);
});
