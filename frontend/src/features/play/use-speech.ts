import { useLayoutEffect } from 'react';
import { say, stopSpeaking } from './speech';

/**
 * A screen's own words, said as it arrives (when "Read to me" is on) and stopped when it goes. A layout effect, on
 * purpose: React runs every layout effect before any plain effect, so these words are queued before anything the
 * screen's parts add in their own effects (a question and its answers come after the step's instruction).
 */
export const useArrivalSpeech = (lines: string | readonly string[]): void => {
  const text = typeof lines === 'string' ? lines : lines.join('\n');
  useLayoutEffect(() => {
    void say(text.split('\n'), { auto: true, interrupt: true });
    return stopSpeaking;
  }, [text]);
};
