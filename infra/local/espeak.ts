import { spawn, spawnSync } from 'node:child_process';
import type { NarrationEngine } from '../../functions/narration/narration.js';

/**
 * The local stand-in for Amazon Polly: Debian's espeak-ng speaks a line, Debian's ffmpeg makes it the MP3 Polly
 * would send. The voice is espeak-ng's American English with its third female variant (`en-us+f3`), a little higher
 * than its default and at 130 words a minute instead of 175: slower and brighter, for a child of five to eight.
 */
export const ESPEAK_VOICE = 'en-us+f3';
const WORDS_PER_MINUTE = '130';
const PITCH = '60';
/** Mono MP3 at 24 kbit/s: speech needs no more, and a day's lines stay a small part of what a device keeps. */
const MP3 = ['-ac', '1', '-b:a', '24k'];

const run = (command: string, args: string[], input: Uint8Array | string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out));
      // Stopped with the cloud (Ctrl+C reaches the whole process group): the job stops, nothing went wrong.
      else if (signal) reject(Object.assign(new Error(`${command} was stopped (${signal})`), { name: 'AbortError' }));
      else reject(new Error(`${command} failed (${code}): ${Buffer.concat(err).toString().trim()}`));
    });
    child.stdin.end(input);
  });

/** espeak-ng's version, or null where it (or ffmpeg) is not installed: then nothing is made and the app uses the browser's voice. */
export const espeakVersion = (): string | null => {
  const espeak = spawnSync('espeak-ng', ['--version'], { encoding: 'utf8' });
  const ffmpeg = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' });
  if (espeak.status !== 0 || ffmpeg.status !== 0) return null;
  return /(\d+\.\d+(\.\d+)?)/.exec(espeak.stdout)?.[1] ?? 'unknown';
};

export const espeakEngine = (version: string): NarrationEngine => ({
  voice: ESPEAK_VOICE,
  // The encoding is part of the version: files made with other settings are never mixed in.
  version: `espeak-ng ${version} mp3 ${MP3.join(' ')}`,
  extension: 'mp3',
  contentType: 'audio/mpeg',
  synthesize: async (text) => {
    // The text goes in on stdin (-b 1: UTF-8), never as an argument: a line that starts with "-" stays a line.
    const wav = await run('espeak-ng', ['-b', '1', '-v', ESPEAK_VOICE, '-s', WORDS_PER_MINUTE, '-p', PITCH, '--stdout'], text);
    return run('ffmpeg', ['-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', ...MP3, '-f', 'mp3', 'pipe:1'], wav);
  },
});
