import { useSettingsStore } from '../settings/settings-store';

/**
 * Everything the game says, as one queue: lines are spoken in the order they were asked for, each after the one
 * before has finished, so an instruction, a question and its answers are all heard whole. A new screen or the
 * child's own action interrupts (drops what is still waiting and stops what is playing). Where the browser has no
 * voice (some school devices, headless Chromium) every line still goes to speechSynthesis in order and resolves,
 * so nothing in the game ever waits for speech that cannot come.
 */
export interface Line {
  text: string;
  /** 0 to 2; the song uses it to follow its tune */
  pitch?: number;
  /** 0.1 to 10; the song uses it to fit a word to its beat */
  rate?: number;
  /** called as the line starts: a screen lights up the answer being read */
  onStart?: () => void;
}

export interface SayOptions {
  /** speech that starts by itself (on arrival, after a result): only when the child's "Read to me" is on */
  auto?: boolean;
  /** drop whatever is queued or playing first (a new screen, the child's own action) */
  interrupt?: boolean;
}

const RATE = 0.9;
const PITCH = 1.1;

interface Queued {
  line: Line;
  done: () => void;
}

let queue: Queued[] = [];
let current: { item: Queued; timer: ReturnType<typeof setTimeout> } | null = null;

const synth = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : null;

/** A browser that never says "end" (it happens) must not hold the queue: give up well after the line's length. */
const patience = (line: Line): number => 2_000 + (line.text.length * 110) / (line.rate ?? RATE);

const englishVoice = (speech: SpeechSynthesis): SpeechSynthesisVoice | undefined => {
  const voices = speech.getVoices().filter((voice) => voice.lang.toLowerCase().startsWith('en'));
  return voices.find((voice) => voice.localService) ?? voices[0];
};

const finish = (item: Queued): void => {
  if (current?.item !== item) return;
  clearTimeout(current.timer);
  current = null;
  item.done();
  next();
};

const next = (): void => {
  if (current) return;
  const item = queue.shift();
  if (!item) return;
  current = { item, timer: setTimeout(() => finish(item), patience(item.line)) };
  item.line.onStart?.();
  const speech = synth();
  if (!speech) {
    // No speech at all (tests in jsdom, very old browsers): the line "happens" at once, in order.
    queueMicrotask(() => finish(item));
    return;
  }
  const utterance = new SpeechSynthesisUtterance(item.line.text);
  utterance.lang = 'en';
  const voice = englishVoice(speech);
  if (voice) utterance.voice = voice;
  utterance.rate = item.line.rate ?? RATE;
  utterance.pitch = item.line.pitch ?? PITCH;
  utterance.volume = useSettingsStore.getState().settings.soundVolume;
  utterance.onend = () => finish(item);
  utterance.onerror = () => finish(item);
  speech.speak(utterance);
};

/** Stops what is playing and drops what is waiting; every promise of theirs resolves. */
export const stopSpeaking = (): void => {
  const dropped = queue;
  queue = [];
  const playing = current?.item;
  if (current) clearTimeout(current.timer);
  current = null;
  synth()?.cancel();
  playing?.done();
  for (const item of dropped) item.done();
};

/** Says lines in turn; resolves when the last has been said, or dropped by an interruption. */
export const say = (
  said: string | Line | ReadonlyArray<string | Line>,
  { auto = false, interrupt = false }: SayOptions = {},
): Promise<void> => {
  if (auto && !useSettingsStore.getState().settings.readAloud) return Promise.resolve();
  if (interrupt) stopSpeaking();
  const list: ReadonlyArray<string | Line> = typeof said === 'string' || 'text' in said ? [said] : said;
  const lines = list.map((line) => (typeof line === 'string' ? { text: line } : line)).filter((line) => line.text.trim() !== '');
  if (lines.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    lines.forEach((line, index) => queue.push({ line, done: index === lines.length - 1 ? resolve : () => undefined }));
    next();
  });
};
