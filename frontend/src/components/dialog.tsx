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
    <div className="dialog-backdrop" onClick={onClose}>
      <div ref={box} className="dialog card" role="dialog" aria-modal="true" aria-label={title} onClick={(event) => event.stopPropagation()}>
        {children}
      </div>
    </div>
  );
};
