import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { ApiStatusError } from '../../lib/errors';
import { uploadRecording, uploadWhenOnline } from '../../lib/recordings';
import { RECORDING, RECORDING_VIDEO } from './recording-quality';
import { say } from './speech';

const MAX_SECONDS: number = RECORDING.maxSeconds;
type Phase = 'idle' | 'preview' | 'recording' | 'uploading' | 'saved' | 'waiting' | 'failed' | 'full' | 'unavailable';

/** What the child hears, and sees, when the video waits for the network or could not be saved. */
const KEPT = 'Your video is kept. It is saved when the internet is back.';
const NOT_SAVED = 'Your video could not be saved yet.';

/** The server's words when the child's video box is full (409 recordings_full): shown and read aloud. */
const isBoxFull = (error: unknown): error is ApiStatusError =>
  error instanceof ApiStatusError && (error.body as { code?: string } | null)?.code === 'recordings_full';

/** The camera with the microphone, or the camera alone when the microphone is off: a silent message is still one. */
const openMedia = async (): Promise<MediaStream> => {
  try {
    return await navigator.mediaDevices.getUserMedia({ video: RECORDING_VIDEO, audio: true });
  } catch {
    return navigator.mediaDevices.getUserMedia({ video: RECORDING_VIDEO });
  }
};

/**
 * Records a short message to yourself with camera and microphone, then keeps it in your own private store,
 * labelled with the programme and the day it celebrates.
 */
export const Recorder = ({ character, day, onRecorded }: { character: string; day: number; onRecorded: () => void }) => {
  const [phase, setPhase] = useState<Phase>('idle');
  const [seconds, setSeconds] = useState(MAX_SECONDS);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const recording = useRef<Blob | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const release = () => {
    if (timer.current) clearInterval(timer.current);
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  };
  useEffect(() => release, []);

  const openCamera = async () => {
    try {
      stream.current = await openMedia();
      setPhase('preview');
      requestAnimationFrame(() => {
        if (video.current && stream.current) video.current.srcObject = stream.current;
      });
    } catch {
      setPhase('unavailable');
    }
  };

  const upload = async () => {
    if (!recording.current) return;
    setPhase('uploading');
    try {
      await uploadRecording(recording.current, { character, day });
      setPhase('saved');
      onRecorded();
    } catch (error) {
      if (isBoxFull(error)) {
        setPhase('full');
        return void say((error.body as { message: string }).message, { interrupt: true });
      }
      if (navigator.onLine) {
        setPhase('failed');
        return void say(`${NOT_SAVED} Press Try again.`, { interrupt: true });
      }
      // No network: the message is kept and sent when it returns, and the child celebrates on meanwhile.
      uploadWhenOnline(recording.current, { character, day });
      setPhase('waiting');
      void say(KEPT, { interrupt: true });
      onRecorded();
    }
  };

  const record = () => {
    if (!stream.current || typeof MediaRecorder === 'undefined') return setPhase('unavailable');
    const chunks: Blob[] = [];
    const mimeType = MediaRecorder.isTypeSupported('video/webm') ? 'video/webm' : '';
    const { videoBitsPerSecond, audioBitsPerSecond } = RECORDING;
    const media = new MediaRecorder(stream.current, { videoBitsPerSecond, audioBitsPerSecond, ...(mimeType ? { mimeType } : {}) });
    media.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    media.onstop = () => {
      recording.current = new Blob(chunks, { type: media.mimeType || 'video/webm' });
      release();
      void upload();
    };
    recorder.current = media;
    media.start();
    setPhase('recording');
    setSeconds(MAX_SECONDS);
    timer.current = setInterval(() => {
      setSeconds((left) => {
        if (left <= 1) stop();
        return left - 1;
      });
    }, 1000);
  };

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  return (
    <div className="recorder">
      {(phase === 'preview' || phase === 'recording') && (
        <video ref={video} className="recorder__video" autoPlay muted playsInline aria-label="Your camera" />
      )}
      {phase === 'idle' && (
        <button type="button" className="button button--big" onClick={() => void openCamera()} data-primary>
          <Icon name="camera" size={28} /> Open the camera
        </button>
      )}
      {phase === 'preview' && (
        <button type="button" className="button button--big" onClick={record} data-primary>
          <Icon name="record" size={28} /> Record my message
        </button>
      )}
      {phase === 'recording' && (
        <button type="button" className="button button--big button--recording" onClick={stop} data-primary>
          <Icon name="stop" size={28} /> Stop ({seconds})
        </button>
      )}
      {phase === 'uploading' && (
        <p role="status" className="message" tabIndex={-1} data-primary>
          Saving your video…
        </p>
      )}
      {phase === 'saved' && (
        <p role="status" className="message">
          <Icon name="check" /> Your video is saved!
        </p>
      )}
      {phase === 'waiting' && (
        <p role="status" className="message">
          <Icon name="check" /> {KEPT}
        </p>
      )}
      {phase === 'failed' && (
        <div role="alert" className="message message--error">
          {NOT_SAVED}{' '}
          <button type="button" className="button" onClick={() => void upload()} data-primary>
            Try again
          </button>
        </div>
      )}
      {phase === 'full' && (
        <div role="alert" className="message message--error">
          Your video box is full. Ask a grown-up to help you delete an old video in{' '}
          <Link to={paths.photos}>
            <Icon name="record" /> My videos
          </Link>
          .{' '}
          <button type="button" className="button" onClick={onRecorded}>
            Skip this part
          </button>
        </div>
      )}
      {phase === 'unavailable' && (
        <div role="alert" className="message message--error">
          The camera is not working right now.{' '}
          <button type="button" className="button" onClick={onRecorded} data-primary>
            Skip this part
          </button>
        </div>
      )}
    </div>
  );
};
