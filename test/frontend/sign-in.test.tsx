import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_MESSAGES } from '../../frontend/src/features/auth/media-permission';
import { SIGN_IN_SAID } from '../../frontend/src/features/auth/sign-in';
import { installFakeSpeech } from './fake-speech';
import { renderAt } from './render';

const mocks = vi.hoisted(() => ({
  checkMediaPermission: vi.fn(),
  postLogin: vi.fn(),
  apiGet: vi.fn(),
  apiPut: vi.fn(),
  getAwsSession: vi.fn(),
  fetchMediaCookies: vi.fn(),
}));

vi.mock('../../frontend/src/features/auth/media-permission', async (original) => ({
  ...(await original<object>()),
  checkMediaPermission: mocks.checkMediaPermission,
}));
vi.mock('../../frontend/src/lib/api-client', () => ({ postLogin: mocks.postLogin, apiGet: mocks.apiGet, apiPut: mocks.apiPut }));
vi.mock('../../frontend/src/lib/aws-credentials', () => ({ getAwsSession: mocks.getAwsSession }));
vi.mock('../../frontend/src/lib/media-cookies', () => ({ fetchMediaCookies: mocks.fetchMediaCookies }));

const maya = { id: 's1', class_id: 'c', first_name: 'Maya', last_name: 'R', grade: 'WAW' };

const fillAndSubmit = async () => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('School ID'), 'DEMO');
  await user.type(screen.getByLabelText('Username'), 'waw.student');
  await user.type(screen.getByLabelText('Password'), 'let-me-play-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

beforeEach(async () => {
  vi.resetAllMocks();
  localStorage.clear();
  mocks.checkMediaPermission.mockResolvedValue(null);
  mocks.postLogin.mockResolvedValue({ ok: true, status: 200, payload: { token: 'jwt', identity_id: 'us-east-1:abc' } });
  mocks.getAwsSession.mockResolvedValue({ accessKeyId: 'A', secretAccessKey: 'S', sessionToken: 'T', expiresAt: Date.now() + 3_600_000 });
  mocks.fetchMediaCookies.mockResolvedValue({ 'CloudFront-Policy': 'policy' });
  mocks.apiGet.mockImplementation(async (path: string) => (path === '/v3/waw/student' ? maya : { modules: [], influencers: [] }));
  const { useAuthStore } = await import('../../frontend/src/features/auth/auth-store');
  useAuthStore.getState().logout();
});

describe('the student login', () => {
  it('signs in, in the spec’s order, keeps token and identity_id in session storage and greets the child', async () => {
    const { router } = renderAt('/');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Hi, Maya!' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('jwt');
    expect(sessionStorage.getItem('identity_id')).toBe('us-east-1:abc');
    const order = [mocks.checkMediaPermission, mocks.postLogin, mocks.getAwsSession, mocks.fetchMediaCookies, mocks.apiGet].map(
      (mock) => mock.mock.invocationCallOrder[0],
    );
    expect(order).toEqual([...order].sort((a, b) => a! - b!));
    expect(mocks.postLogin).toHaveBeenCalledWith({ school_identifier: 'DEMO', username: 'waw.student', password: 'let-me-play-1' });
  });

  it('keeps the device token a sign-in answers past sign-out, and sends it with that child’s next sign-in only', async () => {
    mocks.postLogin.mockResolvedValue({
      ok: true,
      status: 200,
      payload: { token: 'jwt', identity_id: 'us-east-1:abc', device_token: 'this-device' },
    });
    const { router } = renderAt('/');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const { useAuthStore } = await import('../../frontend/src/features/auth/auth-store');
    useAuthStore.getState().logout();
    cleanup();
    renderAt('/');
    await fillAndSubmit();
    await waitFor(() => expect(mocks.postLogin).toHaveBeenCalledTimes(2));
    expect(mocks.postLogin).toHaveBeenLastCalledWith({
      school_identifier: 'DEMO',
      username: 'waw.student',
      password: 'let-me-play-1',
      device_token: 'this-device',
    });
    const { deviceTokenFor } = await import('../../frontend/src/features/auth/device-tokens');
    expect(deviceTokenFor(' demo ', 'WAW.Student')).toBe('this-device');
    expect(deviceTokenFor('DEMO', 'waw.friend')).toBeUndefined();
  });

  it('takes the child’s settings from the student answer: home asks only for the modules and the day’s page', async () => {
    const mine = { soundVolume: 0.3, musicVolume: 0.1, readAloud: false, reducedMotion: true, lastProgramme: 'RESPA' };
    mocks.apiGet.mockImplementation(async (path: string) => (path === '/v3/waw/student' ? { ...maya, settings: mine } : { modules: [] }));
    const { router } = renderAt('/');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await screen.findByText('No programmes yet. Your teacher will add one soon.');
    const { useSettingsStore } = await import('../../frontend/src/features/settings/settings-store');
    expect(useSettingsStore.getState()).toMatchObject({ settings: mine, loaded: true });
    expect(document.documentElement.dataset.reducedMotion).toBe('true');
    expect(mocks.apiGet.mock.calls.map(([path]) => path as string)).toEqual(['/v3/waw/student', '/v3/waw/modules']);
    const { useStudentStore } = await import('../../frontend/src/features/auth/student-store');
    expect(useStudentStore.getState().student).toEqual(maya);
  });

  it.each([
    ['missing devices', MEDIA_MESSAGES.required],
    ['blocked devices', MEDIA_MESSAGES.blocked],
    ['refused devices', MEDIA_MESSAGES.refused],
  ])('shows the message for %s and never calls the login', async (_label, message) => {
    mocks.checkMediaPermission.mockResolvedValue(message);
    renderAt('/');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(mocks.postLogin).not.toHaveBeenCalled();
  });

  it.each([
    ['a refused login', { ok: false, status: 401, payload: { message: 'no' } }, 'Login failed'],
    [
      'a response without a token',
      { ok: true, status: 200, payload: { identity_id: 'x' } },
      'Login failed: Token or Identity ID is missing.',
    ],
    [
      'a response without an identity id',
      { ok: true, status: 200, payload: { token: 'x' } },
      'Login failed: Token or Identity ID is missing.',
    ],
    [
      'a locked account',
      { ok: false, status: 429, payload: { message: 'Too many sign-in attempts. Please wait 9 minutes and try again.' } },
      'Login failed: Too many sign-in attempts. Please wait 9 minutes and try again.',
    ],
  ])('shows the message for %s and keeps nothing', async (_label, response, message) => {
    mocks.postLogin.mockResolvedValue(response);
    renderAt('/');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("refuses a student of another grade with the spec's message and signs them out", async () => {
    mocks.apiGet.mockResolvedValue({ ...maya, grade: 'K2' });
    const { router } = renderAt('/');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Student not assigned to WAW. Please contact your support team.');
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.length).toBe(0);
  });

  it("shows 'Login failed' when the credentials or media cookies cannot be had", async () => {
    mocks.fetchMediaCookies.mockRejectedValue(new Error('nope'));
    renderAt('/');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
    expect(sessionStorage.getItem('identity_id')).toBeNull();
  });
});

describe('every refusal is heard, in a child’s words', () => {
  const cases: Array<[string, () => void, string]> = [
    ['a wrong password', () => mocks.postLogin.mockResolvedValue({ ok: false, status: 401, payload: {} }), SIGN_IN_SAID.wrong],
    [
      'a locked account',
      () => mocks.postLogin.mockResolvedValue({ ok: false, status: 429, payload: { message: 'Too many sign-in attempts.' } }),
      SIGN_IN_SAID.locked,
    ],
    ['no network', () => mocks.postLogin.mockRejectedValue(new TypeError('Failed to fetch')), SIGN_IN_SAID.offline],
    ['a server in trouble', () => mocks.postLogin.mockResolvedValue({ ok: false, status: 503, payload: {} }), SIGN_IN_SAID.trouble],
    ['another grade', () => mocks.apiGet.mockResolvedValue({ ...maya, grade: 'K2' }), SIGN_IN_SAID.notAssigned],
    ['no camera', () => mocks.checkMediaPermission.mockResolvedValue(MEDIA_MESSAGES.refused), SIGN_IN_SAID.media],
  ];
  it.each(cases)('%s', async (_label, arrange, said) => {
    const voice = installFakeSpeech({ auto: true });
    try {
      arrange();
      renderAt('/');
      await fillAndSubmit();
      await screen.findByRole('alert');
      await waitFor(() => expect(voice.texts()).toEqual([said]));
    } finally {
      voice.uninstall();
    }
  });
});

describe('routes', () => {
  it('sends a signed-in route without a session to the login', async () => {
    const { router } = renderAt('/shop');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByLabelText('School ID')).toBeInTheDocument();
  });

  it("shows 'Loading...' while a page loads, then '404 - Page Not Found' for an unknown path", async () => {
    renderAt('/this/is/not/a/page');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it('sends an admin route without an admin session to the admin sign-in', async () => {
    const { router } = renderAt('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { name: 'WAW admin' })).toBeInTheDocument();
  });
});
