import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ apiPost: vi.fn() }));
vi.mock('../../frontend/src/lib/api-client', () => ({ apiPost: mocks.apiPost }));

const { uploadWhenOnline } = await import('../../frontend/src/lib/recordings');
const { endSession } = await import('../../frontend/src/lib/session');

const ticket = { url: 'https://recordings.test/put', key: 'recordings/me/1-RESPA-day-2-x.webm', contentType: 'video/webm' };
const blob = new Blob(['message'], { type: 'video/webm' });
const label = { character: 'RESPA', day: 2 };

describe('a message recorded without the network', () => {
  const upload = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.resetAllMocks();
    mocks.apiPost.mockResolvedValue(ticket);
    upload.mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', upload);
  });

  it('waits for the network, then is sent once to the child’s own store', async () => {
    uploadWhenOnline(blob, label);
    expect(mocks.apiPost).not.toHaveBeenCalled();
    dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(upload).toHaveBeenCalledOnce());
    expect(mocks.apiPost).toHaveBeenCalledWith('/v3/waw/recordings', expect.objectContaining({ character: 'RESPA', day: 2 }));
    // The network comes back again with a later message waiting: once that one is sent, the first would have been too.
    uploadWhenOnline(blob, { character: 'RESPA', day: 3 });
    dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(mocks.apiPost.mock.calls.map(([, body]) => (body as { day: number }).day)).toEqual([2, 3]);
  });

  it('waits again when the network goes before it is sent', async () => {
    mocks.apiPost.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    uploadWhenOnline(blob, label);
    dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(mocks.apiPost).toHaveBeenCalledOnce());
    expect(upload).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(upload).toHaveBeenCalledOnce());
  });

  it('is dropped at sign-out: on a shared device it never goes to the next child’s store', async () => {
    uploadWhenOnline(blob, label);
    endSession();
    // The next child records a message too: once theirs is sent, the dropped one would have been sent with it.
    uploadWhenOnline(blob, { character: 'INROCK', day: 1 });
    dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(upload).toHaveBeenCalledOnce());
    expect(mocks.apiPost).toHaveBeenCalledOnce();
    expect(mocks.apiPost).toHaveBeenCalledWith('/v3/waw/recordings', expect.objectContaining({ character: 'INROCK', day: 1 }));
  });
});
