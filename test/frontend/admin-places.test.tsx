import { screen, waitFor, within } from '@testing-library/react';
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
const CLASS_OF_30 = Array.from({ length: 30 }, (_, index) => child(index + 1));

/** The admin API as the contract gives it, for a school DEMO with a class of 30 (c1) and an empty one (c2). */
const answers: Record<string, unknown> = {
  'POST /v3/admin/modules/reset': { reset: 's1' },
  'POST /v3/admin/students/password': { reset: 's1' },
  'GET /v3/admin/me': ME,
  'GET /v3/admin/school?school=DEMO': {
    school: 'DEMO',
    children: 30,
    classes: [
      { ...summary('c1', 30), name: null, catching_up: 1 },
      { ...summary('c2', 0), name: null, catching_up: 0 },
    ],
  },
  'GET /v3/admin/class?school=DEMO&class=c1': {
    school: 'DEMO',
    class_id: 'c1',
    summary: summary('c1', 30),
    gain: gainOf(30),
    children: CLASS_OF_30,
  },
  'GET /v3/admin/class?school=DEMO&class=c2': { school: 'DEMO', class_id: 'c2', summary: summary('c2', 0), gain: gainOf(0), children: [] },
  'GET /v3/admin/student?school=DEMO&id=s1': MAYA,
  'GET /v3/admin/search?school=DEMO&q=ma': { school: 'DEMO', students: [{ ...MAYA, modules: undefined }] },
  'GET /v3/admin/search?school=DEMO&q=zz': { school: 'DEMO', students: [] },
};

/** Calls that fail, and how, in one test. */
const failing = new Map<string, ApiStatusError>();

beforeEach(() => {
  vi.resetAllMocks();
  vi.unstubAllGlobals();
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
  failing.clear();
  api.adminApi.mockImplementation(async (method: string, path: string) => {
    const key = `${method} ${path}`;
    const failure = failing.get(key);
    if (failure) throw failure;
    if (key in answers) return answers[key];
    throw new ApiStatusError(404, { message: `Not found: ${key}` });
  });
});

describe('the school overview', () => {
  it('shows each class with its size, days, feelings and test, links to it, and nothing per child', async () => {
    const { router } = renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'School DEMO' })).toBeInTheDocument();
    const classes = await screen.findByRole('list', { name: 'Classes' });
    const cards = within(classes).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Class c1' })).toHaveAttribute('href', '/admin/classes/DEMO/c1');
    expect(cards[0]).toHaveTextContent('30 children · 20 started · 3 finished all 10 days');
    expect(within(cards[0]!).getByRole('img', { name: /day 1: 20, day 2: 18.*of 30/ })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: /How class c1 felt.*happy: 12 before, 8 after/ })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Test before day 1: 3.5 of 8 on average (20). After day 10: 6 (3). Gain: +2.3.');
    expect(cards[1]).toHaveTextContent('No child has taken the test yet.');
    // A class with a child whose saved step is not in its figures yet says so; one without says nothing of it.
    expect(cards[0]).toHaveTextContent('Some figures still catching up');
    expect(cards[1]).not.toHaveTextContent('catching up');
    expect(screen.queryByText(/Kid1/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a child (name or username)' }), ' ma {Enter}');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/search?school=DEMO&q=ma'));
    expect(await screen.findByRole('link', { name: 'Maya Lopez' })).toHaveAttribute('href', '/admin/students/DEMO/s1');
  });

  it('says what went wrong, and reads again when asked', async () => {
    failing.set('GET /v3/admin/school?school=DEMO', new ApiStatusError(500, { message: 'The school could not be read.' }));
    answers['GET /v3/admin/school?school=DEMO'] = { school: 'DEMO', children: 0, classes: [] };
    renderAt('/admin/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The school could not be read.');
    failing.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No children yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'add them from a roster' })).toHaveAttribute('href', '/admin/roster');
  });
});

describe('a class page', () => {
  it("lists all 30 children with their ten days, test, tokens and wrong-tries mark, each opening the child's page", async () => {
    renderAt('/admin/classes/DEMO/c1');
    const list = await screen.findByRole('list', { name: 'Children of class c1' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(30);
    expect(within(rows[0]!).getByRole('link', { name: 'Kid1 Family01' })).toHaveAttribute('href', '/admin/students/DEMO/s1');
    expect(
      within(rows[0]!).getByRole('img', { name: /^4 of 10 days done: day 1 done, happy before, calm after; day 2 done/ }),
    ).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('test 3 → 6 of 8 · 41 tokens');
    expect(rows[1]).toHaveTextContent('test 3 of 8 · 42 tokens');
    expect(rows[4]).toHaveTextContent('12 wrong sign-in tries');
    expect(rows[0]).not.toHaveTextContent('wrong sign-in');
    expect(screen.getByRole('img', { name: /How class c1 felt/ })).toBeInTheDocument();
  });

  it('shows the test gain with the children it rests on and its 95% interval, and by competency', async () => {
    renderAt('/admin/classes/DEMO/c1');
    const shows = await screen.findByRole('region', { name: 'What the test shows' });
    expect(shows).toHaveTextContent(
      'Gain from the test before day 1 to the test after day 10: +1.3 of 8 items (95% interval +0.4 to +2.1), from 12 children: a clear gain.',
    );
    expect(shows).toHaveTextContent('2 of them took the same questions twice');
    const rows = within(within(shows).getByRole('table', { name: /Gain by competency/ })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Self-awareness+8.5 points (95% interval −3 to +20), from 12 children',
      'Self-managementtoo few to tell: 3 children took both tests (5 needed)',
      'Social awareness+25 points (95% interval +10.2 to +39.8), from 12 children',
      'Relationship skills−12 points (95% interval −20 to −4), from 12 children',
      'Responsible decision-makingnot measured by the tests these children took',
    ]);
  });

  it('says an empty class is empty', async () => {
    renderAt('/admin/classes/DEMO/c2');
    expect(await screen.findByText(/No children in this class yet/)).toBeInTheDocument();
    expect(screen.getByText(/No feelings check-ins yet/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What the test shows' })).toHaveTextContent(
      'Gain from the test before day 1 to the test after day 10: no child has taken both tests yet.',
    );
  });

  it("downloads the class's CSV with the admin's token, under the server's file name", async () => {
    const csv = 'first_name,last_name\r\nKid1,Family01\r\n';
    const fetch = vi.fn(
      async () =>
        new Response(csv, { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="DEMO-c1.csv"' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const clicked: Array<{ name: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, href: this.href });
    });
    const created = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:the-file';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderAt('/admin/classes/DEMO/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('DEMO-c1.csv is downloaded.');
    expect(fetch).toHaveBeenCalledWith('https://api.test/prod/v3/admin/class/export?school=DEMO&class=c1', {
      headers: { authorization: 'the-id-token' },
    });
    expect(await created.mock.calls[0]![0].text()).toBe(csv);
    expect(clicked).toEqual([{ name: 'DEMO-c1.csv', href: 'blob:the-file' }]);
  });

  it('says why an export failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Not found' }, { status: 404 })),
    );
    renderAt('/admin/classes/DEMO/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });
});

describe("a child's page", () => {
  it('shows their days, feelings, tokens, test and videos', async () => {
    renderAt('/admin/students/DEMO/s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Class c1' })).toHaveAttribute('href', '/admin/classes/DEMO/c1');
    expect(screen.getByText(/username maya.l · 3 videos recorded · has a sign-in card/)).toBeInTheDocument();
    const respa = screen.getByRole('region', { name: 'Programme RESPA' });
    expect(respa).toHaveTextContent('2 of 10 days played · 55 tokens · test 3 of 8');
    const rows = within(respa).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/1done.*nervous.*happy/);
    // Where a day stands, in a teacher's words, never the app's step names.
    expect(rows[3]).toHaveTextContent(/3sang the song.*nervous–/);
    expect(rows[4]).toHaveTextContent(/4not started––/);
  });

  it('resets a day with the version it was shown at, then reads the child again', async () => {
    renderAt('/admin/students/DEMO/s1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset a day of RESPA' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Day'));
    await userEvent.type(within(dialog).getByLabelText('Day'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset day 2' }));
    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/modules/reset', { studentId: 's1', moduleId: 'm1', day: 2, version: 7 });
    expect(await screen.findByRole('status')).toHaveTextContent('Day 2 of RESPA is reset for Maya.');
    const reads = () => api.adminApi.mock.calls.filter(([, path]) => path === '/v3/admin/student?school=DEMO&id=s1').length;
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('sets a new password, and says why one was refused', async () => {
    renderAt('/admin/students/DEMO/s1');
    await userEvent.click(await screen.findByRole('button', { name: 'New password' }));
    await userEvent.type(screen.getByLabelText('New password (at least 8 characters)'), 'a-new-pass');
    failing.set('POST /v3/admin/students/password', new ApiStatusError(400, { message: 'The password must have 8 or more characters.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/students/password', { studentId: 's1', password: 'a-new-pass' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The password must have 8 or more characters.');
  });

  it("refuses in the form, in the server's own words, a password the server would refuse", async () => {
    renderAt('/admin/students/DEMO/s1');
    await userEvent.click(await screen.findByRole('button', { name: 'New password' }));
    await userEvent.type(screen.getByLabelText('New password (at least 8 characters)'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^A password needs at least 8 characters\.$/);
    expect(screen.getByRole('dialog', { name: 'New password for Maya' })).toBeInTheDocument();
    expect(api.adminApi).not.toHaveBeenCalledWith('POST', '/v3/admin/students/password', expect.anything());
  });

  it('prints a new sign-in card for the child after saying the old one stops, and stops a card', async () => {
    const code = 'WAW1:DEMO:aaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbb';
    answers['POST /v3/admin/cards'] = {
      cards: [{ student_id: 's1', first_name: 'Maya', class_id: 'c1', issued_at: '', code }],
      skipped: [],
    };
    answers['POST /v3/admin/cards/revoke'] = { revoked: true };
    renderAt('/admin/students/DEMO/s1');
    await userEvent.click(await screen.findByRole('button', { name: 'Print a sign-in card' }));
    expect(screen.getByRole('dialog')).toHaveTextContent("Maya's old card stops working as soon as you confirm.");
    await userEvent.click(screen.getByRole('button', { name: 'Make a new card' }));
    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/cards', { school_identifier: 'DEMO', student_ids: ['s1'] });
    expect(await screen.findByRole('article', { name: 'Sign-in card for Maya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print the card' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: "Stop Maya's card" }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop the card' }));
    expect(api.adminApi).toHaveBeenCalledWith('POST', '/v3/admin/cards/revoke', { school_identifier: 'DEMO', student_id: 's1' });
    expect(await screen.findByText("Maya's card is stopped: nobody can sign in with it now.")).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sign-in card for Maya' })).not.toBeInTheDocument();
  });

  it("says so when the child is not the admin's to see", async () => {
    renderAt('/admin/students/DEMO/nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.getByRole('heading', { level: 1, name: 'A child' })).toBeInTheDocument();
  });
});

describe('search', () => {
  it('says when no child matches', async () => {
    renderAt('/admin/search?school=DEMO&q=zz');
    expect(await screen.findByText('No child of DEMO has a name or username starting with “zz”.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('searchbox')).toHaveValue('zz');
  });
});

describe('the admin navigation', () => {
  it('opens the places from a Menu button, and closes when one is chosen', async () => {
    const { router } = renderAt('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'School DEMO' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['School', 'Add students', 'Admins', 'Sign-in cards', 'Programmes', 'Components', 'Account']);
    await userEvent.click(within(nav).getByRole('link', { name: 'Add students' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/roster'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add students' })).toBeInTheDocument();
  });
});
