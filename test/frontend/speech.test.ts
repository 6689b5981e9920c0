import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { useSettingsStore } from '../../frontend/src/features/settings/settings-store';
import { say, stopSpeaking } from '../../frontend/src/features/play/speech';
import { installFakeSpeech } from './fake-speech';

let voice: ReturnType<typeof installFakeSpeech>;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  voice = installFakeSpeech();
  useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, soundVolume: 0.5 } });
});
afterEach(() => {
  stopSpeaking();
  voice.uninstall();
  vi.useRealTimers();
});

describe('speech, one queue', () => {
  it('says back-to-back lines whole and in order, each after the one before has ended', async () => {
    const instruction = say('Tap the right picture.', { auto: true });
    const question = say(['Which one shows respect?', 'Waving hello', 'Shouting'], { auto: true });
    expect(voice.texts()).toEqual(['Tap the right picture.']);
    expect(voice.synth.cancel).not.toHaveBeenCalled();
    voice.spoken[0]!.end();
    await instruction;
    expect(voice.texts()).toEqual(['Tap the right picture.', 'Which one shows respect?']);
    voice.spoken[1]!.end();
    voice.spoken[2]!.end();
    voice.spoken[3]!.end();
    await question;
    expect(voice.texts()).toEqual(['Tap the right picture.', 'Which one shows respect?', 'Waving hello', 'Shouting']);
  });

  it('lets the child’s action interrupt: what was playing stops, what waited is dropped, and every promise resolves', async () => {
    const reading = say(['A question', 'answer one', 'answer two'], { auto: true });
    const tapped = say(['answer two', 'Yes! Great job!'], { interrupt: true });
    await reading;
    expect(voice.synth.cancel).toHaveBeenCalledTimes(1);
    expect(voice.texts()).toEqual(['A question', 'answer two']);
    voice.spoken[1]!.end();
    voice.spoken[2]!.end();
    await tapped;
    expect(voice.texts()).toEqual(['A question', 'answer two', 'Yes! Great job!']);
  });

  it('starts by itself only when "Read to me" is on, and always speaks when the child asks', async () => {
    useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, readAloud: false } });
    await say('How do you feel?', { auto: true });
    expect(voice.texts()).toEqual([]);
    const asked = say('How do you feel?');
    expect(voice.texts()).toEqual(['How do you feel?']);
    voice.spoken[0]!.end();
    await asked;
  });

  it('speaks at the child’s sound volume, with a line’s own pitch and rate when it has them', () => {
    void say([{ text: 'hello', pitch: 1.6, rate: 0.8 }, 'friend']);
    expect(voice.spoken[0]).toMatchObject({ text: 'hello', pitch: 1.6, rate: 0.8, volume: 0.5 });
  });

  it('goes on in order where the browser has no voice: each line fails at once and the next is still said', async () => {
    const done = say(['one', 'two', 'three']);
    voice.spoken[0]!.fail();
    voice.spoken[1]!.fail();
    voice.spoken[2]!.fail();
    await done;
    expect(voice.texts()).toEqual(['one', 'two', 'three']);
  });

  it('never waits for ever for a voice that never says it has ended', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void say(['stuck', 'next']).then(done);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(voice.texts()).toEqual(['stuck', 'next']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(done).toHaveBeenCalled();
  });

  it('calls each line’s onStart as it begins, so a screen can light what is being said', async () => {
    const started: string[] = [];
    const done = say(['Which one?', 'a', 'b'].map((text) => ({ text, onStart: () => started.push(text) })));
    expect(started).toEqual(['Which one?']);
    voice.spoken[0]!.end();
    voice.spoken[1]!.end();
    expect(started).toEqual(['Which one?', 'a', 'b']);
    voice.spoken[2]!.end();
    await done;
    await flush();
  });
});
