import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { PlayedSong } from '../../frontend/src/features/play/song-sound.js';

const SAMPLE_RATE = 44_100;
const root = resolve(import.meta.dirname, '../..');

/** A mono 16-bit WAV file around raw PCM. */
const wav = (pcm: Buffer): Buffer => {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
};

export interface ToRender {
  name: string;
  day: number;
  song: PlayedSong;
}

/**
 * Renders songs to WAV with the player's own audio code in headless Chromium, and draws each one's spectrogram
 * (0–1.5 kHz, time across) so the bass, the chords and the melody above them can be seen. Answers the files written.
 */
export const renderSongs = async (songs: readonly ToRender[], outDir: string): Promise<string[]> => {
  const bundle = await build({
    entryPoints: [join(root, 'scripts/lib/song-render-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    alias: { '@domain': join(root, 'domain') },
    logLevel: 'warning',
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const written: string[] = [];
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>songs</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    for (const { name, day, song } of songs) {
      const pcm = await page.evaluate(
        ([played, playedDay]) =>
          (window as unknown as { renderSong: (s: PlayedSong, d: number) => Promise<string> }).renderSong(played, playedDay),
        [song, day] as const,
      );
      const file = join(outDir, name);
      writeFileSync(`${file}.wav`, wav(Buffer.from(pcm, 'base64')));
      // A power-of-two height (this ffmpeg spins for ever on 600), one picture, and a cube-root scale with gain so the
      // quiet chords and bass under the melody show.
      execFileSync('ffmpeg', [
        '-nostdin',
        '-y',
        '-loglevel',
        'error',
        '-i',
        `${file}.wav`,
        '-lavfi',
        'aresample=4000,showspectrumpic=s=1600x512:legend=1:stop=1200:scale=cbrt:gain=4:color=magma',
        '-frames:v',
        '1',
        `${file}.png`,
      ]);
      written.push(`${file}.wav`, `${file}.png`);
    }
  } finally {
    await browser.close();
  }
  return written;
};
