import { useEffect, useState } from 'react';
import { isPlacingFocus } from '../../components/use-screen-focus';
import { say } from './speech';

/**
 * Reads a screen's choices aloud one after another (after its instruction), lighting each as it is said, so a
 * child who cannot read hears which picture is which. Returns the index being read, or null.
 */
export const useOptionReading = (labels: readonly string[], enabled = true): number | null => {
  const [reading, setReading] = useState<number | null>(null);
  const key = labels.join('\n');
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const lines = key.split('\n').map((text, index) => ({ text, onStart: () => live && setReading(index) }));
    void say(lines, { auto: true }).then(() => live && setReading(null));
    return () => {
      live = false;
      setReading(null);
    };
  }, [key, enabled]);
  return reading;
};

/** Says a choice when keyboard or switch focus reaches it (a tap says its own thing). */
export const sayOnKeyboardFocus = (text: string) => (event: { currentTarget: Element }) => {
  if (isPlacingFocus()) return;
  let keyboard = true;
  try {
    keyboard = event.currentTarget.matches(':focus-visible');
  } catch {
    // a browser that does not know :focus-visible: say it anyway
  }
  if (keyboard) void say(text, { interrupt: true });
};
