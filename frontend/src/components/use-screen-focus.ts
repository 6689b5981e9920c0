import { useEffect, useLayoutEffect, useRef } from 'react';

/** A screen marks the control that matters most right now with data-primary (several: the first usable one). */
const PRIMARY = '[data-primary]';
const FOCUSABLE = 'button, a[href], input, select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';

const usable = (element: HTMLElement): boolean => !element.matches(':disabled') && !element.closest('[hidden], [inert]');

const firstMeaningful = (root: HTMLElement): HTMLElement | undefined =>
  [...root.querySelectorAll<HTMLElement>(PRIMARY)].find(usable) ?? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find(usable);

let placing = false;
/** True while the screen itself is moving focus: a control says its name when the child reaches it, not then. */
export const isPlacingFocus = (): boolean => placing;

const place = (element: HTMLElement | undefined, preventScroll: boolean): void => {
  placing = true;
  try {
    element?.focus({ preventScroll });
  } finally {
    placing = false;
  }
};

const lost = (): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body || active.matches(':disabled');
};

/**
 * One mechanism for every screen of the child's path: a new screen starts at the top of the page with focus on its
 * first meaningful control; each time `moment` changes (the child did something and the screen moved on) focus
 * goes to the control that matters now; and whenever focus falls to the page body (the button the child used went
 * away or was disabled) it is put back on that control. So a keyboard or switch user never tabs back through the
 * header. Returns the ref for the screen's root element.
 */
export const useScreenFocus = <T extends HTMLElement>(moment: unknown) => {
  const root = useRef<T>(null);
  const arrived = useRef(false);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // On arrival the page is already at the top and the control fits it; later, let the browser bring it into view.
    place(firstMeaningful(element), !arrived.current);
    arrived.current = true;
  }, [moment]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const rescue = () => {
      if (lost()) place(firstMeaningful(element), true);
    };
    const observer = new MutationObserver(rescue);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
    return () => observer.disconnect();
    // Again on each moment: a screen that first showed a spinner has its root only once it is ready.
  }, [moment]);

  return root;
};
