import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchoolSummary } from '../../frontend/src/features/admin/school-api';
import { setConfigForTests } from '../../frontend/src/lib/config';
import { ApiStatusError } from '../../frontend/src/lib/errors';
import { summary } from './admin-fixtures';
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
const DISTRICT = { email: 'district@demo.school', name: '', district: true, schools: ['ASH', 'OAK'], school_roles: {} };
const SCHOOL_ADMIN = { email: 'admin@demo.school', name: '', district: false, schools: ['OAK'], school_roles: { OAK: ['admin'] } };

/** A school as the district page gets it: a class's figures, added up over `classes` classes. */
const school = (id: string, children: number, classes: number): SchoolSummary => {
  const { class_id: _class, ...figures } = summary(id, children);
  return { ...figures, school: id, classes };
};

let answers: Record<string, unknown>;

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
    tokens: { accessToken: token({}), idToken: token({ exp: Date.now() / 1000 + 3600, email: DISTRICT.email }) },
  });
  useMeStore.setState({ me: null, school: null, chosen: false });
  answers = {
    'GET /v3/admin/me': DISTRICT,
    'GET /v3/admin/district': { schools: [school('ASH', 30, 2)], cursor: 'page-2' },
    'GET /v3/admin/district?cursor=page-2': { schools: [school('OAK', 0, 1)] },
    'GET /v3/admin/school?school=OAK': { school: 'OAK', children: 0, classes: [summary('oak-1', 0)] },
  };
  api.adminApi.mockImplementation(async (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (key in answers) return answers[key];
    throw new ApiStatusError(404, { message: `Not found: ${key}` });
  });
});

describe('the district page', () => {
  it('is where a district admin lands: each school with its figures, a page at a time', async () => {
    const { router } = renderAt('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/district'));
    const schools = await screen.findByRole('list', { name: 'Schools' });
    const [ash] = within(schools).getAllByRole('listitem');
    expect(within(ash!).getByRole('link', { name: 'Open school ASH' })).toHaveAttribute('href', '/admin/dashboard?school=ASH');
    expect(ash).toHaveTextContent('30 children in 2 classes · 20 started · 3 finished all 10 days');
    expect(within(ash!).getByRole('img', { name: /How school ASH felt.*happy: 12 before, 8 after/ })).toBeInTheDocument();
    expect(ash).toHaveTextContent('Gain: +2.3.');

    await userEvent.click(screen.getByRole('button', { name: 'More schools' }));
    const oak = await screen.findByRole('link', { name: 'Open school OAK' });
    // The keyboard goes on from the first school the page added, and there is no page after it.
    await waitFor(() => expect(oak).toHaveFocus());
    expect(within(schools).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'More schools' })).not.toBeInTheDocument();
    expect(screen.getByText('0 children in 1 class · 0 started · 0 finished all 10 days')).toBeInTheDocument();
  });

  it('opens a school as its overview, with the way back to all schools instead of a list box of them', async () => {
    const { router } = renderAt('/admin/district');
    await screen.findByRole('link', { name: 'Open school ASH' });
    await userEvent.click(screen.getByRole('button', { name: 'More schools' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Open school OAK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'School OAK' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Class oak-1' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'School' })).not.toBeInTheDocument();
    expect(useMeStore.getState().school).toBe('OAK');
    await userEvent.click(screen.getByRole('link', { name: 'All schools' }));
    expect(router.state.location.pathname).toBe('/admin/district');
    // Chosen once, the school stays the one the other places show: the dashboard no longer sends back here.
    await router.navigate('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'School OAK' })).toBeInTheDocument();
  });

  it('tells a school admin it is the district’s, and asks nothing of the server', async () => {
    answers['GET /v3/admin/me'] = SCHOOL_ADMIN;
    renderAt('/admin/district');
    expect(await screen.findByText(/Only district admins see every school/)).toBeInTheDocument();
    expect(api.adminApi).not.toHaveBeenCalledWith('GET', '/v3/admin/district');
  });

  it('says so when the district has no school yet', async () => {
    answers['GET /v3/admin/district'] = { schools: [] };
    renderAt('/admin/district');
    expect(await screen.findByText('No school has children yet: a roster import adds a school.')).toBeInTheDocument();
  });
});
