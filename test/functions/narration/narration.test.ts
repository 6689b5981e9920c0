import { describe, expect, it } from 'vitest';
import { makeNarration, manifestKey, narrationKey, type NarrationEngine, type NarrationStore } from '@functions/narration/narration.js';

/** An engine that says which text it was given, and counts how often it was asked. */
const engine = (voice = 'test-voice', version = 'test 1'): NarrationEngine & { asked: string[] } => {
  const asked: string[] = [];
  return {
    voice,
    version,
    extension: 'mp3',
    contentType: 'audio/mpeg',
    asked,
    synthesize: async (text) => {
      asked.push(text);
      return new TextEncoder().encode(`audio of ${text}`);
    },
  };
};

const memoryStore = (): NarrationStore & { files: Map<string, { body: string; type: string }> } => {
  const files = new Map<string, { body: string; type: string }>();
  return {
    files,
    has: async (key) => files.has(key),
    put: async (key, body, type) => void files.set(key, { body: typeof body === 'string' ? body : new TextDecoder().decode(body), type }),
  };
};

describe('narration', () => {
  it('names a file by its text, voice and engine, under the media bucket’s narration/ prefix', () => {
    const key = narrationKey('Yes! Great job!', engine());
    expect(key).toMatch(/^media\/narration\/[0-9a-f]{32}\.mp3$/);
    expect(narrationKey('Yes! Great job!', engine())).toBe(key);
    expect(narrationKey('Yes! Great job.', engine())).not.toBe(key);
    expect(narrationKey('Yes! Great job!', engine('other-voice'))).not.toBe(key);
    expect(narrationKey('Yes! Great job!', engine('test-voice', 'test 2'))).not.toBe(key);
  });

  it('makes each line’s audio and a manifest per group that maps its text to the file’s path', async () => {
    const voice = engine();
    const store = memoryStore();
    const result = await makeNarration(voice, store, [
      { name: 'app', lines: ['Tap next.', 'Look and listen.'] },
      { name: 'RESPA-day-1', lines: ['Sharing is caring.', 'Tap next.'] },
    ]);
    expect(result).toEqual({ made: 3, kept: 1 });
    expect(voice.asked.sort()).toEqual(['Look and listen.', 'Sharing is caring.', 'Tap next.']);
    const day = JSON.parse(store.files.get(manifestKey('RESPA-day-1'))!.body) as Record<string, string>;
    expect(Object.keys(day)).toEqual(['Sharing is caring.', 'Tap next.']);
    expect(day['Tap next.']).toBe(`/${narrationKey('Tap next.', voice)}`);
    expect(store.files.get(narrationKey('Sharing is caring.', voice))).toEqual({ body: 'audio of Sharing is caring.', type: 'audio/mpeg' });
    expect(store.files.get(manifestKey('app'))!.type).toBe('application/json');
  });

  it('makes only what changed when it runs again: an edited line, never the unchanged ones', async () => {
    const store = memoryStore();
    await makeNarration(engine(), store, [{ name: 'RESPA-day-1', lines: ['One.', 'Two.'] }]);
    const again = engine();
    expect(await makeNarration(again, store, [{ name: 'RESPA-day-1', lines: ['One.', 'Two, edited.'] }])).toEqual({ made: 1, kept: 1 });
    expect(again.asked).toEqual(['Two, edited.']);
    expect(Object.keys(JSON.parse(store.files.get(manifestKey('RESPA-day-1'))!.body) as object)).toEqual(['One.', 'Two, edited.']);
  });

  it('writes no manifest for a group it was stopped in, so none names a file that was never made', async () => {
    const store = memoryStore();
    const stop = new AbortController();
    const slow: NarrationEngine = {
      ...engine(),
      synthesize: async (text) => {
        stop.abort();
        return new TextEncoder().encode(text);
      },
    };
    await makeNarration(slow, store, [{ name: 'RESPA-day-1', lines: ['One.', 'Two.', 'Three.', 'Four.'] }], {
      concurrency: 1,
      signal: stop.signal,
    });
    expect(store.files.has(manifestKey('RESPA-day-1'))).toBe(false);
    expect(store.files.size).toBe(1);
  });
});
