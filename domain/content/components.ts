import * as v from 'valibot';
import { CHARACTER_CODES, type CharacterCode } from '../constants.js';
import { beatFromSong } from './beat-from-song.js';
import { storedSong } from './build.js';
import type { SongScore } from './score.js';
import { trimmed } from '../validation.js';
import { lessonCardSchema, pictureSchema, questionSchema, type DayPage } from './schema.js';
import { dayPageId } from './page-ids.js';

/** The components pages are built from, what each takes, and the defaults a new one starts with. */
export const componentDefaultsSchema = v.strictObject({
  lessonCard: lessonCardSchema,
  question: questionSchema,
  celebration: v.strictObject({ message: trimmed(160), picture: pictureSchema }),
});
export type ComponentDefaults = v.InferOutput<typeof componentDefaultsSchema>;

export const COMPONENT_DEFAULTS: ComponentDefaults = {
  lessonCard: { title: 'New card', text: 'Say one idea in one short sentence.', picture: 'star' },
  question: {
    prompt: 'Which one is kind?',
    answers: [
      { label: 'Helping a friend', picture: 'helper' },
      { label: 'Shouting', picture: 'shout' },
    ],
    correct: 0,
    hint: 'Kind things help other people feel good.',
  },
  celebration: { message: 'You did it! Well done today!', picture: 'star' },
};

export const COMPONENTS = [
  {
    id: 'song',
    name: 'Song',
    fields: 'title, tempo (bpm), metre, key, feel; each line its words (hyphens between syllables) and its notes, one per syllable',
  },
  { id: 'lessonCard', name: 'Lesson card', fields: 'title, text (read aloud), picture, optional uploaded image' },
  { id: 'question', name: 'Question', fields: 'prompt, 2–3 picture answers, which one is right, a kind hint' },
  { id: 'beat', name: 'Beat', fields: 'the song’s tempo and metre, claps taken from the song’s rhythm (editable), bars' },
  { id: 'celebration', name: 'Celebration', fields: 'message, picture' },
] as const;

/** The song a new day starts with: two lines that parse, to be rewritten for the day. */
export const NEW_SONG: Omit<SongScore, 'day'> = {
  key: 'C',
  metre: 4,
  bpm: 88,
  feel: 'gentle',
  lines: [
    { lyric: 'A brand new song for to-day', notes: 'C4 E4 G4 G4 A4 G4 E4:2' },
    { lyric: 'Change these words to your own', notes: 'D4 D4 E4 F4 D4 C4:3' },
  ],
};

/**
 * A day page the programme does not have yet, as an admin starts it: the components' defaults (three cards, three
 * questions), a two-line song with the beat clapped from it, and day N's title, all rewritten before children see it.
 */
export const newDayPage = (character: CharacterCode, day: number, defaults: ComponentDefaults): DayPage => ({
  id: dayPageId(character, day),
  character,
  day,
  title: `Day ${day}`,
  competency: 'self-awareness',
  song: storedSong(`${character.toLowerCase()}-day-${day}`, `Day ${day}`, { ...NEW_SONG, day }),
  lesson: [defaults.lessonCard, defaults.lessonCard, defaults.lessonCard].map((card) => ({ ...card })),
  practice: [defaults.question, defaults.question, defaults.question].map((question) => structuredClone(question)),
  beat: beatFromSong({ ...NEW_SONG, day }),
  celebration: { ...defaults.celebration },
});

/**
 * Defaults as a table saved them: those saved before a day's beat came from its song also hold a default beat,
 * which nothing starts from any more, so it is left out rather than shown to the editor as an unknown field.
 */
export const storedDefaults = (stored: unknown): unknown => {
  if (typeof stored !== 'object' || stored === null || !('beat' in stored)) return stored;
  const { beat, ...defaults } = stored;
  return defaults;
};

/** The character and day a page id names (RESPA-day-4), or null for any other id. */
export const parseDayPageId = (id: string): { character: CharacterCode; day: number } | null => {
  const match = /^([A-Z]+)-day-(10|[1-9])$/.exec(id);
  const character = CHARACTER_CODES.find((code) => code === match?.[1]);
  return match && character ? { character, day: Number(match[2]) } : null;
};
