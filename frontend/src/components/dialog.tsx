import { useEffect, useRef, type ReactNode } from 'react';
import { say } from '../features/play/speech';
import { ReadAloud } from './read-aloud';

interface DialogProps {
  title: string;
  /** what a child who cannot read hears as the dialog opens (and from its speaker): its title unless told */
  speech?: string | readonly string[];
  children: ReactNode;
  onClose: () => void;
}

/** A modal question: said aloud, focus moves into it, Escape closes it, and the page behind waits. */
export const Dialog = ({ title, speech, children, onClose }: DialogProps) => {
  const box = useRef<HTMLDivElement>(null);
  const words = speech ?? title;
  const said = typeof words === 'string' ? words : words.join('\n');
  useEffect(() => {
    void say(said.split('\n'), { auto: true, interrupt: true });
  }, [said]);
  // The callers' onClose is a new function each render; the focus and the key listener are set up once.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (
      box.current?.querySelector<HTMLElement>('[data-primary]') ??
      box.current?.querySelector<HTMLElement>('.dialog__body button, .dialog__body a')
    )?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, []);
  return (
    // A tap beside the dialog does nothing: children tap everywhere, and only the dialog's own buttons answer it.
    <div className="dialog-backdrop">
      <div ref={box} className="dialog card" role="dialog" aria-modal="true" aria-label={title}>
        <div className="dialog__speaker">
          <ReadAloud text={said.split('\n')} size={24} />
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  );
};
