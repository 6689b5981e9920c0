import { vi } from 'vitest';

/** An utterance as the fake voice got it. */
export interface Spoken {
  text: string;
  pitch: number;
  rate: number;
  volume: number;
  end: () => void;
  fail: (error?: string) => void;
}

/**
 * A stand-in for the browser's speechSynthesis: it records every utterance and lets the test say when each ends
 * (or fails, as on a browser without voices). `auto` ends each one on the next tick, like a very fast voice.
 */
export const installFakeSpeech = ({ auto = false }: { auto?: boolean } = {}) => {
  const spoken: Spoken[] = [];
  let speaking: Spoken | null = null;
  class FakeUtterance {
    text: string;
    pitch = 1;
    rate = 1;
    volume = 1;
    lang = '';
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  const synth = {
    speak: vi.fn((utterance: FakeUtterance) => {
      const entry: Spoken = {
        text: utterance.text,
        pitch: utterance.pitch,
        rate: utterance.rate,
        volume: utterance.volume,
        end: () => utterance.onend?.(),
        fail: (error = 'synthesis-failed') => utterance.onerror?.({ error }),
      };
      spoken.push(entry);
      speaking = entry;
      if (auto) setTimeout(entry.end, 0);
    }),
    cancel: vi.fn(() => {
      speaking?.fail('interrupted');
      speaking = null;
    }),
    getVoices: () => [],
  };
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  return {
    synth,
    spoken,
    texts: () => spoken.map((entry) => entry.text),
    uninstall: () => {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(window, 'speechSynthesis');
    },
  };
};
