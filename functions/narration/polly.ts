import { SynthesizeSpeechCommand, type PollyClient } from '@aws-sdk/client-polly';
import type { NarrationEngine } from './narration.js';

/**
 * The voice: Polly's US English `Ivy`, a child's voice in the neural engine (Polly's other child voice, `Kevin`, is a
 * boy's). A child of five to eight hears a voice near their own age, the same on every device; the warm adult
 * voices (Joanna, Salli) sound like a teacher reading to the class rather than a friend playing along.
 */
export const POLLY_VOICE = 'Ivy';
export const POLLY_ENGINE = 'neural';
/** Neural voices take SSML's <prosody rate> (not pitch): 90% is a little slower, for a child who is still listening word by word. */
export const POLLY_RATE = '90%';
/** MP3 at 24 kHz, the neural engine's default rate, named so the version says it. */
export const POLLY_SAMPLE_RATE = '24000';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A line as Polly is asked to say it. SSML's tags are not billed: only the line's own characters are. */
export const pollySsml = (text: string): string => `<speak><prosody rate="${POLLY_RATE}">${escapeXml(text)}</prosody></speak>`;

/** Amazon Polly behind the narration interface: one SynthesizeSpeech a line, the MP3 returned whole. */
export const pollyEngine = (client: PollyClient): NarrationEngine => ({
  voice: POLLY_VOICE,
  // The rate and sample rate are part of the version: a file made with other settings is a different file.
  version: `polly ${POLLY_ENGINE} mp3 ${POLLY_SAMPLE_RATE} rate ${POLLY_RATE}`,
  extension: 'mp3',
  contentType: 'audio/mpeg',
  synthesize: async (text) => {
    const { AudioStream } = await client.send(
      new SynthesizeSpeechCommand({
        Engine: POLLY_ENGINE,
        VoiceId: POLLY_VOICE,
        LanguageCode: 'en-US',
        OutputFormat: 'mp3',
        SampleRate: POLLY_SAMPLE_RATE,
        TextType: 'ssml',
        Text: pollySsml(text),
      }),
    );
    if (!AudioStream) throw new Error('Polly answered without audio');
    const audio = await AudioStream.transformToByteArray();
    if (audio.byteLength === 0) throw new Error('Polly answered with empty audio');
    return audio;
  },
});
