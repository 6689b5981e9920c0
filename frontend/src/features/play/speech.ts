import { useSettingsStore } from '../settings/settings-store';
import { narrationFor, narrationRead } from './narration';

/**
 * Everything the game says, as one queue: lines are spoken in the order they were asked for, each after the one
 * before has finished, so an instruction, a question and its answers are all heard whole. A new screen or the
 * child's own action interrupts (drops what is still waiting and stops what is playing). A line plays its narration
 * (the same natural voice on every device, made with the content: narration.ts) when it has one; any other line, or
 * one whose file will not play, goes to speechSynthesis. Where the browser has no voice either (some school devices,
 * headless Chromium) the line still resolves in order, so nothing in the game ever waits for speech that cannot come.
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
/** How long a line waits for a manifest being read before it is said by the browser instead. */
const NARRATION_WAIT_MS = 1_500;
/** An audio file's own length is known once it loads: it then decides, with the same margin. */
const AUDIO_MARGIN_MS = 2_000;

/** One element for every line: a device that allows sound after a tap allows it on this element from then on. */
let player: HTMLAudioElement | null = null;
const audioElement = (): HTMLAudioElement | null => {
  if (typeof Audio === 'undefined') return null;
  player ??= new Audio();
  return player;
};
const silenceAudio = (): void => {
  if (!player) return;
  player.onended = player.onerror = player.onloadedmetadata = null;
  player.pause();
};

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

/** The line in the browser's voice, when it has no narration or its file would not play. */
const speakAloud = (item: Queued): void => {
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

const playNarration = (item: Queued, src: string, element: HTMLAudioElement): void => {
  const stillPlaying = () => current?.item === item;
  const instead = () => {
    if (!stillPlaying()) return;
    silenceAudio();
    speakAloud(item);
  };
  element.onended = () => finish(item);
  element.onerror = instead;
  element.onloadedmetadata = () => {
    if (!stillPlaying() || !Number.isFinite(element.duration)) return;
    clearTimeout(current!.timer);
    current!.timer = setTimeout(() => finish(item), element.duration * 1000 + AUDIO_MARGIN_MS);
  };
  element.volume = useSettingsStore.getState().settings.soundVolume;
  element.src = src;
  // A browser that will not play yet (no tap so far, or the file is missing) says the line instead.
  // (A promise of its own: a browser without media support throws rather than rejects.)
  new Promise<void>((resolve, reject) => void element.play().then(resolve, reject)).catch(instead);
};

const next = (): void => {
  if (current) return;
  const item = queue.shift();
  if (!item) return;
  current = { item, timer: setTimeout(() => finish(item), patience(item.line)) };
  item.line.onStart?.();
  // A line sung to the tune (its own pitch or pace) is the browser's to shape; a spoken line plays its narration.
  const spoken = item.line.pitch === undefined && item.line.rate === undefined;
  const reading = spoken && !narrationFor(item.line.text) ? narrationRead(NARRATION_WAIT_MS) : null;
  // A screen's first words may come while its day's narration is still being read: they wait for it, briefly.
  if (reading) void reading.then(() => current?.item === item && voice(item, spoken));
  else voice(item, spoken);
};

const voice = (item: Queued, spoken: boolean): void => {
  const src = spoken ? narrationFor(item.line.text) : undefined;
  const element = src ? audioElement() : null;
  if (src && element) playNarration(item, src, element);
  else speakAloud(item);
};

/** Stops what is playing and drops what is waiting; every promise of theirs resolves. */
export const stopSpeaking = (): void => {
  const dropped = queue;
  queue = [];
  const playing = current?.item;
  if (current) clearTimeout(current.timer);
  current = null;
  silenceAudio();
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
