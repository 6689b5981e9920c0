import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
const TEACHER = { email: 'teach@demo.school', name: '', district: false, schools: ['DEMO'], school_roles: { DEMO: ['teacher'] } };
const ADMIN = { email: 'admin@demo.school', name: '', district: false, schools: ['DEMO'], school_roles: { DEMO: ['admin'] } };
let answers: Record<string, unknown> = {};

const signedInAs = (me: typeof ADMIN) => {
  auth.fetchAuthSession.mockResolvedValue({
    tokens: { accessToken: token({}), idToken: token({ exp: Date.now() / 1000 + 3600, email: me.email }) },
  });
  answers = {
    'GET /v3/admin/me': me,
    'GET /v3/admin/school?school=DEMO': { school: 'DEMO', children: 30, classes: [summary('c1', 30), summary('c2', 0)] },
    'GET /v3/admin/admins?school=DEMO': {
      school: 'DEMO',
      admins: [
        { email: ADMIN.email, name: '', status: 'CONFIRMED', roles: ['admin'] },
        { email: TEACHER.email, name: 'Ms T', status: 'CONFIRMED', roles: ['teacher'], teacher: { classes: ['c1'], version: 4 } },
      ],
    },
    'POST /v3/admin/admins': { invited: true },
    'PUT /v3/admin/admins/classes': {},
  };
};

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
  useMeStore.setState({ me: null, school: null });
  api.adminApi.mockImplementation(async (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (key in answers) return answers[key];
    throw new ApiStatusError(404, { message: `Not found: ${key}` });
  });
});

describe('a teacher', () => {
  it('lands on their classes and is offered only their places: no roster, admins or school-wide cards', async () => {
    signedInAs(TEACHER);
    answers['GET /v3/admin/school?school=DEMO'] = { school: 'DEMO', children: 30, classes: [summary('c1', 30)] };
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your classes at DEMO' })).toBeInTheDocument();
    // The heading comes with the page, the list with the school's answer: wait for it (a busy machine is slower).
    expect(within(await screen.findByRole('list', { name: 'Classes' })).getByRole('link', { name: 'Class c1' })).toHaveAttribute(
      'href',
      '/admin/classes/DEMO/c1',
    );
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My classes', 'Programmes', 'Components', 'Account']);
  });
});

describe("a school's admins", () => {
  it('invite a teacher with the classes they tick', async () => {
    signedInAs(ADMIN);
    renderAt('/admin/admins');
    const people = await screen.findByRole('region', { name: 'Admins and teachers of DEMO' });
    expect(await within(people).findByText(/classes c1/)).toBeInTheDocument();
    await userEvent.type(within(people).getByRole('textbox', { name: 'Invite by e-mail' }), 'New@Demo.School');
    await userEvent.selectOptions(within(people).getByRole('combobox', { name: 'As' }), 'teacher');
    const invite = within(people).getByRole('button', { name: 'Invite' });
    expect(invite).toBeDisabled();
    await userEvent.click(within(within(people).getByRole('group', { name: 'Their classes' })).getByRole('checkbox', { name: 'Class c2' }));
    await userEvent.click(invite);
    await waitFor(() =>
      expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/admins', {
        email: 'new@demo.school',
        school: 'DEMO',
        roles: ['teacher'],
        classes: ['c2'],
      }),
    );
    expect(await within(people).findByRole('status')).toHaveTextContent('new@demo.school is invited as a teacher of c2');
  });

  it("change a teacher's classes from the version they were shown", async () => {
    signedInAs(ADMIN);
    renderAt('/admin/admins');
    const people = await screen.findByRole('region', { name: 'Admins and teachers of DEMO' });
    await userEvent.click(await within(people).findByRole('button', { name: 'Change classes' }));
    const choice = within(people).getByRole('group', { name: 'Classes of Ms T' });
    expect(within(choice).getByRole('checkbox', { name: 'Class c1' })).toBeChecked();
    await userEvent.click(within(choice).getByRole('checkbox', { name: 'Class c2' }));
    await userEvent.click(within(people).getByRole('button', { name: 'Save classes' }));
    await waitFor(() =>
      expect(api.adminApi).toHaveBeenCalledWith('PUT', '/v3/admin/admins/classes', {
        email: TEACHER.email,
        school: 'DEMO',
        classes: ['c1', 'c2'],
        version: 4,
      }),
    );
    expect(await within(people).findByRole('status')).toHaveTextContent('teach@demo.school now teaches c1, c2.');
  });
});
