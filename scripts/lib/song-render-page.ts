/// <reference lib="dom" />
// Runs in the browser: the song rendered by the player's own code, into an OfflineAudioContext instead of speakers.
import { planSong, scheduleSong, wholeSong, type PlayedSong } from '../../frontend/src/features/play/song-sound';

const SAMPLE_RATE = 44_100;
/** Silence before the first bar and after the last, so the first note's attack and the last chord's decay are heard. */
const LEAD = 0.25;
const TAIL = 1.5;

/** The song as 16-bit mono PCM, base64 (one string crosses from the page to Node quickly). */
const render = async (song: PlayedSong, day: number): Promise<string> => {
  const plan = planSong(song, day);
  const seconds = LEAD + plan.beats * plan.secondsPerBeat + TAIL;
  const ctx = new OfflineAudioContext(1, Math.ceil(seconds * SAMPLE_RATE), SAMPLE_RATE);
  scheduleSong(ctx, ctx.destination, plan, { at: LEAD, span: wholeSong(plan), volume: 0.8 });
  const samples = (await ctx.startRendering()).getChannelData(0);
  const pcm = new Int16Array(samples.length);
  samples.forEach((sample, i) => (pcm[i] = Math.round(Math.max(-1, Math.min(1, sample)) * 32_767)));
  const bytes = new Uint8Array(pcm.buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

(window as unknown as { renderSong: typeof render }).renderSong = render;
