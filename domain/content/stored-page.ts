import * as v from 'valibot';
import { beatFromSong } from './beat-from-song.js';
import { storedSong } from './build.js';
import { parseDayPageId } from './components.js';
import { songSchema } from './schema.js';
import { SONG_SCORES } from './songs/index.js';

/**
 * A page as the table holds it, in today's shape. Pages saved before songs were written scores hold a song of
 * words set to notes, which the game can no longer play: the seed replaces such a page when no admin edited it,
 * but an admin's page is never overwritten, so it is brought up to date as it is read. Its song becomes the one
 * written for that day (titled as the admin titled the day) and its beat the one clapped from that song, since an
 * old beat was never the song's; everything else stays as the admin left it. Any other page is returned as stored.
 */
export const currentPage = (content: unknown): unknown => {
  if (typeof content !== 'object' || content === null || !('id' in content) || typeof content.id !== 'string') return content;
  const day = parseDayPageId(content.id);
  if (!day || !('song' in content) || v.is(songSchema, content.song)) return content;
  const score = SONG_SCORES[day.character].find((song) => song.day === day.day);
  if (!score) return content;
  const title = 'title' in content && typeof content.title === 'string' && content.title.length <= 60 ? content.title : `Day ${day.day}`;
  return {
    ...content,
    song: storedSong(`${day.character.toLowerCase()}-day-${day.day}`, title, score),
    beat: beatFromSong({ ...score, day: day.day }),
  };
};
