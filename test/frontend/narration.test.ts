import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { useSettingsStore } from '../../frontend/src/features/settings/settings-store';
import { forgetNarration, loadNarration, narrationManifestPath } from '../../frontend/src/features/play/narration';
import { say, stopSpeaking } from '../../frontend/src/features/play/speech';
import { installFakeSpeech } from './fake-speech';
import { setConfigForTests, type AppConfig } from '../../frontend/src/lib/config';

/**
 * The player's narration (issue 46): a line with an audio file plays it, in the same one queue as speech, with the
 * same interruption and lighting; only a line without one (or whose file will not play) goes to speechSynthesis.
 */
const MANIFEST = {
  'Tap the right picture.': '/media/narration/aaa.mp3',
  'Which one shows respect?': '/media/narration/bbb.mp3',
  'Waving hello': '/media/narration/ccc.mp3',
};

/** One audio element as the player drives it: what it was given, and the test says when it ends or fails. */
class FakeAudio {
  static made: FakeAudio[] = [];
  static refuse = false;
  src = '';
  volume = 1;
  duration = Number.NaN;
  played: string[] = [];
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onloadedmetadata: (() => void) | null = null;
  pause = vi.fn();
  constructor() {
    FakeAudio.made.push(this);
  }
  play() {
    this.played.push(this.src);
    return FakeAudio.refuse ? Promise.reject(new DOMException('no tap yet', 'NotAllowedError')) : Promise.resolve();
  }
}

let voice: ReturnType<typeof installFakeSpeech>;
/** The player keeps one element for every line (made once, on its first narrated line). */
const audio = () => FakeAudio.made.at(-1)!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  setConfigForTests({ narration: true } as AppConfig);
  voice = installFakeSpeech();
  FakeAudio.refuse = false;
  for (const element of FakeAudio.made) element.played = [];
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path === narrationManifestPath('RESPA-day-1') ? new Response(JSON.stringify(MANIFEST)) : new Response('{}', { status: 403 }),
    ),
  );
  useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, soundVolume: 0.5 } });
  await loadNarration('RESPA-day-1');
});
afterEach(() => {
  stopSpeaking();
  forgetNarration();
  voice.uninstall();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('narration in the player', () => {
  it('plays a line’s audio, each after the one before has ended, and speaks only the line that has none', async () => {
    const lit: string[] = [];
    const line = (text: string) => ({ text, onStart: () => lit.push(text) });
    const done = say([line('Which one shows respect?'), line('Waving hello'), line('Shouting')]);
    expect(audio().played).toEqual(['/media/narration/bbb.mp3']);
    expect(audio().volume).toBe(0.5);
    expect(lit).toEqual(['Which one shows respect?']);
    audio().onended!();
    expect(audio().played).toEqual(['/media/narration/bbb.mp3', '/media/narration/ccc.mp3']);
    expect(lit).toEqual(['Which one shows respect?', 'Waving hello']);
    expect(voice.texts()).toEqual([]);
    audio().onended!();
    expect(voice.texts()).toEqual(['Shouting']);
    voice.spoken[0]!.end();
    await done;
    expect(lit).toEqual(['Which one shows respect?', 'Waving hello', 'Shouting']);
    expect(FakeAudio.made).toHaveLength(1);
    expect(audio().played).toHaveLength(2);
  });

  it('lets the child’s action interrupt the audio: it stops, what waited is dropped, every promise resolves', async () => {
    const reading = say(['Which one shows respect?', 'Waving hello'], { auto: true });
    const tapped = say(['Waving hello', 'Yes! Great job!'], { interrupt: true });
    await reading;
    expect(audio().pause).toHaveBeenCalled();
    expect(audio().played).toEqual(['/media/narration/bbb.mp3', '/media/narration/ccc.mp3']);
    audio().onended!();
    expect(voice.texts()).toEqual(['Yes! Great job!']);
    voice.spoken[0]!.end();
    await tapped;
  });

  it('says a line with the browser’s voice when its file will not play (missing, or no tap yet)', async () => {
    const missing = say('Tap the right picture.');
    audio().onerror!();
    expect(voice.texts()).toEqual(['Tap the right picture.']);
    voice.spoken[0]!.end();
    await missing;
    FakeAudio.refuse = true;
    const early = say('Waving hello');
    await flush();
    expect(voice.texts()).toEqual(['Tap the right picture.', 'Waving hello']);
    voice.spoken[1]!.end();
    await early;
  });

  it('leaves a line sung to the tune (its own pitch or pace) to the browser', () => {
    void say({ text: 'Waving hello', pitch: 1.4 });
    expect(FakeAudio.made.flatMap((element) => element.played)).toEqual([]);
    expect(voice.texts()).toEqual(['Waving hello']);
  });

  it('waits as long as the file lasts, not a guess from its text, for an element that never says it ended', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void say('Waving hello').then(done);
    audio().duration = 9;
    audio().onloadedmetadata!();
    await vi.advanceTimersByTimeAsync(8_000);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(done).toHaveBeenCalled();
  });

  it('lets a screen’s first words wait for the manifest being read, and no longer than that', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.mocked(fetch).mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const reading = loadNarration('RESPA-day-2');
    const done = say('Hello again.');
    await flush();
    expect(voice.texts()).toEqual([]);
    answer(new Response(JSON.stringify({ 'Hello again.': '/media/narration/ddd.mp3' })));
    await reading;
    await flush();
    expect(audio().played).toEqual(['/media/narration/ddd.mp3']);
    audio().onended!();
    await done;
  });

  it('answers the manifest and its files to keep offline, and asks again for one it could not read', async () => {
    expect(await loadNarration('RESPA-day-1')).toEqual([narrationManifestPath('RESPA-day-1'), ...Object.values(MANIFEST)]);
    expect(await loadNarration('app')).toEqual([]);
    expect(await loadNarration('app')).toEqual([]);
    expect(vi.mocked(fetch).mock.calls.filter(([path]) => path === narrationManifestPath('app'))).toHaveLength(2);
    expect(vi.mocked(fetch).mock.calls.filter(([path]) => path === narrationManifestPath('RESPA-day-1'))).toHaveLength(1);
  });

  it('asks for no manifest where the deployment makes no narration, and speaks every line with the browser', async () => {
    forgetNarration();
    vi.mocked(fetch).mockClear();
    setConfigForTests({} as AppConfig);
    expect(await loadNarration('RESPA-day-2')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
