// `npm run songs:render -- COUR 1 RESPA 3 …`: renders each named day's song (melody, chords and bass, as the sing
// step plays it straight through) to .test-artifacts/songs/<CODE>-day-<n>.wav with its spectrogram beside it as
// .png, using the player's own audio code in headless Chromium. To listen to songs, and to see them.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DAY_PAGES } from '@domain/content/index.js';
import { renderSongs, type ToRender } from './lib/song-render.js';

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2 !== 0) {
  console.error('Usage: npm run songs:render -- CODE DAY [CODE DAY …]   e.g. npm run songs:render -- COUR 1 RESPA 1');
  process.exit(1);
}
const songs: ToRender[] = [];
for (let i = 0; i < args.length; i += 2) {
  const id = `${args[i]!.toUpperCase()}-day-${args[i + 1]}`;
  const page = DAY_PAGES.find((candidate) => candidate.id === id);
  if (!page) {
    console.error(`No day page ${id}`);
    process.exit(1);
  }
  songs.push({ name: id, day: page.day, song: page.song });
}
const out = resolve('.test-artifacts/songs');
mkdirSync(out, { recursive: true });
for (const file of await renderSongs(songs, out)) console.log(file);
