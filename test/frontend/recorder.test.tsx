import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiStatusError } from '../../frontend/src/lib/errors';
import { installFakeSpeech } from './fake-speech';

const mocks = vi.hoisted(() => ({ apiPost: vi.fn() }));
vi.mock('../../frontend/src/lib/api-client', () => ({ apiPost: mocks.apiPost }));
const { Recorder } = await import('../../frontend/src/features/play/recorder');

/** A camera and a recorder that records a few bytes, as a browser with the fake media devices would. */
class FakeMediaRecorder {
  static isTypeSupported = () => true;
  static options: MediaRecorderOptions[] = [];
  constructor(_stream: MediaStream, options: MediaRecorderOptions) {
    FakeMediaRecorder.options.push(options);
  }
  state = 'inactive';
  mimeType = 'video/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['webm'], { type: 'video/webm' }) });
    this.onstop?.();
  }
}

let speech: ReturnType<typeof installFakeSpeech>;
let getUserMedia: ReturnType<typeof vi.fn>;
beforeEach(() => {
  speech = installFakeSpeech({ auto: true });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  getUserMedia = vi.fn(async () => ({ getTracks: () => [] }));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
});
afterEach(() => {
  speech.uninstall();
});

/** The child opens the camera, records a message and stops: the upload that follows is what each test shapes. */
const recordAndStop = async () => {
  const onRecorded = vi.fn();
  render(
    <MemoryRouter>
      <Recorder character="RESPA" day={1} onRecorded={onRecorded} />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open the camera' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Record my message' }));
  await userEvent.click(screen.getByRole('button', { name: /Stop/ }));
  return onRecorded;
};

describe('the recorder', () => {
  it('asks the camera for a small picture at 15 frames and records at a set bitrate, so an 8-second message is small in every browser', async () => {
    mocks.apiPost.mockResolvedValue({});
    FakeMediaRecorder.options = [];
    await recordAndStop();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { width: { ideal: 480 }, height: { ideal: 360 }, frameRate: { ideal: 15 } },
      audio: true,
    });
    expect(FakeMediaRecorder.options).toEqual([{ mimeType: 'video/webm', videoBitsPerSecond: 160_000, audioBitsPerSecond: 32_000 }]);
  });
});

describe('the recorder when the child’s video box is full', () => {
  it('says so kindly, aloud too, points to My videos and lets the child go on', async () => {
    const message = 'Your video box is full. Ask a grown-up to help you delete an old video in My videos.';
    mocks.apiPost.mockRejectedValue(new ApiStatusError(409, { code: 'recordings_full', message }));
    const onRecorded = await recordAndStop();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your video box is full.');
    expect(screen.getByRole('link', { name: 'My videos' })).toHaveAttribute('href', '/photos');
    expect(speech.texts()).toEqual([message]);
    expect(onRecorded).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Skip this part' }));
    expect(onRecorded).toHaveBeenCalledOnce();
  });

  it('still offers to try again when saving fails for another reason', async () => {
    mocks.apiPost.mockRejectedValue(new ApiStatusError(500, { message: 'Internal server error' }));
    await recordAndStop();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(speech.texts()).toEqual(['Your video could not be saved yet. Press Try again.']);
  });

  it('keeps a video made without the network, says so aloud, and lets the child celebrate on', async () => {
    mocks.apiPost.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onRecorded = await recordAndStop();
    expect(await screen.findByRole('status')).toHaveTextContent('Your video is kept. It is saved when the internet is back.');
    expect(speech.texts()).toEqual(['Your video is kept. It is saved when the internet is back.']);
    expect(onRecorded).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
