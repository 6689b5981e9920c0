import { useEffect, useRef, type ReactNode } from 'react';

/** A modal question: focus moves into it, Escape closes it, and the page behind waits. */
export const Dialog = ({ title, children, onClose }: { title: string; children: ReactNode; onClose: () => void }) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);
  return (
    // A tap beside the dialog does nothing: children tap everywhere, and only the dialog's own buttons answer it.
    <div className="dialog-backdrop">
      <div ref={box} className="dialog card" role="dialog" aria-modal="true" aria-label={title}>
        {children}
      </div>
    </div>
  );
};
