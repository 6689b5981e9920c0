import { useEffect, useRef, useState } from 'react';
import type { CardLoginBody } from '@domain/cards';
import { Dialog } from '../../components/dialog';
import { MEDIA_MESSAGES } from '../auth/media-permission';
import { say } from '../play/speech';
import { SCAN_MESSAGES, judgeScan } from './card-scan';
import { createQrReader } from './qr-reader';
import './card-scanner.css';

/** A few looks a second: enough to feel instant, little enough for an old school tablet. */
const SCAN_INTERVAL_MS = 200;

const cameraProblem = (error: unknown): string => {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? MEDIA_MESSAGES.refused : MEDIA_MESSAGES.required;
};

export interface CardScannerProps {
  /** the School ID typed on this device, if any: a card of another school is refused here */
  school: string;
  /** a card worth trying is in view: the scanner has stopped looking */
  onCard: (body: CardLoginBody) => void;
  onClose: () => void;
}

/**
 * The camera preview that looks for a sign-in card, loaded only when a child presses "Scan my card". A code that
 * is not a card, or not this school's, is refused here with a kind message, spoken once, and it goes on looking.
 */
const CardScanner = ({ school, onCard, onClose }: CardScannerProps) => {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const lastRefused = useRef('');
  const handle = useRef<(text: string) => 'done' | 'continue'>(() => 'continue');
  useEffect(() => {
    handle.current = (text) => {
      const verdict = judgeScan(text, school);
      if (verdict.kind === 'sign-in') {
        onCard(verdict.body);
        return 'done';
      }
      // The same wrong code stays in view for many frames: say it once, not five times a second.
      if (lastRefused.current !== text) {
        lastRefused.current = text;
        setMessage(verdict.message);
        void say(verdict.message, { interrupt: true });
      }
      return 'continue';
    };
  }, [school, onCard]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      void say(SCAN_MESSAGES.hold, { interrupt: true });
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
      } catch (error) {
        if (stopped) return;
        setProblem(cameraProblem(error));
        void say(cameraProblem(error), { interrupt: true });
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const read = await createQrReader();
      const look = async () => {
        if (stopped) return;
        const text = element.readyState >= element.HAVE_CURRENT_DATA ? await read(element).catch(() => null) : null;
        if (stopped) return;
        if (text && handle.current(text) === 'done') return;
        timer = setTimeout(() => void look(), SCAN_INTERVAL_MS);
      };
      void look();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const shown = problem ?? message;
  return (
    <Dialog title="Scan my card" onClose={onClose}>
      <div className="scanner">
        <h2 className="scanner__title">{SCAN_MESSAGES.hold}</h2>
        <div className="scanner__view">
          {/* The preview is a mirror, as children expect; the frames read are the camera's own. */}
          <video ref={video} className="scanner__video" muted playsInline aria-label="What the camera sees" />
          <span className="scanner__target" aria-hidden="true" />
        </div>
        <p className={shown ? 'message message--error' : 'visually-hidden'} role="alert">
          {shown}
        </p>
        <button type="button" className="button button--big" onClick={onClose} onFocus={() => void say('Stop', { interrupt: true })}>
          Stop
        </button>
      </div>
    </Dialog>
  );
};
export default CardScanner;
