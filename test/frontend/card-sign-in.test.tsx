import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardCodeText } from '@domain/cards';
import { MEDIA_MESSAGES } from '../../frontend/src/features/auth/media-permission';
import { renderAt } from './render';

const mocks = vi.hoisted(() => ({
  checkMediaPermission: vi.fn(),
  postLogin: vi.fn(),
  apiGet: vi.fn(),
  getAwsSession: vi.fn(),
  fetchMediaCookies: vi.fn(),
  /** what the camera shows, frame after frame: the next code, or null for a frame with none */
  frames: [] as Array<string | null>,
  getUserMedia: vi.fn(),
  stopTrack: vi.fn(),
}));

vi.mock('../../frontend/src/features/auth/media-permission', async (original) => ({
  ...(await original<object>()),
  checkMediaPermission: mocks.checkMediaPermission,
}));
vi.mock('../../frontend/src/lib/api-client', () => ({ postLogin: mocks.postLogin, apiGet: mocks.apiGet, apiPut: vi.fn() }));
vi.mock('../../frontend/src/lib/aws-credentials', () => ({ getAwsSession: mocks.getAwsSession }));
vi.mock('../../frontend/src/lib/media-cookies', () => ({ fetchMediaCookies: mocks.fetchMediaCookies }));
// The decoder is the browser's or jsQR's; here the "camera" hands over the codes in view.
vi.mock('../../frontend/src/features/cards/qr-reader', () => ({
  createQrReader: async () => async () => (mocks.frames.length > 1 ? mocks.frames.shift()! : (mocks.frames[0] ?? null)),
}));

const maya = { id: 's1', class_id: 'c', first_name: 'Maya', last_name: 'R', grade: 'WAW' };
const CARD = cardCodeText({ school: 'DEMO', cardId: 'a'.repeat(16), secret: 'b'.repeat(24) });

beforeEach(async () => {
  vi.resetAllMocks();
  mocks.frames = [];
  mocks.checkMediaPermission.mockResolvedValue(null);
  mocks.postLogin.mockResolvedValue({ ok: true, status: 200, payload: { token: 'jwt', identity_id: 'us-east-1:abc' } });
  mocks.getAwsSession.mockResolvedValue({ accessKeyId: 'A', secretAccessKey: 'S', sessionToken: 'T', expiresAt: Date.now() + 3_600_000 });
  mocks.fetchMediaCookies.mockResolvedValue({ 'CloudFront-Policy': 'policy' });
  mocks.apiGet.mockImplementation(async (path: string) => (path === '/v3/waw/student' ? maya : { modules: [], influencers: [] }));
  mocks.getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: mocks.stopTrack }] });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: mocks.getUserMedia }, configurable: true });
  // jsdom has no media playback: a video that has a frame as soon as it plays.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  const { useAuthStore } = await import('../../frontend/src/features/auth/auth-store');
  useAuthStore.getState().logout();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const openScanner = async () => userEvent.click(await screen.findByRole('button', { name: 'Scan my card' }));

describe('signing in with a card', () => {
  it('signs the child in with the card in view, in the spec’s order, and lets the camera go', async () => {
    mocks.frames = [null, null, CARD];
    const { router } = renderAt('/');
    await openScanner();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Hi, Maya!' })).toBeInTheDocument();
    expect(mocks.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    expect(mocks.stopTrack).toHaveBeenCalled();
    expect(mocks.postLogin).toHaveBeenCalledExactlyOnceWith({ school_identifier: 'DEMO', card: CARD });
    const order = [mocks.checkMediaPermission, mocks.postLogin, mocks.getAwsSession, mocks.fetchMediaCookies, mocks.apiGet].map(
      (mock) => mock.mock.invocationCallOrder[0],
    );
    expect(order).toEqual([...order].sort((a, b) => a! - b!));
    expect(sessionStorage.getItem('token')).toBe('jwt');
  });

  it("tells a child kindly that a stranger's QR code is not a card, sends nothing, and keeps looking", async () => {
    mocks.frames = ['https://example.org/games', 'https://example.org/games', 'https://example.org/games', CARD];
    const { router } = renderAt('/');
    await openScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not a WAW card. Show me the card with your name on it.');
    expect(screen.getByRole('dialog', { name: 'Scan my card' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(mocks.postLogin).toHaveBeenCalledTimes(1);
  });

  it('refuses another school’s card when this device’s School ID says otherwise', async () => {
    mocks.frames = [CARD];
    renderAt('/');
    await userEvent.type(await screen.findByLabelText('School ID'), 'ELSEWHERE');
    await openScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent('That card is from another school. Ask your teacher for your own card.');
    expect(mocks.postLogin).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mocks.stopTrack).toHaveBeenCalled();
  });

  it('says a card the server refused (stopped, replaced) did not work, and keeps nothing', async () => {
    mocks.frames = [CARD];
    mocks.postLogin.mockResolvedValue({ ok: false, status: 401, payload: { message: 'Login failed: this card does not work' } });
    const { router } = renderAt('/');
    await openScanner();
    expect(await screen.findByText('This card did not work. Ask your teacher for a new card.')).toHaveAttribute('role', 'alert');
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('passes on a locked card’s wait, as the password sign-in does', async () => {
    mocks.frames = [CARD];
    mocks.postLogin.mockResolvedValue({
      ok: false,
      status: 429,
      payload: { message: 'Too many sign-in attempts. Please wait 9 minutes and try again.' },
    });
    renderAt('/');
    await openScanner();
    expect(await screen.findByText('Login failed: Too many sign-in attempts. Please wait 9 minutes and try again.')).toBeInTheDocument();
  });

  it('says why when the camera cannot be used', async () => {
    mocks.getUserMedia.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    renderAt('/');
    await openScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.refused);
    expect(mocks.postLogin).not.toHaveBeenCalled();
  });
});
