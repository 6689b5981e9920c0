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
const phases = ['deleting', 'videos', 'done'];

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
  let polls = 0;
  api.adminApi.mockImplementation(async (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (key === 'GET /v3/admin/me') return ME;
    if (key === 'GET /v3/admin/student?school=DEMO&id=s1') return MAYA;
    if (key === 'POST /v3/admin/students/remove') return { job: { id: 'job-1', phase: 'waiting' } };
    if (key === 'GET /v3/admin/removals?id=job-1') return { job: { id: 'job-1', phase: phases[Math.min(polls++, 2)] } };
    throw new ApiStatusError(404, { message: `Not found: ${key}` });
  });
});

describe('removing a child from their page', () => {
  it('asks for their name as shown (any case or spacing), then follows the removal to its end', async () => {
    renderAt('/admin/students/DEMO/s1');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Maya' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Maya Lopez?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove Maya' });
    const field = within(dialog).getByRole('textbox', { name: 'To confirm, type their name: Maya Lopez' });
    await userEvent.type(field, 'Maya Lope');
    expect(confirm).toBeDisabled();
    await userEvent.type(field, 'z');
    await userEvent.clear(field);
    await userEvent.type(field, ' maya   LOPEZ ');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/students/remove', { studentId: 's1', confirmation: ' maya   LOPEZ ' });
    const progress = await screen.findByRole('progressbar', { name: 'Removal' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('status')).toHaveTextContent('They can no longer sign in.');
    expect(await screen.findByText('Removed: nothing of theirs is left.', {}, { timeout: 12_000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Removal' })).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByRole('link', { name: 'Back to class c1' })).toHaveAttribute('href', '/admin/classes/DEMO/c1');
  }, 20_000);
});
