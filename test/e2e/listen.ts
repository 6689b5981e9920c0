/// <reference lib="dom" />
// The init script runs in the browser, so this file sees the DOM.
import type { BrowserContext } from 'playwright-core';

export interface Heard {
  text: string;
  path: string;
}
export interface Sound {
  kind: 'tone' | 'buffer';
  frequency: number | null;
  /** when it was scheduled to start, on the page's audio clock */
  at: number;
  path: string;
}

/**
 * Ears for a browser test, and the microphone switched off. Every utterance the page gives speechSynthesis is
 * recorded (a fast stand-in voice then says it has ended, as a real one would), every sound the page starts through
 * Web Audio is recorded with its pitch, and every microphone the page opens hears silence: the camera still works,
 * the child simply does not clap or talk. Records survive reloads (they live in the test, not the page).
 */
export const listen = async (context: BrowserContext) => {
  const heard: Heard[] = [];
  const sounds: Sound[] = [];
  await context.exposeFunction('__heard', (entry: Heard) => void heard.push(entry));
  await context.exposeFunction('__sound', (entry: Sound) => void sounds.push(entry));
  await context.addInitScript(() => {
    const report = window as unknown as { __heard: (entry: Heard) => void; __sound: (entry: Sound) => void };
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      report.__heard({ text: utterance.text, path: location.pathname });
      setTimeout(() => utterance.dispatchEvent(new Event('end')), 30 + utterance.text.length * 2);
    };
    window.speechSynthesis.cancel = () => undefined;

    const { start } = AudioScheduledSourceNode.prototype as { start: (this: AudioScheduledSourceNode, when?: number) => void };
    AudioScheduledSourceNode.prototype.start = function (this: AudioScheduledSourceNode, ...args: [number?]) {
      report.__sound({
        kind: this instanceof OscillatorNode ? 'tone' : 'buffer',
        frequency: this instanceof OscillatorNode ? this.frequency.value : null,
        at: args[0] ?? this.context.currentTime,
        path: location.pathname,
      });
      start.call(this, ...args);
    };

    // The microphone muted, as a child's device with its microphone off: its tracks carry silence.
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
      const stream = await getUserMedia(constraints);
      for (const track of stream.getAudioTracks()) track.enabled = false;
      return stream;
    };
  });
  return {
    heard,
    sounds,
    /** what was said on a path, in order */
    saidOn: (path: string) => heard.filter((entry) => entry.path.endsWith(path)).map((entry) => entry.text),
    /** the pitches of the tones started on a path */
    tonesOn: (path: string) =>
      sounds.filter((sound) => sound.path.endsWith(path) && sound.kind === 'tone').map((sound) => sound.frequency!),
    /** the tones started on a path, with when each was scheduled */
    playedOn: (path: string) =>
      sounds
        .filter((sound) => sound.path.endsWith(path) && sound.kind === 'tone')
        .map((sound) => ({ frequency: sound.frequency!, at: sound.at })),
  };
};
