import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '../../frontend/src/lib/config';
import { ApiStatusError } from '../../frontend/src/lib/errors';
import { MAYA, child, gainOf, summary } from './admin-fixtures';
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
const CLASS_OF_3 = Array.from({ length: 3 }, (_, index) => child(index + 1));

/** The admin API for school DEMO: a class c1 of 3, an empty c2, and one child who stopped coming. */
const answers: Record<string, unknown> = {
  'GET /v3/admin/me': ME,
  'GET /v3/admin/school?school=DEMO': { school: 'DEMO', children: 3, classes: [summary('c1', 3), summary('c2', 0)] },
  'GET /v3/admin/class?school=DEMO&class=c1': {
    school: 'DEMO',
    class_id: 'c1',
    name: null,
    summary: summary('c1', 3),
    gain: gainOf(3),
    children: CLASS_OF_3,
  },
  'GET /v3/admin/student?school=DEMO&id=s1': MAYA,
  'POST /v3/admin/students/move': { id: 's1', class_id: 'c2', moved: true },
  'GET /v3/admin/inactive?school=DEMO': {
    school: 'DEMO',
    months: 13,
    children: [
      {
        id: 's1',
        first_name: 'Maya',
        last_name: 'Lopez',
        username: 'maya.l',
        class_id: 'c1',
        last_signed_in_at: Date.UTC(2024, 0, 5),
        added_at: null,
      },
    ],
  },
};
const promotions: Array<{ moved: number; remaining: boolean }> = [];

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
    tokens: {
      accessToken: token({}),
      idToken: token({ exp: Date.now() / 1000 + 3600, email: ME.email, 'cognito:groups': ['school-admins', 'school:DEMO'] }),
    },
  });
  useMeStore.setState({ me: null, school: null });
  promotions.splice(0, promotions.length, { moved: 2, remaining: true }, { moved: 1, remaining: false });
  api.adminApi.mockImplementation(async (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (key === 'POST /v3/admin/class/promote') return promotions.shift();
    if (key === 'PUT /v3/admin/class/name') return { name: 'Rainbows' };
    if (key in answers) return answers[key];
    throw new ApiStatusError(404, { message: `Not found: ${key}` });
  });
});

describe("a child's class", () => {
  it("moves the child to a class picked from the school's others, by keyboard alone, and says so", async () => {
    renderAt('/admin/students/DEMO/s1');
    await userEvent.click(await screen.findByRole('button', { name: 'Move to another class' }));
    const dialog = await screen.findByRole('dialog');
    const picker = await within(dialog).findByRole('combobox', { name: 'New class' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a class', 'Class c2']);
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    await userEvent.selectOptions(picker, 'c2');
    within(dialog).getByRole('button', { name: 'Move to class c2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Maya is now in class c2.');
    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/students/move', { studentId: 's1', classId: 'c2' });
  });
});

describe('promoting a class', () => {
  it('moves the class a batch at a time until none remain, then links the new class', async () => {
    renderAt('/admin/classes/DEMO/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Promote class' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Next class/ }), 'c1-year-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote to c1-year-2' }));
    expect(await screen.findByRole('link', { name: 'class c1-year-2' })).toHaveAttribute('href', '/admin/classes/DEMO/c1-year-2');
    expect(screen.getByRole('status')).toHaveTextContent('3 children are now in class c1-year-2.');
    const calls = api.adminApi.mock.calls.filter(([method, path]) => method === 'POST' && path === '/v3/admin/class/promote');
    expect(calls).toEqual([
      ['POST', '/v3/admin/class/promote', { school: 'DEMO', from: 'c1', to: 'c1-year-2' }],
      ['POST', '/v3/admin/class/promote', { school: 'DEMO', from: 'c1', to: 'c1-year-2' }],
    ]);
  });
});

describe('children who stopped playing', () => {
  it('is reached from the school overview and links each child to their page', async () => {
    renderAt('/admin/dashboard');
    await userEvent.click(await screen.findByRole('link', { name: 'Children who have not signed in for a long time' }));
    const list = await screen.findByRole('list', { name: 'Children who have not signed in' });
    expect(within(list).getByRole('link', { name: 'Maya Lopez' })).toHaveAttribute('href', '/admin/students/DEMO/s1');
    expect(list).toHaveTextContent('class c1 · last signed in');
    expect(screen.getByText(/not signed in for 13 months/)).toBeInTheDocument();
  });
});

describe("a class's name", () => {
  const named = {
    school: 'DEMO',
    children: 3,
    classes: [
      { ...summary('c1', 3), name: 'Rainbows' },
      { ...summary('c2', 0), name: 'Bears' },
    ],
  };

  it('is shown instead of the id on the school overview, the class page and the move picker', async () => {
    answers['GET /v3/admin/school?school=DEMO'] = named;
    answers['GET /v3/admin/class?school=DEMO&class=c1'] = {
      ...(answers['GET /v3/admin/class?school=DEMO&class=c1'] as object),
      name: 'Rainbows',
    };
    try {
      renderAt('/admin/dashboard');
      expect(await screen.findByRole('link', { name: 'Rainbows' })).toHaveAttribute('href', '/admin/classes/DEMO/c1');
      expect(screen.getByRole('link', { name: 'Bears' })).toHaveAttribute('href', '/admin/classes/DEMO/c2');
      await userEvent.click(screen.getByRole('link', { name: 'Rainbows' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Rainbows' })).toBeInTheDocument();
      expect(screen.getByText('Class ID c1')).toBeInTheDocument();

      renderAt('/admin/students/DEMO/s1');
      await userEvent.click(await screen.findByRole('button', { name: 'Move to another class' }));
      const picker = await within(await screen.findByRole('dialog')).findByRole('combobox', { name: 'New class' });
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a class', 'Bears']);
      await userEvent.selectOptions(picker, 'c2');
      expect(screen.getByRole('button', { name: 'Move to Bears' })).toBeEnabled();
    } finally {
      answers['GET /v3/admin/school?school=DEMO'] = { school: 'DEMO', children: 3, classes: [summary('c1', 3), summary('c2', 0)] };
      answers['GET /v3/admin/class?school=DEMO&class=c1'] = {
        ...(answers['GET /v3/admin/class?school=DEMO&class=c1'] as object),
        name: null,
      };
    }
  });

  it('is set by a school admin on the class page, checked with the server’s words before it is sent', async () => {
    renderAt('/admin/classes/DEMO/c1');
    const field = await screen.findByRole('textbox', { name: /Class name/ });
    await userEvent.type(field, 'x'.repeat(41));
    expect(screen.getByRole('alert')).toHaveTextContent('A class name has 40 characters at most.');
    expect(screen.getByRole('button', { name: 'Save the name' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Rainbows{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('The class is called Rainbows now.');
    expect(api.adminApi).toHaveBeenCalledWith('PUT', '/v3/admin/class/name', { school: 'DEMO', classId: 'c1', name: 'Rainbows' });
  });
});
