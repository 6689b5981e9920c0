import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '../../frontend/src/lib/config';
import { ApiStatusError } from '../../frontend/src/lib/errors';
import { MAYA } from './admin-fixtures';
import { renderAt } from './render';

const auth = vi.hoisted(() => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), fetchAuthSession: vi.fn(), signOut: vi.fn() }));
vi.mock('aws-amplify/auth', () => auth);
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { authTokenStore: { loadTokens: async () => ({ refreshToken: 'amplify-refresh-token' }) } },
}));
vi.mock('../../frontend/src/lib/amplify', () => ({ configureAmplify: vi.fn() }));
const api = vi.hoisted(() => ({ adminApi: vi.fn() }));
vi.mock('../../frontend/src/features/admin/admin-api', async (original) => ({ ...(await original<object>()), adminApi: api.adminApi }));
const { useMeStore } = await import('../../frontend/src/features/admin/use-admin-me');

const token = (payload: Record<string, unknown>) => ({ payload, toString: () => 'the-id-token' });
const ME = { email: 'admin@demo.school', name: '', district: false, schools: ['DEMO'], school_roles: { DEMO: ['admin'] } };
const TEACHER = { ...ME, school_roles: { DEMO: ['teacher'] } };
let me: typeof ME = ME;
let polls = 0;

beforeEach(() => {
  vi.resetAllMocks();
  setConfigForTests({
    region: 'us-east-1',
    identityPoolId: 'p',
    apiEndpoint: 'https://api.test/prod',
    cookieFunctionName: 'f',
    mediaDomain: 'd',
    adminUserPoolId: 'us-east-1_x',
    adminUserPoolClientId: 'c',
  });
  auth.fetchAuthSession.mockResolvedValue({
    tokens: { accessToken: token({}), idToken: token({ exp: Date.now() / 1000 + 3600, email: ME.email }) },
  });
  useMeStore.setState({ me: null, school: null });
  me = ME;
  polls = 0;
  api.adminApi.mockImplementation(async (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (key === 'GET /v3/admin/me') return me;
    if (key === 'GET /v3/admin/student?school=DEMO&id=s1') return MAYA;
    if (key === 'POST /v3/admin/students/export') return { job: { id: 'job-1', phase: 'building' } };
    if (key === 'GET /v3/admin/students/export?id=job-1') {
      polls += 1;
      return polls < 2
        ? { job: { id: 'job-1', phase: 'building' } }
        : { job: { id: 'job-1', phase: 'done', download_url: `https://s3.test/exports/job-1/child.zip?sig=${polls}` } };
    }
    throw new ApiStatusError(404, { message: `Not found: ${key}` });
  });
});

describe("exporting a child's data from their page", () => {
  it('starts the export, follows it and gives a download link, fresh on asking', async () => {
    renderAt('/admin/students/DEMO/s1');
    await userEvent.click(await screen.findByRole('button', { name: "Export Maya's data" }));
    const dialog = screen.getByRole('dialog', { name: "Export Maya Lopez's data?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/students/export', { studentId: 's1' });
    const progress = await screen.findByRole('progressbar', { name: 'Export' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    const link = await screen.findByRole('link', { name: "Download Maya's data" }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', 'https://s3.test/exports/job-1/child.zip?sig=2');
    expect(screen.getByRole('progressbar', { name: 'Export' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('status')).toHaveTextContent('The export is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Get a fresh link' }));
    expect(await screen.findByRole('link', { name: "Download Maya's data" })).toHaveAttribute(
      'href',
      'https://s3.test/exports/job-1/child.zip?sig=3',
    );
  }, 20_000);

  it('says what went wrong when the export is refused', async () => {
    api.adminApi.mockImplementation(async (method: string, path: string) => {
      const key = `${method} ${path}`;
      if (key === 'GET /v3/admin/me') return ME;
      if (key === 'GET /v3/admin/student?school=DEMO&id=s1') return MAYA;
      throw new ApiStatusError(403, { message: 'Only school admins may do this' });
    });
    renderAt('/admin/students/DEMO/s1');
    await userEvent.click(await screen.findByRole('button', { name: "Export Maya's data" }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only school admins may do this');
  });

  it('is not offered to a teacher', async () => {
    me = TEACHER;
    renderAt('/admin/students/DEMO/s1');
    await screen.findByRole('button', { name: 'New password' });
    expect(screen.queryByRole('button', { name: "Export Maya's data" })).toBeNull();
    // Nor is removing the child: the server refuses both to a teacher.
    expect(screen.queryByRole('button', { name: 'Remove Maya' })).toBeNull();
  });
});
