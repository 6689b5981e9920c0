import { PollyClient, SynthesizeSpeechCommand, type SynthesizeSpeechCommandOutput } from '@aws-sdk/client-polly';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { narrationKey } from '@functions/narration/narration.js';
import { POLLY_VOICE, pollyEngine, pollySsml } from '@functions/narration/polly.js';
import { awsError } from '../../support/aws-error.js';

const polly = mockClient(PollyClient);
const audio = (bytes: Uint8Array) =>
  ({ AudioStream: { transformToByteArray: async () => bytes } }) as unknown as SynthesizeSpeechCommandOutput;

beforeEach(() => {
  polly.reset();
});

describe('the Polly narration engine', () => {
  it('asks the neural child voice Ivy for an MP3 of the line, a little slower, as SSML', async () => {
    polly.on(SynthesizeSpeechCommand).resolves(audio(new Uint8Array([0xff, 0xf3, 1, 2])));
    const engine = pollyEngine(new PollyClient({ region: 'us-east-1' }));
    expect(await engine.synthesize('Tap the right picture.')).toEqual(new Uint8Array([0xff, 0xf3, 1, 2]));
    expect(polly.commandCalls(SynthesizeSpeechCommand).map((call) => call.args[0].input)).toEqual([
      {
        Engine: 'neural',
        VoiceId: 'Ivy',
        LanguageCode: 'en-US',
        OutputFormat: 'mp3',
        SampleRate: '24000',
        TextType: 'ssml',
        Text: '<speak><prosody rate="90%">Tap the right picture.</prosody></speak>',
      },
    ]);
    expect(engine).toMatchObject({ voice: POLLY_VOICE, extension: 'mp3', contentType: 'audio/mpeg' });
  });

  it('escapes what SSML would read as markup, so a line with & or < is said, not refused', () => {
    expect(pollySsml('Tom & Ana say "hi" <3 it\'s fun, it’s')).toBe(
      '<speak><prosody rate="90%">Tom &amp; Ana say &quot;hi&quot; &lt;3 it&apos;s fun, it’s</prosody></speak>',
    );
  });

  it('names its files apart from espeak-ng’s and from other settings: a voice never mixes with another', () => {
    const engine = pollyEngine(new PollyClient({ region: 'us-east-1' }));
    expect(engine.version).toBe('polly neural mp3 24000 rate 90%');
    expect(narrationKey('Yes! Great job!', engine)).not.toBe(
      narrationKey('Yes! Great job!', { ...engine, version: 'polly neural mp3 24000 rate 100%' }),
    );
  });

  it('fails the line when Polly answers with no audio, or fails, so no empty file is ever stored', async () => {
    const engine = pollyEngine(new PollyClient({ region: 'us-east-1' }));
    polly.on(SynthesizeSpeechCommand).resolves(audio(new Uint8Array()));
    await expect(engine.synthesize('Hello')).rejects.toThrow('empty audio');
    polly.on(SynthesizeSpeechCommand).resolves({});
    await expect(engine.synthesize('Hello')).rejects.toThrow('without audio');
    polly.on(SynthesizeSpeechCommand).rejects(awsError('ThrottlingException'));
    await expect(engine.synthesize('Hello')).rejects.toThrow('ThrottlingException');
  });
});
